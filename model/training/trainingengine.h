#pragma once
#include "catalog/catalogentry.h"
#include "network/fabricbandwidth.h"
#include "engine/enginecontext.h"
#include "project/workload.h"
#include "trainingplanner.h"
#include "trainingresult.h"
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct Project;
struct Site;

// What the design itself says a training run costs (issue 30 item 4): its annual PUE (cooling
// engine, the design's architecture) and its cost of a GPU-hour without electricity (cost
// engine), in the site currency. Zero where the design cannot tell (no IT, no GPUs).
struct RunCostBasis {
    double pue = 0;
    double gpuHourPrice = 0;
    double currencyPerUsd = 1.0;  // converts a GPU-hour price the workload gives in USD
};

// Training engine (issue 6): how long the workload takes on the GPUs placed in the layout,
// whether it fits in memory, what it communicates, and the energy, cost and CO2 of the run.
// Formulas: REFERENCE.md 1.2, 1.3, 4, 4.1, 5 (see TrainingMath and TrainingPlanner).
class TrainingEngine
{
public:
    // Identical GPUs placed in the layout: one pool per catalog model.
    struct GpuPool {
        std::string catalogId;
        GpuSpec gpu;
        int gpus = 0;
        std::vector<std::string> unitIds;  // device ids (servers) or rack ids (rack systems)
    };
    static std::vector<GpuPool> gpuPools(const Project &project, const Catalog &catalog);

    // Everything about the run that does not depend on the parallel layout. Fills the
    // descriptive fields of `info` (efficiency used, bandwidths, precision) when given.
    // `fabric`: the compute fabric's bandwidth (FabricBandwidth::of); it sets the cross-node
    // bandwidth unless the workload overrides it (internode_gbytes_per_s_per_gpu > 0).
    static TrainingPlanner::Context context(const Workload &w, const GpuSpec &gpu, int gpus,
                                            TrainingResult *info = nullptr, const FabricBandwidth *fabric = nullptr);

    struct Needs {
        // The IT nameplate of the design's architecture (ItPowerResult::designArchitectureNameplateW:
        // optics in, a liquid design's server fans out); the run draws it times the workload's
        // load factor. The generator's quick look passes the devices' nameplate.
        double itNameplateW = 0;
        // The compute fabric's bandwidth (FabricBandwidth::of); without it the workload's own.
        const FabricBandwidth *fabric = nullptr;
        // The design's PUE and GPU-hour price for the "auto" workload inputs; without it (the
        // generator's quick look) an "auto" input leaves the run's energy or GPU-hours unpriced.
        const RunCostBasis *basis = nullptr;
    };
    // The workload on the GPUs placed, and the fine-tuning lab (FinetuneEngine).
    static TrainingResult evaluate(const EngineContext &context, const Needs &needs);
    // The run on one pool of identical GPUs (the engine above on the design's largest pool).
    static TrainingResult evaluate(const Workload &w, const GpuPool &pool, int gpusInLayout, double itNameplateW,
                                   const Site &site, std::vector<Warning> &warnings,
                                   const FabricBandwidth *fabric = nullptr, const RunCostBasis *basis = nullptr);

    // The "training" section of `dcstudio evaluate` (keys in docs/training.md).
    static nlohmann::json toJson(const TrainingResult &r);
};

} // namespace dcs
