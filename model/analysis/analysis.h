#pragma once
#include "engines/coolingresult.h"
#include "engines/costresult.h"
#include "engines/inventoryresult.h"
#include "engines/powerresult.h"
#include "engines/thermalresult.h"
#include "engines/networkresult.h"
#include "engines/trainingresult.h"
#include "engines/warning.h"
#include <vector>
#include <memory>

namespace dcs {

// One immutable snapshot of every engine's results for one state of the project. Views hold
// a shared_ptr to the latest one; a new edit publishes a new snapshot, never mutates this.
struct Analysis {
    InventoryResult inventory;
    // Engine results are added here, one member per engine (see Analyzer::run).
    PowerResult power;
    NetworkResult network;
    CoolingResult cooling;
    CostResult cost;
    TrainingResult training;
    ThermalResult thermal;

    // Every engine's warnings, most severe first (Analyzer::run sorts them).
    std::vector<Warning> warnings;

    // False in the studio's first pass (AnalysisRunner): the thermal map (`thermal`, its
    // warnings) and the cost verdict's tornado and Monte Carlo run are still being computed on
    // a worker thread; views show "computing…" for them. Analyzer::run is always complete.
    bool complete = true;
};

using AnalysisPtr = std::shared_ptr<const Analysis>;

} // namespace dcs
