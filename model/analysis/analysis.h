#pragma once
#include "engine/warning.h"
#include "sharedresult.h"
#include <memory>
#include <vector>

namespace dcs {

// Each reader includes the result headers it reads (power/powerresult.h, ...): this header
// only declares them (issue 29).
struct CoolingResult;
struct CostResult;
struct InventoryResult;
struct ItPowerResult;
struct NetworkResult;
struct PowerDynamicsResult;
struct PowerResult;
struct ThermalResult;
struct TrainingResult;

// One immutable snapshot of every engine's results for one state of the project. Views hold
// a shared_ptr to the latest one; a new edit publishes a new snapshot, never mutates this.
struct Analysis {
    Analysis();  // every result present and empty (analysis.cpp, where their types are complete)

    SharedResult<InventoryResult> inventory;
    // Engine results are added here, one member per engine (see Analyzer::run).
    SharedResult<PowerResult> power;
    SharedResult<NetworkResult> network;
    SharedResult<CoolingResult> cooling;
    SharedResult<CostResult> cost;
    SharedResult<TrainingResult> training;
    SharedResult<ThermalResult> thermal;
    // IT power defined once from the engines' figures (issue 30 item 3, itpower/itpowerresult.h).
    SharedResult<ItPowerResult> itPower;
    // The training step's power swings at the PDUs and the utility (issue 35, dynamics/).
    SharedResult<PowerDynamicsResult> powerDynamics;

    // Every engine's warnings, most severe first (Analyzer::run sorts them).
    std::vector<Warning> warnings;

    // False in the studio's first pass (AnalysisRunner): the thermal map (`thermal`, its
    // warnings) and the cost verdict's tornado and Monte Carlo run are still being computed on
    // a worker thread; views show "computing…" for them. Analyzer::run is always complete.
    bool complete = true;
};

using AnalysisPtr = std::shared_ptr<const Analysis>;

} // namespace dcs
