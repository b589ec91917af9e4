#pragma once
#include "kerneltiming.h"
#include "layershape.h"
#include "project/workload.h"

namespace dcs {

// What one micro-batch's pass of a layer depends on besides the shape.
struct LayerPassInputs {
    double tokens = 0;           // tokens of the micro-batch on this GPU: s b / cp
    double seq = 0;              // full sequence length (keys each query attends to)
    double microBatch = 1;
    int tp = 1, ep = 1;
    double moeImbalance = 1;     // busiest rank's routed tokens over the mean
    bool sequenceParallel = true;
    bool flashAttention = true;
    bool weightGradients = true; // false with a frozen base (LoRA, QLoRA)
    bool tpOverlap = false;      // TP collectives pipelined with their GEMMs (Transformer Engine)
    Recompute recompute = Recompute::Selective;
    double tpBusBytesPerS = 0;   // ring bus bandwidth of the TP group
};

// Seconds of one layer for one micro-batch on one GPU, term by term.
struct LayerPass {
    double forwardS = 0;         // GEMMs, attention, element-wise
    double backwardS = 0;
    double recomputeS = 0;       // forward work done again in the backward
    double tpCommS = 0;          // all TP collectives of the pass
    double tpExposedS = 0;       // of which on the critical path
    double computeS() const { return forwardS + backwardS + recomputeS; }
};

struct LayerTiming {
    // One layer: dense MLP, or MoE when `moe` (routed experts after dispatch, shared experts).
    static LayerPass pass(const LayerShape &shape, bool moe, const LayerPassInputs &in, const KernelTiming &k);
    // The output layer and loss on the last pipeline stage, one micro-batch: logits GEMM
    // [T x h] x [h x V/t] forward, its two gradients, and the vocab-parallel cross-entropy.
    static double lmHeadS(double tokens, double hidden, double vocab, int tp, bool weightGradients,
                          const KernelTiming &k);
    // The optimizer step: mixed-precision Adam reads and writes its state and the bf16 weight and
    // gradient per parameter of the shard (12 + 4 = 16 B at fp32 state; REFERENCE 4), and the
    // gradient norm reads every local fp32 gradient once.
    static double optimizerS(double localParams, double shardedParams, double stateBytes, const KernelTiming &k);
    // Ring collectives of `bytes` over n GPUs (REFERENCE 5; nccl-tests PERFORMANCE.md).
    static double allReduceS(double bytes, int n, double busBytesPerS);
    static double allGatherS(double bytes, int n, double busBytesPerS);  // = reduce-scatter
};

} // namespace dcs
