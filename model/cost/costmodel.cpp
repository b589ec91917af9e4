#include "costmodel.h"
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {

constexpr double kHours = 8760.0;

// Capacity of plant modules carrying `loadW` with the redundancy: N+1 on n modules of at most
// `moduleW` is (n + 1) / n of the load, 2N twice it. Priced per kW, so a small load does not
// buy a whole 1 MW module.
double redundantW(double loadW, double moduleW, CoolingRedundancy r)
{
    if (loadW <= 0)
        return 0.0;
    const int n = std::max(1, int(std::ceil(loadW / moduleW - 1e-9)));
    return loadW * PlantModel::unitsFor(loadW, moduleW, r) / n;
}

// Adds lines to one bill; the strings are built only when the lines are asked for.
class Bill
{
public:
    Bill(ArchitectureCost &k, bool lines, double currencyPerUsd) : mK(k), mLines(lines), mRate(currencyPerUsd) {}

    // A capex line priced in USD.
    double capex(double &group, const char *groupName, const char *item, double quantity, const char *unit,
                 double unitPriceUsd, const char *inputKey)
    {
        const double unitPrice = unitPriceUsd * mRate;
        const double total = quantity * unitPrice;
        group += total;
        mK.capexTotal += total;
        if (mLines && total != 0)
            mK.capex.push_back({groupName, item, quantity, unit, unitPrice, total, inputKey});
        return total;
    }
    // An opex line per year priced in the site currency.
    double opex(double &sum, const char *groupName, const char *item, double quantity, const char *unit, double unitPrice,
                const char *inputKey)
    {
        const double total = quantity * unitPrice;
        sum += total;
        mK.opexPerYear += total;
        if (mLines && total != 0)
            mK.opex.push_back({groupName, item, quantity, unit, unitPrice, total, inputKey});
        return total;
    }

private:
    ArchitectureCost &mK;
    bool mLines;
    double mRate;
};

double in(const CostInputValues &x, CostInput i) { return x[size_t(i)]; }
// An installed price where the design is built: construction and labour follow the market's
// location factor (issue 32 item 2); equipment bought at list price does not.
double built(const CostInputValues &x, CostInput i) { return x[size_t(i)] * x[size_t(CostInput::LocationFactor)]; }
const char *key(CostInput i) { return CostInputs::info(i).key; }

// PlantModel::hour over `hours` hours of constant heat, in closed form (hour() is linear in the
// heat): `share` is the sum over those hours of (1 - f) / COP. Over the year it gives the
// energy (Wh), over the peak hour alone the plant's power there (W).
// Air: q = air heat + CRAH fan heat; chiller q (1-f)/COP; pumps on q; heat rejection on q plus
// the chiller's own power. Returns the energy and, through rejectedWh, what the towers reject.
double airCoolingWh(const CostInputValues &x, double airW, double hours, double share, double *rejectedWh = nullptr)
{
    if (airW <= 0)
        return 0.0;
    const double fan = in(x, CostInput::AirFanWPerKw) / 1000.0;
    const double q = airW * (1.0 + fan);
    const double rejected = q * hours + q * share;
    if (rejectedWh)
        *rejectedWh = rejected;
    return airW * fan * hours + q * share + q * in(x, CostInput::AirPumpWPerKw) / 1000.0 * hours +
           rejected * in(x, CostInput::HeatRejectionWPerKw) / 1000.0;
}

// Liquid: trim chiller liquid (1-f)/COP, CDU pumps on the liquid heat, dry-cooler fans on the
// liquid heat plus the trim chiller's power.
double liquidCoolingWh(const CostInputValues &x, double liquidW, double hours, double share)
{
    if (liquidW <= 0)
        return 0.0;
    return liquidW * share + liquidW * in(x, CostInput::CduPumpWPerKw) / 1000.0 * hours +
           (liquidW * hours + liquidW * share) * in(x, CostInput::DryCoolerFanWPerKw) / 1000.0;
}

struct AirPlant {
    double capex = 0;
    double annualWh = 0;      // cooling energy
    double rejectedKwh = 0;   // heat through the towers
};

// The chilled-water air plant for `airNameplateW` of air heat (less what rear doors take at
// the rack, which still reaches the chilled water) running at `airW` (energy basis).
AirPlant airPlant(const CostBasis &b, const CostBasis::Architecture &a, const CostInputValues &x,
                  const PlantModel::MechanicalHours &m, Bill &bill, double &group)
{
    AirPlant out;
    const double fan = in(x, CostInput::AirFanWPerKw) / 1000.0;
    const double residualW = std::max(0.0, a.airHeatNameplateW - a.rearDoorRemovedW);
    const int units = PlantModel::unitsFor(residualW, b.airUnitW, b.redundancy);
    const double before = group;
    bill.capex(group, "Air plant", "CRAH / in-row units", units * b.airUnitW / 1000.0, "kW", built(x, CostInput::AirHandlerUsdPerKw),
               key(CostInput::AirHandlerUsdPerKw));
    bill.capex(group, "Air plant", "Rear-door heat exchangers", a.rearDoors, "doors", in(x, CostInput::RearDoorUsd),
               key(CostInput::RearDoorUsd));
    const double qNameplateW = a.airHeatNameplateW * (1.0 + fan);  // fan heat joins the chilled water
    const double cop = in(x, CostInput::ChillerCop);
    bill.capex(group, "Air plant", "Chillers", redundantW(qNameplateW, CostBasis::kChillerModuleW, b.redundancy) / 1000.0, "kW",
               built(x, CostInput::ChillerUsdPerKw), key(CostInput::ChillerUsdPerKw));
    if (b.coolingTowers)
        bill.capex(group, "Air plant", "Cooling towers",
                   redundantW(qNameplateW * (1.0 + 1.0 / cop), CostBasis::kChillerModuleW, b.redundancy) / 1000.0, "kW",
                   built(x, CostInput::HeatRejectionUsdPerKw), key(CostInput::HeatRejectionUsdPerKw));
    else
        bill.capex(group, "Air plant", "Dry coolers (air plant)",
                   redundantW(qNameplateW * (1.0 + 1.0 / cop), CostBasis::kDryCoolerModuleW, b.redundancy) / 1000.0, "kW",
                   built(x, CostInput::DryCoolerUsdPerKw), key(CostInput::DryCoolerUsdPerKw));
    bill.capex(group, "Air plant", "Chilled-water pumps, piping, controls", qNameplateW / 1000.0, "kW",
               built(x, CostInput::ChilledWaterUsdPerKw), key(CostInput::ChilledWaterUsdPerKw));
    // Liquid-to-air CDUs empty their racks' loops into this plant's air: bought at list price.
    bill.capex(group, "Air plant", "Liquid-to-air CDUs, as placed", 1, "lot", a.roomAirCduUsd, "");
    out.capex = group - before;
    double rejectedWh = 0;
    out.annualWh = airCoolingWh(x, a.airHeatW, kHours, m.air, &rejectedWh) + a.roomAirCduPowerW * kHours;
    out.rejectedKwh = rejectedWh / 1000.0;
    return out;
}

// Racks, rows and white space: as drawn for the design's architecture, re-packed under the
// alternative's rack limit otherwise (the design's white space per rack kept).
FloorFigures floorOf(const CostBasis &b, bool liquidArchitecture, const CostInputValues &x)
{
    FloorFigures f;
    // The design's own architecture, or nothing placed to re-pack: the floor as drawn.
    if (liquidArchitecture == b.designIsLiquid || b.designRacks == 0) {
        f.racks = b.designRacks;
        f.rows = b.designRows;
        f.areaM2 = b.designAreaM2;
        return f;
    }
    f.asDrawn = false;
    f.rackLimitKw = liquidArchitecture ? in(x, CostInput::LiquidRackLimitKw) : b.airRackLimitKw;
    f.racks = b.racksUnder(f.rackLimitKw);
    f.rows = (f.racks + b.racksPerRow - 1) / b.racksPerRow;
    f.areaM2 = f.racks * b.m2PerRack;
    return f;
}

// The standby fleet installed: N equal units of at most the unit rating (a designer picks the
// rating that fits), plus spares; priced per kW installed. The N units carry the peak hour and
// accept the block the transfer switch closes on (the cooling plant) within their step rating:
// N x rating = max(peak, block / step fraction). A 1.2 MW peak with 2.5 MW units and one spare:
// two 1.2 MW units, 2.4 MW installed; an 18.5 MW peak: eight 2.32 MW units plus one, 20.8 MW.
double generatorsInstalledW(double peakW, double blockW, double stepFraction, double unitW, int spares)
{
    if (peakW <= 0 || unitW <= 0 || stepFraction <= 0)
        return 0.0;
    const double fleetW = std::max(peakW, blockW / stepFraction);
    const int n = int(std::ceil(fleetW / unitW - 1e-9));
    return (n + spares) * (fleetW / n);
}

void priceOption(const CostBasis &b, const CostBasis::Option &option, const CostInputValues &x, ArchitectureCost &k,
                 bool lines)
{
    const bool liquidArchitecture = option.liquid;
    const CostBasis::Architecture a =
        b.withLosses(liquidArchitecture ? b.liquidAt(in(x, CostInput::CaptureFraction)) : b.air, x);
    k = ArchitectureCost{};
    if (lines) {
        k.option = option.id;
        k.label = option.label;
        k.phrase = option.phrase;
    }
    k.isDesign = option.isDesign;
    k.floor = floorOf(b, liquidArchitecture, x);
    Bill bill(k, lines, b.currencyPerUsd);

    // IT: the same servers, switches and cables in both; racks and PDUs follow the floor.
    bill.capex(k.capexIt, "IT", "Servers, switches, cables and optics", 1, "lot", b.itEquipmentUsd, "");
    bill.capex(k.capexIt, "IT", "Racks", k.floor.racks - b.systemRacks, "racks", b.perRackUsd, "");
    const CostBasis::Architecture &drawn = b.designIsLiquid ? b.liquid : b.air;
    const double pduShare = drawn.itNameplateW > 0 ? a.itNameplateW / drawn.itNameplateW : 1.0;
    bill.capex(k.capexIt, "IT", "Rack PDUs (the design's per kW of IT)", pduShare, "x design", b.rackPduUsd, "");

    // Cooling plant.
    const PlantModel::MechanicalHours m = b.mechanicalAt(x, option.table);
    double airPlantCapex = 0;
    const AirPlant air = airPlant(b, a, x, m, bill, airPlantCapex);
    k.capexCooling += airPlantCapex;
    double liquidPlantCapex = 0, liquidWh = 0, liquidRejectedKwh = 0;
    if (a.liquidHeatNameplateW > 0) {
        // As many CDUs as the heat or the coolant flow needs, whichever is more (issue 34).
        const int cdus = std::max(PlantModel::unitsFor(a.liquidHeatNameplateW, b.cduUnitW, b.redundancy),
                                  PlantModel::unitsFor(a.liquidHeatNameplateW * b.liquidFlowLpmPerW, b.cduUnitFlowLpm, b.redundancy));
        bill.capex(liquidPlantCapex, "Liquid plant", "CDUs", cdus * b.cduUnitW / 1000.0, "kW", built(x, CostInput::CduUsdPerKw),
                   key(CostInput::CduUsdPerKw));
        if (option.liquidTowers)
            bill.capex(liquidPlantCapex, "Liquid plant", "Cooling towers (warm-water loop)",
                       redundantW(a.liquidHeatNameplateW, CostBasis::kChillerModuleW, b.redundancy) / 1000.0, "kW",
                       built(x, CostInput::HeatRejectionUsdPerKw), key(CostInput::HeatRejectionUsdPerKw));
        else
            bill.capex(liquidPlantCapex, "Liquid plant", "Dry coolers",
                       redundantW(a.liquidHeatNameplateW, CostBasis::kDryCoolerModuleW, b.redundancy) / 1000.0, "kW",
                       built(x, CostInput::DryCoolerUsdPerKw), key(CostInput::DryCoolerUsdPerKw));
        bill.capex(liquidPlantCapex, "Liquid plant", "Trim chillers (hottest hour)",
                   redundantW(a.liquidHeatNameplateW * m.liquidPeakTrim, CostBasis::kChillerModuleW, b.redundancy) / 1000.0,
                   "kW", built(x, CostInput::ChillerUsdPerKw), key(CostInput::ChillerUsdPerKw));
        const int liquidRacks = k.floor.racks - (b.fixedRacks - b.systemRacks);
        bill.capex(liquidPlantCapex, "Liquid plant", "Secondary piping and manifolds", std::max(0, liquidRacks), "racks",
                   built(x, CostInput::LiquidPipingUsdPerRack), key(CostInput::LiquidPipingUsdPerRack));
        bill.capex(liquidPlantCapex, "Liquid plant", "Cold-plate kits for air-native servers", b.coldPlateGpus, "GPUs",
                   in(x, CostInput::ColdPlateUsdPerGpu), key(CostInput::ColdPlateUsdPerGpu));
        liquidWh = liquidCoolingWh(x, a.liquidHeatW, kHours, m.liquid);
        // Heat through the loop's towers: the liquid heat every hour plus the trim chillers' work.
        if (option.liquidTowers)
            liquidRejectedKwh = (a.liquidHeatW * kHours + a.liquidHeatW * m.liquid) / 1000.0;
    }
    k.capexCooling += liquidPlantCapex;
    // The peak hour: IT, losses and other loads plus the plant's power in that hour.
    const size_t watched = size_t(option.watched);
    k.generatorBlockW = airCoolingWh(x, a.airHeatW, 1.0, m.airAt[watched]) +
                        liquidCoolingWh(x, a.liquidHeatW, 1.0, m.liquidAt[watched]) + a.roomAirCduPowerW;
    k.peakFacilityW = a.peakNonCoolingW + k.generatorBlockW;

    // Electrical plant and building.
    // The UPS modules the design places, both sides of a 2N chain (the other architecture: the
    // same installed kW per W of IT); none placed: the IT nameplate once per feed the rack PDUs
    // draw from (A and B: a UPS system each).
    const double upsKw = a.itNameplateW * (b.upsInstalledPerItW > 0 ? b.upsInstalledPerItW : double(b.feeds)) / 1000.0;
    const char *upsItem = b.upsModules > 0 ? "UPS modules placed (every side)"
                          : b.feeds == 2   ? "UPS, none placed (one per feed, A and B)"
                                           : "UPS, none placed (the IT once)";
    bill.capex(k.capexElectrical, "Electrical", upsItem, upsKw, "kW", built(x, CostInput::UpsUsdPerKw),
               key(CostInput::UpsUsdPerKw));
    bill.capex(k.capexElectrical, "Electrical", "Switchgear and distribution", k.peakFacilityW / 1000.0, "kW",
               built(x, CostInput::SwitchgearUsdPerKw), key(CostInput::SwitchgearUsdPerKw));
    k.generatorsInstalledW = generatorsInstalledW(k.peakFacilityW, k.generatorBlockW, b.generatorStepFraction,
                                                  b.generatorUnitW, b.generatorSpares);
    bill.capex(k.capexElectrical, "Electrical", b.generatorItem.c_str(), k.generatorsInstalledW / 1000.0, "kW",
               built(x, CostInput::GeneratorUsdPerKw), key(CostInput::GeneratorUsdPerKw));
    // The power-swing mitigation chosen (issue 35): the same storage in both options, a group of
    // its own (the electrical plant's maintenance share is not its).
    double smoothingCapex = 0;
    if (b.smoothing)
        bill.capex(smoothingCapex, "Power smoothing", b.smoothing->item.c_str(), 1, "lot", b.smoothing->capexUsd,
                   "power_settings.dynamics.mitigation");
    k.capexSmoothing = smoothingCapex;
    // The building in Cushman & Wakefield's two parts: what follows the hall's power (its plant
    // rooms, site, back of house and offices do not shrink with denser racks) and the white space
    // the racks stand on (so a re-packed floor saves only this part).
    bill.capex(k.capexBuilding, "Building", "Shell, site, back of house, offices", a.itNameplateW / 1000.0, "kW",
               built(x, CostInput::BuildingUsdPerKw), key(CostInput::BuildingUsdPerKw));
    bill.capex(k.capexBuilding, "Building", "White-space build-out", k.floor.areaM2, "m2",
               built(x, CostInput::WhiteSpaceUsdPerM2), key(CostInput::WhiteSpaceUsdPerM2));
    // The figure construction-cost guides publish (Cushman & Wakefield: 9.3-15.0 M USD per MW of
    // critical load in the US, IT and land excluded).
    k.facilityCapexPerMw =
        a.itNameplateW > 0 ? (k.capexCooling + k.capexElectrical + k.capexBuilding) / (a.itNameplateW / 1e6) : 0.0;

    // Opex per year.
    k.annualCoolingKwh = (air.annualWh + liquidWh) / 1000.0;
    const double otherKwh = in(x, CostInput::LightingWPerM2) * k.floor.areaM2 * kHours / 1000.0;
    k.annualFacilityKwh = a.fixedKwh + otherKwh + k.annualCoolingKwh;
    bill.opex(k.energyPerYear, "Energy", "Electricity", k.annualFacilityKwh, "kWh", in(x, CostInput::ElectricityPrice),
              key(CostInput::ElectricityPrice));
    if (b.smoothing) {
        // Its energy through this option's facility energy per W of IT (the floor's heat is cooled too).
        const double facilityPerIt = a.itKwh > 0 ? k.annualFacilityKwh / a.itKwh : 1.0;
        bill.opex(k.energyPerYear, "Energy", b.smoothing->item.c_str(),
                  b.smoothing->addedItKwhPerYear * facilityPerIt + b.smoothing->addedFacilityKwhPerYear, "kWh",
                  in(x, CostInput::ElectricityPrice), key(CostInput::ElectricityPrice));
        bill.opex(k.maintenancePerYear, "Maintenance", b.smoothing->item.c_str(), smoothingCapex, "capex",
                  b.smoothing->maintenanceFraction, "power_settings.dynamics.storage_maintenance_fraction");
    }
    bill.opex(k.maintenancePerYear, "Maintenance", "Air plant", airPlantCapex, "capex",
              in(x, CostInput::MaintenanceAirPct) / 100.0, key(CostInput::MaintenanceAirPct));
    bill.opex(k.maintenancePerYear, "Maintenance", "Liquid plant", liquidPlantCapex, "capex",
              in(x, CostInput::MaintenanceLiquidPct) / 100.0, key(CostInput::MaintenanceLiquidPct));
    bill.opex(k.maintenancePerYear, "Maintenance", "Electrical plant", k.capexElectrical, "capex",
              in(x, CostInput::MaintenanceElectricalPct) / 100.0, key(CostInput::MaintenanceElectricalPct));
    bill.opex(k.maintenancePerYear, "Maintenance", "Building", k.capexBuilding, "capex",
              in(x, CostInput::MaintenanceBuildingPct) / 100.0, key(CostInput::MaintenanceBuildingPct));
    const double towerKwh = (b.coolingTowers ? air.rejectedKwh : 0.0) + liquidRejectedKwh;
    const double waterL = towerKwh * in(x, CostInput::TowerWaterLPerKwh);
    k.waterM3PerYear = waterL / 1000.0;
    k.wueLPerKwh = a.itKwh > 0 ? waterL / a.itKwh : 0.0;
    bill.opex(k.waterPerYear, "Water", "Cooling-tower make-up", k.waterM3PerYear, "m3", in(x, CostInput::WaterPricePerM3),
              key(CostInput::WaterPricePerM3));
    bill.opex(k.demandPerYear, "Demand charges", "Facility peak x 12 months", k.peakFacilityW / 1000.0 * 12.0, "kW-month",
              in(x, CostInput::DemandChargePerKwMonth), key(CostInput::DemandChargePerKwMonth));

    const double rate = in(x, CostInput::DiscountRatePct) / 100.0;
    k.tco = k.capexTotal + b.years * k.opexPerYear;
    k.npv = k.capexTotal + k.opexPerYear * CostModel::annuityFactor(rate, b.years);
    const double gpuHours = double(b.gpus) * kHours * b.years * b.gpuUtilisation;
    k.costPerGpuHour = gpuHours > 0 ? k.tco / gpuHours : 0.0;
    // The same without electricity: what a training run adds on top of its own energy (issue 30).
    k.capacityCostPerGpuHour = gpuHours > 0 ? (k.capexTotal + b.years * (k.opexPerYear - k.energyPerYear)) / gpuHours : 0.0;
    if (lines)
        for (int y = 0; y <= b.years; ++y) {
            k.cumulative.push_back(k.capexTotal + y * k.opexPerYear);
            k.discountedCumulative.push_back(k.capexTotal + k.opexPerYear * CostModel::annuityFactor(rate, y));
        }
}

CostVerdict verdictOf(const ArchitectureCost &reference, const ArchitectureCost &candidate, double rate)
{
    CostVerdict v;
    v.tcoDifference = candidate.tco - reference.tco;
    v.npvDifference = candidate.npv - reference.npv;
    const double dCapex = candidate.capexTotal - reference.capexTotal;
    const double dOpex = reference.opexPerYear - candidate.opexPerYear;
    v.breakEvenYears = CostModel::breakEven(dCapex, dOpex, 0.0);
    v.discountedBreakEvenYears = CostModel::breakEven(dCapex, dOpex, rate);
    return v;
}

} // namespace

