#pragma once
#include "costresult.h"
#include <vector>

namespace dcs {

// One row of the two bills side by side: the same group and item in the reference's and the
// candidate's bill (either may be absent: an air bill has no liquid plant).
struct CostLinePair {
    const CostLine *reference = nullptr;
    const CostLine *candidate = nullptr;
    const CostLine &any() const { return reference ? *reference : *candidate; }
};

// Both bills' lines matched by group and item, in bill order of the groups (IT, air plant, liquid
// plant, electrical, building; energy, maintenance, water, demand charges) and within a group in
// the order they come. The Cost verdict tab and the report print these rows.
std::vector<CostLinePair> pairCostLines(const std::vector<CostLine> &reference, const std::vector<CostLine> &candidate);

} // namespace dcs
