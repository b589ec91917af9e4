#pragma once
#include <cmath>
#include <limits>
#include <string>

namespace dcs {

// ASHRAE climatic design conditions of a site (ASHRAE Handbook - Fundamentals, chapter 14,
// "Climatic Design Information"), the few the plant is sized on (issue 34 item 3). A typical
// year - synthesised from normals or a measured TMY/EPW year - rarely reaches them: the 0.4 %
// dry bulb is exceeded 35 hours in an average year, and a typical year averages those hours
// away (Ashburn: the synthesised year peaks at 31.0 °C, the 2009 Handbook's cooling 0.4 % dry
// bulb for Washington Dulles is 34.1 °C; docs/cooling.md). NaN = not given.
struct DesignConditions {
    static constexpr double kMissing = std::numeric_limits<double>::quiet_NaN();
    std::string source;  // edition and station, e.g. "Climate Design Data 2009 ASHRAE Handbook"
    double heating996DryBulbC = kMissing;         // heating 99.6 % dry bulb
    double cooling04DryBulbC = kMissing;          // cooling 0.4 % dry bulb ...
    double cooling04MeanWetBulbC = kMissing;      // ... and its mean coincident wet bulb
    double evaporation04WetBulbC = kMissing;      // evaporation 0.4 % wet bulb ...
    double evaporation04MeanDryBulbC = kMissing;  // ... and its mean coincident dry bulb

    // The cooling pair (dry bulb and coincident wet bulb) is what sizing needs at least.
    bool hasCooling() const { return !std::isnan(cooling04DryBulbC) && !std::isnan(cooling04MeanWetBulbC); }
    bool hasEvaporation() const { return !std::isnan(evaporation04WetBulbC) && !std::isnan(evaporation04MeanDryBulbC); }
    // Either pair gives the plant a design point to be sized on.
    bool sizesThePeak() const { return hasCooling() || hasEvaporation(); }

    // Missing values compare equal (NaN == NaN here), so settings holding them compare as values.
    bool operator==(const DesignConditions &o) const
    {
        auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
        return source == o.source && same(heating996DryBulbC, o.heating996DryBulbC) &&
               same(cooling04DryBulbC, o.cooling04DryBulbC) && same(cooling04MeanWetBulbC, o.cooling04MeanWetBulbC) &&
               same(evaporation04WetBulbC, o.evaporation04WetBulbC) &&
               same(evaporation04MeanDryBulbC, o.evaporation04MeanDryBulbC);
    }
};

} // namespace dcs
