#include "costbasis.h"
#include "cooling/loophydraulics.h"
#include "spec/costinputs.h"
#include "cooling/coolingresult.h"
#include "inventory/inventoryresult.h"
#include "network/networkresult.h"
#include "catalog/catalog.h"
#include "climate/hourlyclimate.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <map>

namespace dcs {

namespace {

// Racks stand in rows: racks facing along y (rotation 0/180) share a row when their y agrees
// within half a metre, racks facing along x when their x does. Count and longest row.
void countRows(const std::vector<Rack> &racks, int &rows, int &longest)
{
    std::map<std::pair<int, long>, int> byRow;
    for (const Rack &r : racks) {
        const bool alongX = (r.rotationDeg % 180) == 0;
        byRow[{alongX ? 0 : 1, std::lround((alongX ? r.yM : r.xM) * 2.0)}]++;
    }
    rows = int(byRow.size());
    longest = 0;
    for (const auto &[key, n] : byRow)
        longest = std::max(longest, n);
}

// The plant's two kinds of unit: the air plant's CRAH and in-row units, and the liquid plant's
// CDUs, which reject to facility water. A liquid-to-air CDU is neither: it empties its loop into
// the room air (the cooling engine counts that heat in the air plant) and is priced as placed.
using UnitKind = bool (*)(const CatalogEntry &);
bool isAirPlantUnit(const CatalogEntry &e) { return e.isRoomAirUnit(); }
bool isLiquidPlantCdu(const CatalogEntry &e) { return e.isFacilityWaterCdu(); }

const CatalogEntry *unitOfType(const Project &p, const Catalog &catalog, UnitKind kind)
{
    std::map<std::string, int> counts;
    auto count = [&](const std::string &id) {
        if (const CatalogEntry *e = catalog.find(id); e && kind(*e))
            counts[id]++;
    };
    for (const FloorEquipment &eq : p.equipment)
        count(eq.catalogId);
    for (const Rack &rack : p.racks)
        for (const DevicePlacement &d : rack.devices)
            count(d.catalogId);  // in-rack CDUs
    const CatalogEntry *best = nullptr;
    int most = 0;
    for (const auto &[id, n] : counts)
        if (n > most) {
            most = n;
            best = catalog.find(id);
        }
    return best;
}

// Without a unit of the kind in the design: the catalog unit that carries `loadW` with the
// least installed capacity (a 30 kW lab gets an in-rack CDU, not two 1.4 MW ones).
const CatalogEntry *leanestUnit(const Catalog &catalog, UnitKind kind, double loadW, CoolingRedundancy r)
{
    const CatalogEntry *best = nullptr;
    double least = 0;
    for (const CatalogEntry &e : catalog.entries()) {
        if (!kind(e) || e.cooling->capacityKw <= 0)
            continue;
        const double installed = PlantModel::unitsFor(loadW, e.cooling->capacityKw * 1000.0, r) * e.cooling->capacityKw;
        if (!best || installed < least) {
            best = &e;
            least = installed;
        }
    }
    return best;
}

// List prices of the liquid-to-air CDUs placed, floor units and in-rack ones.
double roomAirCduUsd(const Project &p, const Catalog &catalog)
{
    double usd = 0;
    auto add = [&](const std::string &catalogId) {
        if (const CatalogEntry *e = catalog.find(catalogId); e && e->isRoomAirCdu())
            usd += e->listPriceUsd;
    };
    for (const FloorEquipment &eq : p.equipment)
        add(eq.catalogId);
    for (const Rack &rack : p.racks)
        for (const DevicePlacement &d : rack.devices)
            add(d.catalogId);
    return usd;
}

CostBasis::Architecture architecture(const ArchitectureResult &a, const CoolingSettings &s, const HourlyClimate *year,
                                     double roomAirCdusUsd)
{
    CostBasis::Architecture x;
    x.isDesign = a.isDesign;
    x.itNameplateW = a.itNameplateW;
    x.airHeatNameplateW = a.airHeatNameplateW;
    x.liquidHeatNameplateW = a.liquidHeatNameplateW;
    x.airHeatW = a.airHeatW;
    x.liquidHeatW = a.liquidHeatW;
    x.roomAirCduPowerW = a.roomAirCduPowerW;
    // The architecture buys the sidecars placed when it runs heat through them.
    x.roomAirCduUsd = a.roomAirCduHeatNameplateW > 0 ? roomAirCdusUsd : 0.0;
    x.itKwh = a.annualItKwh;
    x.fixedKwh = a.annualItKwh + a.annualDistributionLossKwh;
    x.peakHour = year ? std::clamp(a.peakHour, 0, year->points() - 1) : 0;
    double peakCoolingW = 0;
    if (year) {
        const size_t h = size_t(x.peakHour);
        const double db = year->dryBulbC[h], wb = year->wetBulbC.empty() ? db : year->wetBulbC[h];
        peakCoolingW = PlantModel::hour(s, a.airHeatW, a.liquidHeatW, db, wb).coolingW + a.roomAirCduPowerW;
    }
    x.peakNonCoolingW = a.peakFacilityPowerW - peakCoolingW;
    return x;
}

} // namespace

CostBasis CostBasis::measure(const Project &p, const Catalog &catalog, const InventoryResult &inventory,
                             const CoolingResult &cooling, const NetworkResult *network)
{
    const CoolingSettings &s = p.cooling;
    CostBasis b;
    const double sidecarsUsd = roomAirCduUsd(p, catalog);
    b.air = architecture(cooling.air, s, cooling.year.get(), sidecarsUsd);
    b.liquid = architecture(cooling.liquid, s, cooling.year.get(), sidecarsUsd);
    b.designIsLiquid = cooling.designArchitecture == "liquid";
    b.redundancy = s.redundancy;
    b.coolingTowers = s.air.heatRejection == HeatRejection::CoolingTower;
    b.liquidCoolingTowers = s.liquid.heatRejection == HeatRejection::CoolingTower;
    b.plant = s;
    b.year = cooling.year;
    {
        // chain loss per W of IT = (1 + pdu)(1 + ups)(1 + transformer) - 1, ups = (n + ...) / x
        const PowerChainSettings &c = s.powerChain;
        // In eco mode a change of the no-load loss counts a third (PlantModel::upsLoss).
        b.lossPerNoLoad = (1.0 + PlantModel::lossPerOutputW(c.pdu)) * (1.0 + PlantModel::lossPerOutputW(c.transformer)) /
                          std::max(1e-9, c.ups.loadFraction)
                          * (c.upsMode == UpsMode::Eco ? PlantModel::kEcoModeLossShare : 1.0);
    }
    b.airRackLimitKw = s.airDensityLimitKwPerRack;
    b.years = s.cost.tcoYears;
    b.gpuUtilisation = s.cost.gpuUtilisation;
    b.currencyPerUsd = s.cost.siteCurrencyPerUsd;
    b.gpus = inventory.gpus;
    b.cablingUsd = network ? network->cableCostUsd : 0.0;
    b.itEquipmentUsd = b.cablingUsd;

    // The design's racks: what is IT (both bills), what is the rack and its PDUs (per rack).
    std::map<std::string, NodeGroup> groups;
    std::map<int, int> rackHeights;
    double rackUsd = 0;
    for (const Rack &rack : p.racks) {
        const CatalogEntry *re = catalog.find(rack.catalogId);
        if (re && re->kind == CatalogKind::RackSystem) {
            b.itEquipmentUsd += re->listPriceUsd;  // a rack-scale system is bought whole
            ++b.fixedRacks;
            ++b.systemRacks;
            continue;
        }
        if (re) {
            rackUsd += re->listPriceUsd;
            if (re->rack)
                rackHeights[re->rack->heightU]++;
        }
        for (const RackPdu &pdu : rack.pdus)
            if (const CatalogEntry *e = catalog.find(pdu.catalogId))
                b.rackPduUsd += e->listPriceUsd;
        bool hasNodes = false;
        for (const DevicePlacement &d : rack.devices) {
            const CatalogEntry *e = catalog.find(d.catalogId);
            if (!e || e->cooling)
                continue;  // in-rack CDUs are part of the plant, sized below
            b.itEquipmentUsd += e->listPriceUsd;
            if (e->kind != CatalogKind::GpuServer)
                continue;
            hasNodes = true;
            NodeGroup &g = groups[e->id];
            g.nameplateW = e->maxPowerW;
            g.heightU = std::max(1, e->heightU);
            ++g.count;
            if (e->liquidHeatFraction <= 0)
                b.coldPlateGpus += e->totalGpus();
        }
        if (!hasNodes)
            ++b.fixedRacks;
    }
    for (const auto &[id, g] : groups)
        b.nodes.push_back(g);
    // Capture sums over the air-native GPU servers (rack-scale systems carry their own fraction).
    b.capture.base = s.liquid.captureFraction;
    for (const Rack &rack : p.racks) {
        if (const CatalogEntry *re = catalog.find(rack.catalogId); re && re->kind == CatalogKind::RackSystem)
            continue;
        for (const DevicePlacement &d : rack.devices) {
            const CatalogEntry *e = catalog.find(d.catalogId);
            if (!e || e->kind != CatalogKind::GpuServer || e->liquidHeatFraction > 0)
                continue;
            const double energyW =
                s.itPowerBasis == ItPowerBasis::Nameplate || e->typicalPowerW <= 0 ? e->maxPowerW : e->typicalPowerW;
            b.capture.nameplateW += e->maxPowerW;
            b.capture.nameplateFanW += e->maxPowerW * e->fanPowerFraction;
            b.capture.energyW += energyW;
            b.capture.energyFanW += energyW * e->fanPowerFraction;
        }
    }
    if (cooling.liquid.annualItKwh > 0)
        b.capture.lossPerItW = cooling.liquid.annualDistributionLossKwh / cooling.liquid.annualItKwh;
    // The UPS capacity placed, every module of every side (a 2N chain buys twice the IT).
    double upsW = 0;
    for (const FloorEquipment &unit : p.equipment)
        if (const CatalogEntry *e = catalog.find(unit.catalogId); e && e->ups) {
            upsW += 1000.0 * (e->ups->ratingKw > 0 ? e->ups->ratingKw : e->ups->ratingKva);
            ++b.upsModules;
        }
    const Architecture &design = b.designIsLiquid ? b.liquid : b.air;
    b.upsInstalledPerItW = upsW > 0 && design.itNameplateW > 0 ? upsW / design.itNameplateW : 0.0;
    bool feedA = false, feedB = false;
    for (const Rack &rack : p.racks)
        for (const RackPdu &pdu : rack.pdus)
            (pdu.feed == Feed::B ? feedB : feedA) = true;
    b.feeds = feedA && feedB ? 2 : 1;
    b.generatorUnitW = p.cooling.cost.generatorUnitKw * 1000.0;
    b.generatorSpares = p.cooling.cost.generatorSpares;
    b.generatorStepFraction = p.cooling.cost.generatorStepPct / 100.0;
    b.generatorItem = "Standby generators (N+" + std::to_string(b.generatorSpares) + ")";
    b.designRacks = int(p.racks.size());
    countRows(p.racks, b.designRows, b.racksPerRow);
    b.racksPerRow = std::max(b.racksPerRow, 1);
    b.designAreaM2 = p.hall.widthM * p.hall.depthM;
    b.m2PerRack = b.designRacks > 0 ? b.designAreaM2 / b.designRacks : 0.0;
    const int nonSystemRacks = b.designRacks - b.systemRacks;
    b.perRackUsd = nonSystemRacks > 0 ? rackUsd / nonSystemRacks : 0.0;
    int height = 42;
    for (int most = 0; const auto &[u, n] : rackHeights)
        if (n > most) {
            most = n;
            height = u;
        }
    b.usableU = std::max(1, height - kReservedU);

    // Rear doors of an air design take their rack's air heat up to their capacity.
    if (!b.designIsLiquid)
        for (const Rack &rack : p.racks) {
            const CatalogEntry *door = rack.rearDoorCatalogId.empty() ? nullptr : catalog.find(rack.rearDoorCatalogId);
            if (!door || !door->cooling)
                continue;
            double rackW = 0;
            if (const CatalogEntry *re = catalog.find(rack.catalogId); re && re->kind == CatalogKind::RackSystem)
                rackW = re->maxPowerW;
            for (const DevicePlacement &d : rack.devices)
                if (const CatalogEntry *e = catalog.find(d.catalogId); e && !e->cooling)
                    rackW += e->maxPowerW;
            b.air.rearDoorRemovedW += std::min(rackW, door->cooling->capacityKw * 1000.0);
            ++b.air.rearDoors;
        }
    // Plant units: the design's own kind, else the leanest catalog unit for the larger load.
    const CatalogEntry *airUnit = unitOfType(p, catalog, isAirPlantUnit);
    if (!airUnit)
        airUnit = leanestUnit(catalog, isAirPlantUnit, std::max(b.air.airHeatNameplateW, b.liquid.airHeatNameplateW), b.redundancy);
    if (airUnit)
        b.airUnitW = airUnit->cooling->capacityKw * 1000.0;
    const CatalogEntry *cdu = unitOfType(p, catalog, isLiquidPlantCdu);
    if (!cdu)
        cdu = leanestUnit(catalog, isLiquidPlantCdu, b.liquid.liquidHeatNameplateW, b.redundancy);
    if (cdu) {
        b.cduUnitW = cdu->cooling->capacityKw * 1000.0;
        b.cduUnitFlowLpm = cdu->cooling->flowLpm;
    }
    b.liquidFlowLpmPerW = LoopHydraulics::flowForHeatLpm(1.0, s.liquid.loopRiseK, s.liquid);
    double loopHeatW = 0, loopFlowLpm = 0;
    for (const CduLoopHydraulics &loop : cooling.hydraulics.loops)
        if (loop.carriesHeat && !loop.roomAir) {
            loopHeatW += loop.heatW;
            loopFlowLpm += loop.flowNeededLpm;
        }
    if (b.designIsLiquid && loopHeatW > 0)
        b.liquidFlowLpmPerW = loopFlowLpm / loopHeatW;

    b.chooseOptions(cooling);
    if (cooling.year)
        for (int t = 0; t < b.tables(); ++t)
            b.mechanicalBase[size_t(t)] =
                PlantModel::mechanicalHoursTable({b.tablePlants[size_t(t)]}, {b.tablePlants[size_t(t)]}, *cooling.year,
                                                 b.tableWatched[size_t(t)])
                    .front();
    return b;
}

void CostBasis::chooseOptions(const CoolingResult &cooling)
{
    tablePlants = {plant, plant};
    if (cooling.air.buildable) {
        comparison = CostComparison::AirVsLiquid;
        options[0] = {"air", "Air", "air cooling", false, false, !designIsLiquid, 0, 0};
        options[1] = {"liquid", "Liquid", "liquid cooling", true, liquidCoolingTowers, designIsLiquid, 0, 1};
        tableWatched[0] = {air.peakHour, liquid.peakHour};
        return;
    }
    // No air alternative: the liquid loop on each heat rejection. Table 0 is the design's own
    // (the cooling engine's year and peak hour); table 1 the other, whose peak hour is the hour
    // its plant draws most (the rest of the facility's draw is the same every hour).
    comparison = CostComparison::LiquidHeatRejection;
    airNotBuildable = cooling.air.notBuildableReason;
    LiquidPlantSettings &other = tablePlants[1].liquid;
    other.heatRejection = liquidCoolingTowers ? HeatRejection::DryCooler : HeatRejection::CoolingTower;
    int otherPeak = liquid.peakHour;
    if (year) {
        double most = -1;
        for (int h = 0; h < year->points(); ++h) {  // the hours and the design conditions
            const double db = year->dryBulbC[size_t(h)], wb = year->wetBulbC.empty() ? db : year->wetBulbC[size_t(h)];
            if (const double w = PlantModel::hour(tablePlants[1], liquid.airHeatW, liquid.liquidHeatW, db, wb).coolingW; w > most) {
                most = w;
                otherPeak = h;
            }
        }
    }
    tableWatched[0] = {liquid.peakHour, liquid.peakHour};
    tableWatched[1] = {otherPeak, otherPeak};
    const int dryTable = liquidCoolingTowers ? 1 : 0;
    options[0] = {"liquid_dry_coolers", "Liquid, dry coolers", "liquid cooling on dry coolers", true, false, designIsLiquid && !liquidCoolingTowers, dryTable, 1};
    options[1] = {"liquid_cooling_towers", "Liquid, cooling towers", "liquid cooling on cooling towers", true, true, designIsLiquid && liquidCoolingTowers,
                  1 - dryTable, 1};
}

CostBasis::Architecture CostBasis::liquidAt(double c) const
{
    Architecture a = liquid;
    const double c0 = capture.base;
    if (c == c0)
        return a;  // exactly the cooling engine's figures
    const double dc = c - c0, dc2 = c * c - c0 * c0;
    const double dItNameplate = -capture.nameplateFanW * dc;
    const double dLiquidNameplate = capture.nameplateW * dc - capture.nameplateFanW * dc2;
    a.itNameplateW += dItNameplate;
    a.liquidHeatNameplateW += dLiquidNameplate;
    a.airHeatNameplateW += dItNameplate - dLiquidNameplate;
    const double dIt = -capture.energyFanW * dc;
    const double dLiquid = capture.energyW * dc - capture.energyFanW * dc2;
    const double dAir = dIt - dLiquid;
    a.airHeatW += dAir;
    a.liquidHeatW += dLiquid;
    constexpr double kKiloHours = HourlyClimate::kHours / 1000.0;
    a.itKwh += dIt * kKiloHours;
    a.fixedKwh += dIt * (1.0 + capture.lossPerItW) * kKiloHours;
    a.peakNonCoolingW += dIt * (1.0 + capture.lossPerItW);
    return a;
}

int CostBasis::racksUnder(double limitKw) const
{
    int racks = fixedRacks;
    for (const NodeGroup &g : nodes) {
        const int byPower = int(std::floor(limitKw * 1000.0 / std::max(1.0, g.nameplateW) + 1e-9));
        const int perRack = std::max(1, std::min(byPower, usableU / g.heightU));
        racks += (g.count + perRack - 1) / perRack;
    }
    return racks;
}

} // namespace dcs
