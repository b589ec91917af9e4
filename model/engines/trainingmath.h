#pragma once
#include "project/workload.h"

namespace dcs {

// The formulas of the training engine, each a pure function named after its source, so the
// tests can check them one by one against hand-worked figures (REFERENCE.md 4, 4.1, 5).
struct TrainingMath {
    // REFERENCE 4: C = k N D with k = 6 (forward 2 + backward 4), 8 with full recompute.
    static double trainingFlops(double params, double tokens, double flopsPerParamToken)
    {
        return flopsPerParamToken * params * tokens;
    }
    // Seconds to do `flops` on `gpus` GPUs at `flopsPerGpu` achieved FLOP/s each
    // (Narayanan et al. 2021: time = 8TP / (nX) with full recompute).
    static double computeTimeS(double flops, double gpus, double flopsPerGpu)
    {
        return flops / (gpus * flopsPerGpu);
    }
    // REFERENCE 5 (nccl-tests PERFORMANCE.md): ring all-reduce of S bytes over n GPUs at bus
    // bandwidth B: 2 (n-1)/n S/B. Reduce-scatter and all-gather each move (n-1)/n S/B.
    static double ringAllReduceS(double bytes, int n, double busBytesPerS);
    static double ringReduceScatterS(double bytes, int n, double busBytesPerS);
    // REFERENCE 5, hierarchical: reduce-scatter inside the node over NVLink (k GPUs of the
    // group per node), all-reduce of each GPU's 1/k shard across `nodes` over its NIC, then
    // all-gather inside the node. A flat ring over the NICs would be wrong (3.9x too slow).
    static double hierarchicalAllReduceS(double bytes, int perNode, int nodes, double intraBytesPerS,
                                         double interBytesPerS);
    // REFERENCE 4 (GPipe / 1F1B): idle share of a pipeline of p stages with m micro-batches.
    static double bubbleFraction(int p, int m) { return p <= 1 ? 0.0 : double(p - 1) / double(m + p - 1); }
    // REFERENCE 4 (Korthikanti et al. 2022): activation bytes of one transformer layer for one
    // micro-batch, tensor + sequence parallel over t: (s b h / t)(34 + 5 a s / h); selective
    // recompute 34 s b h / t; full recompute 2 s b h / t (only the layer input is kept, and
    // sequence parallelism shards it over t as well).
    // FlashAttention never stores the a s^2 score matrix, so it drops the 5 a s / h term.
    static double activationBytesPerLayer(double s, double b, double h, double a, int t, Recompute r,
                                          bool flashAttention);
    // REFERENCE 4 (ZeRO paper): bytes per parameter of mixed-precision Adam state on one GPU
    // (2 weights + 2 gradients + 12 optimizer), sharded over dp by ZeRO stage 1 (optimizer),
    // 2 (+ gradients) and 3 (+ weights).
    struct StateBytes {
        double weights = 0;
        double gradients = 0;
        double optimizer = 0;
        double total() const { return weights + gradients + optimizer; }
    };
    static StateBytes adamStateBytes(double params, int zeroStage, int dp);
    // REFERENCE 4.1 (Dettmers et al. 2023): NF4 with double quantisation, bits per parameter.
    static constexpr double kNf4BitsPerParam = 4.127;
};

} // namespace dcs
