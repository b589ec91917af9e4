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
// A figure that was not computed is null, never a zero that reads as a measurement.
json orNull(bool known, double v) { return known ? json(v) : json(nullptr); }

json rackHydraulicsJson(const RackHydraulics &r)
{
    return {{"rack", r.rackId},
            {"cold_plate_w", r.coldPlateW},
            {"flow_for_heat_lpm", r.flowForHeatLpm},
            {"minimum_flow_lpm", r.minimumFlowLpm},
            {"flow_lpm", r.flowLpm},
            {"governed_by", r.minimumFlowGoverns ? "minimum_flow" : "heat"},
            {"system_pressure_drop_kpa", r.systemPressureDropKpa},
            {"system_pressure_drop_assumed", r.systemPressureDropAssumed},
            {"nearest_cdu", r.nearestCduId},
            {"run_m", r.runM},
            {"pipe_pressure_drop_kpa", r.pipePressureDropKpa},
            {"pressure_drop_kpa", r.pressureDropKpa},
            {"max_supply_c", orNull(r.maxSupplyC > 0, r.maxSupplyC)}};
}

json loopHydraulicsJson(const CduLoopHydraulics &h)
{
    json loop = {{"named", h.named}, {"cdus", h.cduIds}, {"carries_heat", h.carriesHeat}};
    if (!h.carriesHeat)
        return loop;
    json failures = json::array();
    for (const CduFailureCase &f : h.failures)
        failures.push_back({{"cdu", f.cduId}, {"flow_available_lpm", f.flowAvailableLpm}, {"short", f.isShort}});
    json racks = json::array();
    for (const RackHydraulics &r : h.racks)
        racks.push_back(rackHydraulicsJson(r));
    const bool facility = h.facilityHeatW > 0;
    loop.update({{"heat_w", h.heatW},
                 {"flow_needed_lpm", h.flowNeededLpm},
                 {"flow_installed_lpm", h.flowInstalledLpm},
                 {"flow_usable_lpm", h.flowUsableLpm},
                 {"flow_margin_lpm", h.flowMarginLpm},
                 {"failures", failures},
                 {"worst_failure", h.failures.empty() ? json(nullptr)
                                                      : json{{"cdu", h.worstFailureCduId}, {"flow_available_lpm", h.worstFailureFlowLpm}}},
                 {"pipe_dn", h.pipeDn},
                 {"pipe_inner_diameter_m", h.pipeInnerDiameterM},
                 {"pipe_velocity_m_s", h.pipeVelocityMS},
                 {"head_needed_kpa", h.headNeededKpa},
                 {"head_critical_rack", h.headCriticalRackId},
                 {"head_available_kpa", orNull(h.headKnown, h.headAvailableKpa)},
                 {"head_limiting_cdu", h.headKnown ? json(h.headLimitingCduId) : json(nullptr)},
                 {"head_margin_kpa", orNull(h.headKnown, h.headMarginKpa)},
                 {"room_air", h.roomAir},
                 {"approach_k", h.approachK},
                 {"secondary_supply_c", h.secondarySupplyC},
                 {"secondary_return_c", h.secondaryReturnC},
                 {"lowest_system_max_supply_c", orNull(h.lowestSystemMaxSupplyC > 0, h.lowestSystemMaxSupplyC)},
                 {"racks_above_system_limit", h.racksAboveSystemLimit},
                 {"facility_heat_w", h.facilityHeatW},
                 {"facility_flow_lpm", orNull(facility, h.facilityFlowLpm)},
                 {"facility_supply_c", orNull(facility, h.facilitySupplyC)},
                 {"facility_return_c", orNull(facility, h.facilityReturnC)},
                 {"racks", racks}});
    return loop;
}

json hydraulicsJson(const HydraulicsResult &h)
{
    json loops = json::array();
    for (const CduLoopHydraulics &l : h.loops)
        loops.push_back(loopHydraulicsJson(l));
    return {{"ashrae_class", h.ashraeClass},
            {"class_chosen", h.classChosen},
            {"class_limit_c", orNull(h.classLimitC > 0, h.classLimitC)},
            {"supply_in_class", h.supplyInClass},
            {"facility_supply_c", h.facilitySupplyC},
            {"loop_rise_k", h.loopRiseK},
            {"year_hours", h.yearHours},
            {"dry_cooler_hours", h.dryCoolerHours},
            {"tower_hours", h.towerHours >= 0 ? json(h.towerHours) : json(nullptr)},
            {"loops", loops}};
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
            {"capacity_checks", checks},
            {"hydraulics", hydraulicsJson(r.hydraulics)}};
}

} // namespace dcs
