#pragma once
#include "costbasis.h"
#include "spec/costinputs.h"
#include "costresult.h"

namespace dcs {

// Which assumption decides the verdict (issue 14 section 5; docs/cost.md):
// - the tornado moves one input at a time to its low and its high end, all others at base,
//   and ranks inputs by the swing of the TCO difference (liquid - air);
// - the Monte Carlo run draws every input from a triangular distribution (low, base, high)
//   with a seeded generator (the same seed gives the same figures on every machine).
class CostUncertainty
{
public:
    static std::vector<TornadoBar> tornado(const CostBasis &basis, const std::array<CostInputRange, kCostInputCount> &ranges);
    static MonteCarloResult monteCarlo(const CostBasis &basis, const std::array<CostInputRange, kCostInputCount> &ranges,
                                       int samples, std::uint64_t seed);
    // Inverse CDF of the triangular distribution on [low, high] with mode `mode` at u in [0, 1).
    static double triangular(double low, double mode, double high, double u);
    static constexpr int kHistogramBins = 30;
};

} // namespace dcs
