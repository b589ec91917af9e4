#include "workloadio.h"
#include "inputreader.h"
#include "spec/modelpresets.h"
#include "json/jsonfieldreader.h"
#include "json/keylog.h"
#include "project/finetunemig.h"
#include <algorithm>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// A string that must be one of `names`; returns its index, or `fallback` after an error.
int choice(JsonFieldReader &r, const json &o, const char *key, const std::string &path,
           std::initializer_list<const char *> names, int fallback)
{
    const std::string v = r.optString(o, key, path, *(names.begin() + fallback));
    int i = 0;
    std::string list;
    for (const char *n : names) {
        if (v == n)
            return i;
        list += (i ? ", " : "") + std::string("\"") + n + "\"";
        ++i;
    }
    r.error(JsonFieldReader::child(path, key), "\"" + v + "\" is not one of " + list + ".");
    return fallback;
}

// An efficiency input: a number in its registry range, or "auto" (stored as -1: GPU family default).
double autoNumber(JsonFieldReader &r, const InputReader &in, const json &o, const char *key, const std::string &path,
                  double fallback)
{
    KeyLog::note(o, key);  // a known key even when "auto" bypasses the field reader
    auto it = o.find(key);
    if (it != o.end() && it->is_string()) {
        if (it->get<std::string>() == "auto")
            return -1;
        r.error(JsonFieldReader::child(path, key), "expected a number or \"auto\", found \"" + it->get<std::string>() + "\".");
        return fallback;
    }
    return in.number(o, key, path, fallback);
}

json autoValue(double v) { return v < 0 ? json("auto") : json(v); }

ModelArchitecture readArchitecture(JsonFieldReader &r, const json &o, const std::string &path)
{
    ModelArchitecture a;
    const InputReader in(r, "workload.custom_model");
    a.layers = in.requiredInteger(o, "layers", path);
    a.hidden = in.requiredInteger(o, "hidden", path);
    a.heads = in.requiredInteger(o, "heads", path);
    a.kvHeads = in.integer(o, "kv_heads", path, a.heads);
    a.ffn = in.requiredInteger(o, "ffn", path);
    a.vocab = in.requiredInteger(o, "vocab", path);
    a.gatedMlp = r.optBool(o, "gated_mlp", path, true);
    a.tiedEmbeddings = r.optBool(o, "tied_embeddings", path, false);
    a.experts = in.integer(o, "experts", path, 0);
    a.topK = in.integer(o, "top_k", path, a.experts > 0 ? 1 : 0);
    a.sharedExperts = in.integer(o, "shared_experts", path, 0);
    a.expertFfn = in.integer(o, "expert_ffn", path, 0);
    a.denseLayers = in.integer(o, "dense_layers", path, 0);
    a.attentionParams = in.number(o, "attention_params", path, 0);
    a.attentionDim = in.number(o, "attention_dim", path, 0);
    a.dropout = r.optBool(o, "dropout", path, false);
    a.mtpLayers = in.integer(o, "mtp_layers", path, 0);
    a.routingGroups = in.integer(o, "routing_groups", path, 0);
    a.routingGroupLimit = in.integer(o, "routing_group_limit", path, 0);
    if (a.routingGroups > 0 && (a.experts <= 0 || a.experts % a.routingGroups != 0))
        r.error(JsonFieldReader::child(path, "routing_groups"),
                "the expert groups must divide the routed experts (" + std::to_string(a.experts) + ").");
    if (a.routingGroupLimit > 0 && a.routingGroupLimit > a.routingGroups)
        r.error(JsonFieldReader::child(path, "routing_group_limit"),
                "a token can take its experts from at most the " + std::to_string(a.routingGroups) + " groups there are.");
    else if (a.routingGroupLimit > 0 && a.routingGroups > 0 && a.experts / a.routingGroups * a.routingGroupLimit < a.topK)
        r.error(JsonFieldReader::child(path, "routing_group_limit"),
                "the allowed groups hold fewer experts than a token uses (top_k " + std::to_string(a.topK) + ").");
    if (a.experts > 0 && (a.topK < 1 || a.topK > a.experts))
        r.error(JsonFieldReader::child(path, "top_k"), "each token must use between 1 and the experts (" + std::to_string(a.experts) + ").");
    if (a.hidden % a.heads != 0)
        r.error(JsonFieldReader::child(path, "heads"), "the heads must divide the hidden size.");
    if (a.heads % a.kvHeads != 0)
        r.error(JsonFieldReader::child(path, "kv_heads"), "the K/V heads must divide the attention heads.");
    return a;
}

