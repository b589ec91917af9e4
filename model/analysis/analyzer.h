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
    // After edits of the workload alone: `previous` with the training engine re-run and its
    // warnings replaced (no other engine reads the workload). Equals run() on the same project.
    static Analysis rerunTraining(const Project &project, const Catalog &catalog, const Analysis &previous);
    static nlohmann::json toJson(const Project &project, const Analysis &analysis);
    // The `warnings` list of that JSON on its own (`dcstudio check --json`).
    static nlohmann::json warningsToJson(const std::vector<Warning> &warnings);
};

} // namespace dcs
