#include "storagesmoother.h"
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {

// The grid over one period for the band centred on c: the load clamped to the band, followed at
// the ramp limit; three periods run from the clamped first sample and the last kept (the
// rate-limited follower settles within a period once the band holds the load's swing).
void follow(const std::vector<double> &load, double halfBand, double maxStep, double c, std::vector<double> &grid)
{
    const size_t n = load.size();
    double g = std::clamp(load[0], c - halfBand, c + halfBand);
    for (int pass = 0; pass < 3; ++pass)
        for (size_t i = 0; i < n; ++i) {
            const double target = std::clamp(load[i], c - halfBand, c + halfBand);
            g += std::clamp(target - g, -maxStep, maxStep);
            if (pass == 2)
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
    if (swing <= maxSwingW && maxSlopePerS(loadW, dtS) <= maxRampWPerS)
        return r;
    // Bisection on the band's centre: the net discharge over a period falls as c rises
    // (c at the load's minimum: the grid never above the load; at its maximum: never below).
    double cLo = *lo, cHi = *hi;
    for (int it = 0; it < 40 && cHi - cLo > 1e-7 * std::max(1.0, swing); ++it) {
        const double c = (cLo + cHi) / 2;
        follow(loadW, halfBand, maxStep, c, r.gridW);
        (netDischargeJ(loadW, r.gridW, dtS) > 0 ? cLo : cHi) = c;
    }
    follow(loadW, halfBand, maxStep, (cLo + cHi) / 2, r.gridW);
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
