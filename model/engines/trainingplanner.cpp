#include "trainingplanner.h"
#include "trainingmath.h"
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {
constexpr double kActivationBytes = 2;  // bf16 activations on the wire (TP all-reduce, PP send)
constexpr double kLogitBytes = 4;       // fp32 logits for the softmax cross-entropy
} // namespace

TrainingPlan TrainingPlanner::evaluate(const Context &c, int tp, int pp, int dp)
{
    TrainingPlan p;
    p.tp = tp;
    p.pp = pp;
    p.microBatch = c.microBatch;
    if (tp < 1 || pp < 1 || c.gpus < 1 || tp * pp > c.gpus) {
        p.invalidReason = "TP x PP exceeds the GPUs";
        return p;
    }
    if (pp > c.layers) {
        p.invalidReason = "more pipeline stages than layers";
        return p;
    }
    if (!ppAllowed(c, pp)) {
        p.invalidReason = "with stages of ceil(layers / PP) layers some pipeline stage would be empty";
        return p;
    }
    const int maxDp = c.gpus / (tp * pp);
    const int batchDp = std::max(1, int(c.globalSequences / c.microBatch));  // at least 1 micro-batch each
    p.dp = dp > 0 ? std::min(dp, maxDp) : std::min(maxDp, batchDp);
    if (dp > maxDp) {
        p.invalidReason = "TP x PP x DP exceeds the GPUs";
        return p;
    }
    p.microBatches = std::max(1, int(c.globalSequences / (double(p.dp) * c.microBatch)));
    p.gpusUsed = tp * pp * p.dp;
    p.valid = true;

    // --- Memory of the most loaded stage (REFERENCE 4, 4.1)
    const int m = p.microBatches;
    const double layersPerStage = std::ceil(double(c.layers) / pp);
    const double embedding = pp == 1 ? c.embeddingTotal : c.embeddingOne;  // first or last stage
    const double paramsGpu = (layersPerStage * c.paramsPerLayer + embedding) / tp;
    // The embedding matrix a stage holds is trained like its layers (not with adapters): with
    // p > 1 the first stage's input embedding and the last stage's output head count too.
    const double trainableGpu =
        (layersPerStage * c.trainablePerLayer + (c.trainableEmbedding > 0 ? embedding : 0)) / tp;
    const TrainingMath::StateBytes state = TrainingMath::adamStateBytes(trainableGpu, c.zeroStage, p.dp);
    TrainingMemory &mem = p.memory;
    mem.weightsB = state.weights + (c.adapters ? c.frozenBytesPerParam * paramsGpu : 0);
    mem.gradientsB = state.gradients;
    mem.optimizerB = state.optimizer;
    // 1F1B keeps min(p, m) micro-batches in flight on the first stage, one on the last
    // (Korthikanti et al. 2022, 4.2.3: the first stage holds about L layers' worth whatever p).
    // The fp32 logits live on the last stage only, so the most loaded GPU is the larger of the two.
    const double perLayer = TrainingMath::activationBytesPerLayer(c.seq, c.microBatch, c.hidden, c.heads, tp,
                                                                  c.recompute, c.flashAttention);
    const double logits = c.seq * c.microBatch * c.vocab * kLogitBytes / tp;
    const double firstStage = perLayer * layersPerStage * std::min(pp, m) + (pp == 1 ? logits : 0.0);
    const double lastStage = perLayer * layersPerStage + logits;
    mem.activationsB = std::max(firstStage, lastStage);
    mem.buffersB = c.buffersB;
    mem.totalB = mem.weightsB + mem.gradientsB + mem.optimizerB + mem.activationsB + mem.buffersB;
    mem.hbmB = c.hbmB;
    mem.usableB = c.usableB;
    mem.fits = mem.totalB <= c.usableB;

    // --- Time per optimizer step (REFERENCE 4, 5)
    const double n = p.gpusUsed;
    const double tokensPerStep = double(m) * p.dp * c.microBatch * c.seq;
    // Stages of ceil(L/p) layers when p does not divide L (Megatron allows uneven stages; Llama 3
    // 405B ran 126 layers on 16 stages): every stage waits for the most loaded one.
    const double stageImbalance = layersPerStage * pp / double(c.layers);
    p.computeS = c.hardwareFlopsPerToken * tokensPerStep / (n * c.peakFlops * c.computeEfficiency) * stageImbalance;
    p.bubbleS = p.computeS * (pp - 1) / double(m);  // = bubbleFraction / (1 - bubbleFraction)
    const double intra = c.nvlinkBusBytesPerS > 0 ? c.nvlinkBusBytesPerS : c.pcieBytesPerS;
    if (tp > 1) {
        // Megatron: 2 all-reduces forward + 2 backward per layer (+2 when the forward is recomputed)
        const double bw = tp <= c.nvlinkDomain && c.nvlinkBusBytesPerS > 0 ? c.nvlinkBusBytesPerS
                          : tp <= c.nodeSize                              ? c.pcieBytesPerS
                                                                          : c.interBytesPerS;
        const double count = c.recompute == Recompute::Full ? 6 : 4;
        const double bytes = c.seq * c.microBatch * c.hidden * kActivationBytes;
        p.tpCommS = layersPerStage * m * count * TrainingMath::ringAllReduceS(bytes, tp, bw);
    }
    if (p.dp > 1) {
        // bf16 gradients of the trainable shard; ZeRO-3 also all-gathers weights: 1.5x volume (ZeRO paper).
        const double bytes = 2 * trainableGpu * (c.zeroStage >= 3 ? 1.5 : 1.0);
        const int perNode = std::clamp(c.nodeSize / tp, 1, p.dp);  // TP innermost, then DP (Megatron order)
        const int nodes = (p.dp + perNode - 1) / perNode;
        p.dpCommS = TrainingMath::hierarchicalAllReduceS(bytes, perNode, nodes, intra, c.interBytesPerS);
    }
    if (pp > 1) {
        // activations forward and their gradients backward at each stage boundary, per micro-batch
        const double bytes = c.seq * c.microBatch * c.hidden * kActivationBytes / tp;
        const double bw = p.gpusUsed <= c.nodeSize ? intra : c.interBytesPerS;
        p.ppCommS = 2.0 * m * bytes / bw;
    }
    const double hidden = 1 - c.commOverlap;
    p.tpExposedS = p.tpCommS * hidden;
    p.ppExposedS = p.ppCommS * hidden;
    p.dpExposedS = std::max(p.dpCommS * hidden, p.dpCommS - p.computeS);  // hides only behind compute
    p.stepS = p.computeS + p.bubbleS + p.tpExposedS + p.dpExposedS + p.ppExposedS;
    if (c.fixedMfu > 0) {
        // REFERENCE 4: time = C / (n peak MFU); the user's MFU already contains every loss.
        p.stepS = c.modelFlopsPerToken * tokensPerStep / (n * c.peakFlops * c.fixedMfu);
        p.computeS = p.stepS;
        p.bubbleS = p.tpExposedS = p.dpExposedS = p.ppExposedS = 0;
    }
    return p;
}

