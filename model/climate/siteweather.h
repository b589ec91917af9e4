#pragma once
#include "climateprofile.h"
#include "designconditions.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dcs {

struct EpwFile;
struct HourlyClimate;

// A measured year of weather imported for the site (issue 34 item 3): an EPW file's 8,760 hours
// reduced to what the engines read, the dry bulb and the wet bulb of every hour, with where it
// came from and its ASHRAE design conditions. The project stores it (cooling.weather), so the
// design carries its weather to every machine and the result never depends on a path.
struct SiteWeather {
    std::string fileName;    // the EPW's file name as imported
    std::string station;     // "Sterling-Washington Dulles Intl Ap, VA, USA"
    std::string wmo;
    std::string dataSource;  // the EPW LOCATION line's source field ("TMY3", "IWEC", ...)
    double latitudeDeg = 0;
    double longitudeDeg = 0;
    double elevationM = 0;
    std::optional<DesignConditions> design;
    std::vector<double> dryBulbC;  // 8,760 hours, 1 January 00:00-01:00 first
    std::vector<double> wetBulbC;  // the same hours

    // The weather of an EPW file read by EpwReader (a leap year's 29 February left out; the wet
    // bulb from each hour's humidity or dew point, HourlyClimate::fromEpw), or nullopt with *why.
    static std::optional<SiteWeather> fromEpw(const EpwFile &file, const std::string &fileName, std::string *why = nullptr);
    // The engines' year: the hours, then the design conditions as design points.
    HourlyClimate year() const;
    // The year as monthly normals, to show beside the built-in profiles: mean dry bulb, mean
    // daily range (each day's maximum minus minimum) and mean relative humidity (each hour's from
    // its dry and wet bulb, Stull's relation solved for the humidity).
    ClimateProfile monthlyNormals() const;
    // "Sterling-Washington Dulles Intl Ap, VA, USA (TMY3, USA_VA_....epw)"
    std::string describe() const;

    bool operator==(const SiteWeather &) const = default;
};

// The site's weather shared by every copy of the settings that hold it (undo, variants and the
// cost engine's tables copy the settings often; a year is 140 KB), compared by value.
class SiteWeatherRef
{
public:
    SiteWeatherRef() = default;
    explicit SiteWeatherRef(SiteWeather weather) : mWeather(std::make_shared<const SiteWeather>(std::move(weather))) {}

    explicit operator bool() const { return mWeather != nullptr; }
    const SiteWeather &operator*() const { return *mWeather; }
    const SiteWeather *operator->() const { return mWeather.get(); }
    void reset() { mWeather.reset(); }

    bool operator==(const SiteWeatherRef &o) const
    {
        return mWeather == o.mWeather || (mWeather && o.mWeather && *mWeather == *o.mWeather);
    }

private:
    std::shared_ptr<const SiteWeather> mWeather;
};

} // namespace dcs
