#pragma once
#include "analysis.h"
#include <nlohmann/json_fwd.hpp>
#include <atomic>

namespace dcs {

class Catalog;
struct DeferredAnalysis;
struct Project;

// Runs every engine on a project (pure: same project, same Analysis) and turns the result
// into the documented `dcstudio evaluate` JSON.
class Analyzer
{
public:
    // The complete analysis: firstPass, then secondPass merged by complete().
    static Analysis run(const Project &project, const Catalog &catalog);

    // The studio's two passes (AnalysisRunner): the first is every engine but the slow parts,
    // cheap enough to run on the GUI thread after every edit (`complete` false); the second
    // computes those parts from the first pass's results, on a worker thread.
    // (DeferredAnalysis, deferredanalysis.h: only the callers of these two read it.)
    using Deferred = DeferredAnalysis;
    static Analysis firstPass(const Project &project, const Catalog &catalog);
    // `cancel` (optional) stops the thermal failure scan early; the result is then to be dropped.
    static Deferred secondPass(const Project &project, const Catalog &catalog, const Analysis &first,
                               const std::atomic<bool> *cancel = nullptr);
    // `first` with the deferred parts in place: equal to run() on the same project.
    static Analysis complete(const Analysis &first, Deferred deferred);

    // After edits of the workload alone: `previous` with the training engine re-run and its
    // warnings replaced (no other engine reads the workload). Equals run() on the same project
    // when `previous` is complete (else it stays a first pass).
    static Analysis rerunTraining(const Project &project, const Catalog &catalog, const Analysis &previous);
    static nlohmann::json toJson(const Project &project, const Analysis &analysis);
    // The `warnings` list of that JSON on its own (`dcstudio check --json`).
    static nlohmann::json warningsToJson(const std::vector<Warning> &warnings);
};

} // namespace dcs
