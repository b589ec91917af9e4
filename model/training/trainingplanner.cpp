#include "trainingplanner.h"
#include "trainingmath.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dcs {

namespace {
constexpr double kActivationBytes = 2;  // bf16 activations on the wire (TP all-reduce, PP send)
constexpr double kLogitBytes = 4;       // fp32 logits for the softmax cross-entropy
constexpr int kMaxV = 16;
// Fused attention kernels reach less of peak than a large GEMM: FlashAttention-2's forward 73 % of
// A100 peak (Dao 2023) against cuBLAS's best 87 % (REFERENCE 1.2): 0.84 of the GEMM share.
constexpr double kAttentionOverGemm = 0.84;

// Time of an all-to-all of `bytes` leaving each GPU over a group of n GPUs of which `perNode`
// share a node: bytes to same-node peers over NVLink, the rest over the NICs (an all-to-all goes
// to other ranks, i.e. other rails: it crosses the spine and meets its oversubscription).
double allToAllS(double bytes, int n, int perNode, double intra, double inter)
{
    if (n <= 1 || bytes <= 0)
        return 0;
    const double peers = n - 1;
    const double near = std::clamp(perNode, 1, n) - 1;
    return bytes * (near / peers) / intra + bytes * ((peers - near) / peers) / inter;
}
// Bandwidth of a group of `span` consecutive ranks (TP innermost, then CP, then DP, PP outermost).
double groupBandwidth(const TrainingPlanner::Context &c, int span)
{
    return span <= c.nvlinkDomain && c.nvlinkBusBytesPerS > 0 ? c.nvlinkBusBytesPerS
           : span <= c.nodeSize                               ? c.pcieBytesPerS
                                                              : c.interBytesPerS;
}

// The GPU's kernels: bf16 GEMMs and attention at the compute efficiency, memory-bound kernels
// at the HBM bandwidth reached, FP8 GEMMs when the run is FP8.
KernelTiming kernelTiming(const TrainingPlanner::Context &c)
{
    return KernelTiming{c.bf16PeakFlops > 0 ? c.bf16PeakFlops : c.peakFlops, c.computeEfficiency,
                        c.computeEfficiency * kAttentionOverGemm, c.hbmBytesPerS, c.fp8 ? c.peakFlops : 0.0,
                        c.fp8Efficiency};
}
} // namespace

TrainingPlanner::Options TrainingPlanner::options(const Context &c, int tp, int pp, int dp)
{
    Options o;
    o.tp = tp;
    o.pp = pp;
    o.dp = dp;
    o.cp = std::max(1, c.cp);
    o.ep = std::max(1, c.ep);
    o.v = c.schedule == PipelineSchedule::OneFOneB ? 1 : std::max(0, c.virtualStages);
    o.microBatch = c.microBatch;
    o.recompute = c.recompute;
    o.zeroStage = c.zeroStage;
    return o;
}

TrainingPlan TrainingPlanner::evaluate(const Context &c, int tp, int pp, int dp)
{
    Options o = options(c, tp, pp, dp);
    if (o.v > 0)
        return evaluate(c, o);
    // v = 0: the fastest v for this layout (1 is plain 1F1B), one that fits if any does; when
    // none fits, still the fastest, so the plan shows what the layout would do.
    TrainingPlan bestPlan;
    for (int v = 1; v <= std::max(1, maxVirtualStages(c, pp)); ++v) {
        o.v = v;
        const TrainingPlan p = evaluate(c, o);
        const bool wins = p.valid && (!bestPlan.valid || (p.memory.fits && !bestPlan.memory.fits)
                                      || (p.memory.fits == bestPlan.memory.fits
                                          && p.stepS / p.tokensPerStep(1) < bestPlan.stepS / bestPlan.tokensPerStep(1)));
        if (v == 1 || wins)
            bestPlan = p;
    }
    return bestPlan;
}

int TrainingPlanner::maxVirtualStages(const Context &c, int pp)
{
    return pp <= 1 ? 1 : std::clamp(c.layers / pp, 1, kMaxV);
}

