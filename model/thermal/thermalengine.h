#pragma once
#include "thermalresult.h"
#include "engine/enginecontext.h"
#include <nlohmann/json_fwd.hpp>
#include <atomic>
#include <vector>

namespace dcs {

class Catalog;
struct NetworkResult;
struct Project;

// The thermal map of the hall (issue 16, docs/thermal.md): a 2-D zonal model on the floor grid,
// potential flow for the air and advection-diffusion for its temperature (ThermalSolver), rack
// inlet temperatures against the ASHRAE class of the cooling settings, Herrlin's RCI and RTI,
// and the failure scan (each air cooling unit off in turn). Warnings: codes thermal.*.
class ThermalEngine
{
public:
    // The failure scan stops after this many units (its time grows with the units x the grid).
    static constexpr size_t kMaxFailureCases = 64;
    // ... and runs only on grids up to this many cells of air (floor cells x layers): each case
    // costs about a base solve. 90,000 is 30,000 floor cells in the default three layers, the
    // reach the scan had with one layer (stress-16k's 7 units at 0.3 m cells: 1.5 s).
    static constexpr int64_t kMaxFailureScanAirCells = 90'000;

    struct Needs {
        // The fabric's optics add to each rack's heat (none without it).
        const NetworkResult *network = nullptr;
    };
    // `context.cancel`: the failure scan stops between cases and the result is incomplete.
    static ThermalResult evaluate(const EngineContext &context, const Needs &needs);
    static nlohmann::json toJson(const ThermalResult &r);
};

} // namespace dcs
