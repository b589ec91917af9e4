#pragma once
#include "kerneltiming.h"
#include "project/workload.h"

namespace dcs {

// One transformer layer's shape, as the kernels of one GPU see it (issue 38).
struct LayerShape {
    double hidden = 0;
    double heads = 1;
    double kvDim = 0;            // kv_heads x head dim
    double ffn = 0;              // dense MLP inner size
    bool gated = false;          // SwiGLU: gate and up
    double attentionParams = 0;  // all attention weights of a layer (MLA when not 2h^2 + 2h kv)
    double attentionDim = 0;     // attention core width per token (0 = hidden): ModelPresets::attentionWidth
    // mixture of experts (a MoE layer replaces the dense MLP)
    int experts = 0, topK = 0, sharedExperts = 0;
    double expertFfn = 0;
};

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
    // The optimizer step: mixed-precision Adam reads and writes its 16 B of state per parameter
    // of the shard (REFERENCE 4), and the gradient norm reads every local fp32 gradient once.
    static double optimizerS(double localParams, double shardedParams, const KernelTiming &k);
    // Ring collectives of `bytes` over n GPUs (REFERENCE 5; nccl-tests PERFORMANCE.md).
    static double allReduceS(double bytes, int n, double busBytesPerS);
    static double allGatherS(double bytes, int n, double busBytesPerS);  // = reduce-scatter
};

} // namespace dcs
