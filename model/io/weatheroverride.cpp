#include "weatheroverride.h"
#include "climate/climateprofiles.h"
#include "climate/siteweatherio.h"
#include "io/weatherimport.h"
#include <nlohmann/json.hpp>

namespace dcs {

bool WeatherOverride::matches(const std::string &assignment)
{
    return assignment.rfind(std::string(kKey) + "=", 0) == 0;
}

std::string WeatherOverride::apply(nlohmann::json &doc, const std::string &assignment, std::string *pointer)
{
    const std::string path = assignment.substr(std::string(kKey).size() + 1);
    const WeatherImport::Result imported = WeatherImport::fromFile(path, path);
    if (!imported.weather) {
        std::string why = std::string(kKey) + ":";
        for (const std::string &e : imported.errors)
            why += (why.back() == ':' ? " " : "\n") + e;
        return why;
    }
    if (!doc.is_object())
        return std::string(kKey) + ": the project is not a JSON object.";
    if (!doc["cooling"].is_object())
        doc["cooling"] = nlohmann::json::object();
    doc["cooling"]["weather"] = SiteWeatherIo::toJson(*imported.weather);
    doc["cooling"]["climate_profile"] = ClimateProfiles::kWeatherId;
    if (pointer)
        *pointer = "/cooling/weather";
    return {};
}

} // namespace dcs
