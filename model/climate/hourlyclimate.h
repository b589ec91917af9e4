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
    std::vector<double> dryBulbC;  // kHours values, then the design points
    std::vector<double> wetBulbC;  // as dryBulbC, or empty when not asked for
    std::vector<unsigned char> month;  // 0..11 per hour (kHours values: the design points have none)
    // Design conditions appended after the year (issue 34 item 3): points kHours.. of dryBulbC
    // and wetBulbC are ASHRAE design conditions, not hours. They join the search for the plant's
    // peak and the trim chiller's size (the plant is sized on them), never an annual or a
    // monthly sum. One label per design point.
    std::vector<std::string> designPointLabels;

    int points() const { return int(dryBulbC.size()); }
    static bool isDesignPoint(int i) { return i >= kHours; }
    // Appends the cooling 0.4 % point (dry bulb, mean coincident wet bulb) and the evaporation
    // 0.4 % point (mean coincident dry bulb, wet bulb), each when given: the first sizes plants
    // that work against the dry bulb, the second those against the wet bulb (towers).
    void appendDesignConditions(const DesignConditions &d);

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
