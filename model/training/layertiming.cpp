#include "layertiming.h"
#include <algorithm>

namespace dcs {

namespace {
// Bytes per element of the element-wise kernels Megatron runs around the GEMMs (bf16 = 2 B,
// dropout masks 1 B), counting what each kernel reads and writes:
// layer norm forward reads x and writes y (4), backward reads x and dy and writes dx (6);
// bias-dropout-residual forward reads x and the residual, writes y (6) and with dropout the
// mask (7), backward reads dy (and the mask) and writes dx (4, 5). Two of each per layer.
constexpr double kNormAndResidualForward = 2 * 4 + 2 * 6;
constexpr double kNormAndResidualBackward = 2 * 6 + 2 * 4;
constexpr double kDropoutMaskBytes = 2 * 1;  // two masks written forward, read backward
// MLP activation per inner element: GeLU reads x, writes y (4), backward reads x and dy, writes
// dx (6); SwiGLU reads gate and up, writes y (6), backward reads gate, up and dy, writes both
// gradients (10).
constexpr double kActivationForward[2] = {4, 6};
constexpr double kActivationBackward[2] = {6, 10};
// Unfused attention (before FlashAttention) per score element: softmax reads and writes (4),
// dropout reads, writes and stores its mask (5); backward: dropout 5, softmax reads the
// probabilities and their gradient, writes the input gradient (6).
constexpr double kSoftmaxForward = 4, kSoftmaxBackward = 6, kScoreDropout = 5;
// FlashAttention-2's backward does 5 matrix products to the forward's 2 (Dao 2023): 2.5 x.
constexpr double kFlashBackwardOverForward = 2.5;
// MoE token permutation before and after the experts: read and write every routed copy (2 x 4 B).
constexpr double kPermuteBytesPerValue = 8;

// The GEMMs of one block [in x out] applied to M tokens: forward, and the backward's input
// gradient [M x out] x [out x in] and weight gradient [in x M] x [M x out].
struct Gemm {
    double in, out, batch = 1;
};
void addGemm(LayerPass &p, double m, const Gemm &g, const LayerPassInputs &in, const KernelTiming &k)
{
    if (k.fp8PeakFlops > 0) {
        // FP8 (Transformer Engine): the forward quantises its input, the input gradient the
        // output gradient; the weight gradient reuses both FP8 copies.
        p.forwardS += k.fp8GemmS(m, g.in, g.out, g.batch, m * g.in);
        p.backwardS += k.fp8GemmS(m, g.out, g.in, g.batch, m * g.out);
        if (in.weightGradients)
            p.backwardS += k.fp8GemmS(g.in, m, g.out, g.batch, 0);
        return;
    }
    p.forwardS += k.gemmS(m, g.in, g.out, g.batch);
    p.backwardS += k.gemmS(m, g.out, g.in, g.batch);
    if (in.weightGradients)
        p.backwardS += k.gemmS(g.in, m, g.out, g.batch);
}
} // namespace

double LayerTiming::allReduceS(double bytes, int n, double bw)
{
    return n <= 1 || bw <= 0 ? 0.0 : 2.0 * (n - 1) / n * bytes / bw;
}

double LayerTiming::allGatherS(double bytes, int n, double bw)
{
    return n <= 1 || bw <= 0 ? 0.0 : double(n - 1) / n * bytes / bw;
}

LayerPass LayerTiming::pass(const LayerShape &s, bool moe, const LayerPassInputs &in, const KernelTiming &k)
{
    LayerPass p;
    const double t = std::max(1, in.tp);
    const double T = in.tokens, h = s.hidden;
    const int gate = s.gated ? 1 : 0;
    const double ups = s.gated ? 2.0 : 1.0;
    // --- GEMMs on the full micro-batch (the TP region sees every token; Megatron-LM).
    // Attention projections: everything but the output projection maps h to (params - h^2) / h.
    const double attention = s.attentionParams > 0 ? s.attentionParams : 2 * h * h + 2 * h * s.kvDim;
    addGemm(p, T, {h, (attention - h * h) / h / t}, in, k);
    addGemm(p, T, {h / t, h}, in, k);
    double inner = 0;  // MLP inner elements on this GPU, for the activation kernels
    // `batch` MLPs of inner size ffn, split over `split` GPUs, on m tokens each.
    auto mlp = [&](double m, double ffn, double batch, double split) {
        addGemm(p, m, {h, ups * ffn / split, batch}, in, k);
        addGemm(p, m, {ffn / split, h, batch}, in, k);
        inner += m * ffn / split * batch;
    };
    if (!moe) {
        mlp(T, s.ffn, 1, t);
    } else {
        if (s.sharedExperts > 0)
            mlp(T, s.sharedExperts * s.expertFfn, 1, t);
        // Routed: experts whole on each GPU (expert tensor parallelism 1). Each GPU dispatches the
        // top-k copies of its T / t tokens (sequence-parallel shard), so the busiest of the group
        // receives T k / t x the imbalance for its E / ep local experts: batched GEMMs of
        // T k ep / (t E) tokens each at the mean.
        const double local = double(s.experts) / std::max(1, in.ep);
        const double copies = T * s.topK / t * in.moeImbalance;
        mlp(copies / local, s.expertFfn, local, 1);
        const double permute = kPermuteBytesPerValue * copies * h;
        p.forwardS += k.memoryS(permute);
        p.backwardS += k.memoryS(permute);
    }
    // --- Attention core. Per GPU: heads / t heads, T queries of the micro-batch against seq keys.
    const double qDim = (s.attentionDim > 0 ? s.attentionDim : h) / t;  // attention width on this GPU
    double attnForward = 0, attnRecompute = 0;
    if (in.flashAttention) {
        // QK^T and PV, 2 x 2 T seq qDim FLOPs, half of them masked out by causality and skipped.
        attnForward = k.attentionS(2.0 * T * in.seq * qDim);
        p.backwardS += kFlashBackwardOverForward * attnForward;
        attnRecompute = attnForward;  // selective recompute re-runs the core attention
    } else {
        const double headDim = qDim * t / std::max(1.0, s.heads);
        const double batch = in.microBatch * s.heads / t;
        const double queries = T / std::max(1.0, in.microBatch);
        const double scores = batch * queries * in.seq;
        const double kScoresForward = kSoftmaxForward + (s.dropout ? kScoreDropout : 0.0);
        const double kScoresBackward = kSoftmaxBackward + (s.dropout ? kScoreDropout : 0.0);
        const double qk = k.gemmS(queries, headDim, in.seq, batch);
        const double pv = k.gemmS(queries, in.seq, headDim, batch);
        attnForward = qk + pv + k.memoryS(kScoresForward * scores);
        p.backwardS += 2 * (qk + pv) + k.memoryS(kScoresBackward * scores);
        // Korthikanti et al. 2022 selective recompute: QK^T, softmax (and dropout) again.
        attnRecompute = qk + k.memoryS(kScoresForward * scores);
    }
    p.forwardS += attnForward;
    // --- Element-wise kernels: hidden-sized ones sharded over t by sequence parallelism.
    const double hiddenElems = T * h / (in.sequenceParallel ? t : 1.0);
    const double masks = s.dropout ? kDropoutMaskBytes : 0.0;
    p.forwardS += k.memoryS((kNormAndResidualForward + masks) * hiddenElems + kActivationForward[gate] * inner);
    p.backwardS += k.memoryS((kNormAndResidualBackward + masks) * hiddenElems + kActivationBackward[gate] * inner);
    p.recomputeS = in.recompute == Recompute::Full        ? p.forwardS
                   : in.recompute == Recompute::Selective ? attnRecompute
                                                          : 0.0;
    // --- TP collectives of the activation, T h x 2 B (Korthikanti et al. 2022, 4.2.2):
    // without sequence parallelism 2 all-reduces forward and 2 backward; with it each becomes a
    // reduce-scatter + all-gather, and the backward gathers the layer inputs again for the
    // weight gradients (2 more all-gathers). A recomputed forward repeats the forward's.
    if (in.tp > 1) {
        const double bytes = T * h * 2.0;
        const double forward = in.sequenceParallel ? 4 * allGatherS(bytes, in.tp, in.tpBusBytesPerS)
                                                   : 2 * allReduceS(bytes, in.tp, in.tpBusBytesPerS);
        const double backward = in.sequenceParallel ? 6 * allGatherS(bytes, in.tp, in.tpBusBytesPerS)
                                                    : 2 * allReduceS(bytes, in.tp, in.tpBusBytesPerS);
        p.tpCommS = forward + backward + (in.recompute == Recompute::Full ? forward : 0.0);
        // Megatron-LM without --tp-comm-overlap waits for each collective (the GEMM needs its
        // result). With Transformer Engine's overlap each collective runs in t chunks behind the
        // chunks of its GEMM: one chunk shows, and whatever the GEMMs cannot cover.
        if (in.tpOverlap) {
            const double gemms = p.computeS();
            p.tpExposedS = p.tpCommS / t + std::max(0.0, p.tpCommS * (t - 1) / t - gemms);
        } else {
            p.tpExposedS = p.tpCommS;
        }
    }
    return p;
}

double LayerTiming::lmHeadS(double tokens, double hidden, double vocab, int tp, bool weightGradients,
                            const KernelTiming &k)
{
    const double v = vocab / std::max(1, tp);
    double s = k.gemmS(tokens, hidden, v) + k.gemmS(tokens, v, hidden);
    if (weightGradients)
        s += k.gemmS(hidden, tokens, v);
    // Vocab-parallel cross-entropy: the logits upcast to fp32, max, exp and sum, the gradient
    // written back: about 16 B per logit read and written.
    return s + k.memoryS(16.0 * tokens * v);
}

double LayerTiming::optimizerS(double localParams, double shardedParams, double stateBytes, const KernelTiming &k)
{
    return k.memoryS(2 * (stateBytes + 4.0) * shardedParams + 4.0 * localParams);
}

} // namespace dcs
