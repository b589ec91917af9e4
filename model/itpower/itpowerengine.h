#pragma once
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
    static ItPowerResult evaluate(const PowerSettings &settings, const InventoryResult &inventory,
                                  const NetworkResult &network, const PowerResult &power, const CoolingResult &cooling);
    // The evaluate JSON's "it_power" object (keys in docs/it-power.md).
    static nlohmann::json toJson(const ItPowerResult &result);
};

} // namespace dcs
