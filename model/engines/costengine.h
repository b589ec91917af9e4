#pragma once
#include "costresult.h"
#include <nlohmann/json.hpp>

namespace dcs {

struct CoolingResult;
struct InventoryResult;
struct NetworkResult;
struct Project;

// Capex (catalog list prices + facility cost per kW of IT for each architecture), opex
// (energy from the cooling engine + maintenance), TCO over cost.tco_years, the break-even year
// of liquid against air and the cost per GPU-hour (issue 4 section 4). Pure.
class CostEngine
{
public:
    // `network` (optional): cables, fibre and transceivers of every link join the equipment capex.
    static CostResult evaluate(const Project &project, const InventoryResult &inventory, const CoolingResult &cooling,
                               const NetworkResult *network = nullptr);
    static nlohmann::json toJson(const CostResult &r);
};

} // namespace dcs
