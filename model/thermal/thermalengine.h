#pragma once
#include "thermalresult.h"
#include "engine/enginecontext.h"
#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace dcs {

class Catalog;
struct NetworkResult;
struct Project;

// The thermal map of the hall (issue 16, docs/thermal.md): a 2-D zonal model on the floor grid,
// potential flow for the air and advection-diffusion for its temperature (ThermalSolver), rack
// inlet temperatures against the ASHRAE class of the cooling settings, Herrlin's RCI and RTI,
// and the failure scan (each air cooling unit off in turn, ThermalFailureScan). Warnings: codes
// thermal.*.
class ThermalEngine
{
public:
    struct Needs {
        // The fabric's optics add to each rack's heat (none without it).
        const NetworkResult *network = nullptr;
    };
    // `context.cancel`: the failure scan stops between cases and the result is incomplete.
    static ThermalResult evaluate(const EngineContext &context, const Needs &needs);
    static nlohmann::json toJson(const ThermalResult &r);
};

} // namespace dcs
