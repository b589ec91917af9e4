#include "thermalsettingsio.h"
#include "enumfield.h"
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
constexpr std::array<std::pair<const char *, bool>, 2> kRaisedFloor{{{"raised_floor", true}, {"room", false}}};
constexpr std::array<std::pair<const char *, bool>, 2> kPlenumReturn{{{"room", false}, {"plenum", true}}};
} // namespace

const char *ashraeClassName(AshraeClass c)
{
    return enumName(c, kClasses);
}

void readThermalSettings(const json &o, const std::string &p, ThermalSettings &t, JsonFieldReader &r)
{
    t.ashraeClass = readEnum(o, "ashrae_class", p, t.ashraeClass, kClasses, r);
    t.raisedFloor = readEnum(o, "air_delivery", p, t.raisedFloor, kRaisedFloor, r);
    t.plenumReturn = readEnum(o, "ceiling_return", p, t.plenumReturn, kPlenumReturn, r);
    // 8 cells per tile side on a 36 m x 50 m hall is 400,000 cells: beyond the grid's limit
    // (ThermalGrid::kMaxAirCells, floor cells x layers), which ThermalEngine refuses with a message.
    const InputReader in(r, "cooling.thermal");
    t.gridRefine = in.integer(o, "grid_refine", p, t.gridRefine);
    t.layers = in.integer(o, "layers", p, t.layers);
    t.gpuServerDeltaTK = in.number(o, "gpu_server_delta_t_k", p, t.gpuServerDeltaTK);
    t.switchDeltaTK = in.number(o, "switch_delta_t_k", p, t.switchDeltaTK);
    t.otherDeltaTK = in.number(o, "other_delta_t_k", p, t.otherDeltaTK);
    t.eddyDiffusivityM2s = in.number(o, "eddy_diffusivity_m2_s", p, t.eddyDiffusivityM2s);
    t.openingDischargeCoefficient = in.number(o, "opening_discharge_coefficient", p, t.openingDischargeCoefficient);
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
            {"air_delivery", enumName(t.raisedFloor, kRaisedFloor)},
            {"ceiling_return", enumName(t.plenumReturn, kPlenumReturn)},
            {"grid_refine", t.gridRefine},
            {"layers", t.layers},
            {"gpu_server_delta_t_k", t.gpuServerDeltaTK},
            {"switch_delta_t_k", t.switchDeltaTK},
            {"other_delta_t_k", t.otherDeltaTK},
            {"eddy_diffusivity_m2_s", t.eddyDiffusivityM2s},
            {"opening_discharge_coefficient", t.openingDischargeCoefficient},
            {"air_layer_height_m", t.airLayerHeightM},
            {"ceiling_height_m", t.ceilingHeightM},
            {"failure_scan", t.failureScan}};
}

} // namespace dcs
