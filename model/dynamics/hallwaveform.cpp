#include "hallwaveform.h"
#include "cooling/plantmodel.h"
#include "harmonics.h"
#include "storagesmoother.h"
#include <algorithm>
#include <numeric>

namespace dcs {

std::vector<double> HallWaveform::itOf(const std::vector<double> &level) const
{
    std::vector<double> it(level.size());
    for (size_t i = 0; i < level.size(); ++i)
        it[i] = baseItW + dynamicItW * level[i];
    return it;
}

double HallWaveform::lossW(double itW) const
{
    return chain ? PlantModel::chainLossW(*chain, itW) : 0.0;
}

std::vector<double> HallWaveform::utilityOf(const std::vector<double> &itW) const
{
    std::vector<double> out(itW.size(), 0.0);
    if (itW.empty())
        return out;
    double lagged = std::accumulate(itW.begin(), itW.end(), 0.0) / double(itW.size());
    for (int pass = 0; pass < 2; ++pass)
        for (size_t i = 0; i < itW.size(); ++i) {
            lagged += (itW[i] - lagged) * lagAlpha;
            out[i] = itW[i] + lossW(itW[i]) + coolingPerW * lagged + otherW;
        }
    return out;
}

WaveformFigures WaveformFigures::of(const std::vector<double> &utilityW, double dtS, double bandLowHz, double bandHighHz)
{
    WaveformFigures f;
    if (utilityW.empty())
        return f;
    const auto [lo, hi] = std::minmax_element(utilityW.begin(), utilityW.end());
    f.swingW = *hi - *lo;
    f.rampWPerS = StorageSmoother::maxSlopePerS(utilityW, dtS);
    const double periodS = dtS * double(utilityW.size());
    f.bandRmsW = Harmonics::bandRms(Harmonics::amplitudes(utilityW, int(utilityW.size() / 2)), periodS, bandLowHz, bandHighHz);
    return f;
}

} // namespace dcs
