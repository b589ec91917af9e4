#pragma once
#include "project/thermalsettings.h"
#include <nlohmann/json_fwd.hpp>

namespace dcs {

class JsonFieldReader;

// The "thermal" object of the project's "cooling" section (docs/thermal.md): absent keys keep
// their defaults; a bad value is recorded with its path (/cooling/thermal/grid_refine, ...).
void readThermalSettings(const nlohmann::json &o, const std::string &path, ThermalSettings &out, JsonFieldReader &r);
nlohmann::json thermalSettingsToJson(const ThermalSettings &s);
const char *ashraeClassName(AshraeClass c);

} // namespace dcs
