#pragma once
#include <string>

namespace dcs {

// Defaults of the efficiency inputs by GPU family, used where the workload leaves a field at 0.
// Calibrated so that typical large dense runs land at the MFU published runs report,
// 35-55% on A100/H100 (REFERENCE 4); docs/training.md shows the calibration runs.
struct EfficiencyDefaults {
    std::string family;          // "hopper", "ampere", ...
    double computeEfficiency = 0.5;
    double commOverlap = 0.7;
    double goodput = 0.9;

    static EfficiencyDefaults forGpuModel(const std::string &gpuModel);
};

} // namespace dcs
