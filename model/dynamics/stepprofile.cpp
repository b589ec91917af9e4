#include "stepprofile.h"
#include <algorithm>
#include <cmath>

namespace dcs {

double StepProfile::transitionS(double delta, double gpuRampS, double rampLimitPerS)
{
    const double d = std::abs(delta);
    if (d <= 0)
        return 0;
    return std::max(gpuRampS, rampLimitPerS > 0 ? d / rampLimitPerS : 0.0);
}

double StepProfile::maxSlopePerS(const std::vector<StepSegment> &segments, double gpuRampS, double rampLimitPerS)
{
    double best = 0;
    for (size_t i = 0; i < segments.size(); ++i) {
        const double delta = segments[i].level - segments[(i + segments.size() - 1) % segments.size()].level;
        const double t = transitionS(delta, gpuRampS, rampLimitPerS);
        if (t > 0)
            best = std::max(best, std::abs(delta) / t);
    }
    return best;
}

double StepProfile::periodS(const std::vector<StepSegment> &segments)
{
    double t = 0;
    for (const StepSegment &s : segments)
        t += s.durationS;
    return t;
}

std::vector<double> StepProfile::sample(const std::vector<StepSegment> &segments, int n, double gpuRampS,
                                        double rampLimitPerS)
{
    std::vector<double> out(size_t(std::max(n, 0)), 0.0);
    const double period = periodS(segments);
    if (segments.empty() || n <= 0 || period <= 0)
        return out;
    const double dt = period / n;
    double level = segments.back().level;
    for (int pass = 0; pass < 2; ++pass) {
        size_t seg = 0;
        double segEnd = segments[0].durationS;
        double slope = 0;   // fraction of high per second toward the current segment's level
        bool entered = false;
        for (int i = 0; i < n; ++i) {
            const double t = i * dt;
            while (seg + 1 < segments.size() && t >= segEnd) {
                ++seg;
                segEnd += segments[seg].durationS;
                entered = false;
            }
            const double target = segments[seg].level;
            if (!entered) {
                const double delta = target - level;
                const double ramp = transitionS(delta, gpuRampS, rampLimitPerS);
                slope = ramp > 0 ? std::abs(delta) / ramp : 0;
                entered = true;
            }
            if (pass == 1)
                out[size_t(i)] = level;
            // Move toward the target over the next sample interval.
            const double step = slope * dt;
            level = target > level ? std::min(target, level + step) : std::max(target, level - step);
        }
    }
    return out;
}

} // namespace dcs