TrainingPlan TrainingPlanner::evaluate(const Context &c, const Options &o)
{
    return evaluate(c, o, layerCosts(c, o));
}

TrainingPlanner::LayerCosts TrainingPlanner::layerCosts(const Context &c, const Options &o)
{
    // One layer for one micro-batch: GEMMs, attention, element-wise kernels, recomputation and
    // the TP collectives as the schedule exposes them (LayerTiming); dense and MoE layers.
    const int tp = std::max(1, o.tp), cp = std::max(1, o.cp), mb = std::max(1, o.microBatch);
    const double s = c.seq / cp;
    const KernelTiming kernels = kernelTiming(c);
    KernelTiming headKernels = kernels;  // the output layer stays bf16 (Megatron-LM's FP8 covers the layers)
    headKernels.fp8PeakFlops = 0;
    LayerPassInputs in;
    in.tokens = s * mb;
    in.seq = c.seq;
    in.microBatch = mb;
    in.tp = tp;
    in.ep = std::max(1, o.ep);
    in.moeImbalance = c.moeImbalance;
    in.sequenceParallel = c.sequenceParallel;
    in.flashAttention = c.flashAttention;
    in.weightGradients = !c.adapters;
    in.tpOverlap = c.tpCommOverlap;
    in.recompute = o.recompute;
    in.tpBusBytesPerS = groupBandwidth(c, tp);
    const double moeShare = c.experts > 0 ? c.moeLayerShare : 0.0;
    LayerCosts costs;
    if (moeShare < 1)
        costs.dense = LayerTiming::pass(c.shape, false, in, kernels);
    if (moeShare > 0)
        costs.moe = LayerTiming::pass(c.shape, true, in, kernels);
    costs.headS = LayerTiming::lmHeadS(s * mb, c.hidden, c.vocab, tp, !c.adapters, headKernels);
    return costs;
}

