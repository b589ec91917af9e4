#pragma once
#include <string>

namespace dcs {

// The chosen power-swing mitigation of the training step (issue 35 item 3), as the cost verdict
// prices it in both options: the same storage for either plant, its energy through each
// option's own facility energy per IT energy. Sized by the power dynamics (docs/power.md
// "Mitigations"), which run after the verdict; the Analyzer prices the verdict again with it.
struct SmoothingCost {
    std::string item;                   // "Storage at the rack (power-swing mitigation)"
    double capexUsd = 0;                // storage at its USD prices
    double addedItKwhPerYear = 0;       // a floor's or fill's burnt energy, rack or row storage losses
    double addedFacilityKwhPerYear = 0; // lost outside the hall (storage at the utility connection)
    double maintenanceFraction = 0;     // of its capex a year
};

} // namespace dcs
