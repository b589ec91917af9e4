#include "powerdynamicsengine.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

json levelJson(const PowerDynamicsResult::Level &l)
{
    json j = {{"id", l.id}, {"high_w", l.highW}, {"low_w", l.lowW}, {"swing_w", l.swingW}};
    if (!l.what.empty())
        j["what"] = l.what;
    if (l.peakUtilisation > 0)
        j["peak_utilisation"] = l.peakUtilisation;
    return j;
}

json bandJson(const PowerDynamicsResult::Band &b)
{
    return {{"low_hz", b.lowHz}, {"high_hz", b.highHz}, {"rms_w", b.rmsW}, {"share", b.share}};
}

json mitigationJson(const PowerDynamicsResult::Mitigation &m)
{
    json j = {{"id", m.id}, {"label", m.label}, {"available", m.available}, {"chosen", m.chosen}};
    if (!m.available) {
        // Never priced or ranked: only why it cannot be built.
        j["unavailable"] = m.unavailable;
        return j;
    }
    j.update({{"meets_limits", m.meetsLimits},
              {"limits_missed", m.limitsMissed},
              {"utility_swing_w", m.utilitySwingW},
              {"ramp_w_per_s", m.rampWPerS},
              {"avoid_band_rms_w", m.avoidBandRmsW},
              {"trip_within_minute_w", m.tripWithinMinuteW},
              {"worst_phase_swing_w", m.worstPhaseSwingW},
              {"floor_fraction", m.floorFraction},
              {"ramp_limit_fraction_per_s", m.rampLimitFractionPerS},
              {"added_it_kwh_per_year", m.addedItKwhPerYear},
              {"added_facility_kwh_per_year", m.addedFacilityKwhPerYear},
              {"energy_cost_per_year", m.energyCostPerYear},
              {"storage_kw", m.storageKw},
              {"storage_kwh", m.storageKwh},
              {"storage_cycles_per_year", m.storageCyclesPerYear},
              {"storage_life_years", m.storageLifeYears},
              {"storage_sized_by", m.storageSizedBy},
              {"capex", m.capex},
              {"maintenance_per_year", m.maintenancePerYear},
              {"cost_per_year", m.costPerYear}});
    return j;
}

} // namespace

json PowerDynamicsEngine::toJson(const PowerDynamicsResult &r)
{
    if (!r.computed)
        return {{"computed", false}, {"missing", r.missing}};
    json bands = json::array();
    for (const PowerDynamicsResult::Band &b : r.bands)
        bands.push_back(bandJson(b));
    json ups = json::array();
    for (const PowerDynamicsResult::Level &u : r.ups)
        ups.push_back(levelJson(u));
    json over = json::array();
    for (const PowerDynamicsResult::Level &o : r.phasesOverAtPeak)
        over.push_back(levelJson(o));
    json mitigations = json::array();
    for (const PowerDynamicsResult::Mitigation &m : r.mitigations)
        mitigations.push_back(mitigationJson(m));
    const PowerDynamicsResult::Mitigation *chosen = r.chosen();
    return {
        {"computed", true},
        {"step", {{"step_s", r.stepS}, {"compute_s", r.computeS}, {"bubble_s", r.bubbleS}, {"exposed_comm_s", r.exposedCommS}}},
        {"gpus", {{"catalog_id", r.gpuCatalogId}, {"swinging", r.gpusSwinging}, {"high_w", r.gpuHighW},
                  {"comm_level", r.commLevel}, {"bubble_level", r.bubbleLevel}, {"checkpoint_level", r.checkpointLevel},
                  {"idle_level", r.idleLevel}, {"ramp_time_s", r.rampTimeS}}},
        {"design_it_w", r.designItW},
        {"it", {{"high_w", r.itHighW}, {"low_w", r.itLowW}, {"swing_w", r.itSwingW}}},
        {"utility", {{"high_w", r.utilityHighW}, {"low_w", r.utilityLowW}, {"swing_w", r.utilitySwingW},
                     {"swing_fraction_of_it", r.swingFractionOfIt}, {"ramp_w_per_s", r.rampWPerS}}},
        {"fundamental_hz", r.fundamentalHz},
        {"dominant_hz", r.dominantHz},
        {"bands", bands},
        {"avoid_band", bandJson(r.avoidBand)},
        {"job_trip_w", r.jobTripW},
        {"job_trip_settled_w", r.jobTripSettledW},
        {"checkpoint", {{"dip_w", r.checkpointDipW}, {"duration_s", r.checkpointDurationS}, {"interval_s", r.checkpointIntervalS}}},
        {"worst_phase", levelJson(r.worstPhase)},
        {"feeds", {levelJson(r.feeds[0]), levelJson(r.feeds[1])}},
        {"ups", ups},
        {"phases_over_at_peak", over},
        {"limits", {{"swing_w", r.swingLimitW}, {"band_rms_w", r.bandLimitRmsW}, {"trip_within_minute_w", r.tripLimitW}}},
        {"trip_within_minute_w", r.tripWithinMinuteW},
        {"mitigations", mitigations},
        {"mitigation", chosen ? json(chosen->id) : json("none")},
    };
}

} // namespace dcs
