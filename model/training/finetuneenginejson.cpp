// FinetuneEngine::toJson: training.finetune of `dcstudio evaluate` (docs/training.md).
#include "finetuneengine.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

json FinetuneEngine::toJson(const FinetuneResult &r)
{
    if (!r.evaluated)
        return {{"evaluated", false}};
    json jobs = json::array();
    for (const FinetuneJobResult &j : r.jobs) {
        const FinetuneMemory &m = j.memory;
        jobs.push_back({{"name", j.name}, {"model", j.model}, {"mode", j.mode}, {"parameters", j.parameters},
                        {"trainable_parameters", j.trainableParameters}, {"tokens", j.tokens},
                        {"deadline_h", j.deadlineH}, {"flops", j.flops},
                        {"memory", {{"weights_bytes", m.weightsB}, {"adapters_bytes", m.adaptersB},
                                    {"gradients_bytes", m.gradientsB}, {"optimizer_bytes", m.optimizerB},
                                    {"activations_bytes", m.activationsB}, {"buffers_bytes", m.buffersB},
                                    {"total_bytes", m.totalB}, {"usable_bytes", j.usableB}}},
                        {"placed", j.placed}, {"server", j.serverId}, {"gpu_model", j.gpuModel},
                        {"mig_profile", j.profile}, {"gpus", j.gpuIndices}, {"compute_share", j.computeShare},
                        {"compute_s", j.computeS}, {"exposed_comm_s", j.exposedCommS}, {"finish_h", j.finishH},
                        {"late", j.late}, {"reason", j.reason}, {"suggestions", j.suggestions}});
    }
    json servers = json::array();
    for (const FinetuneServer &s : r.servers) {
        json gpus = json::array();
        for (const FinetuneGpu &g : s.gpus) {
            json slices = json::array();
            for (const FinetuneSlice &x : g.slices)
                slices.push_back({{"profile", x.profile}, {"start", x.start}, {"job", x.job}});
            gpus.push_back({{"mode", g.mig() ? "mig" : g.job >= 0 ? "whole" : "idle"}, {"job", g.job},
                            {"slices", slices}, {"compute_used", g.computeUsed}, {"memory_used", g.memoryUsed}});
        }
        servers.push_back({{"id", s.id}, {"catalog_id", s.catalogId}, {"gpu_model", s.gpuModel},
                           {"mig_capable", s.migCapable}, {"utilisation", s.utilisation},
                           {"memory_allocated", s.memoryAllocated}, {"gpus", gpus}});
    }
    return {{"evaluated", true},
            {"jobs_total", r.jobs.size()},
            {"jobs_placed", r.placedJobs},
            {"jobs_late", r.lateJobs},
            {"utilisation", r.utilisation},
            {"makespan_h", r.makespanH},
            {"compute_efficiency", r.computeEfficiency},
            {"efficiency_source", r.efficiencySource},
            {"mig_nvlink_penalty", r.migNvlinkPenalty},
            {"jobs", jobs},
            {"servers", servers}};
}

} // namespace dcs