// One job of the fine-tuning lab (docs/training.md). Checks that need the GPUs placed (a MIG
// profile none of them offers, a job no server holds) are FinetuneEngine's: on an edit they refuse
// it, in a file they are engine errors naming the same path.
FinetuneJob readJob(JsonFieldReader &r, const json &o, const std::string &path)
{
    FinetuneJob j;
    j.name = r.optString(o, "name", path, j.name);
    if (j.name.empty())
        r.error(JsonFieldReader::child(path, "name"), "a job needs a name.");
    j.model = r.optString(o, "model", path, j.model);
    if (j.model != "custom" && !ModelPresets::find(j.model)) {
        std::string list;
        for (const auto &p : ModelPresets::all())
            list += p.id + ", ";
        r.error(JsonFieldReader::child(path, "model"), "unknown model \"" + j.model + "\" (expected " + list + "or custom with workload.custom_model).");
    }
    j.mode = FinetuneMode(choice(r, o, "mode", path, {"full", "lora", "qlora"}, int(j.mode)));
    // Tokens: at least one sequence's worth is not checked here (the sequence may change later).
    j.tokens = r.optNumber(o, "tokens", path, 1, 1e15, j.tokens);
    j.deadlineH = r.optNumber(o, "deadline_h", path, 0, 1e6, j.deadlineH);
    j.loraRank = r.optInteger(o, "lora_rank", path, 1, 65536, j.loraRank);
    j.sequenceLength = r.optInteger(o, "sequence_length", path, 1, 10'000'000, j.sequenceLength);
    j.microBatch = r.optInteger(o, "micro_batch", path, 1, 65536, j.microBatch);
    j.gradientCheckpointing = r.optBool(o, "gradient_checkpointing", path, j.gradientCheckpointing);
    j.placement = r.optString(o, "placement", path, j.placement);
    const auto &names = MigProfiles::allNames();
    if (j.placement != "auto" && j.placement != "whole" && std::find(names.begin(), names.end(), j.placement) == names.end()) {
        std::string list;
        for (const std::string &n : names)
            list += ", " + n;
        r.error(JsonFieldReader::child(path, "placement"), "\"" + j.placement + "\" is not \"auto\", \"whole\" or a MIG profile (" + list.substr(2) + ").");
    }
    return j;
}

void readFinetune(JsonFieldReader &r, const json &o, Workload &w)
{
    const std::string path = "/workload/finetune";
    FinetuneLab &lab = w.finetune;
    const InputReader in(r, "workload.finetune");
    lab.useMig = r.optBool(o, "use_mig", path, lab.useMig);
    lab.computeEfficiency = autoNumber(r, in, o, "compute_efficiency", path, lab.computeEfficiency);
    lab.migNvlinkPenalty = in.number(o, "mig_nvlink_penalty", path, lab.migNvlinkPenalty);
    lab.jobs.clear();
    if (const json *jobs = r.array(o, "jobs", path, false, 1000)) {
        const std::string jobsPath = JsonFieldReader::child(path, "jobs");
        for (size_t i = 0; i < jobs->size(); ++i) {
            const std::string p = JsonFieldReader::child(jobsPath, i);
            if (r.expectObject((*jobs)[i], p))
                lab.jobs.push_back(readJob(r, (*jobs)[i], p));
        }
    }
}

} // namespace

