#pragma once
#include "project/coolingsettings.h"
#include <nlohmann/json_fwd.hpp>

namespace dcs {

class JsonFieldReader;

// The project file's optional "cooling" section (docs/cooling.md). Absent -> defaults; every
// bad value is recorded in `r` with its JSON path (/cooling/air/chiller_cop, ...).
void readCoolingSettings(const nlohmann::json &doc, CoolingSettings &out, JsonFieldReader &r);
// The section as written; null when the settings equal the defaults (the key is then omitted,
// so files that never touched cooling stay as they were).
nlohmann::json coolingSettingsToJson(const CoolingSettings &s);
// Every key, defaults included (the report's assumptions appendix lists them all).
nlohmann::json coolingSettingsFullJson(const CoolingSettings &s);

} // namespace dcs
