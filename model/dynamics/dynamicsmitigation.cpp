#include "dynamicsmitigation.h"
#include <algorithm>

namespace dcs {

double DynamicsMitigation::floorEnergyJPerYear(const std::vector<StepSegment> &segments, double floor,
                                               double dynamicW, double hoursPerYear)
{
    const double period = StepProfile::periodS(segments);
    if (period <= 0 || floor <= 0)
        return 0;
    double perStepJ = 0;
    for (const StepSegment &s : segments)
        perStepJ += s.durationS * std::max(0.0, floor - s.level) * dynamicW;
    return perStepJ * hoursPerYear * 3600.0 / period;
}

DynamicsMitigation::Storage DynamicsMitigation::storageFor(double swingW, double limitW, double longestLowS,
                                                           double depthOfDischarge)
{
    const double excessW = std::max(0.0, swingW - limitW);
    if (excessW <= 0 || depthOfDischarge <= 0)
        return {};
    return {excessW / 1000.0, excessW / 1000.0 * longestLowS / 3600.0 / depthOfDischarge};
}

} // namespace dcs
