#include "thermalengine.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

// `dcstudio evaluate --json` keys under "thermal" (docs/thermal.md).
json ThermalEngine::toJson(const ThermalResult &r)
{
    json racks = json::array();
    for (const RackThermal &t : r.racks)
        racks.push_back({{"rack", t.rackId}, {"solved", t.solved}, {"air_heat_w", t.airHeatW},
                         {"door_removed_w", t.doorRemovedW}, {"airflow_m3_s", t.airflowM3s},
                         {"inlet_mean_c", t.inletMeanC}, {"inlet_top_c", t.inletTopC}, {"inlet_by_layer_c", t.inletByLayerC},
                         {"inlet_warmest_c", t.inletWarmestC},
                         {"exhaust_c", t.exhaustC},
                         {"cold_contained", t.coldContained}, {"hot_contained", t.hotContained},
                         {"open_aisle_end", t.openAisleEnd},
                         {"ashrae", t.ashraeBand == 0 ? "recommended" : t.ashraeBand == 1 ? "allowable" : "outside"}});
    json units = json::array();
    for (const UnitThermal &u : r.units)
        units.push_back({{"unit", u.unitId}, {"type", coolingTypeName(u.type)}, {"active", u.active}, {"airflow_m3_s", u.airflowM3s},
                         {"capacity_w", u.capacityW}, {"supply_c", u.supplyC}, {"return_c", u.returnC},
                         {"heat_removed_w", u.heatRemovedW}, {"over_capacity", u.overCapacity}});
    json failures = json::array();
    for (const ThermalFailureCase &f : r.failures)
        failures.push_back({{"unit_off", f.unitId}, {"worst_rack", f.worstRackId},
                            {"worst_inlet_c", f.noCoolingLeft ? json(nullptr) : json(f.worstInletC)},
                            {"no_cooling_left", f.noCoolingLeft},
                            {"racks_over_recommended", f.racksOverRecommended},
                            {"racks_over_allowable", f.racksOverAllowable}});
    json layerHeat = json::array();
    for (const LayerHeatFlow &l : r.layerHeat)
        layerHeat.push_back({{"from_m", l.fromM}, {"to_m", l.toM}, {"exhaust_w", l.exhaustW}, {"intake_w", l.intakeW},
                             {"return_w", l.returnW}, {"up_w", l.upW}, {"residual_w", l.residualW}});
    return {{"solved", r.solved},
            {"message", r.message},
            {"ashrae_class", r.ashraeClass},
            {"recommended_c", {r.recommendedMinC, r.recommendedMaxC}},
            {"allowable_c", {r.allowableMinC, r.allowableMaxC}},
            {"supply_c", r.supplySetpointC},
            {"grid", {{"cell_m", r.cellM}, {"nx", r.nx}, {"ny", r.ny}, {"layers", r.layers}}},
            {"corrections", r.corrections},
            {"settled", r.settled},
            {"rack_heat_w", r.rackHeatW},
            {"door_heat_w", r.doorHeatW},
            {"sidecar_heat_w", r.sidecarHeatW},
            {"sidecar_ceiling_heat_w", r.sidecarCeilingHeatW},
            {"unit_heat_w", r.unitHeatW},
            {"worst_inlet_c", r.solved ? json(r.worstInletC) : json(nullptr)},
            {"worst_rack", r.worstRackId},
            {"rci_hi_pct", r.rciHiPct},
            {"rci_lo_pct", r.rciLoPct},
            {"rti_pct", r.rtiPct},
            {"layer_heat", layerHeat},
            {"racks", racks},
            {"units", units},
            {"failure_scan", failures},
            {"failure_scan_complete", r.failureScanComplete},
            {"failure_scan_note", r.failureScanNote}};
}

} // namespace dcs
