#pragma once
#include "layershape.h"
#include "project/workload.h"
#include <algorithm>
#include <cmath>

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
    // Bubble time over compute time (Narayanan et al. 2021, 2.2.1 and 2.2.2): 1F1B (p-1)/m;
    // interleaved 1F1B with v model chunks per GPU (p-1)/(v m). The step is compute x (1 + this).
    static double bubbleOverCompute(int p, int m, int v)
    {
        return p <= 1 || m < 1 ? 0.0 : double(p - 1) / (double(std::max(1, v)) * m);
    }
    // Activations pipeline stage `rank` (0 = first) holds at its peak, in layers' worth of one
    // micro-batch. 1F1B: the stage warms up with p - rank - 1 forwards, so min(p - rank, m)
    // micro-batches of its layers are in flight (Korthikanti et al. 2022, 4.2.3: the first stage
    // keeps L layers' worth whatever p). Interleaved (Megatron-LM's schedule): 2 (p - rank - 1)
    // + (v - 1) p warm-up chunks and the one running, each of stageLayers / v layers, so the
    // first stage holds stageLayers (p + (p-1)/v), Korthikanti's 1 + (p-1)/(p v) times 1F1B's.
    static double inFlightLayers(double stageLayers, int p, int m, int v, int rank = 0)
    {
        if (v > 1 && p > 1)
            return stageLayers * (std::min(p, std::max(1, m)) + double(p - 2 * rank - 1) / v);
        return stageLayers * std::clamp(p - rank, 1, std::max(1, m));
    }
    // Ring attention (context parallelism over cp GPUs; Liu et al. 2023, Megatron-Core CP): each
    // layer passes every GPU's K and V block (s/cp tokens x kv_dim, bf16) cp-1 steps round the
    // ring in the forward; the backward passes K, V and their gradients: 3 x that in all (4 x with
    // the forward recomputed). Bytes one GPU sends per layer per micro-batch.
    static double ringAttentionBytes(double seq, double microBatch, double kvDimPerGpu, int cp, bool fullRecompute)
    {
        if (cp <= 1)
            return 0;
        const double block = 2.0 /*K,V*/ * (seq / cp) * microBatch * kvDimPerGpu * 2.0 /*bf16*/;
        return (fullRecompute ? 4.0 : 3.0) * (cp - 1) * block;
    }
    // Expert parallelism (MoE; Lepikhin et al. 2020 GShard, Megatron-Core): per MoE layer each token's
    // hidden vector goes to its top-k experts and comes back (dispatch + combine all-to-all), in
    // the forward and again in the backward (4 all-to-alls; 6 with the forward recomputed). Of each
    // all-to-all a share (ep-1)/ep leaves the GPU. Bytes one GPU sends per MoE layer per micro-batch.
    static double expertAllToAllBytes(double tokensPerGpu, int topK, double hidden, int ep, bool fullRecompute)
    {
        if (ep <= 1)
            return 0;
        const double one = tokensPerGpu * topK * hidden * 2.0 /*bf16*/ * double(ep - 1) / ep;
        return (fullRecompute ? 6.0 : 4.0) * one;
    }
    // Remote nodes one token's top-k copies reach when its experts are spread uniformly over the
    // `nodes` nodes of the expert-parallel group: (N-1)(1 - (1 - 1/N)^k). A deduplicating
    // dispatcher (DeepSeek-V3 report 3.2.2; DeepEP) sends a token once to each such node over the
    // network and forwards the copies over NVLink; a plain all-to-all sends every remote copy.
    // Group-limited routing (DeepSeek-V3 report 2.1.2, "node-limited routing"; Megatron-Core
    // --moe-router-num-groups / --moe-router-group-topk): the experts fall into `groups`
    // contiguous groups and the router takes a token's k experts from its best `groupLimit`
    // groups only (DeepSeek-V3: 4 of 8, one group per node, so a token reaches at most 4 nodes).
    // With groups chosen uniformly, a node is reached with probability P and the remote nodes
    // are (N-1) P:
    // - each node inside one group (G divides N): P = (M/G)(1 - (1 - G/(M N))^k), the group
    //   chosen and one of the k experts, spread over M groups' experts, on this node;
    // - each node holding G/N groups (N divides G): j of them chosen (hypergeometric), each
    //   expert lands here with probability j/M: P = 1 - E[(1 - j/M)^k].
    // M = G (or 0) is unrestricted routing, (N-1)(1 - (1 - 1/N)^k); when neither divides the
    // other the limit is not applied (more traffic, the safe side).
    static double remoteNodesPerToken(int topK, int nodes, int groups = 0, int groupLimit = 0);
    // REFERENCE 4 (Korthikanti et al. 2022): activation bytes of one transformer layer for one
    // micro-batch, tensor parallel over t, the layer's sizes per s b h from LayerActivationSizes
    // (GPT with dropout: 34). With sequence parallelism everything is split over t:
    // (s b h / t)(34 + 5 a s / h); without it only the TP region: s b h (10 + 24/t + 5 a s/(h t))
    // (their eq. 2). Selective recompute drops the a s^2 scores (recomputed), as FlashAttention
    // does (it never stores them). Full recompute keeps only the layer input, 2 s b h, split over
    // t by sequence parallelism (distributed checkpoints).
    static double activationBytesPerLayer(const LayerActivationSizes &sizes, double s, double b, double h, double a,
                                          int t, Recompute r, bool flashAttention, bool sequenceParallel);
    // REFERENCE 4 (ZeRO paper): bytes per parameter of mixed-precision Adam state on one GPU
    // (2 weights + 2 gradients + 12 optimizer, or `optimizerBytes` with other state precisions),
    // sharded over dp by ZeRO stage 1 (optimizer), 2 (+ gradients) and 3 (+ weights).
    struct StateBytes {
        double weights = 0;
        double gradients = 0;
        double optimizer = 0;
        double total() const { return weights + gradients + optimizer; }
    };
    static StateBytes adamStateBytes(double params, int zeroStage, int dp, double optimizerBytes = 12);
    // REFERENCE 4.1 (Dettmers et al. 2023): NF4 with double quantisation, bits per parameter.
    static constexpr double kNf4BitsPerParam = 4.127;
};

} // namespace dcs
