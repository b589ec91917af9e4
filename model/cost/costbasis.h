#pragma once
#include "smoothingcost.h"
#include <optional>
#include "costresult.h"
#include "cooling/plantmodel.h"
#include "project/coolingsettings.h"
#include "spec/costinputs.h"
#include <memory>
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct CoolingResult;
struct HourlyClimate;
struct InventoryResult;
struct NetworkResult;
struct Project;

// Everything of a design the cost model needs, measured once per analysis (issue 14): the
// quantities the bill is sized from, per architecture, and the floor to re-pack. The cost model
// then prices it for any set of input values in microseconds (tornado, Monte Carlo).
struct CostBasis {
    // The heat and power one architecture's plant is sized for and runs at.
    struct Architecture {
        bool isDesign = false;
        double itNameplateW = 0;       // UPS sizing
        double airHeatNameplateW = 0;  // air plant sizing (before rear doors)
        double liquidHeatNameplateW = 0;
        double rearDoorRemovedW = 0;   // nameplate air heat the design's rear doors take (air only)
        int rearDoors = 0;
        double airHeatW = 0;           // energy basis (typical or nameplate)
        double liquidHeatW = 0;
        // Liquid-to-air CDUs the architecture runs heat through (issue 33 item 4): their fans and
        // pumps at the energy basis, every hour (their heat is in the air heat above), and their
        // list prices as placed.
        double roomAirCduPowerW = 0;
        double roomAirCduUsd = 0;
        double itKwh = 0;              // IT energy per year (WUE)
        double fixedKwh = 0;           // IT + distribution losses per year (do not depend on inputs)
        // Peak facility power (switchgear, generators, demand charge) = IT + losses + other loads
        // at the peak hour, which move with capture, UPS loss and lighting, plus the plant's power
        // in that hour, which moves with every plant input (CostModel prices it per sample).
        int peakHour = 0;              // the cooling engine's, kept for every sample
        double peakNonCoolingW = 0;
    };
    // GPU servers of one model, to re-pack into racks under a power limit.
    struct NodeGroup {
        double nameplateW = 0;
        int heightU = 1;
        int count = 0;
    };

    Architecture air;
    Architecture liquid;

    // What the verdict compares (CostResult::reference and candidate, issue 32 item 5): air and
    // liquid; or, when the cooling engine found no air-cooled version of the design's systems,
    // the liquid architecture on dry coolers and on cooling towers. Each option reads the year's
    // sums of one settings table: table 0 the design's settings, table 1 the same with the liquid
    // loop on the other heat rejection (heat-rejection comparison only).
    struct Option {
        const char *id = "air";
        const char *label = "Air";
        const char *phrase = "air cooling";
        bool liquid = false;        // the liquid architecture (else air)
        bool liquidTowers = false;  // its warm-water loop rejects heat to cooling towers (else dry coolers)
        bool isDesign = false;
        int table = 0;
        int watched = 0;            // the table's watched hour that is this option's peak hour
    };
    CostComparison comparison = CostComparison::AirVsLiquid;
    std::string airNotBuildable;
    std::array<Option, 2> options{};
    std::array<CoolingSettings, 2> tablePlants;            // the settings each table sums the year for
    std::array<std::array<int, 2>, 2> tableWatched{};       // the hours each table watches
    // The liquid architecture at another cold-plate capture fraction (the cooling engine's split
    // of air-native GPU servers, REFERENCE 3): per server of base power P and fan share f, power
    // P (1 - f c), liquid heat P (1 - f c) c. Sums S1 = sum P and S2 = sum P f make it exact for
    // the heat; losses follow the base loss per W of IT (docs/cost.md).
    struct Capture {
        double base = 0;               // the fraction the cooling engine used
        double nameplateW = 0;         // S1 at nameplate
        double nameplateFanW = 0;      // S2 at nameplate
        double energyW = 0;            // S1 at the energy basis
        double energyFanW = 0;         // S2 at the energy basis
        double lossPerItW = 0;         // distribution loss per W of IT at base
    } capture;
    Architecture liquidAt(double captureFraction) const;
    bool designIsLiquid = false;

    // Floor as drawn (the design's own architecture keeps it) and the re-pack rule of the other.
    int designRacks = 0;
    int designRows = 0;
    double designAreaM2 = 0;
    double m2PerRack = 0;          // white space per rack as drawn (aisles and clearances included)
    int racksPerRow = 0;           // the design's longest row
    int fixedRacks = 0;            // racks without GPU servers (network, rack-scale systems) move as they are
    int systemRacks = 0;           // of which rack-scale systems (priced with the IT)
    int usableU = 0;               // rack height less kReservedU for switches and patch panels
    std::vector<NodeGroup> nodes;
    double airRackLimitKw = 0;     // cooling.air_density_limit_kw_per_rack
    static constexpr int kReservedU = 4;  // assumption: top-of-rack switches, patch panels

