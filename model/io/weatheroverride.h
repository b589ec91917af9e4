#pragma once
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

// `--set cooling.weather_file=PATH` (issue 34 item 3) is not a value in the file but a file to
// read: the EPW weather file at PATH becomes the project's weather (cooling.weather) and climate
// ("weather"). The command line and the sweep's --vary and --set take it the same way.
class WeatherOverride
{
public:
    static constexpr const char *kKey = "cooling.weather_file";

    static bool matches(const std::string &assignment);
    // Reads the file into `doc`: "" on success, else the reasons, naming the file (and the line
    // where there is one). `pointer` receives the JSON pointer written, "/cooling/weather".
    static std::string apply(nlohmann::json &doc, const std::string &assignment, std::string *pointer = nullptr);
};

} // namespace dcs
