#pragma once
#include <vector>

namespace dcs {

// One training step's GPU power as a fraction of its compute-phase power (issue 35): a
// sequence of flat segments (compute at 1, then the low phases) joined by linear ramps. The
// step repeats, so the waveform is periodic with the step time.
struct StepSegment {
    double durationS = 0;
    double level = 0;   // fraction of the GPU's high (TDP) power
};

class StepProfile
{
public:
    // How long a change of `delta` (fraction of high) takes: the GPU's own ramp time, or longer
    // when a ramp-rate limit (fraction of high per second, 0 = none) allows less (NVML power
    // smoothing's ramp rates).
    static double transitionS(double delta, double gpuRampS, double rampLimitPerS);
    // The steepest slope of the periodic step, fraction of high per second: the largest
    // |delta| / transitionS over the transitions between consecutive segments (the last to the
    // first included).
    static double maxSlopePerS(const std::vector<StepSegment> &segments, double gpuRampS, double rampLimitPerS);
    // `n` samples evenly over one period, the first at the start of the first segment. The
    // level follows each segment's level at the slope of that transition; a segment shorter
    // than its ramp is left before its level is reached. The period is run twice and the
    // second kept, so the samples are the periodic steady state.
    static std::vector<double> sample(const std::vector<StepSegment> &segments, int n, double gpuRampS,
                                      double rampLimitPerS);
    static double periodS(const std::vector<StepSegment> &segments);
};

} // namespace dcs
