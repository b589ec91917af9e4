#pragma once
#include "hydraulicsresult.h"
#include <vector>

namespace dcs {

class Catalog;
struct CatalogEntry;
struct CduLoops;
struct HourlyClimate;
struct LiquidPlantSettings;
struct Project;
struct Warning;

// What one rack asks of its loop, summed over its liquid-cooled systems (the cooling engine fills
// it from the same nameplate cold-plate heat as its CDU capacity checks; the generator sizes CDUs
// with it).
struct RackLiquidNeed {
    double coldPlateW = 0;
    double flowForHeatLpm = 0;
    double minimumFlowLpm = 0;
    double flowLpm = 0;
    bool minimumFlowGoverns = false;
    double pressureDropKpa = 0;        // the highest of its systems'
    bool pressureDropAssumed = false;
    double maxSupplyC = 0;             // the lowest of its systems' limits; 0 = none
};

// The hydraulics of each CDU loop (issue 34 items 1 and 2; docs/cooling.md "Hydraulics"): the
// flow its racks need at the loop rise or their systems' minimum flow, the CDUs' rated flow at
// the redundancy and with each CDU lost in turn, the head a rack needs (its systems and its pipe
// run from the nearest CDU of its loop) against the CDUs' head, the secondary and facility
// temperatures, the ASHRAE liquid class and the hours its heat rejection serves it alone.
// Pure; O(racks x CDUs of their loop).
class LoopHydraulics
{
public:
    // Q = P / (rho cp dT) in L/min: P in W, rho in kg/m3, cp in kJ/(kg K), dT in K
    // (1 m3/s = 60,000 L/min).
    static double flowForHeatLpm(double heatW, double riseK, const LiquidPlantSettings &liquid);
    // Adds one system of catalog entry `e` putting `coldPlateW` into the loop.
    static void addSystem(RackLiquidNeed &rack, const CatalogEntry &e, double coldPlateW, const LiquidPlantSettings &liquid);
    // `racks` per Project::racks; `year` may be null (no hours then).
    static HydraulicsResult evaluate(const Project &project, const Catalog &catalog, const CduLoops &loops,
                                     const std::vector<RackLiquidNeed> &racks, const HourlyClimate *year,
                                     std::vector<Warning> &warnings);
};

} // namespace dcs
