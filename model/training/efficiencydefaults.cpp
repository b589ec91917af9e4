#include "efficiencydefaults.h"

namespace dcs {

EfficiencyDefaults EfficiencyDefaults::forGpuModel(const std::string &m)
{
    auto has = [&](const char *s) { return m.find(s) != std::string::npos; };
    // compute efficiency: the share of peak dense throughput the step's matrix multiplications
    // reach (memory-bound element-wise work is timed separately at HBM bandwidth, see
    // TrainingPlanner), below the best single-GEMM figures of REFERENCE 1.2 (H100 80%, A100
    // 87%). Ampere 0.53: calibrated on twelve published A100 runs (Narayanan et al. 2021 Table 1
    // and their GPT-3 estimate, MegaScale 2024); every value from 0.51 to 0.56 puts all twelve
    // within 15% (tests/test_training_calibration.cpp, docs/training.md). Hopper and Blackwell
    // reach a lower share of a much higher peak (Llama 3 405B: 400-430 TFLOP/s of 989).
    // Goodput 0.9: the Llama 3 405B run reports more than 90% effective training time (Dubey et al. 2024, 3.3.4).
    // Overlap 0.7 is an assumption (bucketed gradient all-reduce behind the backward pass).
    if (has("GB200") || has("B200") || has("B100"))
        return {"blackwell", 0.45, 0.7, 0.9};
    if (has("H100") || has("H200") || has("H800") || has("H20"))
        return {"hopper", 0.50, 0.7, 0.9};
    if (has("A100") || has("A800"))
        return {"ampere", 0.53, 0.7, 0.9};
    if (has("V100"))
        return {"volta", 0.45, 0.7, 0.9};
    // Consumer and other cards: less tuned kernels, PCIe-only communication.
    return {"other", 0.40, 0.5, 0.9};
}

} // namespace dcs
