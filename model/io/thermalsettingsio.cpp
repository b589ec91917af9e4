#include "thermalsettingsio.h"
#include "json/jsonfieldreader.h"
#include <array>
#include <nlohmann/json.hpp>
#include <utility>

namespace dcs {

using nlohmann::json;

namespace {
constexpr std::array<std::pair<const char *, AshraeClass>, 4> kClasses{
    {{"A1", AshraeClass::A1}, {"A2", AshraeClass::A2}, {"A3", AshraeClass::A3}, {"A4", AshraeClass::A4}}};
} // namespace

const char *ashraeClassName(AshraeClass c)
{
    for (const auto &[name, value] : kClasses)
        if (value == c)
            return name;
    return "A1";
}

void readThermalSettings(const json &o, const std::string &p, ThermalSettings &t, JsonFieldReader &r)
{
    if (o.contains("ashrae_class")) {
        const std::string s = r.string(o, "ashrae_class", p);
        bool known = false;
        for (const auto &[name, value] : kClasses)
            if (s == name) {
                t.ashraeClass = value;
                known = true;
            }
        if (!known && o.at("ashrae_class").is_string())
            r.error(JsonFieldReader::child(p, "ashrae_class"), "\"" + s + "\" is not one of \"A1\", \"A2\", \"A3\", \"A4\".");
    }
    if (o.contains("air_delivery")) {
        const std::string d = r.string(o, "air_delivery", p);
        if (d == "raised_floor" || d == "room")
            t.raisedFloor = d == "raised_floor";
        else if (o.at("air_delivery").is_string())
            r.error(JsonFieldReader::child(p, "air_delivery"), "\"" + d + "\" is not one of \"raised_floor\", \"room\".");
    }
    // 8 cells per tile side on a 36 m x 50 m hall is 400,000 cells: beyond the grid's limit
    // (ThermalGrid::kMaxCells), which ThermalEngine refuses with a message.
    t.gridRefine = r.optInteger(o, "grid_refine", p, 1, 8, t.gridRefine);
    t.gpuServerDeltaTK = r.optNumber(o, "gpu_server_delta_t_k", p, 2.0, 40.0, t.gpuServerDeltaTK);
    t.switchDeltaTK = r.optNumber(o, "switch_delta_t_k", p, 2.0, 40.0, t.switchDeltaTK);
    t.otherDeltaTK = r.optNumber(o, "other_delta_t_k", p, 2.0, 40.0, t.otherDeltaTK);
    t.eddyDiffusivityM2s = r.optNumber(o, "eddy_diffusivity_m2_s", p, 0.0, 10.0, t.eddyDiffusivityM2s);
    t.airLayerHeightM = r.optNumber(o, "air_layer_height_m", p, 0.5, 10.0, t.airLayerHeightM);
    t.ceilingHeightM = r.optNumber(o, "ceiling_height_m", p, 1.0, 30.0, t.ceilingHeightM);
    if (t.ceilingHeightM < t.airLayerHeightM + 0.3)
        r.error(JsonFieldReader::child(p, "ceiling_height_m"),
                "the ceiling must be at least 0.3 m above the rack-level layer (air_layer_height_m).");
    t.failureScan = r.optBool(o, "failure_scan", p, t.failureScan);
}

json thermalSettingsToJson(const ThermalSettings &t)
{
    return {{"ashrae_class", ashraeClassName(t.ashraeClass)},
            {"air_delivery", t.raisedFloor ? "raised_floor" : "room"},
            {"grid_refine", t.gridRefine},
            {"gpu_server_delta_t_k", t.gpuServerDeltaTK},
            {"switch_delta_t_k", t.switchDeltaTK},
            {"other_delta_t_k", t.otherDeltaTK},
            {"eddy_diffusivity_m2_s", t.eddyDiffusivityM2s},
            {"air_layer_height_m", t.airLayerHeightM},
            {"ceiling_height_m", t.ceilingHeightM},
            {"failure_scan", t.failureScan}};
}

} // namespace dcs
