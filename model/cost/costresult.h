#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dcs {

// One line of a bill (issue 14): what is bought or paid, how much, at what price. Money in the
// site currency (catalog USD prices converted with cost.site_currency_per_usd).
struct CostLine {
    std::string group;      // "IT", "Racks", "Air plant", "Liquid plant", "Electrical", "Building", "Energy", ...
    std::string item;
    double quantity = 0;
    std::string unit;       // "kW", "racks", "m2", "GPUs", "kWh/yr", ...
    double unitPrice = 0;
    double total = 0;
    std::string inputKey;   // the cost input pricing it (cooling.cost.* / site.*), empty for design prices
};

// Racks, rows and white space of one architecture: the design's own as drawn, the alternative
// re-packed under its rack power limit (docs/cost.md).
struct FloorFigures {
    int racks = 0;
    int rows = 0;
    double areaM2 = 0;
    double rackLimitKw = 0;  // 0 when as drawn
    bool asDrawn = true;
};

// What the verdict compares (issue 32 item 5): air against liquid; or, when the design's systems
// have no air-cooled version (cooling.air_not_buildable), the liquid plant's heat rejection: dry
// coolers against cooling towers, each with trim chillers for the hours beyond its reach.
enum class CostComparison { AirVsLiquid, LiquidHeatRejection };

// Capex, opex and TCO of one option of the verdict.
struct ArchitectureCost {
    std::string option;            // "air", "liquid", "liquid_dry_coolers", "liquid_cooling_towers"
    std::string label;             // "Air", "Liquid", "Liquid, dry coolers", "Liquid, cooling towers"
    std::string phrase;            // in a sentence: "air cooling", ..., "liquid cooling on cooling towers"
    bool isDesign = false;         // the design's own choice (its architecture and heat rejection)
    std::vector<CostLine> capex;   // the bill, line by line
    std::vector<CostLine> opex;    // per year
    FloorFigures floor;
    double capexIt = 0;            // servers, switches, cables, racks and rack PDUs
    double capexCooling = 0;       // air and liquid plant
    double capexElectrical = 0;    // UPS, switchgear, generators
    double capexBuilding = 0;      // shell, site, back of house, offices and white space
    double capexSmoothing = 0;     // the chosen power-swing mitigation's storage (issue 35)
    double facilityCapexPerMw = 0; // cooling + electrical + building per MW of IT nameplate
    double capexTotal = 0;
    double energyPerYear = 0;
    double maintenancePerYear = 0;
    double waterPerYear = 0;
    double demandPerYear = 0;
    double opexPerYear = 0;
    double annualFacilityKwh = 0;
    double annualCoolingKwh = 0;
    double peakFacilityW = 0;      // the peak hour: sizes switchgear and generators, demand charges
    double generatorBlockW = 0;    // the cooling plant's peak-hour power, taken in one step on transfer
    double generatorsInstalledW = 0; // the standby fleet with its spares (peak or block governs)
    double waterM3PerYear = 0;
    double wueLPerKwh = 0;         // site water / IT energy (The Green Grid WUE)
    double tco = 0;                // capex + years x opex
    double npv = 0;                // capex + opex discounted over the years
    double costPerGpuHour = 0;         // TCO / (GPUs x 8,760 h x years x utilisation)
    double capacityCostPerGpuHour = 0; // the same without the energy opex (training run cost)
    std::vector<double> cumulative;            // end of year 0 (capex) .. N
    std::vector<double> discountedCumulative;  // the same, opex discounted
};

// One input of the tornado: the verdict with the input at its low and at its high end, all
// others at base.
struct TornadoBar {
    std::string key;
    std::string label;
    std::string unit;
    double low = 0, base = 0, high = 0;
    double differenceAtLow = 0;    // TCO candidate - reference
    double differenceAtHigh = 0;
    std::optional<double> breakEvenAtLow;
    std::optional<double> breakEvenAtHigh;
    double swing = 0;              // |difference at high - difference at low|
    bool flipsVerdict = false;     // an end of the range makes the other option cheaper
    std::string source;
};

struct MonteCarloResult {
    int samples = 0;
    std::uint64_t seed = 0;
    double p10 = 0, p50 = 0, p90 = 0;  // TCO difference, candidate - reference
    double mean = 0;
    double probabilityCandidateCheaper = 0;
    std::optional<double> breakEvenP50;
    double histogramMin = 0, histogramMax = 0;
    std::vector<int> histogram;        // equal bins from min to max
};

// Where the design is priced (issue 32 item 2): the construction market and its factor.
struct CostLocation {
    std::string market;     // CostMarket id
    std::string name;
    std::string how;        // "setting", "site location", "climate", "fallback"
    double factor = 1.0;    // the factor used: the user's, else the market's
    bool userFactor = false;
    std::string source;
};

struct CostResult {
    int years = 0;
    CostLocation location;
    int gpus = 0;
    double cablingUsd = 0;                 // network cables, fibre, transceivers (in both bills, USD)
    double discountRatePct = 0;
    CostComparison comparison = CostComparison::AirVsLiquid;
    std::string airNotBuildable;           // why no air alternative exists (LiquidHeatRejection), else empty
    ArchitectureCost reference;            // air; liquid on dry coolers
    ArchitectureCost candidate;            // liquid; liquid on cooling towers
    double tcoDifference = 0;              // candidate - reference (negative: the candidate is cheaper)
    double npvDifference = 0;
    std::optional<double> breakEvenYears;  // when the candidate's cumulative cost falls to the reference's; none = never
    std::optional<double> discountedBreakEvenYears;
    // The other case: the candidate costs less up front and more to run, so it leads from year 0
    // and never "breaks even"; this is when the reference's lower running cost has repaid its
    // larger capex (none when it never does, or when the case does not arise).
    bool candidateCheaperUpFrontDearerToRun = false;
    std::optional<double> referenceCatchUpYears;
    std::optional<double> discountedReferenceCatchUpYears;
    std::vector<TornadoBar> tornado;       // most influential first
    MonteCarloResult monteCarlo;
    std::vector<std::string> outsideRange; // input keys whose base lies outside their range

    bool airVsLiquid() const { return comparison == CostComparison::AirVsLiquid; }
    // The design's own option (the reference when neither is: an air design of liquid systems).
    const ArchitectureCost &design() const { return candidate.isDesign ? candidate : reference; }
};

} // namespace dcs
