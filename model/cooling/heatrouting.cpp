#include "heatrouting.h"
#include "cduloops.h"
#include "network/networkresult.h"
#include <algorithm>

namespace dcs {

bool HeatRouting::isIt(const CatalogEntry &e)
{
    return e.kind == CatalogKind::GpuServer || e.kind == CatalogKind::RackSystem || e.kind == CatalogKind::Switch;
}

namespace {

// Power and heat split of one device in one architecture (issue 4 section 1). Catalog
// liquid_heat_fraction goes to the liquid loop; in the liquid architecture an air-native GPU
// server gets direct-to-chip cold plates capturing liquid.captureFraction of its heat, and
// the same share of its fan power (catalog fan_power_fraction) leaves the IT load.
struct Split {
    double powerW = 0, liquidW = 0, fanRemovedW = 0;
};
Split split(const CatalogEntry &e, double basePowerW, bool coldPlates, const LiquidPlantSettings &l)
{
    Split s;
    s.powerW = basePowerW;
    if (!coldPlates)
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

// Where a device's heat ends (issue 33 item 4). Its cold-plate heat (Split::liquidW) goes to
// its rack's CDU loop; the loop's liquid-to-air CDUs take `roomAirShare` of it into the room
// air. The rest goes to the liquid plant in the liquid architecture; in the air architecture it
// is counted as the rack's own air (the pure-air reading of a device built for liquid, which
// evaluate flags). With no liquid-to-air CDU every figure is the one before sidecars existed.
struct Route {
    double exhaustW = 0;      // leaves the rack as air
    double roomAirCduW = 0;   // through liquid-to-air CDUs into the room air
    double liquidPlantW = 0;  // through facility-water CDUs to the liquid plant
};
Route route(const Split &s, double roomAirShare, bool liquidArch)
{
    Route r;
    r.roomAirCduW = s.liquidW * roomAirShare;
    r.liquidPlantW = liquidArch ? s.liquidW - r.roomAirCduW : 0.0;
    r.exhaustW = s.powerW - r.roomAirCduW - r.liquidPlantW;
    return r;
}

// The share of a rack's cold-plate heat liquid-to-air CDUs take in one architecture. The design's
// own keeps the CDUs placed, and so does the air architecture (a sidecar is what lets a system
// built for liquid stand in an air-cooled hall). The liquid alternative of an air design is its
// facility-water version: every loop on the liquid plant.
double roomAirShareIn(const CduLoops &loops, size_t rack, bool liquidArch, bool designLiquid)
{
    return liquidArch && !designLiquid ? 0.0 : loops.roomAirShare(rack);
}

// Cold plates on a rack's devices: every rack of the liquid architecture, and in the air
// architecture the racks whose loop keeps liquid-to-air CDUs.
bool hasColdPlates(double roomAirShare, bool liquidArch) { return liquidArch || roomAirShare > 0; }

double basePower(const CatalogEntry &e, ItPowerBasis b)
{
    return b == ItPowerBasis::Nameplate || e.typicalPowerW <= 0 ? e.maxPowerW : e.typicalPowerW;
}



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

} // namespace

void HeatRouting::addLoads(const Project &p, const Catalog &catalog, const CduLoops &loops, bool liquidArch,
                           bool designLiquid, ArchitectureResult &r, const NetworkResult *network)
{
    if (network) {  // optics: electrical power, all of it heat into the air, at every basis
        r.itPowerW += network->opticsPowerW;
        r.airHeatW += network->opticsPowerW;
        r.airHeatNameplateW += network->opticsPowerW;
        r.itNameplateW += network->opticsPowerW;
    }
    const CoolingSettings &s = p.cooling;
    for (size_t i = 0; i < p.racks.size(); ++i) {
        const double share = roomAirShareIn(loops, i, liquidArch, designLiquid);
        const double cduPowerPerW = loops.of(i).roomAirPowerPerW();
        const bool coldPlates = hasColdPlates(share, liquidArch);
        forEachItDevice(p.racks[i], catalog, [&](const CatalogEntry &e) {
            const Split en = split(e, basePower(e, s.itPowerBasis), coldPlates, s.liquid);
            const Split np = split(e, e.maxPowerW, coldPlates, s.liquid);
            const Route ren = route(en, share, liquidArch), rnp = route(np, share, liquidArch);
            const double cduPowerW = ren.roomAirCduW * cduPowerPerW, cduPowerNameplateW = rnp.roomAirCduW * cduPowerPerW;
            r.itPowerW += en.powerW;
            r.liquidHeatW += ren.liquidPlantW;
            r.airHeatW += ren.exhaustW + ren.roomAirCduW + cduPowerW;
            r.fanPowerRemovedW += en.fanRemovedW;
            r.roomAirCduHeatW += ren.roomAirCduW;
            r.roomAirCduPowerW += cduPowerW;
            r.itNameplateW += np.powerW;
            r.liquidHeatNameplateW += rnp.liquidPlantW;
            r.airHeatNameplateW += rnp.exhaustW + rnp.roomAirCduW + cduPowerNameplateW;
            r.roomAirCduHeatNameplateW += rnp.roomAirCduW;
            r.roomAirCduPowerNameplateW += cduPowerNameplateW;
        });
    }
}

HeatRouting::CheckHeat HeatRouting::checkHeat(const Project &p, const Catalog &catalog, const CduLoops &loops,
                                              bool liquidArch, const NetworkResult *network)
{
    CheckHeat h;
    h.rackAirW.assign(p.racks.size(), 0.0);
    h.rackColdPlateW.assign(p.racks.size(), 0.0);
    h.loopRoomAirW.assign(loops.loops.size(), 0.0);
    h.rackLiquid.assign(p.racks.size(), {});
    for (size_t i = 0; i < p.racks.size(); ++i) {
        const double share = loops.roomAirShare(i);  // the design keeps its CDUs
        const bool coldPlates = hasColdPlates(share, liquidArch);
        h.rackAirW[i] = opticsOf(network, p.racks[i].id);
        forEachItDevice(p.racks[i], catalog, [&](const CatalogEntry &e) {
            const Split sp = split(e, e.maxPowerW, coldPlates, p.cooling.liquid);  // capacity at nameplate
            const Route r = route(sp, share, liquidArch);
            h.rackAirW[i] += r.exhaustW;
            h.rackColdPlateW[i] += sp.liquidW;
            LoopHydraulics::addSystem(h.rackLiquid[i], e, sp.liquidW, p.cooling.liquid);
            h.loopRoomAirW[loops.homeLoop[i]] += r.roomAirCduW;
        });
    }
    return h;
}

} // namespace dcs
