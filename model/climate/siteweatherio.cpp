#include "siteweatherio.h"
#include "designconditionsio.h"
#include "epwreader.h"
#include "hourlyclimate.h"
#include "json/jsonfieldreader.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// "hour 4,345 (1 July 01:00)": an hour of the 365-day year as a user finds it in the EPW file.
std::string hourName(size_t i)
{
    static const char *const kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                                          "July",    "August",   "September", "October", "November", "December"};
    size_t day = i / 24, month = 0;
    while (month < 11 && day >= size_t(HourlyClimate::kDaysInMonth[month]))
        day -= size_t(HourlyClimate::kDaysInMonth[month++]);
    const size_t hour = i % 24;
    return "hour " + std::to_string(i) + " (" + std::to_string(day + 1) + " " + kMonths[month] + " " +
           (hour < 10 ? "0" : "") + std::to_string(hour) + ":00)";
}

// 8,760 temperatures within the range the EPW reader accepts.
std::vector<double> hours(const json &o, const char *key, const std::string &path, JsonFieldReader &r)
{
    std::vector<double> out;
    const json *a = r.array(o, key, path, true, HourlyClimate::kHours);
    if (!a)
        return out;
    const std::string ap = JsonFieldReader::child(path, key);
    if (a->size() != size_t(HourlyClimate::kHours)) {
        r.error(ap, "expected 8,760 hourly values (a 365-day year), found " + std::to_string(a->size()) + ".");
        return out;
    }
    out.reserve(a->size());
    for (size_t i = 0; i < a->size(); ++i) {
        const json &v = (*a)[i];
        if (!v.is_number() || !(v.get<double>() >= EpwReader::kMinDryBulbC && v.get<double>() <= EpwReader::kMaxDryBulbC)) {
            r.error(JsonFieldReader::child(ap, i), hourName(i) + ": expected a temperature from -90 to 70 °C.");
            out.push_back(0.0);
            continue;
        }
        out.push_back(v.get<double>());
    }
    return out;
}

} // namespace

SiteWeather SiteWeatherIo::read(const json &o, const std::string &path, JsonFieldReader &r)
{
    SiteWeather w;
    w.fileName = r.optString(o, "file", path);
    w.station = r.string(o, "station", path);
    w.wmo = r.optString(o, "wmo", path);
    w.dataSource = r.optString(o, "data_source", path);
    w.latitudeDeg = r.optNumber(o, "latitude_deg", path, -90.0, 90.0, 0.0);
    w.longitudeDeg = r.optNumber(o, "longitude_deg", path, -180.0, 180.0, 0.0);
    w.elevationM = r.optNumber(o, "elevation_m", path, EpwReader::kMinElevationM, EpwReader::kMaxElevationM, 0.0);
    if (const json *d = r.object(o, "design_conditions", path, false))
        w.design = DesignConditionsIo::read(*d, JsonFieldReader::child(path, "design_conditions"), r);
    w.dryBulbC = hours(o, "dry_bulb_c", path, r);
    w.wetBulbC = hours(o, "wet_bulb_c", path, r);
    if (w.dryBulbC.size() == w.wetBulbC.size())
        for (size_t i = 0; i < w.dryBulbC.size(); ++i)
            if (w.wetBulbC[i] > w.dryBulbC[i] + 0.005) {  // the stored wet bulb is rounded to 0.01 K
                r.error(JsonFieldReader::child(JsonFieldReader::child(path, "wet_bulb_c"), i),
                        hourName(i) + ": the wet bulb is above the dry bulb.");
                break;
            }
    return w;
}

json SiteWeatherIo::toJson(const SiteWeather &w)
{
    json o = {{"file", w.fileName},
              {"station", w.station},
              {"wmo", w.wmo},
              {"data_source", w.dataSource},
              {"latitude_deg", w.latitudeDeg},
              {"longitude_deg", w.longitudeDeg},
              {"elevation_m", w.elevationM}};
    if (w.design)
        o["design_conditions"] = DesignConditionsIo::toJson(*w.design);
    o["dry_bulb_c"] = w.dryBulbC;
    o["wet_bulb_c"] = w.wetBulbC;
    return o;
}

} // namespace dcs