void readWorkload(const json &doc, Workload &w, JsonFieldReader &r)
{
    const json *section = r.object(doc, "workload", "", false);
    if (!section)
        return;
    const json &o = *section;
    const std::string path = "/workload";
    const InputReader in(r, "workload");
    w.model = r.optString(o, "model", path, w.model);
    if (w.model == "custom") {
        if (const json *c = r.object(o, "custom_model", path, true))
            w.custom = readArchitecture(r, *c, JsonFieldReader::child(path, "custom_model"));
    } else {
        if (!ModelPresets::find(w.model)) {
            std::string list;
            for (const auto &p : ModelPresets::all())
                list += p.id + ", ";
            r.error(JsonFieldReader::child(path, "model"), "unknown model \"" + w.model + "\" (expected " + list + "or custom).");
        }
        if (const json *c = r.object(o, "custom_model", path, false))
            w.custom = readArchitecture(r, *c, JsonFieldReader::child(path, "custom_model"));
    }
    w.mode = TrainingMode(choice(r, o, "mode", path, {"pretrain", "full_finetune", "lora", "qlora"}, int(w.mode)));
    w.loraRank = in.integer(o, "lora_rank", path, w.loraRank);
    if (const json *t = r.array(o, "lora_targets", path, false, 7)) {
        w.loraTargets.clear();
        for (size_t i = 0; i < t->size(); ++i) {
            const std::string p = JsonFieldReader::child(JsonFieldReader::child(path, "lora_targets"), i);
            if (!(*t)[i].is_string() || !ModelPresets::isLoraTarget((*t)[i].get<std::string>()))
                r.error(p, "expected one of \"q\", \"k\", \"v\", \"o\", \"gate\", \"up\", \"down\".");
            else
                w.loraTargets.push_back((*t)[i].get<std::string>());
        }
    }
    w.tokens = in.number(o, "tokens", path, w.tokens);
    w.sequenceLength = in.integer(o, "sequence_length", path, w.sequenceLength);
    w.globalBatch = in.number(o, "global_batch", path, w.globalBatch);
    w.globalBatchInTokens = choice(r, o, "global_batch_unit", path, {"sequences", "tokens"}, w.globalBatchInTokens) == 1;
    w.microBatch = in.integer(o, "micro_batch", path, w.microBatch);
    w.precision = TrainingPrecision(choice(r, o, "precision", path, {"bf16", "fp8"}, int(w.precision)));
    choice(r, o, "optimizer", path, {"adam_mixed"}, 0);
    w.optimizerStateBytes = in.number(o, "optimizer_state_bytes", path, w.optimizerStateBytes);
    w.zeroStage = in.integer(o, "zero_stage", path, w.zeroStage);
    w.recompute = Recompute(choice(r, o, "recompute", path, {"none", "selective", "full"}, int(w.recompute)));
    w.flashAttention = r.optBool(o, "flash_attention", path, w.flashAttention);
    w.autoParallelism = choice(r, o, "parallelism", path, {"auto", "manual"}, w.autoParallelism ? 0 : 1) == 0;
    w.planSearch = PlanSearch(choice(r, o, "plan_search", path, {"layout", "all"}, int(w.planSearch)));
    w.tp = in.integer(o, "tp", path, w.tp);
    w.pp = in.integer(o, "pp", path, w.pp);
    w.dp = in.integer(o, "dp", path, w.dp);
    w.cp = in.integer(o, "cp", path, w.cp);
    w.ep = in.integer(o, "ep", path, w.ep);
    w.schedule = PipelineSchedule(choice(r, o, "pipeline_schedule", path, {"1f1b", "interleaved"}, int(w.schedule)));
    w.virtualStages = in.integer(o, "virtual_stages", path, w.virtualStages);
    w.sequenceParallel = r.optBool(o, "sequence_parallel", path, w.sequenceParallel);
    // Cross-field checks: refused here so a bad edit changes nothing (the engine would only
    // call the plan invalid).
    if (w.sequenceLength % w.cp != 0)
        r.error(JsonFieldReader::child(path, "cp"), "context parallelism " + std::to_string(w.cp)
                    + " does not divide the sequence length " + std::to_string(w.sequenceLength) + ".");
    const ModelArchitecture arch = ModelPresets::architecture(w);
    if (w.ep > 1 && !arch.moe())
        r.error(JsonFieldReader::child(path, "ep"), "expert parallelism needs a mixture-of-experts model; " + w.model + " is dense.");
    else if (w.ep > 1 && arch.experts % w.ep != 0)
        r.error(JsonFieldReader::child(path, "ep"), "expert parallelism " + std::to_string(w.ep) + " does not divide the "
                    + std::to_string(arch.experts) + " experts.");
    w.gpuCatalogId = r.optString(o, "gpu_catalog_id", path, w.gpuCatalogId);
    w.computeEfficiency = autoNumber(r, in, o, "compute_efficiency", path, w.computeEfficiency);
    w.fp8Efficiency = autoNumber(r, in, o, "fp8_efficiency", path, w.fp8Efficiency);
    w.commOverlap = autoNumber(r, in, o, "comm_overlap", path, w.commOverlap);
    w.tpCommOverlap = TpCommOverlap(choice(r, o, "tp_comm_overlap", path, {"auto", "on", "off"}, int(w.tpCommOverlap)));
    w.hbmEfficiency = in.number(o, "hbm_efficiency", path, w.hbmEfficiency);
    w.moeLoadImbalance = in.number(o, "moe_load_imbalance", path, w.moeLoadImbalance);
    w.planMargin = in.number(o, "plan_margin", path, w.planMargin);
    w.moeA2aOverlap = in.number(o, "moe_a2a_overlap", path, w.moeA2aOverlap);
    w.moeDeduplicatedDispatch = choice(r, o, "moe_dispatcher", path, {"alltoall", "deduplicated"}, w.moeDeduplicatedDispatch) == 1;
    w.goodput = autoNumber(r, in, o, "goodput", path, w.goodput);
    w.fixedMfu = in.number(o, "fixed_mfu", path, w.fixedMfu);
    w.memoryHeadroom = in.number(o, "memory_headroom", path, w.memoryHeadroom);
    w.frameworkOverheadGb = in.number(o, "framework_overhead_gb", path, w.frameworkOverheadGb);
    w.internodeGBpsPerGpu = in.number(o, "internode_gbytes_per_s_per_gpu", path, w.internodeGBpsPerGpu);
    w.internodeNicEfficiency = in.number(o, "internode_nic_efficiency", path, w.internodeNicEfficiency);
    w.fabricOversubscription = in.number(o, "fabric_oversubscription", path, w.fabricOversubscription);
    w.nvlinkBusEfficiency = in.number(o, "nvlink_bus_efficiency", path, w.nvlinkBusEfficiency);
    w.pcieGBps = in.number(o, "pcie_gbytes_per_s", path, w.pcieGBps);
    w.commShareWarning = in.number(o, "comm_share_warning", path, w.commShareWarning);
    w.trainingLoadFactor = in.number(o, "training_load_factor", path, w.trainingLoadFactor);
    w.pue = autoNumber(r, in, o, "pue", path, w.pue);
    w.gpuHourPriceUsd = autoNumber(r, in, o, "gpu_hour_price_usd", path, w.gpuHourPriceUsd);
    if (const json *f = r.object(o, "finetune", path, false))
        readFinetune(r, *f, w);
}

