// TrainingEngine::toJson: the "training" section of `dcstudio evaluate` (docs/training.md).
#include "trainingengine.h"
#include "efficiencydefaults.h"
#include "finetuneengine.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

json TrainingEngine::toJson(const TrainingResult &r)
{
    if (!r.evaluated)
        return {{"evaluated", false}, {"finetune", FinetuneEngine::toJson(r.finetune)}};
    const TrainingPlan &p = r.plan;
    const TrainingMemory &m = p.memory;
    json out = {
        {"evaluated", true},
        {"gpu", {{"catalog_id", r.gpuCatalogId}, {"model", r.gpuModel}, {"family", r.gpuFamily},
                 {"gpus_in_layout", r.gpusInLayout}, {"gpus_of_model", r.gpusOfModel},
                 {"gpus_per_node", r.gpusPerNode}, {"nvlink_domain", r.nvlinkDomain}, {"pcie_only", r.pcieOnly},
                 {"precision", r.precision}, {"peak_dense_flops_per_gpu", r.peakFlopsPerGpu},
                 {"intra_node_bus_bytes_per_s", r.intraNodeBytesPerS},
                 {"inter_node_bytes_per_s_per_gpu", r.interNodeBytesPerS}}},
        {"inter_node", {{"bytes_per_s_per_gpu", r.interNodeBytesPerS}, {"source", r.interNodeSource},
                        {"description", r.interNodeDescription}, {"network_id", r.interNodeNetworkId},
                        {"technology", r.interNodeTechnology},
                        {"nics_per_node", r.interNodeNicsPerNode}, {"nic_gbps", r.interNodeNicGbps},
                        {"oversubscription", r.interNodeOversubscription},
                        {"cross_leaf_share", r.interNodeCrossLeafShare}}},
        {"model", {{"id", r.modelId}, {"mode", r.mode}, {"parameters", r.parameters},
                   {"active_parameters", r.activeParameters},
                   {"trainable_parameters", r.trainableParameters}, {"tokens", r.tokens},
                   {"flops_6nd", r.flops6nd},
                   {"model_flops", r.modelFlops}, {"hardware_flops", r.hardwareFlops}}},
        {"efficiency", {{"compute_efficiency", r.computeEfficiency}, {"comm_overlap", r.commOverlap},
                        {"tp_comm_overlap", r.tpCommOverlap}, {"hbm_efficiency", r.hbmEfficiency},
                        {"goodput", r.goodput}, {"fixed_mfu", r.fixedMfu}, {"source", r.efficiencySource}}},
        {"plan", {{"valid", p.valid}, {"auto", r.autoPlanned}, {"plans_evaluated", r.plansEvaluated},
                  {"tp", p.tp}, {"pp", p.pp}, {"dp", p.dp}, {"cp", p.cp}, {"ep", p.ep},
                  {"schedule", p.schedule}, {"virtual_stages", p.v}, {"micro_batch", p.microBatch},
                  {"recompute", p.recompute}, {"zero_stage", p.zeroStage},
                  {"micro_batches", p.microBatches}, {"gpus_used", p.gpusUsed}}},
        {"finetune", FinetuneEngine::toJson(r.finetune)},
    };
    if (!p.valid) {
        out["plan"]["invalid_reason"] = p.invalidReason;
        return out;
    }
    out["step"] = {{"step_s", p.stepS},           {"compute_s", p.computeS},       {"bubble_s", p.bubbleS},
                   {"tp_comm_s", p.tpCommS},      {"dp_comm_s", p.dpCommS},        {"pp_comm_s", p.ppCommS},
                   {"tp_exposed_s", p.tpExposedS}, {"dp_exposed_s", p.dpExposedS}, {"pp_exposed_s", p.ppExposedS},
                   {"cp_comm_s", p.cpCommS},      {"ep_comm_s", p.epCommS},
                   {"cp_exposed_s", p.cpExposedS}, {"ep_exposed_s", p.epExposedS},
                   {"lm_head_s", p.lmHeadS},      {"optimizer_s", p.optimizerS},
                   {"bubble_fraction", p.bubbleFraction}};
    // The ten best fitting plans of the auto search, fastest first (docs/training.md).
    json top = json::array();
    for (const TrainingPlan &t : r.topPlans)
        top.push_back({{"tp", t.tp}, {"pp", t.pp}, {"dp", t.dp}, {"cp", t.cp}, {"ep", t.ep},
                       {"schedule", t.schedule}, {"virtual_stages", t.v}, {"micro_batch", t.microBatch},
                       {"recompute", t.recompute}, {"zero_stage", t.zeroStage}, {"step_s", t.stepS},
                       {"gpus_used", t.gpusUsed}, {"days", t.days}, {"mfu", t.mfu},
                       {"memory_bytes", t.memory.totalB}, {"bubble_fraction", t.bubbleFraction},
                       {"exposed_comm_s", t.exposedS()}, {"why_loses", t.whyLoses}});
    out["top_plans"] = top;
    out["time"] = {{"steps", r.steps},
                   {"wall_clock_s", r.wallClockS},
                   {"days", r.days},
                   {"gpu_hours", r.gpuHours},
                   {"production_days", r.productionDaysFast > 0
                                           ? json{{"fastest", r.productionDaysFast}, {"slowest", r.productionDaysSlow},
                                                  {"speed_share", {EfficiencyDefaults::kProductionSpeedHigh,
                                                                   EfficiencyDefaults::kProductionSpeedLow}}}
                                           : json(nullptr)},
                   {"tokens_per_s", r.tokensPerS},
                   {"achieved_tflops_per_gpu", r.achievedTflopsPerGpu},
                   {"mfu", r.mfu},
                   {"effective_mfu", r.effectiveMfu},
                   {"exposed_comm_share", r.exposedCommShare},
                   {"breakdown_s", {{"compute", r.computeS}, {"exposed_comm", r.exposedCommS},
                                    {"bubble", r.bubbleS}, {"goodput_loss", r.goodputLossS}}}};
    out["memory"] = {{"weights_bytes", m.weightsB},     {"gradients_bytes", m.gradientsB},
                     {"optimizer_bytes", m.optimizerB}, {"activations_bytes", m.activationsB},
                     {"buffers_bytes", m.buffersB},     {"total_bytes", m.totalB},
                     {"hbm_bytes", m.hbmB},             {"usable_bytes", m.usableB},
                     {"fits", m.fits},                  {"suggestions", r.suggestions}};
    out["energy"] = {{"it_power_w", r.itPowerW},
                     {"pue", r.pue},
                     {"pue_source", r.pueSource},
                     {"energy_mwh", r.energyMwh},
                     {"energy_cost", r.energyCost},
                     {"gpu_hour_price", r.gpuHourPrice},
                     {"gpu_hour_price_source", r.gpuHourPriceSource},
                     {"gpu_hour_cost", r.gpuHourCost},
                     {"run_cost", r.runCost},
                     {"co2_tonnes", r.co2Tonnes}};
    return out;
}

} // namespace dcs
