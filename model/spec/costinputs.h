#pragma once
#include <array>
#include <string>
#include <vector>

namespace dcs {

struct CoolingSettings;
struct Project;
struct Site;

// The uncertain inputs of the cost verdict (issue 14 section 5): every price, rate, plant
// efficiency, loss coefficient and setpoint the verdict depends on, each with its base (the project's own setting), a low and
// a high (the user's range, else the sourced default below) and the source of that default.
// The cost model reads inputs by this index, so a sample of the Monte Carlo run is one array.
enum class CostInput : int {
    ElectricityPrice,
    ChillerCop,
    AirFanWPerKw,
    AirPumpWPerKw,
    HeatRejectionWPerKw,
    CduPumpWPerKw,
    DryCoolerFanWPerKw,
    AirHandlerUsdPerKw,
    RearDoorUsd,
    ChillerUsdPerKw,
    HeatRejectionUsdPerKw,
    ChilledWaterUsdPerKw,
    CduUsdPerKw,
    DryCoolerUsdPerKw,
    LiquidPipingUsdPerRack,
    ColdPlateUsdPerGpu,
    UpsUsdPerKw,
    SwitchgearUsdPerKw,
    GeneratorUsdPerKw,
    BuildingUsdPerKw,
    WhiteSpaceUsdPerM2,
    MaintenanceAirPct,
    MaintenanceLiquidPct,
    MaintenanceElectricalPct,
    MaintenanceBuildingPct,
    WaterPricePerM3,
    TowerWaterLPerKwh,
    DemandChargePerKwMonth,
    DiscountRatePct,
    LiquidRackLimitKw,
    CaptureFraction,
    LightingWPerM2,
    UpsNoLoadLoss,
    ChilledWaterSupplyC,
    EconomizerApproachK,
    LiquidSupplyC,
    DryCoolerApproachK,
    LocationFactor,  // construction market against the US average (CostMarkets)
    Count
};
constexpr int kCostInputCount = static_cast<int>(CostInput::Count);
using CostInputValues = std::array<double, kCostInputCount>;

struct CostInputInfo {
    CostInput input;
    const char *key;       // the --set path of the base value; the key of its range in cost.ranges
    const char *label;
    const char *unit;      // as shown: "USD/kW", "site currency/kWh", "%", ...
    double defaultLow;     // the sourced range (docs/cost.md)
    double defaultHigh;
    const char *source;
    // The values a file may hold, for the base (the settings reader takes them through the
    // inputs registry) and for both ends of a range: prices >= 0, rates < 100 %.
    double minimum;
    double maximum;
};

// One input's effective figures for a project: base from the settings, low/high from the user's
// range or the default, widened to include the base (a base outside its sourced range is
// reported by CostInputs::outsideRange, not silently moved).
struct CostInputRange {
    double low = 0;
    double base = 0;
    double high = 0;
    bool userRange = false;
};

// An input's default range for one site, with its source: the table's, except for the prices in
// the site currency (electricity by currency, ElectricityPriceRanges; water and demand charges,
// USD ranges converted at the site's exchange rate).
struct CostDefaultRange {
    double low = 0;
    double high = 0;
    std::string source;
};

namespace CostInputs {
const std::array<CostInputInfo, kCostInputCount> &all();
CostDefaultRange defaultRange(const Site &site, const CoolingSettings &cooling, CostInput input);
const CostInputInfo &info(CostInput input);
const CostInputInfo *find(const std::string &key);
double base(const Project &project, CostInput input);
// The same from the settings alone: the location factor resolved from the market when the user
// set none (its field holds 0), every other input its field.
double baseOf(const Site &site, const CoolingSettings &cooling, CostInput input);
// The setting that holds an input's base (the Site and Cooling dialog edits it in place).
double *baseField(Site &site, CoolingSettings &cooling, CostInput input);
CostInputValues bases(const Project &project);
CostInputRange range(const Project &project, CostInput input);
// Inputs whose base lies outside their range, the user's or the sourced default (for `check`).
std::vector<CostInput> outsideRange(const Project &project);
// A user range is valid when minimum <= low <= high <= maximum; else a sentence naming it.
std::string validateRange(const std::string &key, double low, double high);
}

} // namespace dcs
