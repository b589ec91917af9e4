#include "efficiencydefaults.h"

namespace dcs {

EfficiencyDefaults EfficiencyDefaults::forGpuModel(const std::string &m)
{
    auto has = [&](const char *s) { return m.find(s) != std::string::npos; };
    // compute efficiency: the share of peak dense throughput the whole step's kernels reach
    // (matmuls, attention, norms, optimizer), below the best single-GEMM figures of
    // REFERENCE 1.2 (H100 80%, A100 87%). A100 stacks are the most mature (Megatron 175B at
    // 163 TFLOPS of 312 = 52% MFU incl. recompute, Narayanan et al. 2021); Hopper and
    // Blackwell reach a lower share of a much higher peak. Goodput 0.9: the Llama 3 405B
    // run reports more than 90% effective training time (Dubey et al. 2024, 3.3.4).
    // Overlap 0.7 is an assumption (bucketed gradient all-reduce behind the backward pass).
    if (has("GB200") || has("B200") || has("B100"))
        return {"blackwell", 0.45, 0.7, 0.9};
    if (has("H100") || has("H200") || has("H800") || has("H20"))
        return {"hopper", 0.50, 0.7, 0.9};
    if (has("A100") || has("A800"))
        return {"ampere", 0.60, 0.7, 0.9};
    if (has("V100"))
        return {"volta", 0.45, 0.7, 0.9};
    // Consumer and other cards: less tuned kernels, PCIe-only communication.
    return {"other", 0.40, 0.5, 0.9};
}

} // namespace dcs
