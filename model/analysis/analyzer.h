#pragma once
#include "analysis.h"
#include <nlohmann/json.hpp>

namespace dcs {

class Catalog;
struct Project;

// Runs every engine on a project (pure: same project, same Analysis) and turns the result
// into the documented `dcstudio evaluate` JSON.
class Analyzer
{
public:
    static Analysis run(const Project &project, const Catalog &catalog);
    static nlohmann::json toJson(const Project &project, const Analysis &analysis);
    // The `warnings` list of that JSON on its own (`dcstudio check --json`).
    static nlohmann::json warningsToJson(const std::vector<Warning> &warnings);
};

} // namespace dcs
