#pragma once
#include "hallwaveform.h"
#include "powerdynamicsresult.h"
#include "stepprofile.h"
#include <vector>

namespace dcs {

// Every mitigation of the training swing sized to meet the utility's limits, with what it adds
// (issue 35 item 3; docs/power.md "Mitigations"):
//  - GPU power smoothing: the lowest power floor that brings the step's swing and band content
//    within the limits (or the floor set), capped at 90 % of TDP (the GB200 implementation's
//    20-90 %), the ramp limit set inside the step, and a job stop ramped at the utility's limit
//    (NVIDIA's power burner at job end); only where the GPU has NVML power smoothing.
//  - Software fill: the same floor reached by filler work in the low phases, on any GPU; it
//    stops with the job, so a job stop is not ramped.
//  - Storage at the rack or the row (on the IT side; the row's sits upstream of the PDUs, so the
//    phases still swing) or at the utility connection, sized by StorageSmoother to hold the
//    step within the swing and band limits, and a job stop or start within the ramp limit
//    (absorbing the trip while the grid ramps down: dP^2 / 2R); its installed energy is the
//    larger of what it must hold over the depth of discharge and what its cycle life needs for
//    the step's throughput over the TCO years.
// Energy is priced at the site's price through the design's PUE (storage at the utility loses
// its round trip outside the hall); storage at its USD prices, maintenance a share of capex.
class SmoothingOptions
{
public:
    struct Inputs {
        const PowerDynamicsSettings &settings;
        const HallWaveform &hall;
        std::vector<StepSegment> rawSegments;   // the step's levels as the GPUs run them
        std::vector<double> rawLevel;           // sampled, no floor, the settings' ramp limit off
        std::vector<double> rawUtilityW;
        double stepS = 0;
        // The hall's figures at the utility without mitigation (the engine's: swing, its steepest
        // ramp from the transitions, the band RMS from the harmonics it already took).
        WaveformFigures raw;
        double worstPhaseP0 = 0, worstPhaseP1 = 0;  // the worst phase at level 0 and 1 (W)
        double swingLimitW = 0, bandLimitRmsW = 0, tripLimitW = 0;
        double tripW = 0;                       // the instant change of a job stop at the utility
        double tripWithinMinuteW = 0;           // and within its first minute
        double pue = 1, electricityPrice = 0, currencyPerUsd = 1;
        int tcoYears = 10;
        std::string gpuModel;
        bool gpuSmoothing = false;              // NVML power smoothing
        double builtInStorageJ = 0;             // the racks' own (GB300 PSUs), hall total
    };
    // None first, then each option in PowerSmoothing's order; the settings' choice marked
    // chosen. `chosenUtilityW` and `chosenLevelPhaseW` receive the chosen option's waveforms
    // (left empty for none or an option that cannot be built).
    static std::vector<PowerDynamicsResult::Mitigation> evaluate(const Inputs &in, std::vector<double> &chosenUtilityW,
                                                                 std::vector<double> &chosenWorstPhaseW);
    static const char *label(PowerSmoothing s);
};

} // namespace dcs
