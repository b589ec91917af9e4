#pragma once
#include "engine/warning.h"
#include "thermalresult.h"
#include "thermalsolver.h"
#include <atomic>
#include <vector>

namespace dcs {

struct Project;
struct ThermalSettings;

// The thermal map's failure scan (docs/thermal.md, "Failure scan"): each air cooling unit off in
// turn, the others at their rated airflow, on the map's factorized flow problem (only the
// sources change). It fills the result's failures, says when it was limited or cancelled, and
// raises thermal.unit_failure for the units whose loss pushes racks over the recommended maximum.
namespace ThermalFailureScan {

// The scan stops after this many units (its time grows with the units x the grid)...
constexpr size_t kMaxCases = 64;
// ... and runs only on grids up to this many cells of air (floor cells x layers): each case
// costs about a base solve. 90,000 is 30,000 floor cells in the default three layers, the reach
// the scan had with one layer (stress-16k's 7 units at 0.3 m cells: 1.5 s).
constexpr int64_t kMaxAirCells = 90'000;

struct Input {
    const Project &project;
    const ThermalGrid &grid;
    const ThermalSolver &solver;            // prepared, its base case solved
    const ThermalSolver::Solution &base;    // every unit on: each case starts from it
    const std::vector<RackAirLoad> &loads;  // per grid rack
    const ThermalSettings &settings;
    const std::atomic<bool> *cancel;        // stops between cases
};

void run(const Input &in, ThermalResult &out, std::vector<Warning> &warnings);

} // namespace ThermalFailureScan
} // namespace dcs
