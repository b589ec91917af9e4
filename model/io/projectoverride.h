#pragma once
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

// Applies a command-line override "key.path=value" to a project document before it is read
// (and so validated). Path segments are object keys, array indices, or the id of an element
// of an array of objects: "site.electricity_price_per_kwh=0.12", "racks.R-A01.power_budget_kw=50",
// "racks.0.name=\"Row A\"". The value is JSON when it parses as JSON, else a plain string.
// Returns an empty string on success, else a sentence naming what is wrong. A value the JSON
// parser cannot take as a value (1e400, or nested deeper than a project may be) is refused here,
// not turned into a string. Whether the key is one the format knows is for the reader to say
// (it reports unknown keys at their JSON pointer): `pointer`, when given, receives the pointer
// of the value set, e.g. "/racks/3/power_budget_kw".
std::string applyOverride(nlohmann::json &doc, const std::string &assignment);
std::string applyOverride(nlohmann::json &doc, const std::string &assignment, std::string *pointer);

} // namespace dcs