json finetuneToJson(const FinetuneLab &lab)
{
    json jobs = json::array();
    for (const FinetuneJob &j : lab.jobs)
        jobs.push_back({{"name", j.name}, {"model", j.model}, {"mode", finetuneModeName(j.mode)}, {"tokens", j.tokens},
                        {"deadline_h", j.deadlineH}, {"lora_rank", j.loraRank}, {"sequence_length", j.sequenceLength},
                        {"micro_batch", j.microBatch}, {"gradient_checkpointing", j.gradientCheckpointing},
                        {"placement", j.placement}});
    return {{"use_mig", lab.useMig}, {"compute_efficiency", autoValue(lab.computeEfficiency)},
            {"mig_nvlink_penalty", lab.migNvlinkPenalty}, {"jobs", jobs}};
}

json workloadToJson(const Workload &w)
{
    json o = {
        {"model", w.model},
        {"mode", trainingModeName(w.mode)},
        {"lora_rank", w.loraRank},
        {"lora_targets", w.loraTargets},
        {"tokens", w.tokens},
        {"sequence_length", w.sequenceLength},
        {"global_batch", w.globalBatch},
        {"global_batch_unit", w.globalBatchInTokens ? "tokens" : "sequences"},
        {"micro_batch", w.microBatch},
        {"precision", trainingPrecisionName(w.precision)},
        {"optimizer", w.optimizer},
        {"optimizer_state_bytes", w.optimizerStateBytes},
        {"zero_stage", w.zeroStage},
        {"recompute", recomputeName(w.recompute)},
        {"flash_attention", w.flashAttention},
        {"parallelism", w.autoParallelism ? "auto" : "manual"},
        {"plan_search", planSearchName(w.planSearch)},
        {"tp", w.tp},
        {"pp", w.pp},
        {"dp", w.dp},
        {"cp", w.cp},
        {"ep", w.ep},
        {"pipeline_schedule", pipelineScheduleName(w.schedule)},
        {"virtual_stages", w.virtualStages},
        {"sequence_parallel", w.sequenceParallel},
        {"gpu_catalog_id", w.gpuCatalogId},
        {"compute_efficiency", autoValue(w.computeEfficiency)},
        {"fp8_efficiency", autoValue(w.fp8Efficiency)},
        {"comm_overlap", autoValue(w.commOverlap)},
        {"tp_comm_overlap", w.tpCommOverlap == TpCommOverlap::Auto ? "auto" : w.tpCommOverlap == TpCommOverlap::On ? "on" : "off"},
        {"hbm_efficiency", w.hbmEfficiency},
        {"moe_load_imbalance", w.moeLoadImbalance},
        {"plan_margin", w.planMargin},
        {"moe_a2a_overlap", w.moeA2aOverlap},
        {"moe_dispatcher", w.moeDeduplicatedDispatch ? "deduplicated" : "alltoall"},
        {"goodput", autoValue(w.goodput)},
        {"fixed_mfu", w.fixedMfu},
        {"memory_headroom", w.memoryHeadroom},
        {"framework_overhead_gb", w.frameworkOverheadGb},
        {"internode_gbytes_per_s_per_gpu", w.internodeGBpsPerGpu},
        {"internode_nic_efficiency", w.internodeNicEfficiency},
        {"fabric_oversubscription", w.fabricOversubscription},
        {"nvlink_bus_efficiency", w.nvlinkBusEfficiency},
        {"pcie_gbytes_per_s", w.pcieGBps},
        {"comm_share_warning", w.commShareWarning},
        {"training_load_factor", w.trainingLoadFactor},
        {"pue", autoValue(w.pue)},
        {"gpu_hour_price_usd", autoValue(w.gpuHourPriceUsd)},
    };
    if (w.model == "custom" || !(w.custom == ModelArchitecture{}))
        o["custom_model"] = {{"layers", w.custom.layers}, {"hidden", w.custom.hidden}, {"heads", w.custom.heads},
                             {"kv_heads", w.custom.kvHeads}, {"ffn", w.custom.ffn}, {"vocab", w.custom.vocab},
                             {"gated_mlp", w.custom.gatedMlp}, {"tied_embeddings", w.custom.tiedEmbeddings},
                             {"dropout", w.custom.dropout}};
    if (w.custom.moe()) {
        json &c = o["custom_model"];
        c["experts"] = w.custom.experts;
        c["top_k"] = w.custom.topK;
        c["shared_experts"] = w.custom.sharedExperts;
        c["expert_ffn"] = w.custom.expertFfn;
        c["dense_layers"] = w.custom.denseLayers;
    }
    if (w.custom.attentionParams > 0)
        o["custom_model"]["attention_params"] = w.custom.attentionParams;
    if (w.custom.attentionDim > 0)
        o["custom_model"]["attention_dim"] = w.custom.attentionDim;
    if (w.custom.mtpLayers > 0)
        o["custom_model"]["mtp_layers"] = w.custom.mtpLayers;
    if (w.custom.routingGroups > 0) {
        o["custom_model"]["routing_groups"] = w.custom.routingGroups;
        o["custom_model"]["routing_group_limit"] = w.custom.routingGroupLimit;
    }
    // Only a lab that differs from the default is written: files without one stay as they were.
    if (!(w.finetune == FinetuneLab{}))
        o["finetune"] = finetuneToJson(w.finetune);
    return o;
}

} // namespace dcs
