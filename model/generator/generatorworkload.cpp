#include "generatorworkload.h"
#include "catalog/catalogentry.h"
#include "training/trainingengine.h"
#include <vector>

namespace dcs::GeneratorWorkload {

Workload choose(const CatalogEntry &system, int gpus, double itNameplateW, const Site &site)
{
    std::vector<Workload> candidates;
    Workload w;
    if (gpus >= 64) {
        w.model = "llama-3-70b";
        candidates.push_back(w);
    }
    w.model = "llama-3-8b";
    candidates.push_back(w);
    w.recompute = Recompute::Full;
    candidates.push_back(w);
    w.mode = TrainingMode::Lora;
    w.tokens = 1e9;  // fine-tuning runs see far fewer tokens (assumption: 1 B)
    candidates.push_back(w);
    w.model = "llama-2-7b";
    w.mode = TrainingMode::Qlora;
    candidates.push_back(w);
    if (!system.gpu)
        return candidates.front();
    TrainingEngine::GpuPool pool;
    pool.catalogId = system.id;
    pool.gpu = *system.gpu;
    pool.gpus = gpus;
    for (const Workload &c : candidates) {
        std::vector<Warning> warnings;
        TrainingEngine::evaluate(c, pool, gpus, itNameplateW, site, warnings);
        bool error = false;
        for (const Warning &x : warnings)
            error = error || x.severity == Warning::Severity::Error;
        if (!error)
            return c;
    }
    return candidates.back();
}

} // namespace dcs::GeneratorWorkload
