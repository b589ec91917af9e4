#include "powerio.h"
#include "inputreader.h"
#include "json/jsonfieldreader.h"
#include <nlohmann/json.hpp>
#include <cstdio>

namespace dcs {

using nlohmann::json;
using P = JsonFieldReader;

namespace {
// PSUs per device and outlets per PDU are small; these bounds only catch absurd values.
constexpr int kMaxPsus = 64;
constexpr int kMaxOutlets = 9600;

const char *designLoadName(PowerSettings::DesignLoad d)
{
    switch (d) {
    case PowerSettings::DesignLoad::Nameplate: return "nameplate";
    case PowerSettings::DesignLoad::Typical: return "typical";
    case PowerSettings::DesignLoad::LoadFactor: return "load_factor";
    }
    return "nameplate";
}

// A number as the user wrote it (30, 0.5), for the cross-field messages below.
std::string fixedNumber(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

// The storage of one place: its three keys. String literals, since the reader's key log keeps
// the pointers it is given (a key built in a temporary string would dangle).
struct StorageKeys {
    const char *usdPerKw, *usdPerKwh, *cycleLife;
};
constexpr StorageKeys kRackStorage{"rack_storage_usd_per_kw", "rack_storage_usd_per_kwh", "rack_storage_cycle_life"};
constexpr StorageKeys kRowStorage{"row_storage_usd_per_kw", "row_storage_usd_per_kwh", "row_storage_cycle_life"};
constexpr StorageKeys kUtilityStorage{"utility_storage_usd_per_kw", "utility_storage_usd_per_kwh",
                                      "utility_storage_cycle_life"};

void readStorage(const json &o, const std::string &path, const StorageKeys &keys, const InputReader &in,
                 StorageTechnology &t)
{
    t.usdPerKw = in.number(o, keys.usdPerKw, path, t.usdPerKw);
    t.usdPerKwh = in.number(o, keys.usdPerKwh, path, t.usdPerKwh);
    t.cycleLife = in.number(o, keys.cycleLife, path, t.cycleLife);
}

void storageToJson(json &o, const StorageKeys &keys, const StorageTechnology &t)
{
    o[keys.usdPerKw] = t.usdPerKw;
    o[keys.usdPerKwh] = t.usdPerKwh;
    o[keys.cycleLife] = t.cycleLife;
}

// The block "dynamics" of power_settings (issue 35): each number within its registry range
// (a floor above 100 %, a negative ramp limit are refused there), then what no single range
// can say: a checkpoint that lasts longer than its interval, a band whose ends are reversed.
void readDynamics(const json &settings, PowerDynamicsSettings &d, JsonFieldReader &r)
{
    const json *o = r.object(settings, "dynamics", "/power_settings", false);
    if (!o)
        return;
    const std::string path = "/power_settings/dynamics";
    const InputReader in(r, "power_settings.dynamics");
    d.commLowFraction = in.number(*o, "comm_low_fraction", path, d.commLowFraction);
    d.bubbleLowFraction = in.number(*o, "bubble_low_fraction", path, d.bubbleLowFraction);
    d.checkpointLowFraction = in.number(*o, "checkpoint_low_fraction", path, d.checkpointLowFraction);
    d.idleFraction = in.number(*o, "idle_fraction", path, d.idleFraction);
    d.checkpointIntervalS = in.number(*o, "checkpoint_interval_s", path, d.checkpointIntervalS);
    d.checkpointDurationS = in.number(*o, "checkpoint_duration_s", path, d.checkpointDurationS);
    d.gpuRampS = in.number(*o, "gpu_ramp_s", path, d.gpuRampS);
    d.coolingTimeConstantS = in.number(*o, "cooling_time_constant_s", path, d.coolingTimeConstantS);
    d.maxSwingMw = in.number(*o, "max_swing_mw", path, d.maxSwingMw);
    d.maxSwingFraction = in.number(*o, "max_swing_fraction", path, d.maxSwingFraction);
    d.maxRampMwPerS = in.number(*o, "max_ramp_mw_per_s", path, d.maxRampMwPerS);
    d.bandLowHz = in.number(*o, "band_low_hz", path, d.bandLowHz);
    d.bandHighHz = in.number(*o, "band_high_hz", path, d.bandHighHz);
    d.bandRmsFraction = in.number(*o, "band_rms_fraction", path, d.bandRmsFraction);
    d.powerFloorFraction = in.number(*o, "power_floor_fraction", path, d.powerFloorFraction);
    d.rampLimitFractionPerS = in.number(*o, "ramp_limit_fraction_per_s", path, d.rampLimitFractionPerS);
    d.storageDepthOfDischarge = in.number(*o, "storage_depth_of_discharge", path, d.storageDepthOfDischarge);
    d.trainingHoursPerYear = in.number(*o, "training_hours_per_year", path, d.trainingHoursPerYear);
    readStorage(*o, path, kRackStorage, in, d.rackStorage);
    readStorage(*o, path, kRowStorage, in, d.rowStorage);
    readStorage(*o, path, kUtilityStorage, in, d.utilityStorage);
    d.storageRoundTripEfficiency = in.number(*o, "storage_round_trip_efficiency", path, d.storageRoundTripEfficiency);
    d.storageMaintenanceFraction = in.number(*o, "storage_maintenance_fraction", path, d.storageMaintenanceFraction);
    if (o->contains("mitigation")) {
        const std::string name = r.string(*o, "mitigation", path);
        if (const std::optional<PowerSmoothing> m = powerSmoothingFromName(name))
            d.mitigation = *m;
        else if (o->at("mitigation").is_string())
            r.error(P::child(path, "mitigation"), "\"" + name +
                                                      "\" is not one of \"none\", \"gpu_smoothing\", \"software_fill\", "
                                                      "\"rack_storage\", \"row_storage\", \"utility_storage\".");
    }
    if (d.checkpointDurationS > d.checkpointIntervalS)
        r.error(P::child(path, "checkpoint_duration_s"),
                "checkpoint_duration_s (" + fixedNumber(d.checkpointDurationS) + " s) is longer than checkpoint_interval_s (" +
                    fixedNumber(d.checkpointIntervalS) + " s): a checkpoint must end before the next one starts.");
    if (d.bandLowHz >= d.bandHighHz)
        r.error(P::child(path, "band_high_hz"), "band_high_hz (" + fixedNumber(d.bandHighHz) +
                                                    " Hz) must be above band_low_hz (" + fixedNumber(d.bandLowHz) + " Hz).");
}

json dynamicsToJson(const PowerDynamicsSettings &d)
{
    json o = {{"comm_low_fraction", d.commLowFraction},
            {"bubble_low_fraction", d.bubbleLowFraction},
            {"checkpoint_low_fraction", d.checkpointLowFraction},
            {"idle_fraction", d.idleFraction},
            {"checkpoint_interval_s", d.checkpointIntervalS},
            {"checkpoint_duration_s", d.checkpointDurationS},
            {"gpu_ramp_s", d.gpuRampS},
            {"cooling_time_constant_s", d.coolingTimeConstantS},
            {"max_swing_mw", d.maxSwingMw},
            {"max_swing_fraction", d.maxSwingFraction},
            {"max_ramp_mw_per_s", d.maxRampMwPerS},
            {"band_low_hz", d.bandLowHz},
            {"band_high_hz", d.bandHighHz},
            {"band_rms_fraction", d.bandRmsFraction},
            {"power_floor_fraction", d.powerFloorFraction},
            {"ramp_limit_fraction_per_s", d.rampLimitFractionPerS},
            {"storage_depth_of_discharge", d.storageDepthOfDischarge},
            {"training_hours_per_year", d.trainingHoursPerYear},
            {"mitigation", powerSmoothingName(d.mitigation)},
            {"storage_round_trip_efficiency", d.storageRoundTripEfficiency},
            {"storage_maintenance_fraction", d.storageMaintenanceFraction}};
    storageToJson(o, kRackStorage, d.rackStorage);
    storageToJson(o, kRowStorage, d.rowStorage);
    storageToJson(o, kUtilityStorage, d.utilityStorage);
    return o;
}
} // namespace

void PowerIo::readConnections(const json &device, const std::string &devicePath, std::vector<PowerConnection> &out,
                              JsonFieldReader &r)
{
    const json *cords = r.array(device, "power", devicePath, false, kMaxPsus);
    if (!cords)
        return;
    out.reserve(cords->size());
    for (size_t i = 0; i < cords->size(); ++i) {
        const std::string path = P::child(P::child(devicePath, "power"), i);
        PowerConnection c;
        if (!r.expectObject((*cords)[i], path)) {
            out.push_back(c);  // a placeholder keeps the later cords' paths right
            continue;
        }
        c.psu = r.integer((*cords)[i], "psu", path, 1, kMaxPsus);
        c.pduId = r.string((*cords)[i], "pdu", path);
        c.outlet = r.integer((*cords)[i], "outlet", path, 1, kMaxOutlets);
        out.push_back(std::move(c));
    }
}

void PowerIo::writeConnections(const std::vector<PowerConnection> &cords, json &device)
{
    if (cords.empty())
        return;
    json arr = json::array();
    for (const PowerConnection &c : cords)
        arr.push_back({{"psu", c.psu}, {"pdu", c.pduId}, {"outlet", c.outlet}});
    device["power"] = std::move(arr);
}

void PowerIo::readSettings(const json &doc, PowerSettings &s, JsonFieldReader &r)
{
    const json *o = r.object(doc, "power_settings", "", false);
    if (!o)
        return;
    const std::string path = "/power_settings";
    const std::string basis = r.optString(*o, "design_load", path, designLoadName(s.designLoad));
    if (basis == "nameplate")
        s.designLoad = PowerSettings::DesignLoad::Nameplate;
    else if (basis == "typical")
        s.designLoad = PowerSettings::DesignLoad::Typical;
    else if (basis == "load_factor")
        s.designLoad = PowerSettings::DesignLoad::LoadFactor;
    else
        r.error(P::child(path, "design_load"),
                "design_load must be \"nameplate\", \"typical\" or \"load_factor\", found \"" + basis + "\".");
    const InputReader in(r, "power_settings");
    s.loadFactor = in.number(*o, "load_factor", path, s.loadFactor);
    const std::string derating = r.optString(*o, "continuous_derating", path, "nec_80");
    if (derating == "nec_80" || derating == "none")
        s.derating = derating == "none" ? PowerSettings::Derating::None : PowerSettings::Derating::Nec80;
    else
        r.error(P::child(path, "continuous_derating"),
                "continuous_derating must be \"nec_80\" or \"none\", found \"" + derating + "\".");
    s.warningThreshold = in.number(*o, "warning_threshold", path, s.warningThreshold);
    s.imbalanceThresholdPct = in.number(*o, "imbalance_threshold_pct", path, s.imbalanceThresholdPct);
    s.imbalanceMinUtilisation = in.number(*o, "imbalance_min_utilisation", path, s.imbalanceMinUtilisation);
    s.powerFactor = in.number(*o, "power_factor", path, s.powerFactor);
    readDynamics(*o, s.dynamics, r);
}

json PowerIo::settingsToJson(const PowerSettings &s)
{
    return {{"design_load", designLoadName(s.designLoad)},
            {"load_factor", s.loadFactor},
            {"continuous_derating", s.derating == PowerSettings::Derating::Nec80 ? "nec_80" : "none"},
            {"warning_threshold", s.warningThreshold},
            {"imbalance_threshold_pct", s.imbalanceThresholdPct},
            {"imbalance_min_utilisation", s.imbalanceMinUtilisation},
            {"power_factor", s.powerFactor},
            {"dynamics", dynamicsToJson(s.dynamics)}};
}

} // namespace dcs