TrainingPlan TrainingPlanner::evaluate(const Context &c, const Options &o, const LayerCosts &costs)
{
    TrainingPlan p;
    const int tp = o.tp, pp = o.pp, cp = std::max(1, o.cp), ep = std::max(1, o.ep), v = std::max(1, o.v);
    p.tp = tp;
    p.pp = pp;
    p.cp = cp;
    p.ep = ep;
    p.v = v;
    p.schedule = v > 1 ? "interleaved" : "1f1b";
    p.recompute = recomputeName(o.recompute);
    p.zeroStage = o.zeroStage;
    p.microBatch = std::max(1, o.microBatch);
    const int mb = p.microBatch;
    if (tp < 1 || pp < 1 || c.gpus < 1 || double(tp) * cp * pp > c.gpus) {
        p.invalidReason = cp > 1 ? "TP x CP x PP exceeds the GPUs" : "TP x PP exceeds the GPUs";
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
    if (v > 1 && pp * v > c.layers) {
        p.invalidReason = "more model chunks (PP x v) than layers";
        return p;
    }
    if (std::fmod(c.seq, cp) != 0) {
        p.invalidReason = "CP does not divide the sequence length";
        return p;
    }
    if (ep > 1 && (c.experts <= 0 || c.experts % ep != 0)) {
        p.invalidReason = c.experts <= 0 ? "EP > 1 needs a mixture-of-experts model" : "EP does not divide the experts";
        return p;
    }
    const int maxDp = c.gpus / (tp * cp * pp);
    if (o.dp > maxDp) {
        p.dp = o.dp;
        p.invalidReason = "TP x CP x PP x DP exceeds the GPUs";
        return p;
    }
    // Every replica takes the same whole number of micro-batches of the global batch (Megatron-LM
    // asserts global batch % (micro-batch x DP) == 0): a plan that took fewer sequences a step
    // would train on a batch the user did not choose. Experts are whole on each GPU (expert tensor
    // parallelism 1, Megatron-Core's recommendation for MoE and DeepSeek-V3's layout), so the
    // expert-parallel group is carved from TP x CP x DP. DP is the largest that meets both.
    const BatchSplit split{mb, o.dp, maxDp, tp * cp, ep};
    p.dp = dataParallel(c, split);
    if (p.dp < 1) {
        p.dp = std::max(1, o.dp);
        p.invalidReason = whyNoDataParallel(c, split);
        return p;
    }
    p.microBatches = int(std::llround(c.globalSequences / (double(p.dp) * mb)));
    const int m = p.microBatches;
    // Not a smaller DP for it: the same layout without interleaving uses every replica.
    if (v > 1 && m < pp) {
        p.invalidReason = "the interleaved schedule needs at least PP micro-batches";
        return p;
    }
    p.gpusUsed = tp * cp * pp * p.dp;
    p.valid = true;
    const bool full = o.recompute == Recompute::Full;

    // --- One layer for one micro-batch, term by term (issue 38; REFERENCE 4, 5)
    // CP splits each sequence over cp GPUs: each GPU works on s / cp tokens.
    const double s = c.seq / cp;
    const double intra = c.nvlinkBusBytesPerS > 0 ? c.nvlinkBusBytesPerS : c.pcieBytesPerS;
    const KernelTiming kernels = kernelTiming(c);
    const double moeShare = c.experts > 0 ? c.moeLayerShare : 0.0;
    const LayerPass &denseLayer = costs.dense, &moeLayer = costs.moe;
    auto mix = [&](double d, double e) { return (1 - moeShare) * d + moeShare * e; };
    const double layerCompute = mix(denseLayer.computeS(), moeLayer.computeS());
    const double layerTpExposed = mix(denseLayer.tpExposedS, moeLayer.tpExposedS);
    const double layerTpComm = mix(denseLayer.tpCommS, moeLayer.tpCommS);
    // The output layer and loss run on the last stage only, and with it each multi-token
    // prediction module: a (MoE, when the model is) layer and another head pass.
    const double head = costs.headS;
    const int mtp = c.mtpLayers;
    const double mtpPass = mtp * ((moeShare > 0 ? moeLayer.computeS() : denseLayer.computeS()) + head);

    // --- Stages: v chunks of ceil(L / (p v)) layers (v = 1: ceil(L/p)). The layers an even split
    // leaves over balance the stages as teams place them (Llama 3's 126 layers on 16 stages,
    // Dubey et al. 2024, 3.3.2; Megatron-LM --decoder-first/last-pipeline-num-layers): the last
    // stage gives up as many layers as its LM head and multi-token prediction modules take, the
    // first one (its embedding, the most micro-batches in flight), the rest come off middle stages.
    const double chunkLayers = std::ceil(double(c.layers) / (double(pp) * v));
    const double stageLayers = chunkLayers * v;
    const double slack = pp > 1 ? double(pp) * v * chunkLayers - c.layers : 0.0;
    const double lastExtra = head + mtpPass;  // per micro-batch, beyond the last stage's layers
    const double lastGivesUp =
        std::min(slack, layerCompute > 0 ? std::ceil(lastExtra / layerCompute - 1e-9) : 1.0);
    const double lastLayers = stageLayers - lastGivesUp;
    const double firstLayers = stageLayers - std::min(1.0, slack - lastGivesUp);
    const double embedding = pp == 1 ? c.embeddingTotal : c.embeddingOne;  // first and last stage each
    // ZeRO shards over the data-parallel group, which includes the CP ranks (they hold the same
    // weights); expert states over the expert-data-parallel group tp x cp x dp / ep.
    const int dpGroup = p.dp * cp;
    const int expertDpGroup = std::max(1, tp * dpGroup / ep);
    // What one layer and the embedding (or LM head) put on a GPU: parameters held and trained
    // (routed experts split over ep, whole: expert tensor parallelism 1), and their weights,
    // gradients and optimizer state after ZeRO. Everything below is linear in them.
    const double layerTrainDense = c.trainableDensePerLayer / tp, layerTrainExpert = c.trainableExpertPerLayer / ep;
    const double embeddingTrain = c.trainableEmbedding > 0 ? embedding / tp : 0.0;
    auto states = [&](double dense, double expert, double frozen) {
        const TrainingMath::StateBytes d = TrainingMath::adamStateBytes(dense, o.zeroStage, dpGroup, c.optimizerStateBytes);
        const TrainingMath::StateBytes e =
            TrainingMath::adamStateBytes(expert, o.zeroStage, expertDpGroup, c.optimizerStateBytes);
        return TrainingMath::StateBytes{d.weights + e.weights + (c.adapters ? c.frozenBytesPerParam * frozen : 0.0),
                                        d.gradients + e.gradients, d.optimizer + e.optimizer};
    };
    const TrainingMath::StateBytes layerStates =
        states(layerTrainDense, layerTrainExpert, c.denseParamsPerLayer / tp + c.expertParamsPerLayer / ep);
    const TrainingMath::StateBytes embeddingStates = states(embeddingTrain, 0, embedding / tp);
    const double perLayer = TrainingMath::activationBytesPerLayer(c.activations, s, mb, c.hidden, c.heads, tp, o.recompute,
                                                                  c.flashAttention, c.sequenceParallel);
    const double logits = s * mb * c.vocab * kLogitBytes / tp;  // last stage only
    // --- Memory of a stage (REFERENCE 4, 4.1): its states, its activations in flight, the logits.
    auto stageMemory = [&](double layers, bool withEmbedding, int rank, double logitCopies) {
        const double e = withEmbedding ? 1.0 : 0.0;
        TrainingMemory mem;
        mem.weightsB = layers * layerStates.weights + e * embeddingStates.weights;
        mem.gradientsB = layers * layerStates.gradients + e * embeddingStates.gradients;
        mem.optimizerB = layers * layerStates.optimizer + e * embeddingStates.optimizer;
        mem.activationsB = perLayer * TrainingMath::inFlightLayers(layers, pp, m, v, rank) + logitCopies * logits;
        mem.buffersB = c.buffersB;
        mem.totalB = mem.weightsB + mem.gradientsB + mem.optimizerB + mem.activationsB + mem.buffersB;
        mem.hbmB = c.hbmB;
        mem.usableB = c.usableB;
        mem.fits = mem.totalB <= c.usableB;
        return mem;
    };
    // The most loaded stage: the first, the second (a full stage with nearly as many micro-batches
    // in flight when the first gave up a layer) or the last (the LM head's weights, the logits,
    // and the multi-token prediction modules: a layer and a head pass each).
    p.memory = pp == 1 ? stageMemory(stageLayers + mtp, true, 0, 1 + mtp) : stageMemory(firstLayers, true, 0, 0);
    // (The second can only outweigh the first when the first gave up a layer.)
    auto heavier = [&](const TrainingMemory &other) {
        if (other.totalB > p.memory.totalB)
            p.memory = other;
    };
    if (pp > 2 && firstLayers < stageLayers)
        heavier(stageMemory(stageLayers, false, 1, 0));
    if (pp > 1)
        heavier(stageMemory(lastLayers + mtp, true, pp - 1, 1 + mtp));
    // The stage with the most to train sets the DP exchange and the optimizer step: the first
    // (its layers and the embedding) or a full one.
    const bool fullStageTrainsMore =
        pp > 1 && (stageLayers - firstLayers) * (layerTrainDense + layerTrainExpert) > embeddingTrain;
    const double trainLayers = fullStageTrainsMore ? stageLayers : firstLayers;
    const double trainableDense = trainLayers * layerTrainDense + (fullStageTrainsMore ? 0.0 : embeddingTrain);
    const double trainableExpert = trainLayers * layerTrainExpert;

    // --- Time per optimizer step. The slowest stage is a full one, or the last with its layers,
    // the LM head and the MTP modules (the head costs what it adds beyond a full stage).
    const double tokensPerStep = double(m) * p.dp * mb * c.seq;
    const double slowestStage = std::max(stageLayers * layerCompute, lastLayers * layerCompute + head + mtpPass);
    // Optimizer: the trainable shard after ZeRO, and every local gradient for the norm.
    const double sharded = (o.zeroStage >= 1 ? trainableDense / dpGroup : trainableDense)
                           + (o.zeroStage >= 1 ? trainableExpert / expertDpGroup : trainableExpert);
    const double optimizer =
        LayerTiming::optimizerS(trainableDense + trainableExpert, sharded, c.optimizerStateBytes, kernels);
    p.lmHeadS = m * (slowestStage - stageLayers * layerCompute);
    p.optimizerS = optimizer;
    p.computeS = m * slowestStage + p.optimizerS;
    p.tpCommS = m * stageLayers * layerTpComm;
    p.tpExposedS = m * stageLayers * layerTpExposed;
    if (cp > 1) {
        const double kvPerGpu = c.kvDim / std::min(tp, std::max(1, c.kvHeads));  // K/V heads split over TP
        const double bytes = TrainingMath::ringAttentionBytes(c.seq, mb, kvPerGpu, cp, full);
        p.cpCommS = stageLayers * m * bytes / groupBandwidth(c, tp * cp);
    }
    if (ep > 1) {
        const double tokensPerGpu = s * mb / (c.sequenceParallel ? tp : 1);
        const double bytes = TrainingMath::expertAllToAllBytes(tokensPerGpu, c.topK, c.hidden, ep, full);
        // The expert-parallel group takes consecutive ranks (TP innermost): a node holds
        // min(ep, node) of them. The busiest rank receives `moeImbalance` times the mean.
        const int perNode = std::min(ep, c.nodeSize);
        const double inter = ep <= c.nodeSize ? intra : c.allToAllInterBytesPerS;
        double perLayer = allToAllS(bytes, ep, perNode, intra, inter);
        if (c.moeDedup && ep > perNode) {
            // Deduplicated: each copy crosses NVLink once (sent or forwarded), each token crosses
            // the network once per remote node its experts are on (fewer with group-limited
            // routing, DeepSeek-V3's at most 4 nodes).
            // With FP8 the dispatch carries the experts' FP8 inputs, 1 B a value, and the combine
            // bf16 (DeepSeek-V3 report 3.3.3): 1.5 B a value on average instead of 2.
            const double bytesPerValue = c.fp8 ? 1.5 : 2.0;
            const double copies = tokensPerGpu * c.topK * c.hidden * bytesPerValue * (full ? 6 : 4) /*all-to-alls*/;
            const double nodes = (ep + perNode - 1) / perNode;
            const double remote = TrainingMath::remoteNodesPerToken(c.topK, int(nodes), c.routingGroups, c.routingGroupLimit) / c.topK;
            perLayer = copies / intra + copies * remote / inter;
        }
        p.epCommS = stageLayers * c.moeLayerShare * m * c.moeImbalance * perLayer;
    }
    if (dpGroup > 1) {
        // bf16 gradients of the trainable shard, reduce-scattered and the parameters gathered back
        // (one all-reduce's volume) once a step. ZeRO-3 (ZeRO paper: 1.5x that volume without
        // accumulation) gathers the weights for every micro-batch's forward and again for its
        // backward and reduce-scatters its gradients: 1.5x the volume m times a step.
        const double z3 = o.zeroStage >= 3 ? 1.5 * m : 1.0;
        const int perNode = std::clamp(c.nodeSize / tp, 1, dpGroup);
        const int nodes = (dpGroup + perNode - 1) / perNode;
        p.dpCommS = TrainingMath::hierarchicalAllReduceS(2 * trainableDense * z3, perNode, nodes, intra, c.interBytesPerS);
        const int expertGroup = expertDpGroup;
        if (trainableExpert > 0 && expertGroup > 1) {
            const int ePerNode = std::clamp(c.nodeSize / ep, 1, expertGroup);
            p.dpCommS += TrainingMath::hierarchicalAllReduceS(2 * trainableExpert * z3, ePerNode,
                                                              (expertGroup + ePerNode - 1) / ePerNode, intra, c.interBytesPerS);
        }
    }
    if (pp > 1) {
        // activations forward and their gradients backward at each stage boundary, per micro-batch
        // (scatter-gathered over TP); the interleaved schedule crosses v times as many boundaries.
        const double bytes = s * mb * c.hidden * kActivationBytes / tp;
        const double bw = p.gpusUsed <= c.nodeSize ? intra : c.interBytesPerS;
        p.ppCommS = 2.0 * m * v * bytes / bw;
    }
    const double hidden = 1 - c.commOverlap;
    p.ppExposedS = p.ppCommS * hidden;
    p.cpExposedS = p.cpCommS * hidden;
    // The dispatch and combine all-to-alls sit between the router and the experts: on the
    // critical path (Megatron-LM's default), or a share of them hidden behind another
    // micro-batch's computation (DeepSeek-V3's DualPipe; Megatron-Core's 1F1B all-to-all
    // overlap), at most as much as the MoE layers' compute can cover.
    p.epExposedS = p.epCommS - std::min(p.epCommS * c.moeA2aOverlap, m * stageLayers * moeShare * moeLayer.computeS());
    // Data parallelism (Megatron-Core's distributed optimizer with --overlap-grad-reduce and
    // --overlap-param-gather; Megatron Bridge, "Communication Overlap"): the gradients'
    // reduce-scatter runs chunk by chunk behind the backward of the last micro-batch, the
    // parameters' all-gather behind the forward of the next step's first; a chunk is a layer, or
    // a model chunk (L / (p v) layers) with pipelining, and one chunk stays exposed. So the window
    // is one micro-batch's forward and backward on this stage, however many micro-batches there
    // are. comm_overlap 0 turns the overlap off.
    p.dpChunks = pp > 1 ? v : int(stageLayers);
    p.dpOverlapWindowS = stageLayers * mix(denseLayer.computeS(), moeLayer.computeS());
    // ZeRO-3 exchanges once per micro-batch, each behind that micro-batch's own window.
    const double exchanges = o.zeroStage >= 3 ? m : 1.0;
    const double exchange = p.dpCommS / exchanges;
    p.dpExposedS = c.commOverlap > 0 ? exchanges * (exchange / p.dpChunks
                                                    + std::max(0.0, exchange * (1 - 1.0 / p.dpChunks) - p.dpOverlapWindowS))
                                     : p.dpCommS;
    // Pipeline (Narayanan et al. 2021): the slowest stage runs its m micro-batches back to back
    // (that is the m x per-micro-batch time above); filling and draining the pipeline costs
    // (p-1)/v times the per-micro-batch time of a middle stage, whose layers, TP and CP/EP
    // exchanges and stage-to-stage sends all wait in turn.
    p.bubbleFraction = TrainingMath::bubbleOverCompute(pp, m, v);
    if (pp > 1) {
        const double middleStage = stageLayers * (layerCompute + layerTpExposed)
                                   + (p.ppExposedS + p.cpExposedS + p.epExposedS) / m;
        p.bubbleS = double(pp - 1) / v * middleStage;
    }
    p.stepS = p.computeS + p.bubbleS + p.exposedS();
    if (c.fixedMfu > 0) {
        // REFERENCE 4: time = C / (n peak MFU); the user's MFU already contains every loss.
        p.stepS = c.modelFlopsPerToken * tokensPerStep / (double(p.gpusUsed) * c.peakFlops * c.fixedMfu);
        p.computeS = p.stepS;
        p.bubbleS = p.bubbleFraction = 0;
        p.tpExposedS = p.dpExposedS = p.ppExposedS = p.cpExposedS = p.epExposedS = 0;
    }
    return p;
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

// A TP group tiles the node's NVLink group: TP 5 on 8-GPU nodes (Llama 2 13B's 40 heads allow it)
// leaves three GPUs of every node to groups that straddle two nodes, whose per-layer all-reduces
// then cross the NICs; Megatron-LM's and NeMo's published layouts use divisors of the node
// (1, 2, 4, 8 on DGX), and the planner offered TP 5 and 6 among its ten best.
bool TrainingPlanner::tpAllowed(const Context &c, int tp)
{
    const int cap = std::min(std::max(1, c.nvlinkDomain), c.nodeSize);
    return tp >= 1 && tp <= cap && cap % tp == 0 && c.heads % tp == 0;
}

} // namespace dcs