double CostModel::annuityFactor(double rate, double years)
{
    if (std::abs(rate) < 1e-12)
        return years;
    return (1.0 - std::pow(1.0 + rate, -years)) / rate;
}

std::optional<double> CostModel::breakEven(double dCapex, double dOpex, double rate)
{
    if (dCapex <= 0 && dOpex >= 0)
        return 0.0;
    if (dCapex <= 0 || dOpex <= 0)
        return std::nullopt;
    if (std::abs(rate) < 1e-12)
        return dCapex / dOpex;
    // dCapex = dOpex (1 - (1+r)^-t) / r  =>  t = -ln(1 - r dCapex / dOpex) / ln(1 + r)
    const double k = 1.0 - rate * dCapex / dOpex;
    if (k <= 0)
        return std::nullopt;  // the discounted savings never add up to the premium
    return -std::log(k) / std::log(1.0 + rate);
}

CostVerdict CostModel::price(const CostBasis &b, const CostInputValues &x, ArchitectureCost &reference,
                             ArchitectureCost &candidate)
{
    priceOption(b, b.options[0], x, reference, true);
    priceOption(b, b.options[1], x, candidate, true);
    return verdictOf(reference, candidate, in(x, CostInput::DiscountRatePct) / 100.0);
}

CostVerdict CostModel::verdict(const CostBasis &b, const CostInputValues &x)
{
    ArchitectureCost reference, candidate;
    priceOption(b, b.options[0], x, reference, false);
    priceOption(b, b.options[1], x, candidate, false);
    return verdictOf(reference, candidate, in(x, CostInput::DiscountRatePct) / 100.0);
}

} // namespace dcs
