#pragma once
#include <string>
#include <vector>

namespace dcs {

// The hydraulics of the CDU loops (issue 34 items 1 and 2; formulas, sources and assumptions in
// docs/cooling.md "Hydraulics"), for the design's own architecture at nameplate, as the capacity
// checks. Flows in L/min (the unit CDUs and cold plates are rated in), pressures in kPa,
// temperatures in °C, lengths in m, heat in W. The secondary loop is the CDUs' technology cooling
// system (TCS) to the racks' cold plates; the facility side is the water from the heat rejection
// to the CDUs (cooling.liquid.supply_c).

// One rack on a loop with captured (cold-plate) heat.
struct RackHydraulics {
    std::string rackId;
    size_t rackIndex = 0;              // into Project::racks
    double coldPlateW = 0;             // nameplate heat its systems put into the loop
    double flowForHeatLpm = 0;         // P / (rho cp dT_loop), summed over its systems
    double minimumFlowLpm = 0;         // catalog min_flow_lpm_per_kw x liquid kW, summed
    double flowLpm = 0;                // needed: per system the larger of the two, summed
    bool minimumFlowGoverns = false;   // the systems' minimum flow, not the heat, sets flowLpm
    double systemPressureDropKpa = 0;  // the highest of its systems' (parallel on the rack manifold)
    bool systemPressureDropAssumed = false;  // a system without a catalog figure took the setting
    std::string nearestCduId;          // the loop's CDU its run is measured from ("" without CDUs)
    double runM = 0;                   // one way: Manhattan centre to centre + riser; 0 on an in-rack CDU
    double pipePressureDropKpa = 0;    // supply + return runs with fittings at the loop's main-pipe flow
    double pressureDropKpa = 0;        // system + pipes: the head it needs
    double maxSupplyC = 0;             // the lowest of its systems' max secondary supply; 0 = none given
};

// The flow the loop keeps when one CDU is lost (each in turn).
struct CduFailureCase {
    std::string cduId;
    double flowAvailableLpm = 0;       // the other CDUs' rated flow
    bool isShort = false;              // below the loop's flow needed
};

struct CduLoopHydraulics {
    bool named = false;                // CDUs naming these racks; else the hall's pool
    std::vector<std::string> cduIds;
    bool carriesHeat = false;          // false: no rack with cold-plate heat, and no figures below
    std::vector<RackHydraulics> racks; // those with cold-plate heat, in rack order
    double heatW = 0;                  // sum of the racks' cold-plate heat

    // Flow.
    double flowNeededLpm = 0;
    double flowForHeatLpm = 0;         // what the heat alone needs at the loop rise (no minimum flows)
    double flowInstalledLpm = 0;       // every CDU's rated flow
    double flowUsableLpm = 0;          // at the redundancy: N all, N+1 all but the largest, 2N half
    double flowMarginLpm = 0;          // usable - needed (negative: short)
    std::vector<CduFailureCase> failures;  // each CDU lost in turn
    std::string worstFailureCduId;     // the CDU whose loss leaves the least flow
    double worstFailureFlowLpm = 0;

    // Main pipe and head.
    int pipeDn = 0;                    // the loop's main pipe, sized for flowNeededLpm
    double pipeInnerDiameterM = 0;
    double pipeVelocityMS = 0;         // at flowNeededLpm (above the design velocity only past DN600)
    double headNeededKpa = 0;          // max over racks of pressureDropKpa
    std::string headCriticalRackId;    // the rack that sets it
    bool headKnown = false;            // some CDU of the loop gives its head_kpa
    double headAvailableKpa = 0;       // the lowest head among the loop's CDUs that give one
    std::string headLimitingCduId;
    double headMarginKpa = 0;

    // Temperatures.
    bool roomAir = false;              // only liquid-to-air CDUs: no facility water
    double approachK = 0;              // the largest approach among its CDUs
    double secondarySupplyC = 0;       // facility supply (room supply air for liquid-to-air) + approach
    double secondaryReturnC = 0;       // + cooling.liquid.loop_rise_k
    double lowestSystemMaxSupplyC = 0; // 0: no system gives a limit
    std::vector<std::string> racksAboveSystemLimit;

    // Facility side (facility-water CDUs' share of the heat).
    double facilityHeatW = 0;
    double facilityFlowLpm = 0;        // facilityHeatW / (rho cp cooling.liquid.rise_k)
    double facilitySupplyC = 0;
    double facilityReturnC = 0;
};

struct HydraulicsResult {
    std::string ashraeClass;           // the class in force: "W17" ... "W+"
    bool classChosen = false;          // set in the file; else the lowest holding the supply
    double classLimitC = 0;            // its highest facility supply; 0 for W+ (no limit)
    bool supplyInClass = true;
    double facilitySupplyC = 0;
    double loopRiseK = 0;
    // Hours of the simulated year in which the heat rejection alone reaches the facility supply
    // (no chiller): dry coolers when dry bulb + approach <= supply, cooling towers when wet bulb
    // + approach <= supply (cooling.liquid.dry_cooler_approach_k). towerHours is -1 when the year
    // carries no wet bulb (then neither loop rejects to a tower and the air plant is buildable).
    int dryCoolerHours = 0;
    int towerHours = -1;
    int yearHours = 0;
    std::vector<CduLoopHydraulics> loops; // CduLoops order: the named loops, then the pool
};

} // namespace dcs
