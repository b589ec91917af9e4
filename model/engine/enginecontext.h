#pragma once
#include "warning.h"
#include <atomic>
#include <vector>

namespace dcs {

class Catalog;
struct Project;

// The one shape of every engine call (issue 36 item 2; docs/architecture.md):
//
//   XResult XEngine::evaluate(const EngineContext &context, const XEngine::Needs &needs);
//
// `context` is what every engine reads and writes: the design (its settings included), the
// catalog it names, the list the engine appends its findings to, and an optional stop flag.
// `needs` holds the results of the engines it reads, each an arrow in cmake/layers.txt: a
// reference where the engine cannot answer without it, a pointer where it has a documented
// answer without it (the network's optics, for a design with no fabric). An engine with no
// needs takes `{}`. No flags: a different computation is a differently named function
// (CostEngine::verdict beside CostEngine::evaluate).
struct EngineContext {
    const Project &project;
    const Catalog &catalog;
    std::vector<Warning> &warnings;
    // Set from another thread when the result is no longer wanted (a newer edit, AnalysisRunner):
    // a long engine stops between steps, and its result is then to be dropped.
    const std::atomic<bool> *cancel = nullptr;
};

} // namespace dcs
