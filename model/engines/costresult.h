#pragma once
#include <optional>
#include <vector>

namespace dcs {

// Capex, opex and TCO of one architecture (issue 4 section 4). Money in the site currency
// (catalog USD prices converted with cost.site_currency_per_usd).
struct ArchitectureCost {
    double capexEquipment = 0;      // catalog list prices of everything placed
    double capexFacility = 0;       // facility $/kW x IT nameplate kW of this architecture
    double capexTotal = 0;
    double energyPerYear = 0;
    double maintenancePerYear = 0;  // % of facility capex
    double opexPerYear = 0;
    double tco = 0;                 // capex + years x opex
    double costPerGpuHour = 0;
    std::vector<double> cumulative; // cost at the end of year 0 (capex) .. N
};

struct CostResult {
    int years = 0;
    int gpus = 0;
    double cablingUsd = 0;                 // network cables, fibre, transceivers (in capexEquipment, USD)
    ArchitectureCost air;
    ArchitectureCost liquid;
    double tcoDifference = 0;              // liquid - air (negative: liquid is cheaper)
    std::optional<double> breakEvenYears;  // when liquid's cumulative cost falls to air's; none = never
};

} // namespace dcs
