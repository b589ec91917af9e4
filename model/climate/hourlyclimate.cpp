#include "hourlyclimate.h"
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {
constexpr double kPi = 3.14159265358979323846;
// Magnus formula over water (Alduchov & Eskridge 1996 coefficients), hPa.
double saturationHpa(double tC) { return 6.1094 * std::exp(17.625 * tC / (tC + 243.04)); }
double dewPointC(double tC, double rhPct)
{
    const double g = std::log(std::max(rhPct, 1.0) / 100.0) + 17.625 * tC / (tC + 243.04);
    return 243.04 * g / (17.625 - g);
}
} // namespace

double HourlyClimate::stullWetBulbC(double t, double rh)
{
    rh = std::clamp(rh, 5.0, 99.0);  // Stull's fit is valid for RH 5-99 %
    return t * std::atan(0.151977 * std::sqrt(rh + 8.313659)) + std::atan(t + rh) - std::atan(rh - 1.676331) +
           0.00391838 * std::pow(rh, 1.5) * std::atan(0.023101 * rh) - 4.686035;
}

HourlyClimate HourlyClimate::synthesise(const ClimateProfile &p, bool withWetBulb)
{
    HourlyClimate h;
    h.dryBulbC.resize(kHours);
    h.month.resize(kHours);
    if (withWetBulb)
        h.wetBulbC.resize(kHours);
    std::array<double, 24> shape{};
    for (int hour = 0; hour < 24; ++hour)
        shape[hour] = 0.5 * std::cos(2.0 * kPi * (hour - 15) / 24.0);  // peak 15:00, trough 03:00
    int i = 0;
    for (int m = 0; m < 12; ++m) {
        const double mean = p.meanC[m];
        const double range = p.dailyRangeK[m];
        const double dew = dewPointC(mean, p.rhPct[m]);
        const double eDew = saturationHpa(dew);
        for (int d = 0; d < kDaysInMonth[m]; ++d) {
            for (int hour = 0; hour < 24; ++hour, ++i) {
                const double t = mean + range * shape[hour];
                h.dryBulbC[i] = t;
                h.month[i] = static_cast<unsigned char>(m);
                if (withWetBulb) {
                    const double rh = std::min(100.0, 100.0 * eDew / saturationHpa(t));
                    h.wetBulbC[i] = std::min(t, stullWetBulbC(t, rh));
                }
            }
        }
    }
    return h;
}

std::optional<HourlyClimate> HourlyClimate::fromEpw(const EpwFile &file, bool withWetBulb, std::string *why)
{
    HourlyClimate h;
    h.dryBulbC.reserve(kHours);
    h.month.reserve(kHours);
    if (withWetBulb)
        h.wetBulbC.reserve(kHours);
    for (const EpwHour &e : file.hours) {
        if (e.month == 2 && e.day == 29)
            continue;
        h.dryBulbC.push_back(e.dryBulbC);
        h.month.push_back(static_cast<unsigned char>(e.month - 1));
        if (!withWetBulb)
            continue;
        double rh = e.relativeHumidityPct;
        if (std::isnan(rh) && !std::isnan(e.dewPointC))
            rh = std::min(100.0, 100.0 * saturationHpa(e.dewPointC) / saturationHpa(e.dryBulbC));
        if (std::isnan(rh)) {
            if (why)
                *why = "the hour " + std::to_string(e.month) + "/" + std::to_string(e.day) + " " + std::to_string(e.hour)
                       + " has neither relative humidity nor dew point: its wet bulb is unknown.";
            return std::nullopt;
        }
        h.wetBulbC.push_back(std::min(e.dryBulbC, stullWetBulbC(e.dryBulbC, rh)));
    }
    if (int(h.dryBulbC.size()) != kHours) {
        if (why)
            *why = "the weather file has " + std::to_string(h.dryBulbC.size()) + " hours outside 29 February, not 8,760.";
        return std::nullopt;
    }
    return h;
}

void HourlyClimate::appendDesignConditions(const DesignConditions &d)
{
    auto add = [&](double db, double wb, const char *label) {
        dryBulbC.push_back(db);
        if (!wetBulbC.empty())
            wetBulbC.push_back(std::min(db, wb));
        designPointLabels.push_back(label);
    };
    if (d.hasCooling())
        add(d.cooling04DryBulbC, d.cooling04MeanWetBulbC, "ASHRAE cooling 0.4 % design condition");
    if (d.hasEvaporation())
        add(d.evaporation04MeanDryBulbC, d.evaporation04WetBulbC, "ASHRAE evaporation 0.4 % design condition");
}

} // namespace dcs
