#pragma once
#include "siteweather.h"
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

class JsonFieldReader;

// The project's "cooling.weather" object (docs/cooling.md, "EPW weather files"): where the year
// came from, its design conditions and its 8,760 hours of dry and wet bulb. Every bad value is
// an error at its path (an hour by its index and its date), never a repaired year.
class SiteWeatherIo
{
public:
    static SiteWeather read(const nlohmann::json &obj, const std::string &path, JsonFieldReader &r);
    static nlohmann::json toJson(const SiteWeather &w);
};

} // namespace dcs
