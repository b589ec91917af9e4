#include "trainingengine.h"
#include "engine/enginetext.h"
#include "catalog/catalog.h"
#include "efficiencydefaults.h"
#include "finetuneengine.h"
#include "gpuunits.h"
#include "spec/modelpresets.h"
#include "project/project.h"
#include "trainingmath.h"
#include "trainingscaling.h"
#include <algorithm>
#include <cmath>
#include <map>

namespace dcs {

namespace {

constexpr double kGB = 1e9;
constexpr int kTopPlans = 10;  // the Training page lists the ten best plans

void warn(std::vector<Warning> &out, WarningCode code, std::string message, std::vector<std::string> ids, std::string fix)
{
    if (ids.size() > kMaxWarningObjects)
        ids.resize(kMaxWarningObjects);
    out.push_back({code, std::move(message), std::move(ids), std::move(fix)});
}

// Says where the cross-node bandwidth came from, for the UI, the JSON and the report.
void describeInterNode(TrainingResult &r, const Workload &w, const GpuSpec &gpu, const FabricBandwidth *fabric)
{
    if (w.internodeGBpsPerGpu > 0) {
        r.interNodeSource = "workload";
        r.interNodeOversubscription = std::max(1.0, w.fabricOversubscription);
        r.interNodeDescription = formatText("workload override: %.1f GB/s per GPU", w.internodeGBpsPerGpu)
            + (w.fabricOversubscription > 1 ? formatText(", %.2f:1", w.fabricOversubscription) : std::string());
    } else if (fabric) {
        r.interNodeSource = "fabric";
        r.interNodeNetworkId = fabric->networkId;
        r.interNodeTechnology = fabric->technology;
        r.interNodeNicsPerNode = fabric->nicsPerNode;
        r.interNodeNicGbps = fabric->nicGbps;
        r.interNodeOversubscription = fabric->oversubscription;
        r.interNodeCrossLeafShare = fabric->crossLeafShare;
        r.interNodeDescription = "from fabric " + fabric->networkId + formatText(": %g x %g Gb/s", fabric->nicsPerNode, fabric->nicGbps)
            + (fabric->technology.empty() ? "" : " " + fabric->technology)
            + formatText(", %.2f:1, %.0f%% of peers across leaves", fabric->oversubscription, 100 * fabric->crossLeafShare);
    } else {
        r.interNodeSource = "catalog";
        r.interNodeNicsPerNode = gpu.computeNics;
        r.interNodeNicGbps = gpu.nicGbps;
        r.interNodeOversubscription = std::max(1.0, w.fabricOversubscription);
        r.interNodeDescription = formatText("no fabric: %.0f x %.0f Gb/s NICs per node (catalog), %.2f:1 (workload)",
                                     gpu.computeNics, gpu.nicGbps, r.interNodeOversubscription);
    }
}

} // namespace

std::vector<TrainingEngine::GpuPool> TrainingEngine::gpuPools(const Project &project, const Catalog &catalog)
{
    std::map<std::string, GpuPool> pools;  // ordered: deterministic
    forEachGpuUnit(project, catalog, [&](const CatalogEntry &e, const std::string &unitId) {
        GpuPool &p = pools[e.id];
        p.catalogId = e.id;
        p.gpu = *e.gpu;
        p.gpus += e.gpu->count;
        p.unitIds.push_back(unitId);
    });
    std::vector<GpuPool> out;
    for (auto &[id, p] : pools)
        out.push_back(std::move(p));
    return out;
}

TrainingPlanner::Context TrainingEngine::context(const Workload &w, const GpuSpec &gpu, int gpus, TrainingResult *info,
                                                 const FabricBandwidth *fabric)
{
    TrainingPlanner::Context c;
    const ModelArchitecture a = ModelPresets::architecture(w);
    c.layers = std::max(1, a.layers);
    c.heads = std::max(1, a.heads);
    c.kvHeads = std::max(1, a.kvHeads);
    c.hidden = a.hidden;
    c.vocab = a.vocab;
    c.seq = w.sequenceLength;
    c.shape = LayerShape::of(a);
    c.kvDim = c.shape.kvDim;
    const double params = ModelPresets::parameterCount(a);
    const double active = ModelPresets::activeParameterCount(a);
    // Routed experts are the part expert parallelism splits; the rest (attention, dense MLPs,
    // shared experts) every rank holds. Means over the layers.
    const int moeLayers = ModelPresets::moeLayers(a);
    c.experts = a.moe() ? a.experts : 0;
    c.topK = a.topK;
    c.routingGroups = a.routingGroups;
    c.routingGroupLimit = a.routingGroupLimit;
    c.moeLayerShare = double(moeLayers) / c.layers;
    c.activations = LayerActivationSizes::of(c.shape, c.moeLayerShare);
    c.mtpLayers = std::max(0, a.mtpLayers);
    c.optimizerStateBytes = w.optimizerStateBytes;
    c.expertParamsPerLayer = double(moeLayers) * a.experts * ModelPresets::expertParameters(a) / c.layers;
    c.denseParamsPerLayer = ModelPresets::parametersPerLayer(a) - c.expertParamsPerLayer;
    c.embeddingOne = double(a.vocab) * a.hidden;
    c.embeddingTotal = ModelPresets::embeddingParameters(a);
    c.adapters = w.mode == TrainingMode::Lora || w.mode == TrainingMode::Qlora;
    double trainable = params;
    if (c.adapters) {
        trainable = ModelPresets::loraParameters(a, w.loraRank, w.loraTargets);
        c.trainableDensePerLayer = trainable / c.layers;
        c.trainableExpertPerLayer = 0;
        c.trainableEmbedding = 0;
        c.frozenBytesPerParam = w.mode == TrainingMode::Qlora ? TrainingMath::kNf4BitsPerParam / 8 : 2.0;
    } else {
        c.trainableDensePerLayer = c.denseParamsPerLayer;
        c.trainableExpertPerLayer = c.expertParamsPerLayer;
        c.trainableEmbedding = c.embeddingTotal;
    }
    c.zeroStage = w.zeroStage;
    c.recompute = w.recompute;
    c.flashAttention = w.flashAttention;
    c.sequenceParallel = w.sequenceParallel;
    c.schedule = w.schedule;
    c.virtualStages = w.virtualStages;
    c.cp = std::max(1, w.cp);
    c.ep = std::max(1, w.ep);
    c.search = w.planSearch;
    c.globalSequences = std::max(1.0, std::floor(w.globalBatchInTokens ? w.globalBatch / w.sequenceLength : w.globalBatch));
    c.microBatch = std::max(1, w.microBatch);
    // REFERENCE 4: 6N per token (forward 2N, backward 4N), N the parameters a token uses (MoE:
    // top-k + shared experts). With a frozen base the weight gradients (2N of the backward) are
    // not computed: 4N (LoRA/QLoRA; adapters are negligible). Attention scores and their use on
    // V are not in N: 4 s h per layer forward, 12 s h forward + backward (PaLM appendix B;
    // Narayanan et al. 2021 eq. 3 counts the same; causal masking is not subtracted).
    const double attention = 12.0 * c.layers * c.seq * ModelPresets::attentionWidth(a);
    c.modelFlopsPerToken = (c.adapters ? 4.0 : 6.0) * active + attention;
    c.recomputeFlopsPerToken = 2.0 * active + attention / 3;  // one more forward
    c.gpus = gpus;
    c.batchDivisors = TrainingPlanner::batchDivisors(c.globalSequences, gpus);
    c.nodeSize = std::max(1, gpu.count);
    c.nvlinkDomain = gpu.nvlinkGBpsPerDir > 0 ? std::max(1, gpu.nvlinkDomain) : 1;
    const bool fp8 = w.precision == TrainingPrecision::Fp8 && gpu.fp8DenseTflops > 0;
    c.peakFlops = (fp8 ? gpu.fp8DenseTflops : gpu.bf16DenseTflops) * 1e12;
    c.fp8 = fp8;
    c.bf16PeakFlops = gpu.bf16DenseTflops * 1e12;
    c.nvlinkBusBytesPerS = gpu.nvlinkGBpsPerDir * w.nvlinkBusEfficiency * kGB;
    c.pcieBytesPerS = w.pcieGBps * kGB;
    // Cross-node bandwidth per GPU, in order of precedence (docs/training.md, "Cross-node bandwidth"):
    // 1. the workload's explicit figure (an override), divided by its oversubscription input;
    // 2. the compute fabric as cabled: NIC line rate per GPU x NIC efficiency (REFERENCE 1.3:
    //    NDR measured 46-48 of 50 GB/s), with the bytes to peers behind another leaf slowed by
    //    the end-to-end oversubscription (REFERENCE 5) and those to peers on the same leaf not
    //    (REFERENCE 2: same-rail traffic stays on the rail leaf): FabricBandwidth::slowdown();
    // 3. no fabric: the GPU system's compute NICs from the catalog, divided by the workload's
    //    fabric_oversubscription (the behaviour before the network engine fed this).
    const bool useFabric = w.internodeGBpsPerGpu <= 0 && fabric && fabric->present;
    if (w.internodeGBpsPerGpu > 0) {
        c.interBytesPerS = w.internodeGBpsPerGpu * kGB / std::max(1.0, w.fabricOversubscription);
    } else if (useFabric) {
        c.interBytesPerS = fabric->linkGbpsPerGpu / 8.0 * w.internodeNicEfficiency * kGB / fabric->slowdown();
    } else {
        const double nicPerGpu = gpu.computeNics * gpu.nicGbps / 8.0 * w.internodeNicEfficiency / c.nodeSize;
        c.interBytesPerS = nicPerGpu * kGB / std::max(1.0, w.fabricOversubscription);
    }
    if (c.interBytesPerS <= 0)
        c.interBytesPerS = c.pcieBytesPerS;  // a node without compute NICs: at best over the host
    // An all-to-all (expert parallelism) sends to every rank, so on a rail-optimised fabric its
    // bytes go to other rails and cross the spine: the whole end-to-end oversubscription applies
    // (f = 1 in FabricBandwidth's slowdown), not just the cross-leaf share of same-rank peers.
    c.allToAllInterBytesPerS = useFabric ? fabric->linkGbpsPerGpu / 8.0 * w.internodeNicEfficiency * kGB
                                               / std::max(1.0, fabric->oversubscription)
                                         : c.interBytesPerS;
    if (c.allToAllInterBytesPerS <= 0)
        c.allToAllInterBytesPerS = c.interBytesPerS;
    c.hbmB = gpu.hbmGb * kGB;
    c.hbmBytesPerS = gpu.hbmTbps * 1e12 * w.hbmEfficiency;
    c.usableB = c.hbmB * (1 - w.memoryHeadroom);
    c.buffersB = w.frameworkOverheadGb * kGB;
    const EfficiencyDefaults d = EfficiencyDefaults::forGpuModel(gpu.model);
    c.computeEfficiency = w.computeEfficiency > 0 ? w.computeEfficiency : d.computeEfficiency;
    c.fp8Efficiency = w.fp8Efficiency > 0 ? w.fp8Efficiency : d.fp8Efficiency;
    c.commOverlap = w.commOverlap >= 0 ? w.commOverlap : d.commOverlap;
    c.tpCommOverlap = w.tpCommOverlap == TpCommOverlap::Auto ? d.tpCommOverlap : w.tpCommOverlap == TpCommOverlap::On;
    c.moeImbalance = std::max(1.0, w.moeLoadImbalance);
    c.moeA2aOverlap = w.moeA2aOverlap;
    c.moeDedup = w.moeDeduplicatedDispatch;
    c.fixedMfu = w.fixedMfu;
    c.userDp = w.dp;
    c.planMargin = w.planMargin;
    if (info) {
        info->gpuModel = gpu.model;
        info->gpuFamily = d.family;
        info->gpusPerNode = c.nodeSize;
        info->nvlinkDomain = c.nvlinkDomain;
        info->pcieOnly = gpu.nvlinkGBpsPerDir <= 0;
        info->precision = fp8 ? "fp8" : "bf16";
        info->peakFlopsPerGpu = c.peakFlops;
        info->modelId = w.model;
        info->mode = trainingModeName(w.mode);
        info->parameters = params;
        info->activeParameters = active;
        info->trainableParameters = trainable;
        info->computeEfficiency = c.computeEfficiency;
        info->commOverlap = c.commOverlap;
        info->tpCommOverlap = c.tpCommOverlap;
        info->hbmEfficiency = w.hbmEfficiency;
        info->goodput = w.goodput > 0 ? w.goodput : d.goodput;
        info->fixedMfu = w.fixedMfu;
        const bool allSet = w.computeEfficiency > 0 && w.commOverlap >= 0 && w.goodput > 0;
        info->efficiencySource = allSet ? "workload" : d.family + " defaults";
        info->intraNodeBytesPerS = c.nvlinkBusBytesPerS > 0 ? c.nvlinkBusBytesPerS : c.pcieBytesPerS;
        info->interNodeBytesPerS = c.interBytesPerS;
        describeInterNode(*info, w, gpu, useFabric ? fabric : nullptr);
    }
    return c;
}

TrainingResult TrainingEngine::evaluate(const EngineContext &context, const Needs &needs)
{
    const Project &project = context.project;
    const Catalog &catalog = context.catalog;
    std::vector<Warning> &warnings = context.warnings;
    const double itNameplateW = needs.itNameplateW;
    const FabricBandwidth *fabric = needs.fabric;
    const RunCostBasis *basis = needs.basis;
    const std::vector<GpuPool> pools = gpuPools(project, catalog);
    int total = 0;
    for (const GpuPool &p : pools)
        total += p.gpus;
    if (pools.empty()) {
        warn(warnings, WarningCode::TrainingNoGpus,
             "The layout has no GPUs: the training workload is not evaluated.", {},
             "Place GPU servers or rack-scale GPU systems.");
        return {};
    }
    const Workload &w = project.workload;
    const GpuPool *pool = nullptr;
    if (!w.gpuCatalogId.empty()) {
        for (const GpuPool &p : pools)
            if (p.catalogId == w.gpuCatalogId)
                pool = &p;
        if (!pool) {
            warn(warnings, WarningCode::TrainingGpuNotPlaced,
                 "The workload names GPU model '" + w.gpuCatalogId + "', which is not placed in the layout.", {},
                 "Clear workload.gpu_catalog_id or place that model.");
            TrainingResult none;
            none.finetune = FinetuneEngine::evaluate(context, {});
            return none;
        }
    } else {
        // The model with the most GPUs; ties go to the higher peak.
        for (const GpuPool &p : pools)
            if (!pool || p.gpus > pool->gpus
                || (p.gpus == pool->gpus && p.gpu.bf16DenseTflops > pool->gpu.bf16DenseTflops))
                pool = &p;
    }
    if (pool->gpus < total) {
        std::vector<std::string> ids;
        for (const GpuPool &p : pools)
            if (&p != pool)
                ids.insert(ids.end(), p.unitIds.begin(), p.unitIds.end());
        warn(warnings, WarningCode::TrainingMixedGpus,
             formatText("The run uses the %.0f GPUs of model ", pool->gpus) + pool->gpu.model
                 + formatText("; %.0f other GPUs in the layout are not part of it.", total - pool->gpus),
             ids, "Set workload.gpu_catalog_id to choose the model that trains.");
    }
    TrainingResult r = evaluate(w, *pool, total, itNameplateW, project.site, warnings, fabric, basis);
    r.finetune = FinetuneEngine::evaluate(context, {});
    return r;
}

namespace {

// What would fit when the plan does not: each remedy evaluated with the auto planner.
std::vector<std::string> suggestions(const Workload &w, const GpuSpec &gpu, int gpus, const FabricBandwidth *fabric)
{
    struct Option {
        const char *label;
        Workload w;
    };
    std::vector<Option> options;
    auto variant = [&](const char *label, auto &&change) {
        Workload v = w;
        v.autoParallelism = true;
        change(v);
        options.push_back({label, v});
    };
    if (!w.autoParallelism)
        variant("automatic TP/PP", [](Workload &) {});
    if (w.zeroStage < 3)
        variant("ZeRO stage 3", [](Workload &v) { v.zeroStage = 3; });
    if (w.recompute != Recompute::Full)
        variant("full activation recomputation", [](Workload &v) { v.recompute = Recompute::Full; });
    if (w.microBatch > 1)
        variant("micro-batch 1", [](Workload &v) { v.microBatch = 1; });
    if (w.mode == TrainingMode::Pretrain || w.mode == TrainingMode::FullFinetune)
        variant("LoRA fine-tuning", [](Workload &v) { v.mode = TrainingMode::Lora; });
    if (w.mode != TrainingMode::Qlora)
        variant("QLoRA (4-bit base)", [](Workload &v) { v.mode = TrainingMode::Qlora; });
    std::vector<std::string> out;
    for (const Option &o : options) {
        const TrainingPlan p = TrainingPlanner::best(TrainingEngine::context(o.w, gpu, gpus, nullptr, fabric));
        if (p.valid && p.memory.fits)
            out.push_back(std::string(o.label)
                          + formatText(" fits: TP %.0f x PP %.0f x DP %.0f, %.1f GB per GPU", p.tp, p.pp, p.dp,
                                p.memory.totalB / kGB));
    }
    if (out.empty())
        out.push_back("no single change fits: more GPUs with more HBM, or a smaller model");
    return out;
}

} // namespace

TrainingResult TrainingEngine::evaluate(const Workload &w, const GpuPool &pool, int gpusInLayout,
                                        double itNameplateW, const Site &site, std::vector<Warning> &warnings,
                                        const FabricBandwidth *fabric, const RunCostBasis *basis)
{
    TrainingResult r;
    r.evaluated = true;
    r.gpuCatalogId = pool.catalogId;
    r.gpusInLayout = gpusInLayout;
    r.gpusOfModel = pool.gpus;
    const TrainingPlanner::Context c = context(w, pool.gpu, pool.gpus, &r, fabric);
    r.tokens = w.tokens;
    r.modelFlops = c.modelFlopsPerToken * w.tokens;
    r.flops6nd = (c.adapters ? 4.0 : 6.0) * r.activeParameters * w.tokens;
    if (w.precision == TrainingPrecision::Fp8 && pool.gpu.fp8DenseTflops <= 0)
        warn(warnings, WarningCode::TrainingFp8Unsupported,
             pool.gpu.model + " has no FP8 tensor throughput in the catalog; the run is timed in BF16.", {},
             "Choose workload.precision = bf16 or GPUs with FP8 (Hopper, Blackwell).");

    if (r.interNodeSource == "fabric" && std::abs(w.fabricOversubscription - 1) > 1e-9)
        warn(warnings, WarningCode::TrainingOversubscriptionFromFabric,
             formatText("The workload's oversubscription (%.2f:1) is not used: the compute fabric sets the cross-node bandwidth (%.2f:1).",
                 w.fabricOversubscription, r.interNodeOversubscription),
             {}, "Change the fabric's target oversubscription and regenerate it, or set workload.internode_gbytes_per_s_per_gpu to override.");
    r.autoPlanned = w.autoParallelism;
    if (w.autoParallelism) {
        r.topPlans = TrainingPlanner::top(c, kTopPlans, &r.plansEvaluated);
        if (!r.topPlans.empty())
            r.plan = r.topPlans.front();
        else if (w.dp > 0 && TrainingPlanner::dataParallel(c, {1, w.dp, c.gpus, 1, 1}) == 0)
            r.plan.invalidReason = TrainingPlanner::whyNoDataParallel(c, {1, w.dp, c.gpus, 1, 1});  // the DP set for auto
    } else {
        r.plan = TrainingPlanner::evaluate(c, w.tp, w.pp, w.dp);
        r.plansEvaluated = 1;
        std::string why = r.plan.invalidReason;
        if (c.heads % std::max(1, w.tp) != 0)
            why = formatText("TP %.0f does not divide the %.0f attention heads", w.tp, c.heads);
        if (!why.empty())
            r.plan.valid = false;
        r.plan.invalidReason = why;
    }
    const TrainingPlan &p = r.plan;
    r.hardwareFlops = r.modelFlops + (p.recompute == "full" ? c.recomputeFlopsPerToken * w.tokens : 0.0);
    if (!p.valid) {
        warn(warnings, WarningCode::TrainingInvalidPlan,
             "The parallel layout is not valid: " + (p.invalidReason.empty() ? std::string("no layout found") : p.invalidReason) + ".",
             {}, "Choose TP dividing the heads, PP of at most one stage per layer, TP x PP x DP within the GPUs and DP x "
                 "micro-batch dividing the global batch, or use auto with DP 0.");
        return r;
    }

    // --- Time (REFERENCE 4): steps x step time / goodput
    const double tokensPerStep = double(p.microBatches) * p.dp * p.microBatch * w.sequenceLength;
    r.steps = w.tokens / tokensPerStep;
    const double busyS = r.steps * p.stepS;
    r.wallClockS = busyS / r.goodput;
    r.days = r.wallClockS / 86400;
    r.gpuHours = r.wallClockS / 3600 * p.gpusUsed;
    if (w.computeEfficiency <= 0 && w.fixedMfu <= 0) {
        r.productionDaysFast = r.days / EfficiencyDefaults::kProductionSpeedHigh;
        r.productionDaysSlow = r.days / EfficiencyDefaults::kProductionSpeedLow;
    }
    r.tokensPerS = w.tokens / r.wallClockS;
    r.achievedTflopsPerGpu = r.hardwareFlops / (busyS * p.gpusUsed) / 1e12;
    r.mfu = r.modelFlops / (busyS * p.gpusUsed * r.peakFlopsPerGpu);
    r.effectiveMfu = r.modelFlops / (r.wallClockS * p.gpusUsed * r.peakFlopsPerGpu);
    r.computeS = r.steps * p.computeS;
    r.bubbleS = r.steps * p.bubbleS;
    r.exposedCommS = r.steps * p.exposedS();
    r.goodputLossS = r.wallClockS - busyS;
    r.exposedCommShare = p.stepS > 0 ? p.exposedS() / p.stepS : 0;
    r.commShareWarning = w.commShareWarning;
    r.plan.days = r.days;
    r.plan.mfu = r.mfu;
    for (TrainingPlan &t : r.topPlans) {
        t.days = TrainingScaling::days(t, w.tokens, w.sequenceLength, r.goodput);
        t.mfu = c.modelFlopsPerToken * t.tokensPerStep(w.sequenceLength) / (t.stepS * t.gpusUsed * r.peakFlopsPerGpu);
    }
    r.scaling = TrainingScaling::curve(w, pool.gpu, pool.gpus, r.goodput, fabric, &r.plan);

    // --- Energy (REFERENCE 3 and 6): IT power at training load x hours x PUE. The PUE and the
    // GPU-hour price are the design's own unless the workload sets them (issue 30 item 4,
    // docs/training.md "Run cost"); the price leaves electricity out, which the energy prices.
    r.itPowerW = itNameplateW * w.trainingLoadFactor;
    const RunCostBasis design = basis ? *basis : RunCostBasis{};
    r.pueSource = w.pue >= 0 ? "workload" : design.pue > 0 ? "design" : "none";
    r.pue = w.pue >= 0 ? w.pue : design.pue;
    r.energyMwh = r.itPowerW * (r.wallClockS / 3600) * r.pue / 1e6;
    r.energyCost = r.energyMwh * 1000 * site.electricityPricePerKwh;
    r.co2Tonnes = r.energyMwh * 1000 * site.gridCo2KgPerKwh / 1000;
    r.gpuHourPriceSource = w.gpuHourPriceUsd >= 0 ? "workload" : design.gpuHourPrice > 0 ? "design_cost" : "none";
    r.gpuHourPrice = w.gpuHourPriceUsd >= 0 ? w.gpuHourPriceUsd * design.currencyPerUsd : design.gpuHourPrice;
    r.gpuHourCost = r.gpuHours * r.gpuHourPrice;
    r.runCost = r.energyCost + r.gpuHourCost;
    if (r.pueSource == "none" || r.gpuHourPriceSource == "none")
        warn(warnings, WarningCode::TrainingRunCostIncomplete,
             std::string("The run's ") + (r.pueSource == "none" ? "energy" : "GPU-hours") +
                 " cannot be priced from this design (no annual PUE or cost of a GPU-hour): the run cost leaves it out.",
             {}, "Set workload.pue and workload.gpu_hour_price_usd to figures of your own.");

    // --- Findings
    const TrainingMemory &m = p.memory;
    const std::string plan = formatText("TP %.0f x PP %.0f x DP %.0f", p.tp, p.pp, p.dp);
    if (m.totalB > m.hbmB) {
        r.suggestions = suggestions(w, pool.gpu, pool.gpus, fabric);
        std::string fix = "What would fit: ";
        for (size_t i = 0; i < r.suggestions.size(); ++i)
            fix += (i ? "; " : "") + r.suggestions[i];
        warn(warnings, WarningCode::TrainingDoesNotFit,
             formatText("The run needs %.1f GB per GPU (weights %.1f, gradients %.1f, optimizer %.1f, ", m.totalB / kGB,
                 m.weightsB / kGB, m.gradientsB / kGB, m.optimizerB / kGB)
                 + formatText("activations %.1f GB) with ", m.activationsB / kGB) + plan + ", more than the "
                 + formatText("%.0f GB of HBM.", m.hbmB / kGB),
             pool.unitIds, fix + ".");
    } else if (!m.fits) {
        r.suggestions = suggestions(w, pool.gpu, pool.gpus, fabric);
        warn(warnings, WarningCode::TrainingHeadroomLow,
             formatText("The run needs %.1f GB of %.0f GB HBM per GPU, leaving %.1f%% free; the headroom setting is %.0f%%.",
                 m.totalB / kGB, m.hbmB / kGB, 100 * (1 - m.totalB / m.hbmB), 100 * w.memoryHeadroom),
             {}, "Keep 10-15% free for fragmentation and peaks (REFERENCE 4): use ZeRO-3, recomputation or more TP/PP.");
    }
    if (p.tp > c.nodeSize)
        warn(warnings, WarningCode::TrainingTpAcrossNodes,
             formatText("Tensor parallelism of %.0f spans nodes of %.0f GPUs: its all-reduces cross the NICs.", p.tp, c.nodeSize),
             {}, "Keep TP within the NVLink domain and use PP across nodes.");
    else if (p.tp > 1 && p.tp > c.nvlinkDomain)
        warn(warnings, WarningCode::TrainingTpOverPcie,
             formatText("Tensor parallelism of %.0f runs over PCIe (%.0f GB/s), not NVLink.", p.tp, w.pcieGBps),
             pool.unitIds, "Use NVLink GPU systems for tensor parallelism, or TP 1 with PP and ZeRO.");
    if (r.pcieOnly && p.gpusUsed > c.nodeSize)
        warn(warnings, WarningCode::TrainingMultinodePcie,
             formatText("Training across %.0f PCIe-only nodes: every collective crosses PCIe and %.1f GB/s per GPU NICs.",
                 std::ceil(double(p.gpusUsed) / c.nodeSize), c.interBytesPerS / kGB),
             pool.unitIds, "Fine-tune on one node, or use NVLink systems for multi-node training.");
    if (r.exposedCommShare > w.commShareWarning)
        warn(warnings, WarningCode::TrainingCommDominant,
             formatText("Exposed communication is %.0f%% of each step (warning above %.0f%%); inter-node %.1f GB/s per GPU.",
                 100 * r.exposedCommShare, 100 * w.commShareWarning, c.interBytesPerS / kGB),
             {}, "Raise inter-node bandwidth (more NICs, less oversubscription), a larger global batch, or more TP/PP inside nodes.");
    if (p.gpusUsed < pool.gpus) {
        // Why: the user fixed DP, the GPUs are not a multiple of the model-parallel group, or
        // the batch splits evenly over fewer replicas than the GPUs allow.
        const int group = p.tp * p.cp * p.pp;
        const int maxDp = pool.gpus / std::max(1, group);
        std::string why;
        if (w.dp > 0)
            why = formatText("DP is fixed at %.0f in the workload.", w.dp);
        else if (p.dp == maxDp)
            why = formatText("TP x CP x PP = %.0f does not divide them.", group);
        else
            why = formatText("the global batch (%.0f sequences", c.globalSequences)
                  + (w.globalBatchInTokens && std::fmod(w.globalBatch, w.sequenceLength) != 0
                         ? formatText(": %.0f tokens rounded down to whole sequences of %.0f", w.globalBatch, w.sequenceLength)
                         : std::string())
                  + formatText(") splits into whole micro-batches of %.0f over at most %.0f replicas", p.microBatch, p.dp)
                  + (p.ep > 1 ? formatText(" with EP %.0f dividing TP x CP x DP", p.ep) : std::string())
                  + formatText(", where the GPUs allow %.0f.", maxDp);
        warn(warnings, WarningCode::TrainingGpusIdle,
             formatText("The plan uses %.0f of %.0f GPUs: ", p.gpusUsed, pool.gpus) + why, {},
             "Choose a global batch that divides evenly over the replicas the GPUs allow, a GPU count that is a multiple "
             "of TP x CP x PP, or DP 0.");
    }
    return r;
}

} // namespace dcs
