#pragma once
#include "climate/siteweather.h"
#include <optional>
#include <string>
#include <vector>

namespace dcs {

// Reads an EPW weather file from disk (the file I/O lives here in io/, the parsing in climate/)
// into the site's weather (issue 34 item 3), for the studio's
// File > Import Weather File and the command line's --set cooling.weather_file=PATH. Regular
// files only, at most EpwReader::kMaxBytes; every problem is a message naming the file (and the
// line where there is one); nothing is guessed.
class WeatherImport
{
public:
    struct Result {
        std::optional<SiteWeather> weather;
        std::vector<std::string> errors;
    };
    // `shownName` names the file in messages (the path as the user typed it).
    static Result fromFile(const std::string &path, const std::string &shownName);
    // The key --set reads: cooling.weather_file=PATH imports PATH into cooling.weather.
    static constexpr const char *kOverrideKey = "cooling.weather_file";
};

} // namespace dcs
