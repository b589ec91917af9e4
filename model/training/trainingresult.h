#pragma once
#include "finetuneresult.h"
#include <string>
#include <vector>

namespace dcs {

// Memory of one GPU (the most loaded pipeline stage), bytes. REFERENCE 4 and 4.1.
struct TrainingMemory {
    double weightsB = 0;
    double gradientsB = 0;
    double optimizerB = 0;
    double activationsB = 0;
    double buffersB = 0;      // framework overhead input
    double totalB = 0;
    double hbmB = 0;
    double usableB = 0;       // hbm x (1 - headroom)
    bool fits = false;        // total <= usable
};

// One parallel layout and what it costs per optimizer step.
struct TrainingPlan {
    int tp = 1, pp = 1, dp = 1;
    int cp = 1;               // context parallel (ring attention over cp GPUs)
    int ep = 1;               // expert parallel (MoE), inside the dp x cp replicas
    int v = 1;                // model chunks per GPU (interleaved 1F1B); 1 = plain 1F1B
    std::string schedule = "1f1b";  // "1f1b" or "interleaved"
    std::string recompute = "selective";
    int zeroStage = 1;
    int microBatch = 1;
    int microBatches = 1;     // per pipeline per step (m)
    int gpusUsed = 1;
    bool valid = false;       // degrees consistent with the model and the GPUs
    std::string invalidReason;
    // Seconds per optimizer step, term by term (issue 38, LayerTiming)
    double computeS = 0;      // m x (the slowest stage's layers + LM head) + optimizer
    double lmHeadS = 0;       // of which what the output layer, loss and MTP modules add to the last
                              // stage beyond a full stage (0 when balanced stages absorb them)
    double optimizerS = 0;    // of which the optimizer step
    double bubbleS = 0;       // (p-1)/v x a middle stage's time per micro-batch
    double bubbleFraction = 0;  // (p-1)/(v m): bubble time / compute time (Narayanan et al. 2021)
    double tpCommS = 0, dpCommS = 0, ppCommS = 0, cpCommS = 0, epCommS = 0;                 // before overlap
    double tpExposedS = 0, dpExposedS = 0, ppExposedS = 0, cpExposedS = 0, epExposedS = 0;  // after overlap
    double stepS = 0;
    double dpOverlapWindowS = 0;  // one micro-batch's forward and backward on the stage: what DP hides behind
    int dpChunks = 1;             // DP communication chunks (layers, or model chunks with pipelining)
    TrainingMemory memory;
    double exposedS() const { return tpExposedS + dpExposedS + ppExposedS + cpExposedS + epExposedS; }
    double tokensPerStep(double seq) const { return double(microBatches) * dp * microBatch * seq; }
    std::string whyLoses;     // ranked plans after the first: what costs the time it loses
    double days = 0, mfu = 0; // filled by the engine for the ranked plans (wall clock, busy-time MFU)
};

// One point of the scaling curve: the same workload planned on `gpus` GPUs of the pool's model
// (auto plan, or the user's TP/PP with as many replicas as fit), days as the engine computes them.
struct TrainingScalingPoint {
    int gpus = 0;
    int gpusUsed = 0;             // fewer than gpus when the global batch splits over fewer replicas
    int tp = 1, pp = 1, dp = 1;
    double days = 0;
    double exposedCommShare = 0;  // of step time
    bool fits = false;
};

// Result of the training engine (issue 6). SI units; days and hours only where named.
struct TrainingResult {
    bool evaluated = false;          // false: no GPUs in the layout
    std::string gpuCatalogId;
    std::string gpuModel;
    std::string gpuFamily;
    int gpusInLayout = 0;            // all GPUs placed
    int gpusOfModel = 0;             // GPUs of the chosen model (the pool)
    int gpusPerNode = 0;
    int nvlinkDomain = 0;
    bool pcieOnly = false;
    std::string precision;           // precision used (bf16 when fp8 is not supported)
    double peakFlopsPerGpu = 0;      // dense, of that precision
    bool tpCommOverlap = false;      // TP collectives overlapped with their GEMMs (input or family default)
    double hbmEfficiency = 0;        // share of HBM bandwidth memory-bound kernels reach

