#pragma once
#include "project/costsettings.h"
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

class JsonFieldReader;

// The "cooling.cost" section of a project file (docs/cost.md lists every key with its source).
// Absent keys keep their defaults; every bad value is recorded with its JSON path. "ranges" maps
// a cost input's key (its --set path) to {"low": .., "high": ..}; low above high, a negative
// price or a discount rate of 100 % or more are refused, naming the field.
void readCostSettings(const nlohmann::json &o, const std::string &path, CostSettings &out, JsonFieldReader &r);
nlohmann::json costSettingsToJson(const CostSettings &c);

} // namespace dcs
