#pragma once
#include "climateprofile.h"
#include "json/loaderror.h"
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace dcs {

class JsonFieldReader;

// The built-in climate profiles (":/climate/*.json", one file per location) and the
// reader/writer shared with the custom profile a project stores in its "cooling" section.
class ClimateProfiles
{
public:
    static constexpr const char *kFallbackId = "ashburn-va";
    // The ids of cooling.climate_profile that name no built-in profile: the project's custom
    // normals, and its imported weather file (cooling.weather).
    static constexpr const char *kCustomId = "custom";
    static constexpr const char *kWeatherId = "weather";

    // Loaded once from the embedded resources. Invalid files are reported by builtInErrors()
    // (tests check it is empty); the valid profiles are still served.
    static const ClimateProfiles &builtIn();
    static const LoadErrors &builtInErrors();

    // Reads one profile object at `path`; every problem is recorded in `r` with its JSON path.
    static ClimateProfile read(const nlohmann::json &obj, const std::string &path, JsonFieldReader &r);
    static nlohmann::json toJson(const ClimateProfile &p);
    // Parses one profile file's text (errors name the file and the path).
    static LoadErrors parseFile(const std::string &text, const std::string &fileName, ClimateProfile &out);

    const std::vector<ClimateProfile> &profiles() const { return mProfiles; }
    const ClimateProfile *find(const std::string &id) const;
    // The profile whose id, name or match fragments occur in `location` (case-insensitive),
    // or nullptr.
    const ClimateProfile *matchLocation(const std::string &location) const;

    void add(ClimateProfile p) { mProfiles.push_back(std::move(p)); }

private:
    std::vector<ClimateProfile> mProfiles;
};

} // namespace dcs
