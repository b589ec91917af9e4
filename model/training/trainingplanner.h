#pragma once
#include "catalog/catalogentry.h"
#include "layertiming.h"
#include "project/workload.h"
#include "trainingresult.h"
#include <vector>

namespace dcs {

// Evaluates one parallel layout of a training run on a pool of identical GPUs (TP, CP, PP with
// its schedule and v, DP, EP, micro-batch, recomputation, ZeRO stage), and searches for the
// fastest layouts that fit in memory. Everything independent of the layout is computed once
// into a Context, so the search is a tight loop.
class TrainingPlanner
{
public:
    struct Context {
        // model
        int layers = 1, heads = 1, kvHeads = 1;
        double hidden = 0, vocab = 0, seq = 0;
        double kvDim = 0;                   // kv_heads x head dim
        LayerShape shape;                   // what the kernels of a layer multiply (issue 38)
        LayerActivationSizes activations;   // what a layer keeps for its backward, per s b h
        // Parameters per layer (mean over the layers): the part every expert-parallel rank holds
        // (attention, dense MLPs, shared experts) and the routed experts split over ep.
        double denseParamsPerLayer = 0, expertParamsPerLayer = 0;
        double embeddingOne = 0, embeddingTotal = 0;
        double trainableDensePerLayer = 0;  // = denseParamsPerLayer, or the LoRA adapters of a layer
        double trainableExpertPerLayer = 0; // 0 with adapters
        double trainableEmbedding = 0;      // 0 for LoRA / QLoRA
        bool adapters = false;              // LoRA / QLoRA: frozen base + trainable adapters
        double optimizerStateBytes = 12;    // per trainable parameter (fp32 master + Adam moments)
        double frozenBytesPerParam = 2;     // bf16, or NF4 (QLoRA)
        int experts = 0, topK = 0;          // MoE; 0 = dense
        int routingGroups = 0, routingGroupLimit = 0;  // group-limited routing; 0 = unrestricted
        double moeLayerShare = 0;           // MoE layers / layers
        int mtpLayers = 0;                  // multi-token prediction modules, on the last stage
        bool flashAttention = true;
        bool sequenceParallel = true;
        double globalSequences = 1;
        // Its divisors up to the GPUs, ascending: the data-parallel degrees that can split it
        // (Megatron-LM's rule, global batch = DP x micro-batch x micro-batches; dataParallel).
        std::vector<int> batchDivisors;
        // FLOPs per token: model = 6 N_active (4 with adapters) + attention 12 L s h (PaLM,
        // Chowdhery et al. 2022, appendix B; Narayanan et al. 2021 eq. 3); full recompute adds
        // one more forward: 2 N_active + 4 L s h.
        double modelFlopsPerToken = 0;
        double recomputeFlopsPerToken = 0;
        // the workload's own choices (manual plans, and the "layout" search)
        int microBatch = 1;
        Recompute recompute = Recompute::Selective;
        int zeroStage = 1;
        PipelineSchedule schedule = PipelineSchedule::Interleaved;
        int virtualStages = 0;              // 0 = fastest v
        int cp = 1, ep = 1;
        PlanSearch search = PlanSearch::All;
        // hardware
        int gpus = 0, nodeSize = 1, nvlinkDomain = 1;
        double peakFlops = 0;               // per GPU, dense, chosen precision
        double bf16PeakFlops = 0;           // per GPU, dense bf16 (attention, LM head; 0 = peakFlops)
        double nvlinkBusBytesPerS = 0;      // 0 when PCIe only
        double pcieBytesPerS = 0;
        double interBytesPerS = 0;          // per GPU across nodes (ring collectives, same rail)
        double allToAllInterBytesPerS = 0;  // per GPU across nodes for all-to-all (crosses rails)
        double hbmB = 0, usableB = 0, buffersB = 0;
        double hbmBytesPerS = 0;            // HBM bandwidth per GPU reached (catalog x hbm efficiency); 0 = not timed
        // efficiency
        double computeEfficiency = 0.5, commOverlap = 0.7, fixedMfu = 0;
        double fp8Efficiency = 0.5;         // share of the FP8 peak an FP8 GEMM sustains
        bool tpCommOverlap = false;         // TP collectives pipelined with their GEMMs
        double moeImbalance = 1;            // busiest expert-parallel rank's tokens / the mean
        double moeA2aOverlap = 0;           // share of dispatch/combine hidden behind another micro-batch
        bool moeDedup = false;              // dispatcher sends a token once per remote node (DeepEP)
        bool fp8 = false;                   // trained in FP8 (peakFlops is the FP8 peak)
        int userDp = 0;
        // The auto planner's first plan: the simplest of those within this share of the fastest
        // (no ZeRO-3, no CP, selective recompute, fewer pipeline chunks), since the model does not
        // resolve smaller differences (docs/training.md, "Planner against published layouts").
        double planMargin = 0.02;
    };

