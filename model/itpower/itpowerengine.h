#pragma once
#include "engine/enginecontext.h"
#include "itpowerresult.h"
#include <nlohmann/json_fwd.hpp>

namespace dcs {

struct CoolingResult;
struct InventoryResult;
struct NetworkResult;
struct PowerResult;
struct PowerSettings;

// Gathers the IT power figures the inventory, network, power and cooling engines computed into
// the one set of definitions of ItPowerResult (issue 30 item 3). It computes nothing new: each
// figure is an engine's, so the screens that show them cannot disagree.
class ItPowerEngine
{
public:
    struct Needs {
        const InventoryResult &inventory;
        const NetworkResult &network;
        const PowerResult &power;
        const CoolingResult &cooling;
    };
    // Reads the project's power settings (design load); raises no warnings.
    static ItPowerResult evaluate(const EngineContext &context, const Needs &needs);
    // The evaluate JSON's "it_power" object (keys in docs/it-power.md).
    static nlohmann::json toJson(const ItPowerResult &result);
};

} // namespace dcs
