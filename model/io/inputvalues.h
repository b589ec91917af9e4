#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace dcs {

struct Network;
struct Project;

// One input with its value, keyed as `--set` spells it ("cooling.air.supply_air_c").
struct InputValue {
    std::string key;
    nlohmann::json value;
};

// The project's inputs as the file holds them, flattened to keys: what the report's assumptions
// appendix lists and where the inputs registry's defaults come from (a default-constructed
// project, so a default is stated once, in the model's own initialisers).
namespace InputValues {
// The file sections of a project's settings (site, power_settings, cooling, workload; cooling
// in full, even where the file leaves an all-default section out).
nlohmann::json sections(const Project &project);
// Flattens a settings object into "prefix.key" inputs; arrays of numbers or text stay one input;
// lists of objects (links, switches, jobs, custom entries) are design content, not inputs.
void flatten(const nlohmann::json &j, const std::string &prefix, std::vector<InputValue> &out);
// A network's settings (its links and switches aside), keyed "<prefix>.<key>".
std::vector<InputValue> ofNetwork(const Network &network, const std::string &prefix);
// The default of a registry key ("networks.*.su_nodes" from a default network), or nullptr when
// a default design has none (a custom model's shape, a user's cost range).
const nlohmann::json *defaultOf(const std::string &key);
}

} // namespace dcs
