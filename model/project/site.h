#pragma once
#include <string>

namespace dcs {

// Where the hall stands and what its energy costs. Prices and intensities are user inputs:
// their defaults are assumptions, shown and editable in the inspector.
struct Site {
    std::string name = "New site";
    std::string location = "Unspecified";
    std::string currency = "USD";
    double electricityPricePerKwh = 0.10;  // assumption: typical US industrial tariff
    double gridCo2KgPerKwh = 0.40;         // assumption: order of a mixed grid

    bool operator==(const Site &) const = default;
};

} // namespace dcs
