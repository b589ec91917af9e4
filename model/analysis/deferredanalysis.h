#pragma once
#include "cost/costresult.h"
#include "thermal/thermalresult.h"
#include "engine/warning.h"
#include <vector>

namespace dcs {

// What the studio's second pass computes (Analyzer::secondPass, on a worker thread) and
// Analyzer::complete merges into the first pass's snapshot. In a header of its own so that the
// many callers of Analyzer::run do not recompile when the thermal or cost results change.
struct DeferredAnalysis {
    ThermalResult thermal;             // the thermal map with its failure scan
    std::vector<Warning> thermalWarnings;
    std::vector<TornadoBar> tornado;   // the cost verdict's uncertainty
    MonteCarloResult monteCarlo;
};

} // namespace dcs
