#include "finetuneengine.h"
#include "engine/enginetext.h"
#include "catalog/catalog.h"
#include "finetunemath.h"
#include "gpuunits.h"
#include "json/jsonfieldreader.h"
#include "project/project.h"
#include <algorithm>
#include <set>

namespace dcs {

namespace {


std::string jobPath(size_t i, const char *key)
{
    return JsonFieldReader::child(JsonFieldReader::child("/workload/finetune/jobs", i), key);
}

bool isProfile(const std::string &placement) { return placement != "auto" && placement != "whole"; }

// The servers of the hall that offer `profile`, and what each GPU model offers, for messages.
bool offered(const std::vector<FinetunePacker::Server> &servers, const std::string &profile, std::string *what)
{
    std::set<std::string> seen;
    bool any = false;
    for (const FinetunePacker::Server &s : servers) {
        const std::vector<MigProfile> ps = MigProfiles::forGpu(s.gpu.model, s.gpu.hbmGb);
        any = any || std::any_of(ps.begin(), ps.end(), [&](const MigProfile &p) { return p.name == profile; });
        if (!seen.insert(s.gpu.model).second || !what)
            continue;
        std::string list;
        for (const MigProfile &p : ps)
            list += (list.empty() ? "" : ", ") + p.name;
        *what += (what->empty() ? "" : "; ") + s.gpu.model + ": " + (list.empty() ? "no MIG" : list);
    }
    return any;
}

// One server of each catalog model placed (for "one more server" and "larger than the hall").
std::vector<FinetunePacker::Server> serverTypes(const std::vector<FinetunePacker::Server> &servers)
{
    std::vector<FinetunePacker::Server> out;
    for (const FinetunePacker::Server &s : servers)
        if (std::none_of(out.begin(), out.end(), [&](const auto &o) { return o.catalogId == s.catalogId; }))
            out.push_back(s);
    return out;
}

bool fitsSomeServer(const FinetuneJob &job, const Workload &w, const std::vector<FinetunePacker::Server> &types)
{
    FinetuneJob any = job;
    any.placement = "auto";  // a pinned slice too small for the job is another matter
    return std::any_of(types.begin(), types.end(),
                       [&](const auto &s) { return FinetunePacker::onEmptyServer(any, w, s).has_value(); });
}

// The largest place on any server type, for the "larger than the hall" sentence.
std::string tooLargeText(const FinetuneJob &job, const Workload &w, const std::vector<FinetunePacker::Server> &types)
{
    std::string best;
    double bestUsable = 0, need = 0;
    for (const auto &s : types) {
        const double usable = s.gpu.hbmGb * 1e9 * (1 - w.memoryHeadroom);
        if (usable > bestUsable || best.empty()) {
            bestUsable = usable;
            need = FinetuneMath::memory(job, w, std::max(1, s.gpu.count)).totalB;
            best = std::to_string(s.gpu.count) + " x " + s.gpu.model;
        }
    }
    return "job '" + job.name + "' (" + job.model + ", " + finetuneModeName(job.mode) + ") needs " + formatText("%.1f", need / 1e9)
        + " GB per GPU even sharded over all " + best + " GPUs of a server (" + formatText("%.1f", bestUsable / 1e9)
        + " GB usable each): larger than any server in the hall";
}

} // namespace

std::vector<FinetunePacker::Server> FinetuneEngine::servers(const Project &project, const Catalog &catalog)
{
    std::vector<FinetunePacker::Server> out;
    forEachGpuUnit(project, catalog,
                   [&](const CatalogEntry &e, const std::string &id) { out.push_back({id, e.id, *e.gpu}); });
    return out;
}

std::vector<std::string> FinetuneEngine::suggestions(const FinetuneJob &job, const Workload &w, const FinetunePacker &packed)
{
    std::vector<std::string> out;
    auto tryVariant = [&](const std::string &label, FinetuneJob v) {
        if (std::optional<FinetunePacker::Place> p = packed.find(v); p && (v.deadlineH <= 0 || p->hours() <= v.deadlineH))
            out.push_back(label + " fits " + packed.describe(*p) + formatText(" (finishes in %.1f h)", p->hours()));
    };
    if (isProfile(job.placement)) {
        FinetuneJob v = job;
        v.placement = "auto";
        tryVariant("any place instead of " + job.placement, v);
    }
    auto withMode = [&](FinetuneMode m) {
        FinetuneJob v = job;
        v.mode = m;
        return v;
    };
    if (job.mode == FinetuneMode::Full)
        tryVariant("LoRA instead of a full fine-tune", withMode(FinetuneMode::Lora));
    if (job.mode == FinetuneMode::Lora)
        tryVariant("QLoRA instead of LoRA", withMode(FinetuneMode::Qlora));
    if (!job.gradientCheckpointing) {
        FinetuneJob v = job;
        v.gradientCheckpointing = true;
        tryVariant("gradient checkpointing", v);
    }
    if (job.microBatch > 1) {
        FinetuneJob v = job;
        v.microBatch = 1;
        tryVariant("micro-batch 1", v);
    }
    if (job.mode == FinetuneMode::Full)
        tryVariant("QLoRA instead of a full fine-tune", withMode(FinetuneMode::Qlora));
    for (const FinetunePacker::Server &s : serverTypes(packed.servers())) {
        FinetunePacker::Server extra = s;
        extra.id = "a new " + s.catalogId;
        FinetunePacker one(w, {extra});
        if (std::optional<FinetunePacker::Place> p = one.find(job); p && (job.deadlineH <= 0 || p->hours() <= job.deadlineH))
            out.push_back("one more " + s.catalogId + " server: " + one.describe(*p) + formatText(" (finishes in %.1f h)", p->hours()));
    }
    if (out.empty())
        out.push_back("no single change fits it: a smaller model, or train it as the main run across servers");
    return out;
}

FinetuneResult FinetuneEngine::evaluate(const Workload &w, const std::vector<FinetunePacker::Server> &servers,
                                        std::vector<Warning> &warnings)
{
    FinetunePacker packer(w, servers);
    FinetuneResult r = packer.pack();
    if (!r.evaluated)
        return r;
    const bool allSet = w.finetune.computeEfficiency > 0;
    r.computeEfficiency = servers.empty() ? 0 : packer.computeEfficiency(servers.front());
    r.efficiencySource = allSet ? "workload" : "GPU family defaults";
    const std::vector<FinetunePacker::Server> types = serverTypes(servers);
    for (size_t i = 0; i < r.jobs.size(); ++i) {
        FinetuneJobResult &j = r.jobs[i];
        const FinetuneJob &job = w.finetune.jobs[i];
        std::vector<std::string> ids;
        for (const auto &s : servers)
            ids.push_back(s.id);
        std::string where;
        if (isProfile(job.placement) && !offered(servers, job.placement, &where)) {
            j.reason = "no placed GPU offers MIG profile " + job.placement + " (" + where + ")";
            j.suggestions = suggestions(job, w, packer);
            warnings.push_back({WarningCode::TrainingFinetuneProfileMissing,
                                "Fine-tuning job '" + job.name + "' asks for " + job.placement + " at " + jobPath(i, "placement") + ": " + j.reason + ".",
                                {}, j.suggestions.front() + "."});
        } else if (!servers.empty() && !fitsSomeServer(job, w, types)) {
            j.reason = tooLargeText(job, w, types);
            j.suggestions = suggestions(job, w, packer);
            warnings.push_back({WarningCode::TrainingFinetuneJobTooLarge,
                                "Fine-tuning " + j.reason + " (" + jobPath(i, "model") + ").", ids, j.suggestions.front() + "."});
        } else if (!j.placed) {
            // What it would take on an empty server of the hall: the place it needs.
            std::string need;
            FinetuneJob any = job;
            any.placement = "auto";
            for (const auto &s : types)
                if (std::optional<FinetunePacker::Place> p = FinetunePacker::onEmptyServer(any, w, s); p && need.empty())
                    need = p->profile.empty() ? std::to_string(p->gpus.size()) + " whole " + s.gpu.model + " GPU(s)"
                                              : "a " + p->profile + " slice";
            j.reason = need.empty() ? std::string("no GPU server is placed")
                                    : "needs " + need + formatText(" (%.1f GB); none is free", j.memory.totalB / 1e9);
            j.suggestions = suggestions(job, w, packer);
            warnings.push_back({WarningCode::TrainingFinetuneNotPlaced,
                                "Fine-tuning job '" + job.name + "' does not fit the lab: " + j.reason + ".", ids,
                                "Smallest change: " + j.suggestions.front() + "."});
        } else if (j.late) {
            j.reason = formatText("finishes in %.1f h", j.finishH) + formatText(", after its deadline of %.1f h", job.deadlineH);
            j.suggestions = suggestions(job, w, packer);
            warnings.push_back({WarningCode::TrainingFinetuneLate,
                                "Fine-tuning job '" + job.name + "' " + j.reason + ".", {j.serverId},
                                "Smallest change: " + j.suggestions.front() + "."});
        }
    }
    return r;
}

FinetuneResult FinetuneEngine::evaluate(const EngineContext &context, const Needs &)
{
    return evaluate(context.project.workload, servers(context.project, context.catalog), context.warnings);
}

void FinetuneEngine::validateEdit(const Project &project, const Catalog &catalog, const FinetuneLab &before,
                                  const FinetuneLab &after, JsonFieldReader &r)
{
    const std::vector<FinetunePacker::Server> all = servers(project, catalog);
    if (all.empty())
        return;  // nothing placed to judge a job against (the training engine says so)
    const std::vector<FinetunePacker::Server> types = serverTypes(all);
    Workload w = project.workload;
    w.finetune = after;
    for (size_t i = 0; i < after.jobs.size(); ++i) {
        const FinetuneJob &job = after.jobs[i];
        if (i < before.jobs.size() && before.jobs[i] == job && before.useMig == after.useMig)
            continue;
        std::string where;
        if (isProfile(job.placement) && !offered(all, job.placement, &where)) {
            r.error(jobPath(i, "placement"), "no placed GPU offers MIG profile \"" + job.placement + "\" (" + where + ").");
            continue;
        }
        if (isProfile(job.placement) && !after.useMig) {
            r.error(jobPath(i, "placement"), "MIG is off for the lab (use_mig); choose \"auto\" or \"whole\".");
            continue;
        }
        if (!fitsSomeServer(job, w, types))
            r.error(jobPath(i, "model"), tooLargeText(job, w, types) + ". Use LoRA or QLoRA, or train it as the main run.");
    }
}

} // namespace dcs
