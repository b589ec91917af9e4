#include "storagesmoother.h"
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {

// The grid over one period for the band centred on c: the load clamped to the band, followed at
// the ramp limit; two periods run from the clamped first sample and the second kept (the
// rate-limited follower settles within a period once the band holds the load's swing).
void follow(const std::vector<double> &load, double halfBand, double maxStep, double c, std::vector<double> &grid)
{
    const size_t n = load.size();
    double g = std::clamp(load[0], c - halfBand, c + halfBand);
    for (int pass = 0; pass < 2; ++pass)
        for (size_t i = 0; i < n; ++i) {
            const double target = std::clamp(load[i], c - halfBand, c + halfBand);
            g += std::clamp(target - g, -maxStep, maxStep);
            if (pass == 1)
                grid[i] = g;
        }
}

double netDischargeJ(const std::vector<double> &load, const std::vector<double> &grid, double dtS)
{
    double e = 0;
    for (size_t i = 0; i < load.size(); ++i)
        e += (load[i] - grid[i]) * dtS;
    return e;
}

} // namespace

double StorageSmoother::maxSlopePerS(const std::vector<double> &w, double dtS)
{
    if (w.size() < 2 || dtS <= 0)
        return 0;
    double best = std::abs(w.front() - w.back());
    for (size_t i = 1; i < w.size(); ++i)
        best = std::max(best, std::abs(w[i] - w[i - 1]));
    return best / dtS;
}

StorageSmoother::Result StorageSmoother::smooth(const std::vector<double> &loadW, double dtS, double maxSwingW,
                                                double maxRampWPerS)
{
    Result r;
    r.gridW = loadW;
    if (loadW.empty() || dtS <= 0)
        return r;
    const auto [lo, hi] = std::minmax_element(loadW.begin(), loadW.end());
    const double swing = *hi - *lo;
    const double halfBand = std::max(0.0, maxSwingW) / 2;
    const double maxStep = maxRampWPerS > 0 ? maxRampWPerS * dtS : swing + 1.0;
    // Nothing to smooth: the load already keeps within the band and the ramp (0: no ramp limit).
    if (swing <= maxSwingW && (maxRampWPerS <= 0 || maxSlopePerS(loadW, dtS) <= maxRampWPerS))
        return r;
    // The band's centre: the net discharge over a period falls as c rises (c at the load's
    // minimum: the grid never above the load; at its maximum: never below), so the Illinois
    // variant of regula falsi (Dowell & Jarratt 1971) brackets its zero in a handful of passes.
    auto net = [&](double c) {
        follow(loadW, halfBand, maxStep, c, r.gridW);
        return netDischargeJ(loadW, r.gridW, dtS);
    };
    double a = *lo, b = *hi;
    double fa = net(a), fb = net(b);
    const double tolerance = 1e-9 * std::max(std::abs(fa), std::abs(fb));
    double c = a;
    int side = 0;
    for (int it = 0; it < 60 && fa > tolerance && fb < -tolerance; ++it) {
        c = (a * fb - b * fa) / (fb - fa);
        const double fc = net(c);
        if (std::abs(fc) <= tolerance)
            break;
        if (fc > 0) {
            a = c;
            fa = fc;
            if (side == -1)
                fb /= 2;
            side = -1;
        } else {
            b = c;
            fb = fc;
            if (side == 1)
                fa /= 2;
            side = 1;
        }
    }
    if (fa <= tolerance && fa >= -tolerance)
        c = a;
    else if (fb >= -tolerance && fb <= tolerance)
        c = b;
    follow(loadW, halfBand, maxStep, c, r.gridW);
    double e = 0, eMin = 0, eMax = 0;
    for (size_t i = 0; i < loadW.size(); ++i) {
        const double s = loadW[i] - r.gridW[i];
        r.powerW = std::max(r.powerW, std::abs(s));
        if (s > 0)
            r.dischargeJPerPeriod += s * dtS;
        e -= s * dtS;  // stored energy falls while the storage supplies the load
        eMin = std::min(eMin, e);
        eMax = std::max(eMax, e);
    }
    r.energyJ = eMax - eMin;
    return r;
}

} // namespace dcs