    // Items priced per unit of the design.
    double itEquipmentUsd = 0;     // servers, switches, rack-scale systems, cables and optics: both bills
    double cablingUsd = 0;         // of which cables and optics
    double perRackUsd = 0;         // a rack, as the design's racks average
    // Rack PDUs placed in the design. Re-packing changes their number, not the capacity the same
    // IT needs on each feed: the other floor buys the same spend per W of IT nameplate
    // (assumption: fewer, larger PDUs cost about the same per kW).
    double rackPduUsd = 0;
    // UPS modules placed in the design (both sides of a 2N chain), as installed kW per W of the
    // design's IT nameplate: the other architecture buys the same redundancy for its IT. 0 when
    // the design places none: the UPS is then priced at the IT nameplate once per feed its rack
    // PDUs draw from (A and B: two UPS systems, 2N; issue 32 item 3).
    int upsModules = 0;
    double upsInstalledPerItW = 0;
    int feeds = 1;
    // Standby generators (issue 32 item 3): N units of at most this rating for the peak hour,
    // plus spares (cooling.cost.generator_unit_kw, generator_spares).
    double generatorUnitW = 2.5e6;
    int generatorSpares = 1;
    double generatorStepFraction = 1.0;  // the block the running units accept (generator_step_pct)
    // Its bill line, made once here so that pricing a Monte Carlo sample allocates nothing; it
    // names the scheme only, so both options' lines pair by name (their unit sizes differ).
    std::string generatorItem = "Standby generators (N+1)";
    int gpus = 0;
    int coldPlateGpus = 0;         // GPUs of air-native servers: cold-plate kits in the liquid bill

    // Plant module sizes (catalog units of the design, else the catalog defaults).
    double airUnitW = 150000;      // crah-cw-150
    double cduUnitW = 1368000;     // cdu-1350
    double cduUnitFlowLpm = 1200;  // cdu-1350's rated flow
    // Issue 34: CDUs are counted by flow as well as by kW. The coolant flow per W of the liquid
    // architecture's cold-plate heat: the design's own loops' (the hydraulics, with the systems'
    // minimum flows) when the design is liquid, else the heat at the loop rise, P / (rho cp dT).
    double liquidFlowLpmPerW = 0;
    static constexpr double kChillerModuleW = 1.0e6;  // assumption: 1 MW chillers and towers
    static constexpr double kDryCoolerModuleW = 0.5e6;  // assumption: 500 kW dry coolers
    CoolingRedundancy redundancy = CoolingRedundancy::NPlus1;
    bool coolingTowers = true;     // air plant rejects heat by evaporation (water use)
    bool liquidCoolingTowers = false;  // the warm-water loop too (else dry coolers, no water)

    // The year's sums (PlantModel::MechanicalHours) at the base settings; after spanRanges()
    // also on a grid over the inputs that change which hours are free and what the chiller
    // draws: the chiller COP, and the economizers' thresholds. Free cooling depends on the
    // setpoint and the approach only through their difference (supply - approach, REFERENCE 3),
    // so each plant has one shift axis: 9 COPs x 9 shifts, the base a grid point of both.
    std::array<PlantModel::MechanicalHours, 2> mechanicalBase{};  // per table
    std::vector<double> copGrid;
    std::vector<double> airShiftGrid;     // K from the base (supply - approach)
    std::vector<double> liquidShiftGrid;  // K, index-aligned with airShiftGrid in the table
    // Per table: [cop index x shift count + shift index]
    std::array<std::vector<PlantModel::MechanicalHours>, 2> mechanical;
    std::shared_ptr<const HourlyClimate> year;
    CoolingSettings plant;         // the settings of the base: setpoints, chain, lighting
    // The power chain's loss per W of IT is linear in the UPS no-load loss (WP 113; the chain
    // multiplies (1 + loss per output W) of each device): d(loss per W of IT) / d(no-load).
    double lossPerNoLoad = 0;

    // Money over time
    int years = 5;
    double gpuUtilisation = 1.0;
    double currencyPerUsd = 1.0;
    // The chosen power-swing mitigation, in both options (none before the power dynamics ran).
    std::optional<SmoothingCost> smoothing;

    static CostBasis measure(const Project &project, const Catalog &catalog, const InventoryResult &inventory,
                             const CoolingResult &cooling, const NetworkResult *network);
    // Fills the grid over the inputs' ranges (the tornado and the Monte Carlo run need it; the
    // deterministic bill does not): 81 years of PlantModel::mechanicalHours.
    void spanRanges(const Project &project);
    // The year's sums of one table at input values x, interpolated on the grid (exact at its
    // points; the base alone before spanRanges()).
    PlantModel::MechanicalHours mechanicalAt(const CostInputValues &x, int table = 0) const;
    int tables() const { return comparison == CostComparison::AirVsLiquid ? 1 : 2; }
    // Sets the comparison and its options from the cooling engine's finding (measure() calls it).
    void chooseOptions(const CoolingResult &cooling);
    // An architecture at input values x: the power chain's loss with the UPS no-load loss and
    // the peak with the lighting (exact: both are linear).
    Architecture withLosses(Architecture a, const CostInputValues &x) const;
    // The racks the GPU servers need under a rack power limit (plus the fixed racks).
    int racksUnder(double limitKw) const;
};

} // namespace dcs
