#include "efficiencydefaults.h"

namespace dcs {

EfficiencyDefaults EfficiencyDefaults::forGpuModel(const std::string &m)
{
    auto has = [&](const char *s) { return m.find(s) != std::string::npos; };
    // Compute efficiency (issue 38): the share of peak dense throughput a large GEMM sustains
    // during training. The step is timed kernel by kernel (LayerTiming): GEMMs at this share of
    // peak plus their bytes at HBM bandwidth, attention, element-wise kernels, communication, the
    // LM head and the optimizer, so this is no longer a catch-all. Calibrated on published
    // iteration times (docs/training.md, "Validation"), each the value with the least mean error
    // over its set: Ampere 0.77 over fourteen A100 runs (Narayanan et al. 2021 Table 2, Korthikanti
    // et al. 2022 Table 5), below the best single-GEMM figure of REFERENCE 1.2 (271 of 312 TFLOP/s,
    // 87 %); Hopper 0.62 over eight NVIDIA DGX Cloud step times (dgxc-benchmarking; the best single
    // GEMM is 80 %, and sustained clocks under the 700 W cap are lower).
    // FP8 efficiency (share of the FP8 peak an FP8 GEMM sustains; attention and the LM head stay
    // bf16): Hopper 0.53, the least mean error over NVIDIA's eight DGX Cloud FP8 step times, i.e.
    // 1.7x the bf16 GEMM speed; Blackwell 0.44 = 0.52 x 0.53 / 0.62 (the same ratio); before Hopper
    // there is no FP8 and the value is unused.
    // Blackwell 0.52: Hopper's share x the GB200/H100 speed-up of the same Nemotron-4 340B recipe
    // (DGX Cloud: 2.19 s against 4.61 s on 128 GPUs, 2.1x) over their peak ratio (2,500/989).
    // Volta and others: Ampere's share scaled as the earlier flat defaults were (an assumption).
    // Overlap 0.7 (DP, PP, CP and EP traffic behind compute) is an assumption; TP collectives are
    // timed on the critical path unless Transformer Engine overlaps them (Hopper and newer).
    // Goodput 0.84 = 0.9 x 0.93. 0.9: the Llama 3 405B run reports more than 90 % effective
    // training time (failures, restarts, checkpoints; Dubey et al. 2024, 3.3.4). 0.93: what an
    // end-to-end run loses beyond its iteration time (data loading, logging, evaluation,
    // stragglers): measured end-to-end throughput over the engine's iteration time at the
    // published layout, 0.89-0.98 on Narayanan et al. 2021 Table 1 (ten runs), 0.91 on MegaScale
    // and 0.93-0.96 on Llama 3 405B (docs/training.md, "Validation"), mean 0.93.
    if (has("GB200") || has("GB300") || has("B200") || has("B300") || has("B100"))
        return {"blackwell", 0.52, 0.44, 0.7, 0.84, true};
    if (has("H100") || has("H200") || has("H800") || has("H20"))
        return {"hopper", 0.62, 0.53, 0.7, 0.84, true};
    if (has("A100") || has("A800"))
        return {"ampere", 0.77, 0.77, 0.7, 0.84, false};
    if (has("V100"))
        return {"volta", 0.65, 0.65, 0.7, 0.84, false};
    // Consumer and other cards: less tuned kernels, PCIe-only communication.
    return {"other", 0.58, 0.58, 0.5, 0.84, false};
}

} // namespace dcs