    std::string modelId;
    std::string mode;
    double parameters = 0;
    double trainableParameters = 0;
    double tokens = 0;
    double modelFlops = 0;           // 6ND (4ND for LoRA / QLoRA)
    double hardwareFlops = 0;        // + 2ND with full recompute

    double computeEfficiency = 0, commOverlap = 0, goodput = 0, fixedMfu = 0;
    std::string efficiencySource;    // "hopper defaults" or "workload"
    double intraNodeBytesPerS = 0;   // bus bandwidth used inside the NVLink domain (or PCIe)
    double interNodeBytesPerS = 0;   // per GPU across nodes, after oversubscription
    // Where interNodeBytesPerS came from (issue 12, defect 3): "fabric" (the compute fabric's
    // NICs, line rate, oversubscription and cross-leaf share), "workload" (the override key
    // internode_gbytes_per_s_per_gpu) or "catalog" (no fabric: the GPU system's NICs and the
    // workload's fabric_oversubscription). The fabric's figures are kept for the UI and JSON.
    std::string interNodeSource;
    std::string interNodeDescription;   // e.g. "from fabric NET-compute: 8 x 400 Gb/s NDR, 1.98:1"
    std::string interNodeNetworkId;
    std::string interNodeTechnology;    // "NDR", "RoCE" or "" (fabric only)
    double interNodeNicsPerNode = 0;
    double interNodeNicGbps = 0;
    double interNodeOversubscription = 1;
    double interNodeCrossLeafShare = 0;

    bool autoPlanned = false;
    int plansEvaluated = 0;
    TrainingPlan plan;
    // The best fitting plans of the search, fastest first (plan == topPlans[0] when auto);
    // each after the first says why it loses to the first (TrainingPlanner::whyLoses).
    std::vector<TrainingPlan> topPlans;
    double activeParameters = 0;     // MoE: the parameters a token uses (= parameters when dense)
    double flops6nd = 0;             // 6 N D (4 N D with adapters): REFERENCE 4 without attention

    double steps = 0;
    double wallClockS = 0;
    double days = 0;
    double gpuHours = 0;
    // Days at the speeds published production runs reached against the engine's tuned stack
    // (EfficiencyDefaults::kProductionSpeed*), fastest and slowest; 0 when the workload sets its
    // own compute efficiency or MFU, which then describes the user's stack.
    double productionDaysFast = 0, productionDaysSlow = 0;
    double tokensPerS = 0;
    double achievedTflopsPerGpu = 0; // hardware FLOPs per GPU per second of step time
    double mfu = 0;                  // model FLOPs / (step time x GPUs x peak)
    double effectiveMfu = 0;         // same over wall-clock time (includes goodput loss)
    // Whole-run breakdown, seconds (sums to wallClockS)
    double computeS = 0, exposedCommS = 0, bubbleS = 0, goodputLossS = 0;
    double exposedCommShare = 0;     // of step time
    double commShareWarning = 0;     // the workload's threshold for "communication dominates"

    // Energy (REFERENCE 3, 6): the design architecture's IT nameplate (optics in, a liquid
    // design's server fans out; ItPowerResult) x load factor x hours x PUE
    double itPowerW = 0;
    double pue = 0;
    std::string pueSource;           // "design" (annual PUE), "workload", "none"
    double energyMwh = 0;
    double energyCost = 0;           // site currency
    double gpuHourPrice = 0;         // site currency per GPU-hour, electricity excluded
    std::string gpuHourPriceSource;  // "design_cost", "workload", "none"
    double gpuHourCost = 0;
    double runCost = 0;
    double co2Tonnes = 0;

    std::vector<std::string> suggestions;  // what would fit, when the plan does not

    // Days against GPU count, one node up to several times the layout (TrainingScaling);
    // includes the layout's own GPU count, whose days equal `days` above.
    std::vector<TrainingScalingPoint> scaling;

    // The fine-tuning lab (issue 15 item 6): the workload's fine-tuning jobs packed on the
    // placed servers, independent of the main run's plan (FinetuneEngine).
    FinetuneResult finetune;
};

} // namespace dcs
