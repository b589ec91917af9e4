// CoolingEngine::toJson: the "cooling" section of `dcstudio evaluate` (keys in docs/cooling.md).
#include "coolingengine.h"
#include "climate/designconditionsio.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {
// A loop's hours; a loop that carries no heat in the architecture says so and has none (no zeros
// that read as "never free").
json loopHoursJson(const LoopHours &h)
{
    if (!h.carriesHeat)
        return {{"carries_heat", false}};
    return {{"carries_heat", true}, {"free", h.free}, {"partial", h.partial}, {"mechanical", h.mechanical}};
}

json architectureJson(const ArchitectureResult &r)
{
    // An alternative that cannot be built carries no figures (issue 32 item 5): only why.
    if (!r.buildable)
        return {{"is_design", r.isDesign}, {"buildable", false}, {"not_buildable_reason", r.notBuildableReason}};
    return {{"is_design", r.isDesign},
            {"buildable", true},
            {"it_power_w", r.itPowerW},
            {"it_nameplate_w", r.itNameplateW},
            {"fan_power_removed_w", r.fanPowerRemovedW},
            {"air_heat_w", r.airHeatW},
            {"liquid_heat_w", r.liquidHeatW},
            {"room_air_cdu_heat_w", r.roomAirCduHeatW},
            {"room_air_cdu_power_w", r.roomAirCduPowerW},
            {"distribution_loss_w", r.distributionLossW},
            {"ups_load_fraction", r.upsLoadFraction},
            {"ups_efficiency", r.upsEfficiency},
            {"power_chain_efficiency", r.chainEfficiency},
            {"other_w", r.otherW},
            {"pue_annual", r.pue},
            {"pue_monthly", r.monthlyPue},
            {"pue_peak", r.peakPue},
            {"peak_facility_power_w", r.peakFacilityPowerW},
            {"peak_hour", r.peakHour},
            {"peak_basis", r.peakBasis},
            {"peak_dry_bulb_c", r.peakDryBulbC},
            {"peak_wet_bulb_c", r.peakWetBulbC},
            {"year_peak_facility_power_w", r.yearPeakFacilityPowerW},
            {"year_peak_hour", r.yearPeakHour},
            {"ppue_cooling", r.ppueCooling},
            {"ppue_distribution", r.ppueDistribution},
            {"it_mwh", r.annualItKwh / 1000.0},
            {"cooling_mwh", r.annualCoolingKwh / 1000.0},
            {"distribution_loss_mwh", r.annualDistributionLossKwh / 1000.0},
            {"other_mwh", r.annualOtherKwh / 1000.0},
            {"facility_mwh", r.annualFacilityKwh / 1000.0},
            {"facility_mwh_monthly", [&] {
                 json m = json::array();
                 for (double k : r.monthlyFacilityKwh)
                     m.push_back(k / 1000.0);
                 return m;
             }()},
            {"free_cooling_hours", r.freeCoolingHours},
            {"partial_free_cooling_hours", r.partialHours},
            {"mechanical_hours", r.mechanicalHours},
            {"air_loop_hours", loopHoursJson(r.airLoop)},
            {"liquid_loop_hours", loopHoursJson(r.liquidLoop)},
            {"energy_cost_per_year", r.annualEnergyCost},
            {"co2_t_per_year", r.annualCo2Kg / 1000.0}};
}
} // namespace

json CoolingEngine::toJson(const CoolingResult &r)
{
    json checks = json::array();
    for (const CapacityCheck &c : r.checks)
        checks.push_back({{"check", capacityCheckText(c.kind).key}, {"ok", c.ok}, {"load_w", c.loadW}, {"capacity_w", c.capacityW},
                          {"objects", c.objectIds}});
    return {{"climate",
             {{"id", r.climateId},
              {"name", r.climateName},
              {"station", r.climateStation},
              {"period", r.climatePeriod},
              {"source", r.climateSource},
              {"caveats", r.climateCaveats},
              {"rh_estimated", r.climateRhEstimated},
              {"annual_mean_c", r.climateAnnualMeanC},
              {"measured", r.climateMeasured},
              {"year_max_dry_bulb_c", r.climateYearMaxDryBulbC},
              {"design_conditions", r.climateDesign ? DesignConditionsIo::toJson(*r.climateDesign) : json(nullptr)}}},
            {"design_architecture", r.designArchitecture},
            {"it_power_basis", r.itPowerBasis},
            {"air", architectureJson(r.air)},
            {"liquid", architectureJson(r.liquid)},
            {"capacity_checks", checks}};
}

} // namespace dcs
