#include "coolingsettingsio.h"
#include "costsettingsio.h"
#include "enumfield.h"
#include "inputreader.h"
#include "climate/climateprofiles.h"
#include "climate/siteweatherio.h"
#include "json/jsonfieldreader.h"
#include "json/jsontext.h"
#include "thermalsettingsio.h"
#include <array>
#include <cmath>
#include <nlohmann/json.hpp>
#include <utility>

namespace dcs {

using nlohmann::json;

namespace {


constexpr std::array<std::pair<const char *, CoolingArchitecture>, 3> kArchitectures{
    {{"auto", CoolingArchitecture::Auto}, {"air", CoolingArchitecture::Air}, {"liquid", CoolingArchitecture::Liquid}}};
constexpr std::array<std::pair<const char *, Economizer>, 3> kEconomizers{
    {{"none", Economizer::None}, {"water_side", Economizer::WaterSide}, {"air_side", Economizer::AirSide}}};
constexpr std::array<std::pair<const char *, UpsMode>, 2> kUpsModes{
    {{"double_conversion", UpsMode::DoubleConversion}, {"eco", UpsMode::Eco}}};
constexpr std::array<std::pair<const char *, HeatRejection>, 2> kRejection{
    {{"cooling_tower", HeatRejection::CoolingTower}, {"dry_cooler", HeatRejection::DryCooler}}};
constexpr std::array<std::pair<const char *, CoolingRedundancy>, 3> kRedundancy{
    {{"N", CoolingRedundancy::N}, {"N+1", CoolingRedundancy::NPlus1}, {"2N", CoolingRedundancy::TwoN}}};
constexpr std::array<std::pair<const char *, ItPowerBasis>, 2> kBasis{
    {{"typical", ItPowerBasis::Typical}, {"nameplate", ItPowerBasis::Nameplate}}};

void readAir(const json &o, const std::string &p, AirPlantSettings &a, JsonFieldReader &r)
{
    const InputReader in(r, "cooling.air");
    a.supplyAirC = in.number(o, "supply_air_c", p, a.supplyAirC);
    a.returnAirRiseK = in.number(o, "return_air_rise_k", p, a.returnAirRiseK);
    a.chilledWaterSupplyC = in.number(o, "chilled_water_supply_c", p, a.chilledWaterSupplyC);
    a.chilledWaterRiseK = in.number(o, "chilled_water_rise_k", p, a.chilledWaterRiseK);
    a.economizer = readEnum(o, "economizer", p, a.economizer, kEconomizers, r);
    a.heatRejection = readEnum(o, "heat_rejection", p, a.heatRejection, kRejection, r);
    a.economizerApproachK = in.number(o, "economizer_approach_k", p, a.economizerApproachK);
    a.chillerCop = in.number(o, "chiller_cop", p, a.chillerCop);
    if (o.contains("chiller_kw_per_ton")) {
        // REFERENCE 3: COP = 3.517 / (kW/ton); the file may give either, COP is written back.
        const double kwPerTon = r.optNumber(o, "chiller_kw_per_ton", p, 0.2, 3.5, 0.6);
        if (o.contains("chiller_cop"))
            r.error(JsonFieldReader::child(p, "chiller_kw_per_ton"), "give chiller_cop or chiller_kw_per_ton, not both.");
        else
            a.chillerCop = 3.517 / kwPerTon;
    }
    a.chillerRatingOutdoorC = in.number(o, "chiller_rating_outdoor_c", p, a.chillerRatingOutdoorC);
    a.copChangePerK = in.number(o, "cop_change_per_k", p, a.copChangePerK);
    a.chillerCopMin = in.number(o, "chiller_cop_min", p, a.chillerCopMin);
    a.chillerCopMax = in.number(o, "chiller_cop_max", p, a.chillerCopMax);
    if (a.chillerCopMin > a.chillerCopMax)
        r.error(JsonFieldReader::child(p, "chiller_cop_min"), "chiller_cop_min is above chiller_cop_max.");
    a.fanWPerKw = in.number(o, "fan_w_per_kw", p, a.fanWPerKw);
    a.pumpWPerKw = in.number(o, "pump_w_per_kw", p, a.pumpWPerKw);
    a.heatRejectionWPerKw = in.number(o, "heat_rejection_w_per_kw", p, a.heatRejectionWPerKw);
}

// "32", "32.5": a temperature in a message as it would be typed.
std::string degrees(double v)
{
    return v == std::floor(v) && std::abs(v) < 1e6 ? std::to_string(static_cast<long long>(v)) : JsonText::dump(json(v));
}

// The ASHRAE liquid class, and the facility supply inside it (issue 34: a supply outside the
// chosen class is refused naming supply_c, so the file, --set and the dialog change nothing).
void readLiquidClass(const json &o, const std::string &p, LiquidPlantSettings &l, JsonFieldReader &r)
{
    if (!o.contains("ashrae_class"))
        return;
    const std::string name = r.string(o, "ashrae_class", p);
    const std::optional<LiquidClass> c = liquidClassFromName(name);
    if (!c) {
        if (o.at("ashrae_class").is_string())
            r.error(JsonFieldReader::child(p, "ashrae_class"),
                    "\"" + name + "\" is not one of \"auto\", \"W17\", \"W27\", \"W32\", \"W40\", \"W45\", \"W+\".");
        return;
    }
    l.ashraeClass = *c;
    const LiquidClassInfo &info = liquidClassInfo(*c);
    if (l.supplyC > info.maxSupplyC) {
        const std::string lowest = liquidClassInfo(lowestLiquidClassFor(l.supplyC)).name;
        r.error(JsonFieldReader::child(p, "supply_c"),
                "the facility supply " + degrees(l.supplyC) + " °C is above ASHRAE class " + info.name + "'s limit of " +
                    degrees(info.maxSupplyC) + " °C; lower supply_c or choose class " + lowest + " or above.");
    }
}

void readLiquid(const json &o, const std::string &p, LiquidPlantSettings &l, JsonFieldReader &r)
{
    const InputReader in(r, "cooling.liquid");
    l.supplyC = in.number(o, "supply_c", p, l.supplyC);
    l.riseK = in.number(o, "rise_k", p, l.riseK);
    l.dryCoolerApproachK = in.number(o, "dry_cooler_approach_k", p, l.dryCoolerApproachK);
    l.heatRejection = readEnum(o, "heat_rejection", p, l.heatRejection, kRejection, r);
    l.captureFraction = in.number(o, "capture_fraction", p, l.captureFraction);
    l.cduPumpWPerKw = in.number(o, "cdu_pump_w_per_kw", p, l.cduPumpWPerKw);
    l.dryCoolerFanWPerKw = in.number(o, "dry_cooler_fan_w_per_kw", p, l.dryCoolerFanWPerKw);
    l.loopRiseK = in.number(o, "loop_rise_k", p, l.loopRiseK);
    l.pipeVelocityMS = in.number(o, "pipe_velocity_m_s", p, l.pipeVelocityMS);
    l.fittingsFactor = in.number(o, "fittings_factor", p, l.fittingsFactor);
    l.riserAllowanceM = in.number(o, "riser_allowance_m", p, l.riserAllowanceM);
    l.pipeRoughnessMm = in.number(o, "pipe_roughness_mm", p, l.pipeRoughnessMm);
    l.coolantDensityKgM3 = in.number(o, "coolant_density_kg_m3", p, l.coolantDensityKgM3);
    l.coolantCpKjKgK = in.number(o, "coolant_cp_kj_kg_k", p, l.coolantCpKjKgK);
    l.coolantViscosityMPaS = in.number(o, "coolant_viscosity_mpa_s", p, l.coolantViscosityMPaS);
    l.coldPlatePressureDropKpa = in.number(o, "cold_plate_pressure_drop_kpa", p, l.coldPlatePressureDropKpa);
    readLiquidClass(o, p, l, r);
}

void readLoss(const json &parent, const char *key, const std::string &path, ChainLoss &c, JsonFieldReader &r)
{
    const json *o = r.object(parent, key, path, false);
    if (!o)
        return;
    const std::string p = JsonFieldReader::child(path, key);
    const InputReader in(r, std::string("cooling.power_chain.") + key);
    c.noLoad = in.number(*o, "no_load", p, c.noLoad);
    c.proportional = in.number(*o, "proportional", p, c.proportional);
    c.squareLaw = in.number(*o, "square_law", p, c.squareLaw);
    c.loadFraction = in.number(*o, "load_fraction", p, c.loadFraction);
}

json lossToJson(const ChainLoss &c)
{
    return {{"no_load", c.noLoad}, {"proportional", c.proportional}, {"square_law", c.squareLaw},
            {"load_fraction", c.loadFraction}};
}

} // namespace

void readCoolingSettings(const json &doc, CoolingSettings &s, JsonFieldReader &r)
{
    const json *o = r.object(doc, "cooling", "", false);
    if (!o)
        return;
    const std::string p = "/cooling";
    s.climateProfileId = r.optString(*o, "climate_profile", p);
    if (const json *c = r.object(*o, "custom_climate", p, false)) {
        const std::string cp = JsonFieldReader::child(p, "custom_climate");
        s.customClimate = ClimateProfiles::read(*c, cp, r);
    }
    if (const json *w = r.object(*o, "weather", p, false))
        s.weather = SiteWeatherRef(SiteWeatherIo::read(*w, JsonFieldReader::child(p, "weather"), r));
    if (s.climateProfileId == "custom" && !s.customClimate)
        r.error(JsonFieldReader::child(p, "climate_profile"), "\"custom\" needs a custom_climate object.");
    else if (s.climateProfileId == ClimateProfiles::kWeatherId && !s.weather)
        r.error(JsonFieldReader::child(p, "climate_profile"),
                "\"weather\" needs a weather object (an imported EPW year: Site and Cooling > Climate > Import weather "
                "file, or --set cooling.weather_file=PATH).");
    else if (!s.climateProfileId.empty() && s.climateProfileId != "custom" && s.climateProfileId != ClimateProfiles::kWeatherId &&
             !ClimateProfiles::builtIn().find(s.climateProfileId))
        r.error(JsonFieldReader::child(p, "climate_profile"),
                "unknown climate profile '" + s.climateProfileId +
                    "' (built-in ids are in docs/cooling.md; or \"custom\", or \"weather\" for an imported weather file).");
    s.architecture = readEnum(*o, "architecture", p, s.architecture, kArchitectures, r);
    s.redundancy = readEnum(*o, "redundancy", p, s.redundancy, kRedundancy, r);
    s.itPowerBasis = readEnum(*o, "it_power_basis", p, s.itPowerBasis, kBasis, r);
    const InputReader in(r, "cooling");
    s.airDensityLimitKwPerRack = in.number(*o, "air_density_limit_kw_per_rack", p, s.airDensityLimitKwPerRack);
    s.lightingOtherWPerM2 = in.number(*o, "lighting_other_w_per_m2", p, s.lightingOtherWPerM2);
    if (const json *a = r.object(*o, "air", p, false))
        readAir(*a, JsonFieldReader::child(p, "air"), s.air, r);
    if (const json *l = r.object(*o, "liquid", p, false))
        readLiquid(*l, JsonFieldReader::child(p, "liquid"), s.liquid, r);
    if (const json *pc = r.object(*o, "power_chain", p, false)) {
        const std::string pp = JsonFieldReader::child(p, "power_chain");
        readLoss(*pc, "transformer", pp, s.powerChain.transformer, r);
        readLoss(*pc, "ups", pp, s.powerChain.ups, r);
        s.powerChain.upsMode = readEnum(*pc, "ups_mode", pp, s.powerChain.upsMode, kUpsModes, r);
        readLoss(*pc, "pdu", pp, s.powerChain.pdu, r);
    }
    if (const json *c = r.object(*o, "cost", p, false))
        readCostSettings(*c, JsonFieldReader::child(p, "cost"), s.cost, r);
    if (const json *t = r.object(*o, "thermal", p, false))
        readThermalSettings(*t, JsonFieldReader::child(p, "thermal"), s.thermal, r);
}

json coolingSettingsToJson(const CoolingSettings &s)
{
    if (s == CoolingSettings{})
        return nullptr;
    return coolingSettingsFullJson(s);
}

json coolingSettingsFullJson(const CoolingSettings &s)
{
    const AirPlantSettings &a = s.air;
    const LiquidPlantSettings &l = s.liquid;
    const CostSettings &c = s.cost;
    json o = {
        {"climate_profile", s.climateProfileId},
        {"architecture", enumName(s.architecture, kArchitectures)},
        {"redundancy", enumName(s.redundancy, kRedundancy)},
        {"it_power_basis", enumName(s.itPowerBasis, kBasis)},
        {"air_density_limit_kw_per_rack", s.airDensityLimitKwPerRack},
        {"lighting_other_w_per_m2", s.lightingOtherWPerM2},
        {"air",
         {{"supply_air_c", a.supplyAirC}, {"return_air_rise_k", a.returnAirRiseK},
          {"chilled_water_supply_c", a.chilledWaterSupplyC}, {"chilled_water_rise_k", a.chilledWaterRiseK},
          {"economizer", enumName(a.economizer, kEconomizers)}, {"heat_rejection", enumName(a.heatRejection, kRejection)},
          {"economizer_approach_k", a.economizerApproachK}, {"chiller_cop", a.chillerCop},
          {"chiller_rating_outdoor_c", a.chillerRatingOutdoorC}, {"cop_change_per_k", a.copChangePerK},
          {"chiller_cop_min", a.chillerCopMin}, {"chiller_cop_max", a.chillerCopMax}, {"fan_w_per_kw", a.fanWPerKw},
          {"pump_w_per_kw", a.pumpWPerKw}, {"heat_rejection_w_per_kw", a.heatRejectionWPerKw}}},
        {"liquid",
         {{"supply_c", l.supplyC}, {"rise_k", l.riseK}, {"dry_cooler_approach_k", l.dryCoolerApproachK},
          {"heat_rejection", enumName(l.heatRejection, kRejection)},
          {"capture_fraction", l.captureFraction}, {"cdu_pump_w_per_kw", l.cduPumpWPerKw},
          {"dry_cooler_fan_w_per_kw", l.dryCoolerFanWPerKw}, {"loop_rise_k", l.loopRiseK},
          {"ashrae_class", liquidClassInfo(l.ashraeClass).name}, {"pipe_velocity_m_s", l.pipeVelocityMS},
          {"fittings_factor", l.fittingsFactor}, {"riser_allowance_m", l.riserAllowanceM},
          {"pipe_roughness_mm", l.pipeRoughnessMm}, {"coolant_density_kg_m3", l.coolantDensityKgM3},
          {"coolant_cp_kj_kg_k", l.coolantCpKjKgK}, {"coolant_viscosity_mpa_s", l.coolantViscosityMPaS},
          {"cold_plate_pressure_drop_kpa", l.coldPlatePressureDropKpa}}},
        {"power_chain",
         {{"transformer", lossToJson(s.powerChain.transformer)}, {"ups", lossToJson(s.powerChain.ups)},
          {"ups_mode", enumName(s.powerChain.upsMode, kUpsModes)}, {"pdu", lossToJson(s.powerChain.pdu)}}},
        {"cost", costSettingsToJson(c)},
    };
    o["thermal"] = thermalSettingsToJson(s.thermal);
    if (s.customClimate)
        o["custom_climate"] = ClimateProfiles::toJson(*s.customClimate);
    if (s.weather)
        o["weather"] = SiteWeatherIo::toJson(*s.weather);
    return o;
}

} // namespace dcs
