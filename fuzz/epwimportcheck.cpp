// An EPW weather file under any bytes (issue 34, fuzz/fuzzchecks.h): the reader refuses it with
// messages that name the file, or reads it; a file it reads either imports as the site's weather
// or says why; and an imported year must read back from the project exactly (a year the import
// accepted and the project reader refused would make the saved design unopenable).
#include "fuzzchecks.h"
#include "climate/epwreader.h"
#include "climate/hourlyclimate.h"
#include "climate/siteweather.h"
#include "climate/siteweatherio.h"
#include "json/jsonfieldreader.h"
#include <nlohmann/json.hpp>

namespace dcs::fuzz {

std::string checkEpwImport(std::string_view bytes)
{
    const EpwReader::Result read = EpwReader::read(bytes, "fuzz.epw");
    if (!read.file) {
        if (read.errors.empty())
            return "refused without a message";
        for (const std::string &e : read.errors)
            if (e.rfind("fuzz.epw", 0) != 0)
                return "a message does not name the file: " + e;
        return {};
    }
    std::string why;
    const std::optional<SiteWeather> weather = SiteWeather::fromEpw(*read.file, "fuzz.epw", &why);
    if (!weather)
        return why.empty() ? "an import refused without a reason" : std::string();
    if (weather->dryBulbC.size() != size_t(HourlyClimate::kHours) || weather->wetBulbC.size() != weather->dryBulbC.size())
        return "an imported year without 8,760 hours of dry and wet bulb";
    JsonFieldReader r("fuzz.json");
    const SiteWeather back = SiteWeatherIo::read(SiteWeatherIo::toJson(*weather), "/cooling/weather", r);
    if (!r.ok())
        return "the imported year does not read back: " + r.errors().front().path + ": " + r.errors().front().message;
    if (!(back == *weather))
        return "the imported year reads back changed";
    const HourlyClimate year = weather->year();
    if (year.points() < HourlyClimate::kHours || int(year.designPointLabels.size()) != year.points() - HourlyClimate::kHours)
        return "the engines' year does not have its hours and one label per design point";
    return {};
}

} // namespace dcs::fuzz
