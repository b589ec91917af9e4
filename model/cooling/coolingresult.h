#pragma once
#include "capacitycheck.h"
#include "climate/designconditions.h"
#include "hydraulicsresult.h"
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dcs {

// Hours of the year one heat-rejection loop spends fully economized (free), partly (partial:
// the economizer pre-cools, a chiller trims) and entirely on its chiller (mechanical), issue 30
// item 1. A loop that carries no heat in the architecture has carriesHeat false and no hours.
struct LoopHours {
    bool carriesHeat = false;
    int free = 0;
    int partial = 0;
    int mechanical = 0;
};

// Annual energy of one cooling architecture for the design's IT (issue 4 section 3). Powers in
// W, energies in kWh (as the issue asks), costs in the site currency, CO2 in kg.
struct ArchitectureResult {
    std::string architecture;       // "air" or "liquid"
    bool isDesign = false;          // the design's own architecture (the other is the alternative)
    // Issue 32 item 5: an air alternative of systems built for liquid cannot be built. Its
    // figures are still computed (the same IT all to air) but never shown, priced or ranked.
    bool buildable = true;
    std::string notBuildableReason;  // AirAlternative::blocked's sentence
    double itNameplateW = 0;        // after fan removal in the liquid architecture
    double itPowerW = 0;            // at the energy basis (typical or nameplate)
    double fanPowerRemovedW = 0;    // server fan power that liquid cooling takes off the IT load
    double airHeatW = 0;            // at the energy basis
    double liquidHeatW = 0;
    double airHeatNameplateW = 0;   // at nameplate: what the plant is sized for (cost engine)
    double liquidHeatNameplateW = 0;
    // Issue 33 item 4: cold-plate heat that liquid-to-air CDUs reject into the room air, and
    // those CDUs' fans and pumps. Both are in airHeatW (the CRAH/in-row units and the air plant
    // carry them), none in liquidHeatW; their power is cooling power every hour.
    double roomAirCduHeatW = 0;     // at the energy basis
    double roomAirCduHeatNameplateW = 0;
    double roomAirCduPowerW = 0;    // at the energy basis
    double roomAirCduPowerNameplateW = 0;
    double distributionLossW = 0;   // transformer + UPS + PDU (constant: IT is constant)
    double upsLoadFraction = 0;     // the design's (IT over the UPSs placed), else the setting
    double upsEfficiency = 0;       // at the UPS load fraction (WP 113 model)
    double chainEfficiency = 0;
    double otherW = 0;              // lighting and other per-m2 loads
    double annualItKwh = 0;
    double annualCoolingKwh = 0;
    double annualDistributionLossKwh = 0;
    double annualOtherKwh = 0;
    double annualFacilityKwh = 0;   // total: IT + cooling + losses + other
    double pue = 0;                 // annual, EN 50600-4-2 / Green Grid
    double ppueCooling = 0;
    double ppueDistribution = 0;
    std::array<double, 12> monthlyPue{};
    std::array<double, 12> monthlyFacilityKwh{};
    // The plant's peak (issue 34 item 3): the highest facility power over the year's hours and
    // the site's design conditions (HourlyClimate design points). Switchgear, generators, the
    // trim chillers and the demand charge are sized on it.
    double peakPue = 0;
    double peakFacilityPowerW = 0;
    int peakHour = 0;               // the year's point: 0..8759 an hour, 8760.. a design condition (peakBasis names it)
    double peakDryBulbC = 0;        // the outdoor conditions there
    double peakWetBulbC = 0;
    std::string peakBasis;          // "year's peak hour" (of facility power) or the design condition's label
    double yearPeakFacilityPowerW = 0;  // the highest of the year's hours alone (shown beside it)
    int yearPeakHour = 0;
    // The architecture as a whole: free only when every loop that carries heat is free,
    // mechanical when any loop is entirely on its chiller. Each loop's own hours below.
    int freeCoolingHours = 0;
    int partialHours = 0;
    int mechanicalHours = 0;
    LoopHours airLoop;              // chilled-water plant: all heat of air, residual air of liquid
    LoopHours liquidLoop;           // warm-water loop to the dry coolers (liquid architecture only)
    double annualEnergyCost = 0;    // site currency
    double annualCo2Kg = 0;
};


struct HourlyClimate;

struct CoolingResult {
    std::string climateId;
    std::string climateName;
    std::string climateStation;
    std::string climatePeriod;
    std::string climateSource;
    std::string climateCaveats;
    bool climateRhEstimated = false;
    bool climateMeasured = false;        // a weather file's measured year; else synthesised from normals
    std::optional<DesignConditions> climateDesign;  // the site's ASHRAE design conditions, when known
    double climateAnnualMeanC = 0;
    double climateYearMaxDryBulbC = 0;   // the year's hottest hour
    std::string designArchitecture;  // "air" or "liquid"
    std::string itPowerBasis;        // "typical" or "nameplate"
    ArchitectureResult air;
    ArchitectureResult liquid;
    std::vector<CapacityCheck> checks;
    HydraulicsResult hydraulics;     // the CDU loops' flow, head and temperatures (issue 34)
    // The synthetic year both architectures were simulated over (the cost engine prices the
    // plant's energy at other chiller efficiencies over the same hours). Immutable, shared.
    std::shared_ptr<const HourlyClimate> year;

    const ArchitectureResult &design() const { return designArchitecture == "liquid" ? liquid : air; }
};

} // namespace dcs
