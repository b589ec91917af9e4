#pragma once
#include "powerresult.h"
#include "engine/enginecontext.h"
#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace dcs {

class Catalog;
struct NetworkResult;
struct Project;

// The live power engine of issue 3 (REFERENCE.md 1.5): per-phase and per-bank loads of every
// rack PDU at the design load, imbalance and neutral current, rack kW against budget, panel and
// UPS loads up the chain, and the failure scenarios (feed A lost, feed B lost, each single PDU
// lost). Pure and deterministic; the assumptions are the project's power_settings.
class PowerEngine
{
public:
    struct Needs {
        // Its per-device optics power is added to each device's load (none without it).
        const NetworkResult *network = nullptr;
    };
    static PowerResult evaluate(const EngineContext &context, const Needs &needs);
    // Adds the engine's keys to the evaluate JSON's "power" object (docs/power.md).
    static void addJson(const PowerResult &result, nlohmann::json &power);
};

} // namespace dcs
