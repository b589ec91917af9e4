#include "costbasis.h"
#include "spec/costinputs.h"
#include "coolingresult.h"
#include "inventoryresult.h"
#include "networkresult.h"
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

const CatalogEntry *unitOfType(const Project &p, const Catalog &catalog, const char *type1, const char *type2)
{
    std::map<std::string, int> counts;
    auto count = [&](const std::string &id) {
        if (const CatalogEntry *e = catalog.find(id); e && e->cooling && (e->cooling->type == type1 || e->cooling->type == type2))
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
const CatalogEntry *leanestUnit(const Catalog &catalog, const char *type1, const char *type2, double loadW, CoolingRedundancy r)
{
    const CatalogEntry *best = nullptr;
    double least = 0;
    for (const CatalogEntry &e : catalog.entries()) {
        if (!e.cooling || (e.cooling->type != type1 && e.cooling->type != type2) || e.cooling->capacityKw <= 0)
            continue;
        const double installed = PlantModel::unitsFor(loadW, e.cooling->capacityKw * 1000.0, r) * e.cooling->capacityKw;
        if (!best || installed < least) {
            best = &e;
            least = installed;
        }
    }
    return best;
}

CostBasis::Architecture architecture(const ArchitectureResult &a)
{
    CostBasis::Architecture x;
    x.isDesign = a.isDesign;
    x.itNameplateW = a.itNameplateW;
    x.airHeatNameplateW = a.airHeatNameplateW;
    x.liquidHeatNameplateW = a.liquidHeatNameplateW;
    x.airHeatW = a.airHeatW;
    x.liquidHeatW = a.liquidHeatW;
    x.itKwh = a.annualItKwh;
    x.fixedKwh = a.annualItKwh + a.annualDistributionLossKwh;
    x.peakFacilityW = a.peakFacilityPowerW;
    return x;
}

} // namespace

CostBasis CostBasis::measure(const Project &p, const Catalog &catalog, const InventoryResult &inventory,
                             const CoolingResult &cooling, const NetworkResult *network)
{
    const CoolingSettings &s = p.cooling;
    CostBasis b;
    b.air = architecture(cooling.air);
    b.liquid = architecture(cooling.liquid);
    b.designIsLiquid = cooling.designArchitecture == "liquid";
    b.redundancy = s.redundancy;
    b.coolingTowers = s.air.heatRejection == HeatRejection::CoolingTower;
    b.lightingWPerM2 = s.lightingOtherWPerM2;
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
                rackUsd += e->listPriceUsd;
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
    if (cooling.year) {
        const HourlyClimate &y = *cooling.year;
        const size_t h = size_t(std::clamp(cooling.liquid.peakHour, 0, HourlyClimate::kHours - 1));
        const double db = y.dryBulbC[h], wb = y.wetBulbC.empty() ? db : y.wetBulbC[h];
        b.capture.peakAirPerW = PlantModel::hour(s, 1.0, 0.0, db, wb).coolingW;
        b.capture.peakLiquidPerW = PlantModel::hour(s, 0.0, 1.0, db, wb).coolingW;
    }
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
    const CatalogEntry *airUnit = unitOfType(p, catalog, "crah", "inrow");
    if (!airUnit)
        airUnit = leanestUnit(catalog, "crah", "inrow", std::max(b.air.airHeatNameplateW, b.liquid.airHeatNameplateW), b.redundancy);
    if (airUnit)
        b.airUnitW = airUnit->cooling->capacityKw * 1000.0;
    const CatalogEntry *cdu = unitOfType(p, catalog, "cdu", "cdu");
    if (!cdu)
        cdu = leanestUnit(catalog, "cdu", "cdu", b.liquid.liquidHeatNameplateW, b.redundancy);
    if (cdu)
        b.cduUnitW = cdu->cooling->capacityKw * 1000.0;

    // The year at chiller COPs across the input's range: 8 steps below the base, 8 above, so
    // the base is a grid point and the deterministic bill equals the cooling engine's energy.
    if (cooling.year) {
        const CostInputRange cop = CostInputs::range(p, CostInput::ChillerCop);
        constexpr int kSteps = 8;
        for (int i = 0; i <= kSteps; ++i)
            b.copGrid.push_back(cop.low + (cop.base - cop.low) * i / kSteps);
        for (int i = 1; i <= kSteps; ++i)
            b.copGrid.push_back(cop.base + (cop.high - cop.base) * i / kSteps);
        b.copGrid.erase(std::unique(b.copGrid.begin(), b.copGrid.end()), b.copGrid.end());
        CoolingSettings at = s;
        for (double c : b.copGrid) {
            at.air.chillerCop = c;
            b.mechanical.push_back(PlantModel::mechanicalHours(at, *cooling.year));
        }
        b.liquidPeakTrim = b.mechanical.empty() ? 0.0 : b.mechanical.front().liquidPeakTrim;
    }
    return b;
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
    a.peakFacilityW += dIt * (1.0 + capture.lossPerItW) + capture.peakAirPerW * dAir + capture.peakLiquidPerW * dLiquid;
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

PlantModel::MechanicalHours CostBasis::mechanicalAt(double cop) const
{
    if (copGrid.empty())
        return {};
    if (cop <= copGrid.front())
        return mechanical.front();
    if (cop >= copGrid.back())
        return mechanical.back();
    const auto it = std::upper_bound(copGrid.begin(), copGrid.end(), cop);
    const size_t i = size_t(it - copGrid.begin());
    const double t = (cop - copGrid[i - 1]) / (copGrid[i] - copGrid[i - 1]);
    const PlantModel::MechanicalHours &a = mechanical[i - 1], &c = mechanical[i];
    return {a.air + t * (c.air - a.air), a.liquid + t * (c.liquid - a.liquid), a.liquidPeakTrim};
}

} // namespace dcs
