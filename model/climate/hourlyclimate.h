#pragma once
#include "climateprofile.h"
#include "epwfile.h"
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace dcs {

// A synthetic typical year, 8760 hours (365 days, no leap day), built from monthly normals:
// each day of month m has the month's mean and its mean daily range as a cosine with the
// maximum at 15:00 and the minimum at 03:00 (issue 4 section 2). The 24 hourly samples of the
// cosine sum to zero, so every day's (and month's) mean equals the normal exactly.
// Humidity: the month's dew point (from mean temperature and mean RH, Magnus formula) is
// held through the day, so RH falls in the afternoon as it does in reality; wet-bulb from
// dry-bulb and RH by Stull (2011), "Wet-Bulb Temperature from Relative Humidity and Air
// Temperature", J. Appl. Meteor. Climatol. 50, 2267-2269 (valid RH 5-99 %, T -20..50 C).
struct HourlyClimate {
    static constexpr int kHours = 8760;
    std::vector<double> dryBulbC;  // kHours values
    std::vector<double> wetBulbC;  // kHours values, or empty when not asked for
    std::vector<unsigned char> month;  // 0..11 per hour

    static HourlyClimate synthesise(const ClimateProfile &profile, bool withWetBulb);
    // A measured year from an EPW file (issue 34 item 3): its 8,760 hours (a leap-year file's
    // 29 February left out, so that every year has the same hours). The wet bulb comes from each
    // hour's dry bulb and relative humidity (Stull), or from its dew point when the humidity is
    // missing (Magnus); an hour with neither is an error naming it, never a guess (*why).
    static std::optional<HourlyClimate> fromEpw(const EpwFile &file, bool withWetBulb, std::string *why = nullptr);
    static double stullWetBulbC(double dryBulbC, double rhPct);
    static constexpr std::array<int, 12> kDaysInMonth = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
};

} // namespace dcs
