#include "costengine.h"
#include "coolingresult.h"
#include "inventoryresult.h"
#include "networkresult.h"
#include "project/project.h"

namespace dcs {

using nlohmann::json;

namespace {
ArchitectureCost costOf(const CostSettings &c, double equipmentUsd, double perKwUsd, const ArchitectureResult &a,
                        int gpus)
{
    ArchitectureCost k;
    k.capexEquipment = equipmentUsd * c.siteCurrencyPerUsd;
    k.capexFacility = perKwUsd * a.itNameplateW / 1000.0 * c.siteCurrencyPerUsd;
    k.capexTotal = k.capexEquipment + k.capexFacility;
    k.energyPerYear = a.annualEnergyCost;
    k.maintenancePerYear = k.capexFacility * c.maintenancePctPerYear / 100.0;
    k.opexPerYear = k.energyPerYear + k.maintenancePerYear;
    k.tco = k.capexTotal + c.tcoYears * k.opexPerYear;
    for (int y = 0; y <= c.tcoYears; ++y)
        k.cumulative.push_back(k.capexTotal + y * k.opexPerYear);
    const double gpuHours = double(gpus) * 8760.0 * c.tcoYears * c.gpuUtilisation;
    k.costPerGpuHour = gpuHours > 0 ? k.tco / gpuHours : 0.0;
    return k;
}
} // namespace

CostResult CostEngine::evaluate(const Project &p, const InventoryResult &inv, const CoolingResult &cooling,
                                const NetworkResult *network)
{
    const CostSettings &c = p.cooling.cost;
    CostResult r;
    r.years = c.tcoYears;
    r.gpus = inv.gpus;
    // Cables and optics are bought with the equipment (docs/network.md: link cost).
    r.cablingUsd = network ? network->cableCostUsd : 0.0;
    const double equipmentUsd = inv.listPriceUsd + r.cablingUsd;
    r.air = costOf(c, equipmentUsd, c.facilityCapexUsdPerKwAir, cooling.air, inv.gpus);
    r.liquid = costOf(c, equipmentUsd, c.facilityCapexUsdPerKwLiquid, cooling.liquid, inv.gpus);
    r.tcoDifference = r.liquid.tco - r.air.tco;
    // Cumulative cost is linear in time: capex + t x opex. Liquid breaks even at
    // t = (capex_l - capex_a) / (opex_a - opex_l) when it costs more up front and less to run.
    const double dCapex = r.liquid.capexTotal - r.air.capexTotal;
    const double dOpex = r.air.opexPerYear - r.liquid.opexPerYear;
    if (dCapex <= 0 && dOpex >= 0)
        r.breakEvenYears = 0.0;
    else if (dCapex > 0 && dOpex > 0)
        r.breakEvenYears = dCapex / dOpex;
    return r;
}

json CostEngine::toJson(const CostResult &r)
{
    auto arch = [](const ArchitectureCost &k) {
        return json{{"capex_equipment", k.capexEquipment}, {"capex_facility", k.capexFacility},
                    {"capex_total", k.capexTotal},         {"energy_per_year", k.energyPerYear},
                    {"maintenance_per_year", k.maintenancePerYear}, {"opex_per_year", k.opexPerYear},
                    {"tco", k.tco},                        {"cost_per_gpu_hour", k.costPerGpuHour},
                    {"cumulative_by_year", k.cumulative}};
    };
    return {{"tco_years", r.years},
            {"capex_cabling_usd", r.cablingUsd},
            {"gpus", r.gpus},
            {"air", arch(r.air)},
            {"liquid", arch(r.liquid)},
            {"tco_difference_liquid_minus_air", r.tcoDifference},
            {"break_even_years", r.breakEvenYears ? json(*r.breakEvenYears) : json(nullptr)},
            {"breaks_even_within_tco", r.breakEvenYears && *r.breakEvenYears <= r.years}};
}

} // namespace dcs
