#pragma once
#include "climate/climateprofile.h"
#include <memory>
#include <optional>
#include <string>

namespace dcs {

struct HourlyClimate;
struct Project;

// The climate the cooling engine runs on (issue 34 item 3): the project's imported weather file
// (a measured year), its custom monthly normals, or a built-in profile (chosen, else matched
// from the site location, else Ashburn) synthesised into a year. The year ends with the site's
// ASHRAE design conditions when they are known, so the plant is sized on them.
struct SiteClimate {
    std::string id;              // the profile id, "custom" or "weather"
    std::string name;
    std::string station;
    std::string period;
    std::string source;
    std::string caveats;
    bool rhEstimated = false;
    bool measured = false;       // a measured year from a weather file; else synthesised from normals
    std::string how;             // "setting", "site location" or "fallback"
    std::optional<DesignConditions> design;
    std::shared_ptr<const HourlyClimate> year;

    static SiteClimate resolve(const Project &project, bool withWetBulb);
    // The monthly normals the settings select, as resolve() uses them when there is no weather
    // file: "custom", a built-in id, else the profile matching the site location, else ashburn-va.
    static const ClimateProfile &normals(const Project &project, std::string *how = nullptr);
};

} // namespace dcs
