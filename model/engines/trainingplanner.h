#pragma once
#include "catalog/catalogentry.h"
#include "project/workload.h"
#include "trainingresult.h"

namespace dcs {

// Evaluates one TP/PP/DP layout of a training run on a pool of identical GPUs, and searches
// for the fastest layout that fits in memory. Everything independent of the layout is
// computed once into a Context, so the search is a tight loop over a few hundred candidates.
class TrainingPlanner
{
public:
    struct Context {
        // model
        int layers = 1, heads = 1;
        double hidden = 0, vocab = 0, seq = 0;
        double paramsPerLayer = 0, embeddingOne = 0, embeddingTotal = 0;
        double trainablePerLayer = 0;       // = paramsPerLayer, or the LoRA adapters of a layer
        double trainableEmbedding = 0;      // 0 for LoRA / QLoRA
        bool adapters = false;              // LoRA / QLoRA: frozen base + trainable adapters
        double frozenBytesPerParam = 2;     // bf16, or NF4 (QLoRA)
        int zeroStage = 1;
        Recompute recompute = Recompute::Selective;
        bool flashAttention = true;
        double globalSequences = 1;
        int microBatch = 1;
        double modelFlopsPerToken = 0;      // 6N (4N with adapters)
        double hardwareFlopsPerToken = 0;   // + 2N with full recompute
        // hardware
        int gpus = 0, nodeSize = 1, nvlinkDomain = 1;
        double peakFlops = 0;               // per GPU, dense, chosen precision
        double nvlinkBusBytesPerS = 0;      // 0 when PCIe only
        double pcieBytesPerS = 0;
        double interBytesPerS = 0;          // per GPU across nodes
        double hbmB = 0, usableB = 0, buffersB = 0;
        // efficiency
        double computeEfficiency = 0.5, commOverlap = 0.7, fixedMfu = 0;
        int userDp = 0;
    };

    // The plan at the given degrees; dp = 0 means as many replicas as GPUs and batch allow.
    static TrainingPlan evaluate(const Context &c, int tp, int pp, int dp);
    // Fastest fitting plan over TP dividing the heads within the NVLink domain and every PP that
    // leaves no stage empty (ppAllowed); when nothing fits, the plan with the least memory (memory.fits == false).
    static TrainingPlan best(const Context &c, int *evaluated = nullptr);
    // Strict preference used by the search: fitting beats not fitting, then shorter steps,
    // then fewer model-parallel GPUs (less to go wrong), then less memory.
    static bool better(const TrainingPlan &a, const TrainingPlan &b);
    // TP degrees the search tries.
    static bool tpAllowed(const Context &c, int tp);
    // PP degrees that leave no pipeline stage empty with ceil(L/p) layers per stage.
    static bool ppAllowed(const Context &c, int pp);
};

} // namespace dcs
