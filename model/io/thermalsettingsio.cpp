#include "thermalsettingsio.h"
#include "inputreader.h"
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
    if (o.contains("ceiling_return")) {
        const std::string d = r.string(o, "ceiling_return", p);
        if (d == "room" || d == "plenum")
            t.plenumReturn = d == "plenum";
        else if (o.at("ceiling_return").is_string())
            r.error(JsonFieldReader::child(p, "ceiling_return"), "\"" + d + "\" is not one of \"room\", \"plenum\".");
    }
    // 8 cells per tile side on a 36 m x 50 m hall is 400,000 cells: beyond the grid's limit
    // (ThermalGrid::kMaxCells), which ThermalEngine refuses with a message.
    const InputReader in(r, "cooling.thermal");
    t.gridRefine = in.integer(o, "grid_refine", p, t.gridRefine);
    t.layers = in.integer(o, "layers", p, t.layers);
    t.gpuServerDeltaTK = in.number(o, "gpu_server_delta_t_k", p, t.gpuServerDeltaTK);
    t.switchDeltaTK = in.number(o, "switch_delta_t_k", p, t.switchDeltaTK);
    t.otherDeltaTK = in.number(o, "other_delta_t_k", p, t.otherDeltaTK);
    t.eddyDiffusivityM2s = in.number(o, "eddy_diffusivity_m2_s", p, t.eddyDiffusivityM2s);
    t.airLayerHeightM = in.number(o, "air_layer_height_m", p, t.airLayerHeightM);
    t.ceilingHeightM = in.number(o, "ceiling_height_m", p, t.ceilingHeightM);
    if (t.ceilingHeightM < t.airLayerHeightM + 0.3)
        r.error(JsonFieldReader::child(p, "ceiling_height_m"),
                "the ceiling must be at least 0.3 m above the rack-level layer (air_layer_height_m).");
    t.failureScan = r.optBool(o, "failure_scan", p, t.failureScan);
}

json thermalSettingsToJson(const ThermalSettings &t)
{
    return {{"ashrae_class", ashraeClassName(t.ashraeClass)},
            {"air_delivery", t.raisedFloor ? "raised_floor" : "room"},
            {"ceiling_return", t.plenumReturn ? "plenum" : "room"},
            {"grid_refine", t.gridRefine},
            {"layers", t.layers},
            {"gpu_server_delta_t_k", t.gpuServerDeltaTK},
            {"switch_delta_t_k", t.switchDeltaTK},
            {"other_delta_t_k", t.otherDeltaTK},
            {"eddy_diffusivity_m2_s", t.eddyDiffusivityM2s},
            {"air_layer_height_m", t.airLayerHeightM},
            {"ceiling_height_m", t.ceilingHeightM},
            {"failure_scan", t.failureScan}};
}

} // namespace dcs
