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
        {"mitigation", {{"floor_added_it_kwh_per_year", r.floorAddedItKwhPerYear},
                        {"floor_added_facility_kwh_per_year", r.floorAddedFacilityKwhPerYear},
                        {"floor_cost_per_year", r.floorCostPerYear},
                        {"swing_limit_w", r.swingLimitW},
                        {"longest_low_s", r.longestLowS},
                        {"storage_kw", r.storageKw},
                        {"storage_kwh", r.storageKwh},
                        {"storage_cycles_per_year", r.storageCyclesPerYear}}},
    };
}

} // namespace dcs
