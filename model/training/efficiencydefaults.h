#pragma once
#include <string>

namespace dcs {

// Defaults of the efficiency inputs by GPU family, used where the workload says "auto".
// Calibrated on published iteration times (docs/training.md, "Validation").
struct EfficiencyDefaults {
    std::string family;          // "hopper", "ampere", ...
    double computeEfficiency = 0.5;  // share of the bf16 peak a large GEMM sustains
    double fp8Efficiency = 0.5;      // share of the FP8 peak a large FP8 GEMM sustains
    double commOverlap = 0.7;
    double goodput = 0.84;
    bool tpCommOverlap = false;  // Transformer Engine's TP overlap is the recipes' default

    static EfficiencyDefaults forGpuModel(const std::string &gpuModel);
};

} // namespace dcs