    // Everything a plan fixes. dp = 0: the most replicas the GPUs allow that split the global batch evenly.
    struct Options {
        int tp = 1, pp = 1, dp = 0, cp = 1, ep = 1;
        int v = 1;                          // 1 = plain 1F1B
        int microBatch = 1;
        Recompute recompute = Recompute::Selective;
        int zeroStage = 1;
    };
    // The workload's own options at the given degrees (schedule, v, CP, EP, micro-batch, ...).
    static Options options(const Context &c, int tp, int pp, int dp);

    static constexpr int kMaxCp = 32;   // context parallelism the search tries: 1, 2, 4 ... 32
    // One micro-batch through a dense and a MoE layer and through the LM head on one GPU: the
    // same for every PP, v, DP and ZeRO stage of a TP, CP, EP, micro-batch and recomputation, so
    // the search computes it once for all of them.
    struct LayerCosts {
        LayerPass dense, moe;
        double headS = 0;
    };
    static LayerCosts layerCosts(const Context &c, const Options &o);
    static TrainingPlan evaluate(const Context &c, const Options &o);
    static TrainingPlan evaluate(const Context &c, const Options &o, const LayerCosts &costs);
    // The plan at the given degrees with the context's other choices; v = 0 in the context
    // means the fastest v of the interleaved schedule for this layout.
    static TrainingPlan evaluate(const Context &c, int tp, int pp, int dp);
    // The fastest fitting plans, best first (at most `count`); when nothing fits, the plan with
    // the least memory alone (memory.fits == false). Plans after the first say why they lose.
    static std::vector<TrainingPlan> top(const Context &c, int count, int *evaluated = nullptr);
    static TrainingPlan best(const Context &c, int *evaluated = nullptr);
    // Strict preference used by the search: fitting beats not fitting, then less time per token,
    // then fewer model-parallel GPUs (less to go wrong), then less memory.
    static bool better(const TrainingPlan &a, const TrainingPlan &b);
    // Simplicity of a plan's layout, smaller is simpler: ZeRO-3, CP, full recompute, then chunks.
    static int complexity(const TrainingPlan &p);
    // "bubble +6.1% (PP 32 vs 16)": the component that costs `p` most against `first`, per token.
    static std::string whyLoses(const TrainingPlan &p, const TrainingPlan &first);
    // TP degrees the search tries: dividing the heads and the node's NVLink group (min of the
    // NVLink domain and the node).
    static bool tpAllowed(const Context &c, int tp);
    // PP degrees that leave no pipeline stage empty with ceil(L/p) layers per stage.
    static bool ppAllowed(const Context &c, int pp);
    // v of the interleaved schedule: at least one layer per model chunk.
    static int maxVirtualStages(const Context &c, int pp);
    // What a plan's data-parallel degree must meet: each of its replicas takes the same whole
    // number of micro-batches of the global batch, EP divides modelParallel (TP x CP) x DP, and
    // DP is the user's (userDp > 0) or at most maxDp.
    struct BatchSplit {
        int microBatch = 1, userDp = 0, maxDp = 1, modelParallel = 1, ep = 1;
    };
    // The largest such DP; 0 when there is none (whyNoDataParallel says why).
    static int dataParallel(const Context &c, const BatchSplit &b);
    static std::string whyNoDataParallel(const Context &c, const BatchSplit &b);
    // The divisors of the global batch up to the GPUs, ascending (the DPs that can split it).
    static std::vector<int> batchDivisors(double sequences, int gpus);
};

} // namespace dcs
