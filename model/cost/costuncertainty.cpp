#include "costuncertainty.h"
#include "costmodel.h"
#include <algorithm>
#include <cmath>
#include <random>

namespace dcs {

namespace {

CostInputValues basesOf(const std::array<CostInputRange, kCostInputCount> &ranges)
{
    CostInputValues x{};
    for (size_t i = 0; i < ranges.size(); ++i)
        x[i] = ranges[i].base;
    return x;
}

bool candidateCheaper(double difference) { return difference < 0; }

// Nearest-rank percentile of sorted values.
double percentile(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return 0.0;
    const size_t rank = size_t(std::ceil(p * double(sorted.size())));
    return sorted[std::clamp<size_t>(rank, 1, sorted.size()) - 1];
}

} // namespace

double CostUncertainty::triangular(double low, double mode, double high, double u)
{
    if (high <= low)
        return mode;
    const double span = high - low;
    const double f = (mode - low) / span;
    if (u < f)
        return low + std::sqrt(u * span * (mode - low));
    return high - std::sqrt((1.0 - u) * span * (high - mode));
}

std::vector<TornadoBar> CostUncertainty::tornado(const CostBasis &b, const std::array<CostInputRange, kCostInputCount> &ranges)
{
    const CostInputValues base = basesOf(ranges);
    const CostVerdict atBase = CostModel::verdict(b, base);
    std::vector<TornadoBar> bars;
    for (const CostInputInfo &info : CostInputs::all()) {
        const CostInputRange &r = ranges[size_t(info.input)];
        TornadoBar bar;
        bar.key = info.key;
        bar.label = info.label;
        bar.unit = info.unit;
        bar.source = info.source;
        bar.low = r.low;
        bar.base = r.base;
        bar.high = r.high;
        CostInputValues x = base;
        x[size_t(info.input)] = r.low;
        const CostVerdict low = CostModel::verdict(b, x);
        x[size_t(info.input)] = r.high;
        const CostVerdict high = CostModel::verdict(b, x);
        bar.differenceAtLow = low.tcoDifference;
        bar.differenceAtHigh = high.tcoDifference;
        bar.breakEvenAtLow = low.breakEvenYears;
        bar.breakEvenAtHigh = high.breakEvenYears;
        bar.swing = std::abs(high.tcoDifference - low.tcoDifference);
        const bool baseSign = candidateCheaper(atBase.tcoDifference);
        bar.flipsVerdict = candidateCheaper(low.tcoDifference) != baseSign || candidateCheaper(high.tcoDifference) != baseSign;
        bars.push_back(std::move(bar));
    }
    // Largest swing first; equal swings keep the table order (stable, reproducible).
    std::stable_sort(bars.begin(), bars.end(), [](const TornadoBar &x, const TornadoBar &y) { return x.swing > y.swing; });
    return bars;
}

MonteCarloResult CostUncertainty::monteCarlo(const CostBasis &b, const std::array<CostInputRange, kCostInputCount> &ranges,
                                             int samples, std::uint64_t seed)
{
    MonteCarloResult mc;
    mc.samples = std::max(0, samples);
    mc.seed = seed;
    if (mc.samples == 0)
        return mc;
    // mt19937_64 is specified bit for bit by the standard; the uniform draw is ours (53 bits),
    // because std::uniform_real_distribution may differ between library implementations.
    std::mt19937_64 rng(seed);
    auto uniform = [&rng] { return double(rng() >> 11) * 0x1.0p-53; };
    std::vector<double> differences;
    std::vector<double> breakEvens;
    differences.reserve(size_t(mc.samples));
    breakEvens.reserve(size_t(mc.samples));
    CostInputValues x = basesOf(ranges);
    int candidateWins = 0;
    double sum = 0;
    for (int s = 0; s < mc.samples; ++s) {
        for (size_t i = 0; i < ranges.size(); ++i) {
            const double u = uniform();  // drawn for every input, so a range change moves no other input's draws
            x[i] = triangular(ranges[i].low, ranges[i].base, ranges[i].high, u);
        }
        const CostVerdict v = CostModel::verdict(b, x);
        differences.push_back(v.tcoDifference);
        breakEvens.push_back(v.breakEvenYears ? *v.breakEvenYears : INFINITY);
        sum += v.tcoDifference;
        candidateWins += candidateCheaper(v.tcoDifference) ? 1 : 0;
    }
    mc.mean = sum / mc.samples;
    mc.probabilityCandidateCheaper = double(candidateWins) / mc.samples;
    std::vector<double> sorted = differences;
    std::sort(sorted.begin(), sorted.end());
    mc.p10 = percentile(sorted, 0.10);
    mc.p50 = percentile(sorted, 0.50);
    mc.p90 = percentile(sorted, 0.90);
    std::sort(breakEvens.begin(), breakEvens.end());
    if (const double be = percentile(breakEvens, 0.50); std::isfinite(be))
        mc.breakEvenP50 = be;
    mc.histogramMin = sorted.front();
    mc.histogramMax = sorted.back();
    mc.histogram.assign(kHistogramBins, 0);
    const double width = (mc.histogramMax - mc.histogramMin) / kHistogramBins;
    for (double d : differences) {
        const int bin = width > 0 ? std::min(kHistogramBins - 1, int((d - mc.histogramMin) / width)) : 0;
        ++mc.histogram[size_t(bin)];
    }
    return mc;
}

} // namespace dcs
