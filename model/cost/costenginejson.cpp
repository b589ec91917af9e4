#include "costengine.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

json optionalYears(const std::optional<double> &y) { return y ? json(*y) : json(nullptr); }

json lines(const std::vector<CostLine> &lines)
{
    json out = json::array();
    for (const CostLine &l : lines)
        out.push_back({{"group", l.group}, {"item", l.item}, {"quantity", l.quantity}, {"unit", l.unit},
                       {"unit_price", l.unitPrice}, {"total", l.total}, {"input", l.inputKey}});
    return out;
}

json architecture(const ArchitectureCost &k)
{
    return {{"label", k.label},
            {"is_design", k.isDesign},
            {"capex_lines", lines(k.capex)},
            {"opex_lines", lines(k.opex)},
            {"floor",
             {{"racks", k.floor.racks}, {"rows", k.floor.rows}, {"area_m2", k.floor.areaM2}, {"as_drawn", k.floor.asDrawn},
              {"rack_limit_kw", k.floor.rackLimitKw}}},
            {"capex_it", k.capexIt},
            {"capex_cooling", k.capexCooling},
            {"capex_electrical", k.capexElectrical},
            {"capex_building", k.capexBuilding},
            {"capex_smoothing", k.capexSmoothing},
            {"facility_capex_per_mw_it", k.facilityCapexPerMw},
            {"capex_total", k.capexTotal},
            {"energy_per_year", k.energyPerYear},
            {"maintenance_per_year", k.maintenancePerYear},
            {"water_per_year", k.waterPerYear},
            {"demand_charges_per_year", k.demandPerYear},
            {"opex_per_year", k.opexPerYear},
            {"annual_facility_kwh", k.annualFacilityKwh},
            {"annual_cooling_kwh", k.annualCoolingKwh},
            {"peak_facility_kw", k.peakFacilityW / 1000.0},
            {"generator_block_kw", k.generatorBlockW / 1000.0},
            {"generators_installed_kw", k.generatorsInstalledW / 1000.0},
            {"water_m3_per_year", k.waterM3PerYear},
            {"wue_l_per_kwh", k.wueLPerKwh},
            {"tco", k.tco},
            {"npv", k.npv},
            {"cost_per_gpu_hour", k.costPerGpuHour},
            {"capacity_cost_per_gpu_hour", k.capacityCostPerGpuHour},
            {"cumulative_by_year", k.cumulative},
            {"discounted_cumulative_by_year", k.discountedCumulative}};
}

} // namespace

json CostEngine::toJson(const CostResult &r)
{
    json tornado = json::array();
    for (const TornadoBar &b : r.tornado)
        tornado.push_back({{"input", b.key},
                           {"label", b.label},
                           {"unit", b.unit},
                           {"low", b.low},
                           {"base", b.base},
                           {"high", b.high},
                           {"difference_at_low", b.differenceAtLow},
                           {"difference_at_high", b.differenceAtHigh},
                           {"break_even_at_low", optionalYears(b.breakEvenAtLow)},
                           {"break_even_at_high", optionalYears(b.breakEvenAtHigh)},
                           {"swing", b.swing},
                           {"flips_verdict", b.flipsVerdict},
                           {"source", b.source}});
    const MonteCarloResult &mc = r.monteCarlo;
    json monteCarlo = {{"samples", mc.samples},
                       {"seed", mc.seed},
                       {"p10", mc.p10},
                       {"p50", mc.p50},
                       {"p90", mc.p90},
                       {"mean", mc.mean},
                       {"probability_candidate_cheaper", mc.probabilityCandidateCheaper},
                       {"break_even_p50", optionalYears(mc.breakEvenP50)},
                       {"histogram_min", mc.histogramMin},
                       {"histogram_max", mc.histogramMax},
                       {"histogram", mc.histogram}};
    const CostLocation &l = r.location;
    json out = {{"tco_years", r.years},
                {"location",
                 {{"market", l.market}, {"name", l.name}, {"how", l.how}, {"factor", l.factor}, {"user_factor", l.userFactor},
                  {"source", l.source}}},
                {"capex_cabling_usd", r.cablingUsd},
                {"gpus", r.gpus},
                {"discount_rate_pct", r.discountRatePct},
                {"comparison", r.airVsLiquid() ? "air_vs_liquid" : "liquid_heat_rejection"},
                {"reference", r.reference.option},
                {"candidate", r.candidate.option},
                {r.reference.option, architecture(r.reference)},
                {r.candidate.option, architecture(r.candidate)},
                {"tco_difference", r.tcoDifference},
                {"npv_difference", r.npvDifference},
                {"break_even_years", optionalYears(r.breakEvenYears)},
                {"breaks_even_within_tco", r.breakEvenYears && *r.breakEvenYears <= r.years},
                {"discounted_break_even_years", optionalYears(r.discountedBreakEvenYears)},
                {"candidate_cheaper_up_front_dearer_to_run", r.candidateCheaperUpFrontDearerToRun},
                {"tornado", tornado},
                {"inputs_outside_range", r.outsideRange}};
    // Only where the case arises (null, as for a break-even, means never).
    if (r.candidateCheaperUpFrontDearerToRun) {
        out["reference_catch_up_years"] = optionalYears(r.referenceCatchUpYears);
        out["discounted_reference_catch_up_years"] = optionalYears(r.discountedReferenceCatchUpYears);
    }
    if (r.airVsLiquid()) {
        // The names scripts read before the heat-rejection comparison existed (issue 32 item 5).
        out["tco_difference_liquid_minus_air"] = r.tcoDifference;
        out["npv_difference_liquid_minus_air"] = r.npvDifference;
        monteCarlo["probability_liquid_cheaper"] = mc.probabilityCandidateCheaper;
    } else {
        // No air alternative: never priced, only why (the cooling engine's finding).
        out["air"] = {{"buildable", false}, {"not_buildable_reason", r.airNotBuildable}};
    }
    out["monte_carlo"] = monteCarlo;
    return out;
}

} // namespace dcs
