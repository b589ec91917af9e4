#include "siteweather.h"
#include "epwfile.h"
#include "hourlyclimate.h"
#include <cmath>

namespace dcs {

namespace {
// The wet bulb is a derived figure (Stull's fit is good to about 0.3 K): two decimals keep all it
// knows and make the stored year read back exactly.
double hundredths(double v) { return std::round(v * 100.0) / 100.0; }

std::string joined(std::initializer_list<const std::string *> parts)
{
    std::string out;
    for (const std::string *p : parts)
        if (!p->empty() && *p != "-")
            out += (out.empty() ? "" : ", ") + *p;
    return out;
}
} // namespace

std::optional<SiteWeather> SiteWeather::fromEpw(const EpwFile &file, const std::string &fileName, std::string *why)
{
    const std::optional<HourlyClimate> year = HourlyClimate::fromEpw(file, true, why);
    if (!year)
        return std::nullopt;
    SiteWeather w;
    w.fileName = fileName;
    const EpwLocation &l = file.location;
    w.station = joined({&l.city, &l.region, &l.country});
    w.wmo = l.wmo;
    w.dataSource = l.source;
    w.latitudeDeg = l.latitudeDeg;
    w.longitudeDeg = l.longitudeDeg;
    w.elevationM = l.elevationM;
    if (file.design.hasCooling() || file.design.hasEvaporation() || !std::isnan(file.design.heating996DryBulbC))
    {
        w.design = file.design;
        // "Climate Design Data 2009 ASHRAE Handbook" alone does not say for where.
        w.design->source = (file.design.source.empty() ? std::string("ASHRAE design conditions") : file.design.source) +
                           ", " + w.station + (w.wmo.empty() ? "" : " (WMO " + w.wmo + ")") +
                           ", from the weather file's DESIGN CONDITIONS line";
    }
    w.dryBulbC = year->dryBulbC;
    w.wetBulbC.reserve(year->wetBulbC.size());
    for (double t : year->wetBulbC)
        w.wetBulbC.push_back(hundredths(t));
    return w;
}

HourlyClimate SiteWeather::year() const
{
    HourlyClimate h;
    h.dryBulbC = dryBulbC;
    h.wetBulbC = wetBulbC;
    h.month.reserve(HourlyClimate::kHours);
    for (int m = 0; m < 12; ++m)
        h.month.insert(h.month.end(), size_t(HourlyClimate::kDaysInMonth[m]) * 24, static_cast<unsigned char>(m));
    if (design)
        h.appendDesignConditions(*design);
    return h;
}

std::string SiteWeather::describe() const
{
    std::string what = dataSource.empty() ? fileName : dataSource + (fileName.empty() ? "" : ", " + fileName);
    return station + (what.empty() ? "" : " (" + what + ")");
}

} // namespace dcs
