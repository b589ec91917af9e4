#include "designconditionsio.h"
#include "json/jsonfieldreader.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// Outdoor design temperatures on record lie well inside -70..60 °C.
constexpr double kMinC = -70.0, kMaxC = 60.0;

struct Field {
    const char *key;
    double DesignConditions::*value;
};
constexpr Field kFields[] = {
    {"heating_996_db_c", &DesignConditions::heating996DryBulbC},
    {"cooling_04_db_c", &DesignConditions::cooling04DryBulbC},
    {"cooling_04_mcwb_c", &DesignConditions::cooling04MeanWetBulbC},
    {"evaporation_04_wb_c", &DesignConditions::evaporation04WetBulbC},
    {"evaporation_04_mcdb_c", &DesignConditions::evaporation04MeanDryBulbC},
};

} // namespace

DesignConditions DesignConditionsIo::read(const json &o, const std::string &path, JsonFieldReader &r)
{
    DesignConditions d;
    d.source = r.string(o, "source", path);
    for (const Field &f : kFields)
        d.*f.value = r.optNumber(o, f.key, path, kMinC, kMaxC, DesignConditions::kMissing);
    if (std::isnan(d.cooling04DryBulbC) != std::isnan(d.cooling04MeanWetBulbC))
        r.error(JsonFieldReader::child(path, "cooling_04_mcwb_c"),
                "the cooling 0.4 % dry bulb and its mean coincident wet bulb are given together or not at all.");
    if (std::isnan(d.evaporation04WetBulbC) != std::isnan(d.evaporation04MeanDryBulbC))
        r.error(JsonFieldReader::child(path, "evaporation_04_mcdb_c"),
                "the evaporation 0.4 % wet bulb and its mean coincident dry bulb are given together or not at all.");
    if (d.cooling04MeanWetBulbC > d.cooling04DryBulbC)
        r.error(JsonFieldReader::child(path, "cooling_04_mcwb_c"), "a wet bulb cannot be above its dry bulb.");
    if (d.evaporation04WetBulbC > d.evaporation04MeanDryBulbC)
        r.error(JsonFieldReader::child(path, "evaporation_04_wb_c"), "a wet bulb cannot be above its dry bulb.");
    return d;
}

json DesignConditionsIo::toJson(const DesignConditions &d)
{
    json o = {{"source", d.source}};
    for (const Field &f : kFields)
        if (!std::isnan(d.*f.value))
            o[f.key] = d.*f.value;
    return o;
}

} // namespace dcs
