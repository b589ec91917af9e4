#pragma once
#include "stepprofile.h"
#include <vector>

namespace dcs {

// The arithmetic of the mitigations of issue 35 item 3, kept apart so tests check it by hand.
class DynamicsMitigation
{
public:
    // Energy a GPU power floor adds in a year, in joules of IT energy: every segment below the
    // floor is raised to it, so per step the hall draws sum over those segments of
    // duration x (floor - level) x dynamicW more, and a year holds hours x 3600 / step of them.
    // `segments` are the step's levels before the floor; dynamicW is the hall's GPU power at
    // level 1 (the part that swings).
    static double floorEnergyJPerYear(const std::vector<StepSegment> &segments, double floor, double dynamicW,
                                      double hoursPerYear);
    // Storage that caps a swing at the limit: it supplies (or absorbs) the excess, so its power
    // is swing - limit, and it must do so for the longest low phase; a usable depth of
    // discharge below 1 makes the installed energy larger. {kW, kWh}; {0, 0} within the limit.
    struct Storage {
        double kw = 0;
        double kwh = 0;
    };
    static Storage storageFor(double swingW, double limitW, double longestLowS, double depthOfDischarge);
};

} // namespace dcs