bool TrainingPlanner::better(const TrainingPlan &a, const TrainingPlan &b)
{
    if (a.valid != b.valid)
        return a.valid;
    if (a.memory.fits != b.memory.fits)
        return a.memory.fits;
    if (!a.memory.fits)
        return a.memory.totalB < b.memory.totalB;
    // Step time per token processed: plans may run slightly different batches when the
    // global batch does not divide evenly.
    const double ta = a.stepS / (double(a.microBatches) * a.dp);
    const double tb = b.stepS / (double(b.microBatches) * b.dp);
    if (std::abs(ta - tb) > 1e-12 * std::max(ta, tb))
        return ta < tb;
    if (a.tp * a.pp != b.tp * b.pp)
        return a.tp * a.pp < b.tp * b.pp;
    return a.memory.totalB < b.memory.totalB;
}

bool TrainingPlanner::ppAllowed(const Context &c, int pp)
{
    // Stages hold ceil(L/p) layers (the last one fewer); p is usable when that leaves no stage
    // empty: ceil(L / ceil(L/p)) == p. Every divisor of L passes; 126 layers also allow 16.
    if (pp < 1 || pp > c.layers)
        return false;
    const int perStage = (c.layers + pp - 1) / pp;
    return (c.layers + perStage - 1) / perStage == pp;
}

bool TrainingPlanner::tpAllowed(const Context &c, int tp)
{
    const int cap = std::min(std::max(1, c.nvlinkDomain), c.nodeSize);
    return tp >= 1 && tp <= cap && c.heads % tp == 0;
}

TrainingPlan TrainingPlanner::best(const Context &c, int *evaluated)
{
    TrainingPlan bestPlan;
    int count = 0;
    for (int tp = 1; tp <= std::max(1, c.nvlinkDomain); ++tp) {
        if (!tpAllowed(c, tp))
            continue;
        for (int pp = 1; pp <= c.layers && tp * pp <= c.gpus; ++pp) {
            if (!ppAllowed(c, pp))
                continue;
            const TrainingPlan p = evaluate(c, tp, pp, c.userDp);
            ++count;
            if (p.valid && (!bestPlan.valid || better(p, bestPlan)))
                bestPlan = p;
        }
    }
    if (evaluated)
        *evaluated = count;
    return bestPlan;
}

} // namespace dcs
