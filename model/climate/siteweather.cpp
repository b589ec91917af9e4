#include "siteweather.h"
#include "epwfile.h"
#include "hourlyclimate.h"
#include "designconditionsio.h"
#include "json/jsonfieldreader.h"
#include <nlohmann/json.hpp>
#include <algorithm>
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
    for (size_t i = 0; i < year->wetBulbC.size(); ++i)  // rounded, never above its dry bulb
        w.wetBulbC.push_back(std::min(hundredths(year->wetBulbC[i]), w.dryBulbC[i]));
    // The design conditions are stored as the project stores them, so they are judged by the
    // same rules now: a design line the project could not read back is refused, not kept.
    if (w.design) {
        JsonFieldReader r(fileName);
        DesignConditionsIo::read(DesignConditionsIo::toJson(*w.design), "", r);
        if (!r.ok()) {
            if (why)
                *why = "the DESIGN CONDITIONS line" + (r.errors().front().path.empty() ? std::string() : " (" + r.errors().front().path.substr(1) + ")") +
                       ": " + r.errors().front().message;
            return std::nullopt;
        }
    }
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

namespace {
// The humidity at which Stull's wet bulb for `dryBulbC` is `wetBulbC` (it rises with humidity):
// bisection over Stull's valid range, 5 to 99 %.
double humidityPct(double dryBulbC, double wetBulbC)
{
    double lo = 5.0, hi = 99.0;
    for (int i = 0; i < 30; ++i) {
        const double mid = 0.5 * (lo + hi);
        (HourlyClimate::stullWetBulbC(dryBulbC, mid) < wetBulbC ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}
} // namespace

ClimateProfile SiteWeather::monthlyNormals() const
{
    ClimateProfile p;
    p.id = "weather";
    p.name = station;
    p.station = station;
    p.source = "weather file " + fileName;
    p.design = design;
    size_t hour = 0;
    for (int m = 0; m < 12 && dryBulbC.size() >= size_t(HourlyClimate::kHours); ++m) {
        double sum = 0, rangeSum = 0, rhSum = 0;
        const int days = HourlyClimate::kDaysInMonth[size_t(m)];
        for (int d = 0; d < days; ++d) {
            double lo = dryBulbC[hour], hi = lo;
            for (int h = 0; h < 24; ++h, ++hour) {
                sum += dryBulbC[hour];
                lo = std::min(lo, dryBulbC[hour]);
                hi = std::max(hi, dryBulbC[hour]);
                rhSum += wetBulbC.size() > hour ? humidityPct(dryBulbC[hour], wetBulbC[hour]) : 0.0;
            }
            rangeSum += hi - lo;
        }
        p.meanC[size_t(m)] = sum / (days * 24);
        p.dailyRangeK[size_t(m)] = rangeSum / days;
        p.rhPct[size_t(m)] = rhSum / (days * 24);
    }
    return p;
}

std::string SiteWeather::describe() const
{
    std::string what = dataSource.empty() ? fileName : dataSource + (fileName.empty() ? "" : ", " + fileName);
    return station + (what.empty() ? "" : " (" + what + ")");
}

} // namespace dcs
