#pragma once
#include <vector>

namespace dcs {

// The Pareto front of a set of designs over two figures (issue 18: cost per GPU-hour against
// days to train, TCO against PUE): a design is on the front when no other design is at least
// as good in both figures and better in one. Which way is "good" is given per axis. Points with
// a missing (NaN) figure are never on the front. O(n log n), for sweeps of 100,000 variants.
namespace ParetoFront {

std::vector<bool> of(const std::vector<double> &x, const std::vector<double> &y, bool xLowerIsBetter,
                     bool yLowerIsBetter);

} // namespace ParetoFront
} // namespace dcs
