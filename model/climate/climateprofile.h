#pragma once
#include "designconditions.h"
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace dcs {

// Monthly climate normals of one site (issue 4 section 2): the built-in profiles come from
// resources/climate/*.json (built from ../shared/data/climate-normals.json by
// resources/climate/make_profiles.py); a project may carry a custom one. Source, station,
// period and caveats travel with the numbers so the UI and the report can show them.
struct ClimateProfile {
    std::string id;
    std::string name;
    std::vector<std::string> match;   // lower-case fragments of a site location that select it
    std::string station;
    std::string period;
    std::string source;
    std::string caveats;
    std::array<double, 12> meanC{};       // monthly mean dry-bulb, Jan..Dec
    std::array<double, 12> dailyRangeK{}; // mean daily max - mean daily min
    std::array<double, 12> rhPct{};       // monthly mean relative humidity
    bool rhEstimated = false;             // true: rhPct estimated (see rhMethod), not measured
    std::string rhMethod;
    // The site's ASHRAE design conditions, with their source, when known: the plant's peak is
    // sized on them (issue 34). Without them the synthesised year's hottest hour stands in.
    std::optional<DesignConditions> design;

    bool operator==(const ClimateProfile &) const = default;
};

} // namespace dcs
