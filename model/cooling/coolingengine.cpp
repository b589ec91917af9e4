#include "coolingengine.h"
#include "engine/enginetext.h"
#include "airalternative.h"
#include "inrowrows.h"
#include "network/networkresult.h"
#include "catalog/catalog.h"
#include "climate/climateprofiles.h"
#include "climate/hourlyclimate.h"
#include "plantmodel.h"
#include "project/project.h"
#include <algorithm>
#include <map>

namespace dcs {

namespace {

bool isIt(const CatalogEntry &e)
{
    return e.kind == CatalogKind::GpuServer || e.kind == CatalogKind::RackSystem || e.kind == CatalogKind::Switch;
}


// Power and heat split of one device in one architecture (issue 4 section 1). Catalog
// liquid_heat_fraction goes to the liquid loop; in the liquid architecture an air-native GPU
// server gets direct-to-chip cold plates capturing liquid.captureFraction of its heat, and
// the same share of its fan power (catalog fan_power_fraction) leaves the IT load.
struct Split {
    double powerW = 0, liquidW = 0, fanRemovedW = 0;
};
Split split(const CatalogEntry &e, double basePowerW, bool liquidArch, const LiquidPlantSettings &l)
{
    Split s;
    s.powerW = basePowerW;
    if (!liquidArch)
        return s;  // air: everything to air (a liquid-only device in an air design is flagged by evaluate)
    if (e.liquidHeatFraction > 0) {
        s.liquidW = basePowerW * e.liquidHeatFraction;
    } else if (e.kind == CatalogKind::GpuServer) {
        s.fanRemovedW = basePowerW * e.fanPowerFraction * l.captureFraction;
        s.powerW = basePowerW - s.fanRemovedW;
        s.liquidW = s.powerW * l.captureFraction;
    }
    return s;
}

double basePower(const CatalogEntry &e, ItPowerBasis b)
{
    return b == ItPowerBasis::Nameplate || e.typicalPowerW <= 0 ? e.maxPowerW : e.typicalPowerW;
}

template <typename F>
void forEachItDevice(const Rack &rack, const Catalog &catalog, F &&f)
{
    const CatalogEntry *re = catalog.find(rack.catalogId);
    if (re && re->kind == CatalogKind::RackSystem) {
        f(*re);
        return;
    }
    for (const DevicePlacement &d : rack.devices)
        if (const CatalogEntry *e = catalog.find(d.catalogId); e && isIt(*e))
            f(*e);
}

// Usable capacity of a group of units with the chosen redundancy: N all; N+1 all but the
// largest; 2N half.
double usable(const std::vector<double> &caps, CoolingRedundancy r)
{
    double total = 0, largest = 0;
    for (double c : caps) {
        total += c;
        largest = std::max(largest, c);
    }
    switch (r) {
    case CoolingRedundancy::N: return total;
    case CoolingRedundancy::NPlus1: return total - largest;
    case CoolingRedundancy::TwoN: return total / 2.0;
    }
    return total;
}

const char *redundancyName(CoolingRedundancy r)
{
    return r == CoolingRedundancy::N ? "N" : r == CoolingRedundancy::NPlus1 ? "N+1" : "2N";
}

std::string kw(double w) { return kilowatts(w, 1); }

// Optics power per rack id (transceivers and active cable ends plugged in there).
double opticsOf(const NetworkResult *network, const std::string &rackId)
{
    if (!network)
        return 0.0;
    const auto &byRack = network->opticsByRack;  // sorted by rack id
    const auto it = std::lower_bound(byRack.begin(), byRack.end(), rackId,
                                     [](const DeviceOpticsPower &o, const std::string &id) { return o.rackId < id; });
    return it != byRack.end() && it->rackId == rackId ? it->powerW : 0.0;
}

void loads(const Project &p, const Catalog &catalog, bool liquidArch, ArchitectureResult &r, const NetworkResult *network)
{
    if (network) {  // optics: electrical power, all of it heat into the air, at every basis
        r.itPowerW += network->opticsPowerW;
        r.airHeatW += network->opticsPowerW;
        r.airHeatNameplateW += network->opticsPowerW;
        r.itNameplateW += network->opticsPowerW;
    }
    const CoolingSettings &s = p.cooling;
    for (const Rack &rack : p.racks) {
        forEachItDevice(rack, catalog, [&](const CatalogEntry &e) {
            const Split en = split(e, basePower(e, s.itPowerBasis), liquidArch, s.liquid);
            const Split np = split(e, e.maxPowerW, liquidArch, s.liquid);
            r.itPowerW += en.powerW;
            r.liquidHeatW += en.liquidW;
            r.airHeatW += en.powerW - en.liquidW;
            r.fanPowerRemovedW += en.fanRemovedW;
            r.itNameplateW += np.powerW;
            r.liquidHeatNameplateW += np.liquidW;
            r.airHeatNameplateW += np.powerW - np.liquidW;
        });
    }
}

void capacityChecks(const Project &p, const Catalog &catalog, bool liquidArch, CoolingResult &out,
                    std::vector<Warning> &warnings, const NetworkResult *network)
{
    const CoolingSettings &s = p.cooling;
    const double limitW = s.airDensityLimitKwPerRack * 1000.0;
    CapacityCheck door, density, room, cdu;
    door.kind = CapacityCheck::Kind::RearDoor;
    density.kind = CapacityCheck::Kind::RackDensity;
    room.kind = CapacityCheck::Kind::RoomAir;
    cdu.kind = CapacityCheck::Kind::Cdu;
    std::vector<double> airCaps, cduCaps;
    double roomAirW = 0, liquidW = 0;
    // In-row coolers take the air heat of their own row; everything else goes to the room.
    const std::vector<InRowRow> rows = InRowRows::find(p, catalog);
    std::vector<int> rowOfRack(p.racks.size(), -1);
    std::vector<bool> unitInARow(p.equipment.size(), false);
    std::vector<double> rowLoadW(rows.size(), 0.0);
    std::vector<double> rackLiquidW(p.racks.size(), 0.0);
    for (size_t r = 0; r < rows.size(); ++r) {
        for (size_t i : rows[r].racks)
            rowOfRack[i] = static_cast<int>(r);
        for (size_t i : rows[r].units)
            unitInARow[i] = true;
    }
    for (size_t rackIndex = 0; rackIndex < p.racks.size(); ++rackIndex) {
        const Rack &rack = p.racks[rackIndex];
        double airW = opticsOf(network, rack.id);
        forEachItDevice(rack, catalog, [&](const CatalogEntry &e) {
            const Split sp = split(e, e.maxPowerW, liquidArch, s.liquid);  // capacity at nameplate
            airW += sp.powerW - sp.liquidW;
            rackLiquidW[rackIndex] += sp.liquidW;
        });
        for (const DevicePlacement &d : rack.devices)  // in-rack CDUs serve the liquid loop
            if (const CatalogEntry *e = catalog.find(d.catalogId); e && e->isCooling(CoolingType::Cdu)) {
                cduCaps.push_back(e->cooling->capacityKw * 1000.0);
                cdu.objectIds.push_back(d.id);
            }
        const CatalogEntry *rd = rack.rearDoorCatalogId.empty() ? nullptr : catalog.find(rack.rearDoorCatalogId);
        const double doorW = rd && rd->cooling ? rd->cooling->capacityKw * 1000.0 : 0.0;
        if (rd) {
            door.loadW = std::max(door.loadW, airW);
            if (airW > doorW) {
                door.ok = false;
                door.objectIds.push_back(rack.id);
                door.capacityW = doorW;
            }
        } else if (airW > limitW) {
            density.ok = false;
            density.objectIds.push_back(rack.id);
            density.loadW = std::max(density.loadW, airW);
        }
        density.capacityW = limitW;
        const double residualW = std::max(0.0, airW - doorW);
        if (rowOfRack[rackIndex] >= 0)
            rowLoadW[static_cast<size_t>(rowOfRack[rackIndex])] += residualW;
        else
            roomAirW += residualW;
    }
    for (size_t i = 0; i < p.equipment.size(); ++i) {
        const FloorEquipment &eq = p.equipment[i];
        const CatalogEntry *e = catalog.find(eq.catalogId);
        if (!e || !e->cooling || unitInARow[i])
            continue;
        if (e->isRoomAirUnit()) {
            airCaps.push_back(e->cooling->capacityKw * 1000.0);
            room.objectIds.push_back(eq.id);
        } else if (e->isCooling(CoolingType::Cdu) && eq.servesRackIds.empty()) {
            cduCaps.push_back(e->cooling->capacityKw * 1000.0);
            cdu.objectIds.push_back(eq.id);
        }
    }
    // CDUs that name their racks form loops: CDUs naming the same set of racks share one loop
    // (a redundant pair); a rack on a named loop leaves the hall's shared loop.
    std::map<std::vector<std::string>, std::vector<size_t>> loops;  // sorted rack ids -> CDU indices
    std::vector<bool> onNamedLoop(p.racks.size(), false);
    for (size_t i = 0; i < p.equipment.size(); ++i) {
        const FloorEquipment &eq = p.equipment[i];
        const CatalogEntry *e = catalog.find(eq.catalogId);
        if (!e || !e->isCooling(CoolingType::Cdu) || eq.servesRackIds.empty())
            continue;
        std::vector<std::string> key = eq.servesRackIds;
        std::sort(key.begin(), key.end());
        key.erase(std::unique(key.begin(), key.end()), key.end());
        loops[key].push_back(i);
    }
    std::vector<CapacityCheck> loopChecks;
    for (const auto &[racks, units] : loops) {
        CapacityCheck loop;
        loop.kind = CapacityCheck::Kind::CduLoop;
        std::vector<double> caps;
        for (size_t i : units) {
            caps.push_back(catalog.find(p.equipment[i].catalogId)->cooling->capacityKw * 1000.0);
            loop.objectIds.push_back(p.equipment[i].id);
        }
        for (size_t r = 0; r < p.racks.size(); ++r)
            if (std::binary_search(racks.begin(), racks.end(), p.racks[r].id)) {
                loop.loadW += rackLiquidW[r];
                onNamedLoop[r] = true;
                loop.objectIds.push_back(p.racks[r].id);
            }
        loop.capacityW = usable(caps, s.redundancy);
        loop.ok = loop.loadW <= loop.capacityW;
        if (!loop.ok)
            warnings.push_back({WarningCode::CoolingCduLoopCapacity,
                                "A CDU loop serving " + std::to_string(racks.size()) + " racks carries " + kw(loop.loadW) +
                                    " of liquid heat, more than its " + std::to_string(caps.size()) + " CDU(s) provide: " +
                                    kw(loop.capacityW) + " at " + redundancyName(s.redundancy) + ".",
                                loop.objectIds, "Add a CDU to this loop or move racks to another loop."});
        loopChecks.push_back(std::move(loop));
    }
    for (size_t r = 0; r < p.racks.size(); ++r)
        if (!onNamedLoop[r])
            liquidW += rackLiquidW[r];
    room.loadW = roomAirW;
    room.capacityW = usable(airCaps, s.redundancy);
    room.ok = roomAirW <= room.capacityW;
    cdu.loadW = liquidW;
    cdu.capacityW = usable(cduCaps, s.redundancy);
    cdu.ok = liquidW <= cdu.capacityW;
    const std::string red = redundancyName(s.redundancy);
    if (!room.ok)
        warnings.push_back({airCaps.empty() ? WarningCode::CoolingNoAirUnits : WarningCode::CoolingRoomAirCapacity,
                            "Room air heat " + kw(roomAirW) + " exceeds the usable capacity of the CRAH/in-row units, " +
                                kw(room.capacityW) + " at " + red + " (" + std::to_string(airCaps.size()) + " units).",
                            room.objectIds, "Add CRAH or in-row units, fit rear doors, or move heat to liquid."});
    if (!cdu.ok)
        warnings.push_back({cduCaps.empty() ? WarningCode::CoolingNoCdu : WarningCode::CoolingCduCapacity,
                            "Liquid heat " + kw(liquidW) + " exceeds the usable CDU capacity, " + kw(cdu.capacityW) +
                                " at " + red + " (" + std::to_string(cduCaps.size()) + " CDUs).",
                            cdu.objectIds, "Add a CDU or choose a larger one."});
    if (!door.ok)
        warnings.push_back({WarningCode::CoolingRearDoorOverload,
                            std::to_string(door.objectIds.size()) + " racks put more air heat (up to " + kw(door.loadW) +
                                ") on their rear door than it removes (" + kw(door.capacityW) + ").",
                            door.objectIds, "Choose a larger rear door or spread the load over more racks."});
    if (!density.ok)
        warnings.push_back({WarningCode::CoolingRackDensity,
                            std::to_string(density.objectIds.size()) + " racks without a rear door dissipate up to " +
                                kw(density.loadW) + " into the air, above the air-cooling limit of " + kw(limitW) + ".",
                            density.objectIds, "Fit rear-door heat exchangers, use liquid cooling or spread the load."});
    out.checks = {room, door, density, cdu};
    for (CapacityCheck &loop : loopChecks)
        out.checks.push_back(std::move(loop));
    for (size_t r = 0; r < rows.size(); ++r) {
        CapacityCheck row;
        row.kind = CapacityCheck::Kind::InRowRow;
        std::vector<double> caps;
        for (size_t i : rows[r].units) {
            caps.push_back(catalog.find(p.equipment[i].catalogId)->cooling->capacityKw * 1000.0);
            row.objectIds.push_back(p.equipment[i].id);
        }
        for (size_t i : rows[r].racks)
            row.objectIds.push_back(p.racks[i].id);
        row.loadW = rowLoadW[r];
        row.capacityW = usable(caps, s.redundancy);
        row.ok = row.loadW <= row.capacityW;
        if (!row.ok)
            warnings.push_back({WarningCode::CoolingInrowCapacity,
                                "The row of " + std::to_string(rows[r].racks.size()) + " racks served by " +
                                    std::to_string(caps.size()) + " in-row unit(s) puts " + kw(row.loadW) +
                                    " into the air, more than their usable " + kw(row.capacityW) + " at " + red + ".",
                                row.objectIds, "Add an in-row unit to this row or move load to liquid or rear doors."});
        out.checks.push_back(std::move(row));
    }
}

// Total rating of the UPSs placed, rated as the power engine rates them (docs/power.md): the
// lower of rating_kw and rating_kva x power factor. 0 when the design has no UPS.
double upsRatingW(const Project &p, const Catalog &catalog)
{
    const double pf = p.power.powerFactor;
    double total = 0;
    for (const FloorEquipment &eq : p.equipment) {
        const CatalogEntry *e = catalog.find(eq.catalogId);
        if (!e || e->kind != CatalogKind::Ups || !e->ups)
            continue;
        const double kw = e->ups->ratingKw > 0 ? e->ups->ratingKw : e->ups->ratingKva * pf;
        total += 1000.0 * std::min(kw, e->ups->ratingKva > 0 ? e->ups->ratingKva * pf : kw);
    }
    return total;
}

} // namespace

const ClimateProfile &CoolingEngine::resolveClimate(const Project &p, std::string *how)
{
    const CoolingSettings &s = p.cooling;
    const ClimateProfiles &all = ClimateProfiles::builtIn();
    auto say = [&](const char *w) {
        if (how)
            *how = w;
    };
    if (s.climateProfileId == "custom" && s.customClimate) {
        say("setting");
        return *s.customClimate;
    }
    if (!s.climateProfileId.empty())
        if (const ClimateProfile *c = all.find(s.climateProfileId)) {
            say("setting");
            return *c;
        }
    if (const ClimateProfile *c = all.matchLocation(p.site.location)) {
        say("site location");
        return *c;
    }
    say("fallback");
    if (const ClimateProfile *c = all.find(ClimateProfiles::kFallbackId))
        return *c;
    static const ClimateProfile empty = [] {
        ClimateProfile c;  // 0 C all year: only when the program was built without its resources
        c.id = "none";
        c.name = "No climate data";
        c.source = "none";
        c.rhPct.fill(50.0);
        return c;
    }();
    return all.profiles().empty() ? empty : all.profiles().front();
}

bool CoolingEngine::designIsLiquid(const Project &p, const Catalog &catalog)
{
    if (p.cooling.architecture != CoolingArchitecture::Auto)
        return p.cooling.architecture == CoolingArchitecture::Liquid;
    for (const FloorEquipment &eq : p.equipment)
        if (const CatalogEntry *e = catalog.find(eq.catalogId); e && e->isCooling(CoolingType::Cdu))
            return true;
    for (const Rack &rack : p.racks) {
        if (const CatalogEntry *re = catalog.find(rack.catalogId); re && re->liquidHeatFraction > 0)
            return true;
        for (const DevicePlacement &d : rack.devices)
            if (const CatalogEntry *e = catalog.find(d.catalogId);
                e && (e->liquidHeatFraction > 0 || e->isCooling(CoolingType::Cdu)))
                return true;
    }
    return false;
}

CoolingResult CoolingEngine::evaluate(const EngineContext &context, const Needs &needs)
{
    const Project &p = context.project;
    const Catalog &catalog = context.catalog;
    std::vector<Warning> &warnings = context.warnings;
    const NetworkResult *network = needs.network;
    const CoolingSettings &s = p.cooling;
    CoolingResult out;
    std::string how;
    const ClimateProfile &climate = resolveClimate(p, &how);
    out.climateId = climate.id;
    out.climateName = climate.name;
    out.climateStation = climate.station;
    out.climatePeriod = climate.period;
    out.climateSource = climate.source;
    out.climateCaveats = climate.caveats;
    out.climateRhEstimated = climate.rhEstimated;
    for (double t : climate.meanC)
        out.climateAnnualMeanC += t / 12.0;
    if (how == "fallback")
        warnings.push_back({WarningCode::CoolingClimateFallback,
                            "No climate profile matches the site location '" + p.site.location + "'; using " +
                                climate.name + ".",
                            {}, "Choose a climate profile in the cooling settings or define a custom one."});
    const bool liquid = designIsLiquid(p, catalog);
    if (!liquid) {
        // Only reachable with the architecture forced to air: a device whose catalog sends its
        // heat to liquid (GB200 NVL72: 87 %) cannot be cooled that way, whatever the air plant.
        std::vector<std::string> racks;
        for (const Rack &rack : p.racks) {
            bool needsLiquid = false;
            forEachItDevice(rack, catalog, [&](const CatalogEntry &e) { needsLiquid = needsLiquid || e.liquidHeatFraction > 0; });
            if (needsLiquid)
                racks.push_back(rack.id);
        }
        if (!racks.empty())
            warnings.push_back({WarningCode::CoolingLiquidDeviceInAirDesign,
                                std::to_string(racks.size()) +
                                    " racks hold liquid-cooled devices (catalog liquid heat fraction), but the "
                                    "design's cooling is set to air.",
                                racks, "Set the cooling architecture to liquid or automatic and place CDUs."});
    }
    out.designArchitecture = liquid ? "liquid" : "air";
    out.itPowerBasis = s.itPowerBasis == ItPowerBasis::Typical ? "typical" : "nameplate";
    out.air.architecture = "air";
    out.liquid.architecture = "liquid";
    out.air.isDesign = !liquid;
    out.liquid.isDesign = liquid;
    if (const std::optional<AirAlternativeBlock> block = AirAlternative::blocked(p, catalog); block && liquid) {
        out.air.buildable = false;
        out.air.notBuildableReason = block->reason;
        warnings.push_back({WarningCode::CoolingAirNotBuildable,
                            block->reason + " The air figures are not shown, priced or ranked; the cost verdict "
                                            "compares the liquid plant's heat rejection instead.",
                            block->objectIds, {}});
    }
    loads(p, catalog, false, out.air, network);
    loads(p, catalog, true, out.liquid, network);
    capacityChecks(p, catalog, liquid, out, warnings, network);

    // The hourly year is synthesised once and shared by both architectures; wet-bulb only
    // when a cooling tower (of either loop) works against it, or when the cost verdict will
    // price the liquid loop on towers (no air alternative: it compares heat rejections).
    auto shared = std::make_shared<const HourlyClimate>(
        HourlyClimate::synthesise(climate, s.air.heatRejection == HeatRejection::CoolingTower ||
                                               s.liquid.heatRejection == HeatRejection::CoolingTower || !out.air.buildable));
    out.year = shared;
    const HourlyClimate &year = *shared;
    const double area = p.hall.widthM * p.hall.depthM;
    // Issue 4 section 3: the UPS loses at the design's load fraction, the IT load (after the PDUs)
    // over the rating of every UPS placed, so a 2N system at 20 % pays its no-load loss. Only
    // without a UPS on the floor does power_chain.ups.load_fraction stand in.
    const double upsW = upsRatingW(p, catalog);
    for (ArchitectureResult *r : {&out.air, &out.liquid}) {
        PowerChainSettings chain = s.powerChain;
        if (upsW > 0) {
            const double upsOutW = r->itPowerW * (1.0 + PlantModel::lossPerOutputW(chain.pdu));
            chain.ups.loadFraction = std::clamp(upsOutW / upsW, 0.01, 1.5);
        }
        if (chain == s.powerChain) {
            PlantModel::simulateYear(s, year, area, p.site.electricityPricePerKwh, p.site.gridCo2KgPerKwh, *r);
        } else {
            CoolingSettings withDesignUps = s;
            withDesignUps.powerChain = chain;
            PlantModel::simulateYear(withDesignUps, year, area, p.site.electricityPricePerKwh, p.site.gridCo2KgPerKwh, *r);
        }
        r->upsLoadFraction = chain.ups.loadFraction;
    }
    return out;
}

} // namespace dcs
