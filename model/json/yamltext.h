#pragma once
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

// Writes a JSON value as block-style YAML for files people read and tools load (Prometheus
// rules, NetBox imports). Every string is double-quoted with JSON escapes, which YAML 1.2
// reads the same way, so no value can turn into a number, a boolean or a comment; keys are
// plain when they are simple identifiers. Empty maps and lists are written inline ({} / []).
namespace YamlText {

std::string write(const nlohmann::json &value);

} // namespace YamlText
} // namespace dcs
