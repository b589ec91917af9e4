#include "coolingengine.h"
#include "engine/enginetext.h"
#include "airalternative.h"
#include "cduloops.h"
#include "heatrouting.h"
#include "inrowrows.h"
#include "loophydraulics.h"
#include "network/networkresult.h"
#include "catalog/catalog.h"
#include "climate/climateprofiles.h"
#include "siteclimate.h"
#include "climate/hourlyclimate.h"
#include "plantmodel.h"
#include "redundancy.h"
#include "project/project.h"
#include <algorithm>
#include <map>

namespace dcs {

namespace {

std::string kw(double w) { return kilowatts(w, 1); }

// What one liquid-to-air CDU puts into the air, and where: the row it stands in (an in-rack one:
// its rack's row), else the room (-1). Its share of its loop's room-air heat is its share of the
// loop's room-air capacity; its fans and pumps add that heat times their rated power per W.
struct SidecarHeat {
    std::string id;
    double heatW = 0;  // liquid heat plus fan and pump power
    int row = -1;
};
std::vector<SidecarHeat> sidecarHeat(const CduLoops &loops, const std::vector<double> &loopRoomAirW,
                                     const std::vector<int> &rowOfRack, const std::vector<int> &rowOfEquipment)
{
    std::vector<SidecarHeat> out;
    for (size_t l = 0; l < loops.loops.size(); ++l) {
        const CduLoop &loop = loops.loops[l];
        const double roomAirCapacityW = loop.roomAirCapacityW();
        for (const CduUnit &u : loop.units) {
            if (!u.roomAir || loopRoomAirW[l] <= 0)
                continue;  // an idle sidecar heats nothing
            const double liquidW = loopRoomAirW[l] * u.capacityW / roomAirCapacityW;
            const double powerW = u.capacityW > 0 ? liquidW * u.powerW / u.capacityW : 0.0;
            const int row = u.equipmentIndex >= 0 ? rowOfEquipment[size_t(u.equipmentIndex)] : rowOfRack[size_t(u.rackIndex)];
            out.push_back({u.id, liquidW + powerW, row});
        }
    }
    return out;
}

// " (of which 235.4 kW from liquid-to-air CDUs)" when some of an air load is theirs.
std::string ofWhichSidecars(double sidecarW)
{
    return sidecarW > 0 ? " (of which " + kw(sidecarW) + " from liquid-to-air CDUs)" : std::string();
}

// The CDUs of a loop against the cold-plate heat of its racks, with the redundancy.
CapacityCheck loopCheck(const Project &p, const CduLoop &loop, const std::vector<double> &rackColdPlateW,
                        CoolingRedundancy redundancy)
{
    CapacityCheck c;
    c.kind = loop.named ? CapacityCheck::Kind::CduLoop : CapacityCheck::Kind::Cdu;
    std::vector<double> caps;
    for (const CduUnit &u : loop.units) {
        caps.push_back(u.capacityW);
        c.objectIds.push_back(u.id);
    }
    for (size_t r : loop.racks) {
        c.loadW += rackColdPlateW[r];
        if (loop.named)
            c.objectIds.push_back(p.racks[r].id);
    }
    c.capacityW = Redundancy::usable(caps, redundancy);
    c.ok = c.loadW <= c.capacityW;
    return c;
}

void capacityChecks(const Project &p, const Catalog &catalog, const CduLoops &loops, const HeatRouting::CheckHeat &heat, CoolingResult &out,
                    std::vector<Warning> &warnings)
{
    const CoolingSettings &s = p.cooling;
    const double limitW = s.airDensityLimitKwPerRack * 1000.0;
    CapacityCheck door, density, room;
    door.kind = CapacityCheck::Kind::RearDoor;
    density.kind = CapacityCheck::Kind::RackDensity;
    room.kind = CapacityCheck::Kind::RoomAir;
    std::vector<double> airCaps;
    double roomAirW = 0;
    // In-row coolers take the air heat of their own row; everything else goes to the room.
    const std::vector<InRowRow> rows = InRowRows::find(p, catalog);
    std::vector<int> rowOfRack(p.racks.size(), -1), rowOfEquipment(p.equipment.size(), -1);
    std::vector<double> rowLoadW(rows.size(), 0.0), rowSidecarW(rows.size(), 0.0);
    for (size_t r = 0; r < rows.size(); ++r) {
        for (size_t i : rows[r].racks)
            rowOfRack[i] = static_cast<int>(r);
        for (const std::vector<size_t> *members : {&rows[r].units, &rows[r].sidecars})
            for (size_t i : *members)
                rowOfEquipment[i] = static_cast<int>(r);
    }
    for (size_t rackIndex = 0; rackIndex < p.racks.size(); ++rackIndex) {
        const Rack &rack = p.racks[rackIndex];
        const double airW = heat.rackAirW[rackIndex];
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
        const CatalogEntry *e = catalog.find(p.equipment[i].catalogId);
        if (e && e->isRoomAirUnit() && rowOfEquipment[i] < 0) {
            airCaps.push_back(e->cooling->capacityKw * 1000.0);
            room.objectIds.push_back(p.equipment[i].id);
        }
    }
    // Liquid-to-air CDUs put their loops' heat and their own power into the air they stand in.
    double roomSidecarW = 0;
    for (const SidecarHeat &sc : sidecarHeat(loops, heat.loopRoomAirW, rowOfRack, rowOfEquipment)) {
        if (sc.row >= 0) {
            rowLoadW[size_t(sc.row)] += sc.heatW;
            rowSidecarW[size_t(sc.row)] += sc.heatW;
        } else {
            roomAirW += sc.heatW;
            roomSidecarW += sc.heatW;
            room.objectIds.push_back(sc.id);
        }
    }
    const std::string red = Redundancy::name(s.redundancy);
    std::vector<CapacityCheck> loopChecks;
    for (const CduLoop &loop : loops.loops) {
        if (!loop.named)
            continue;
        CapacityCheck c = loopCheck(p, loop, heat.rackColdPlateW, s.redundancy);
        if (!c.ok)
            warnings.push_back({WarningCode::CoolingCduLoopCapacity,
                                "A CDU loop serving " + std::to_string(loop.rackIds.size()) + " racks carries " + kw(c.loadW) +
                                    " of liquid heat, more than its " + std::to_string(loop.units.size()) + " CDU(s) provide: " +
                                    kw(c.capacityW) + " at " + red + ".",
                                c.objectIds, "Add a CDU to this loop or move racks to another loop."});
        loopChecks.push_back(std::move(c));
    }
    const CapacityCheck cdu = loopCheck(p, loops.pool(), heat.rackColdPlateW, s.redundancy);
    room.loadW = roomAirW;
    room.capacityW = Redundancy::usable(airCaps, s.redundancy);
    room.ok = roomAirW <= room.capacityW;
    if (!room.ok)
        warnings.push_back({airCaps.empty() ? WarningCode::CoolingNoAirUnits : WarningCode::CoolingRoomAirCapacity,
                            "Room air heat " + kw(roomAirW) + ofWhichSidecars(roomSidecarW) +
                                " exceeds the usable capacity of the CRAH/in-row units, " + kw(room.capacityW) + " at " + red +
                                " (" + std::to_string(airCaps.size()) + " units).",
                            room.objectIds, "Add CRAH or in-row units, fit rear doors, or move heat to liquid."});
    if (!cdu.ok)
        warnings.push_back({loops.pool().units.empty() ? WarningCode::CoolingNoCdu : WarningCode::CoolingCduCapacity,
                            "Liquid heat " + kw(cdu.loadW) + " exceeds the usable CDU capacity, " + kw(cdu.capacityW) +
                                " at " + red + " (" + std::to_string(loops.pool().units.size()) + " CDUs).",
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
        for (size_t i : rows[r].sidecars)
            row.objectIds.push_back(p.equipment[i].id);
        row.loadW = rowLoadW[r];
        row.capacityW = Redundancy::usable(caps, s.redundancy);
        row.ok = row.loadW <= row.capacityW;
        if (!row.ok)
            warnings.push_back({WarningCode::CoolingInrowCapacity,
                                "The row of " + std::to_string(rows[r].racks.size()) + " racks served by " +
                                    std::to_string(caps.size()) + " in-row unit(s) puts " + kw(row.loadW) +
                                    ofWhichSidecars(rowSidecarW[r]) + " into the air, more than their usable " +
                                    kw(row.capacityW) + " at " + red + ".",
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

namespace {

// A device whose catalog sends heat to liquid (GB200 NVL72: 87 %): it has no air-cooled form.
bool builtForLiquid(const Rack &rack, const Catalog &catalog)
{
    bool liquid = false;
    HeatRouting::forEachItDevice(rack, catalog, [&](const CatalogEntry &e) { liquid = liquid || e.liquidHeatFraction > 0; });
    return liquid;
}

// Racks holding systems built for liquid whose cold-plate heat does not all reach the room air
// through liquid-to-air CDUs: they need the liquid plant (issue 33 item 4).
std::vector<std::string> racksNeedingTheLiquidPlant(const Project &p, const Catalog &catalog, const CduLoops &loops)
{
    std::vector<std::string> racks;
    for (size_t i = 0; i < p.racks.size(); ++i)
        if (!loops.of(i).allRoomAir() && builtForLiquid(p.racks[i], catalog))
            racks.push_back(p.racks[i].id);
    return racks;
}

// The architecture is the facility's plant. Liquid: a CDU rejects to facility water, or a
// system built for liquid is on no such CDU but not all on liquid-to-air ones either (it needs
// the liquid plant the design lacks: cooling.no_cdu says so). A hall whose CDUs all reject to
// the room air is an air-cooled hall: the air plant carries every watt.
bool designIsLiquid(const Project &p, const Catalog &catalog, const CduLoops &loops)
{
    if (p.cooling.architecture != CoolingArchitecture::Auto)
        return p.cooling.architecture == CoolingArchitecture::Liquid;
    for (const CduLoop &loop : loops.loops)
        for (const CduUnit &u : loop.units)
            if (!u.roomAir)
                return true;
    return !racksNeedingTheLiquidPlant(p, catalog, loops).empty();
}

} // namespace

bool CoolingEngine::designIsLiquid(const Project &p, const Catalog &catalog)
{
    return dcs::designIsLiquid(p, catalog, CduLoops::find(p, catalog));
}

CoolingResult CoolingEngine::evaluate(const EngineContext &context, const Needs &needs)
{
    const Project &p = context.project;
    const Catalog &catalog = context.catalog;
    std::vector<Warning> &warnings = context.warnings;
    const NetworkResult *network = needs.network;
    const CoolingSettings &s = p.cooling;
    CoolingResult out;
    // The hourly year is built once and shared by both architectures; wet-bulb only when a
    // cooling tower (of either loop) works against it, or when the cost verdict will price the
    // liquid loop on towers (no air alternative: it compares heat rejections). A weather file
    // always brings its wet bulb.
    const CduLoops loops = CduLoops::find(p, catalog);
    const bool liquid = dcs::designIsLiquid(p, catalog, loops);
    const std::optional<AirAlternativeBlock> block = liquid ? AirAlternative::blocked(p, catalog, loops) : std::nullopt;
    const SiteClimate climate =
        SiteClimate::resolve(p, s.air.heatRejection == HeatRejection::CoolingTower ||
                                    s.liquid.heatRejection == HeatRejection::CoolingTower || block);
    out.climateId = climate.id;
    out.climateName = climate.name;
    out.climateStation = climate.station;
    out.climatePeriod = climate.period;
    out.climateSource = climate.source;
    out.climateCaveats = climate.caveats;
    out.climateRhEstimated = climate.rhEstimated;
    out.climateMeasured = climate.measured;
    out.climateDesign = climate.design;
    const HourlyClimate &year = *climate.year;
    out.year = climate.year;
    for (int h = 0; h < HourlyClimate::kHours; ++h) {
        out.climateAnnualMeanC += year.dryBulbC[size_t(h)] / HourlyClimate::kHours;
        out.climateYearMaxDryBulbC = h == 0 ? year.dryBulbC[0] : std::max(out.climateYearMaxDryBulbC, year.dryBulbC[size_t(h)]);
    }
    if (climate.how == "fallback")
        warnings.push_back({WarningCode::CoolingClimateFallback,
                            "No climate profile matches the site location '" + p.site.location + "'; using " +
                                climate.name + ".",
                            {}, "Choose a climate profile in the cooling settings or define a custom one."});
    if (!climate.design || !climate.design->sizesThePeak())
        warnings.push_back({WarningCode::CoolingNoDesignConditions,
                            "The climate " + climate.name + " has no ASHRAE design conditions: the plant's peak is sized "
                                "on the " + (climate.measured ? "weather file's" : "synthesised year's") +
                                " peak hour (its hottest hour " + fixed(out.climateYearMaxDryBulbC, 1) + " °C" +
                                "), which a typical year keeps below the 0.4 % design conditions.",
                            {}, "Import a weather file with its design conditions, or type them in the custom climate."});
    if (!liquid) {
        // Only reachable with the architecture forced to air: a device whose catalog sends its
        // heat to liquid (GB200 NVL72: 87 %) cannot be cooled that way, whatever the air plant,
        // unless liquid-to-air CDUs carry all of its rack's cold-plate heat into the room.
        const std::vector<std::string> racks = racksNeedingTheLiquidPlant(p, catalog, loops);
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
    if (block) {
        out.air.buildable = false;
        out.air.notBuildableReason = block->reason;
        warnings.push_back({WarningCode::CoolingAirNotBuildable,
                            block->reason + " The air figures are not shown, priced or ranked; the cost verdict "
                                            "compares the liquid plant's heat rejection instead.",
                            block->objectIds, {}});
    }
    HeatRouting::addLoads(p, catalog, loops, false, liquid, out.air, network);
    HeatRouting::addLoads(p, catalog, loops, true, liquid, out.liquid, network);
    const HeatRouting::CheckHeat heat = HeatRouting::checkHeat(p, catalog, loops, liquid, network);
    capacityChecks(p, catalog, loops, heat, out, warnings);

    // Issue 34: each CDU loop's flow, head and temperatures, on the same nameplate heat as the checks.
    out.hydraulics = LoopHydraulics::evaluate(p, catalog, loops, heat.rackLiquid, &year, warnings);
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
