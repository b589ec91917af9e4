#include "thermalloads.h"
#include "cooling/cduloops.h"
#include "cooling/coolingengine.h"
#include "cooling/heatrouting.h"
#include "network/networkresult.h"
#include "catalog/catalog.h"
#include "project/project.h"
#include <algorithm>

namespace dcs {

std::vector<RackAirLoad> ThermalLoads::of(const Project &p, const Catalog &catalog, const NetworkResult *network)
{
    return of(p, catalog, CduLoops::find(p, catalog), CoolingEngine::designIsLiquid(p, catalog), network);
}

std::vector<RackAirLoad> ThermalLoads::of(const Project &p, const Catalog &catalog, const CduLoops &loops, bool liquidDesign,
                                          const NetworkResult *network)
{
    const ThermalSettings &t = p.cooling.thermal;
    const LiquidPlantSettings &l = p.cooling.liquid;
    // An air design's racks on liquid-to-air CDUs keep their cold plates: only their air share
    // leaves them as air (the CDUs blow the rest out of their own backs: sidecarLoads).
    std::vector<RackAirLoad> out(p.racks.size());
    auto deltaT = [&](const CatalogEntry &e) {
        return e.kind == CatalogKind::GpuServer ? t.gpuServerDeltaTK
               : e.kind == CatalogKind::Switch  ? t.switchDeltaTK
                                                : t.otherDeltaTK;
    };
    auto add = [&](RackAirLoad &load, const CatalogEntry &e, bool liquid) {
        const double p0 = e.maxPowerW;
        double airW = p0;
        if (liquid && e.liquidHeatFraction > 0) {
            airW = p0 * (1.0 - e.liquidHeatFraction);
        } else if (liquid && e.kind == CatalogKind::GpuServer) {
            const double power = p0 - p0 * e.fanPowerFraction * l.captureFraction;
            airW = power - power * l.captureFraction;
        }
        load.heatW += airW;
        const bool catalogFlow = !liquid && e.airflowM3h > 0;
        load.airflowM3s += catalogFlow ? e.airflowM3h / 3600.0 : airW / (kRhoAir * kCpAir * deltaT(e));
    };
    for (size_t r = 0; r < p.racks.size(); ++r) {
        const Rack &rack = p.racks[r];
        RackAirLoad &load = out[r];
        const bool liquid = liquidDesign || loops.roomAirShare(r) > 0;
        const CatalogEntry *re = catalog.find(rack.catalogId);
        if (re && re->kind == CatalogKind::RackSystem) {
            add(load, *re, liquid);
        } else {
            for (const DevicePlacement &d : rack.devices)
                if (const CatalogEntry *e = catalog.find(d.catalogId);
                    e && (e->kind == CatalogKind::GpuServer || e->kind == CatalogKind::Switch))
                    add(load, *e, liquid);
        }
        if (network) {  // optics heat rides on the rack's own airflow
            const auto &byRack = network->opticsByRack;
            const auto it = std::lower_bound(byRack.begin(), byRack.end(), rack.id,
                                             [](const DeviceOpticsPower &o, const std::string &id) { return o.rackId < id; });
            if (it != byRack.end() && it->rackId == rack.id)
                load.heatW += it->powerW;
        }
        if (!rack.rearDoorCatalogId.empty())
            if (const CatalogEntry *door = catalog.find(rack.rearDoorCatalogId); door && door->cooling)
                load.doorCapacityW = door->cooling->capacityKw * 1000.0;
    }
    return out;
}

std::vector<ThermalLoads::SidecarAirLoad> ThermalLoads::sidecarLoads(const Project &p, const Catalog &catalog,
                                                                     const CduLoops &loops, bool liquidDesign,
                                                                     const NetworkResult *network)
{
    std::vector<SidecarAirLoad> out;
    if (!loops.anyRoomAir())
        return out;
    const HeatRouting::CheckHeat heat = HeatRouting::checkHeat(p, catalog, loops, liquidDesign, network);
    for (size_t i = 0; i < loops.loops.size(); ++i) {
        const CduLoop &loop = loops.loops[i];
        const double capacity = loop.roomAirCapacityW();
        if (capacity <= 0)
            continue;
        const double loopW = heat.loopRoomAirW[i] * (1.0 + loop.roomAirPowerPerW());
        for (const CduUnit &u : loop.units) {
            if (!u.roomAir)
                continue;
            SidecarAirLoad s;
            s.equipmentIndex = u.equipmentIndex;
            s.load.heatW = loopW * u.capacityW / capacity;
            // Its fans follow the load (EC fans under the CDU's control, as the catalog CRAH's): the
            // rated airflow at the rated capacity, the same air rise below it.
            const double flow = u.entry && u.entry->cooling ? u.entry->cooling->airflowM3h / 3600.0 : 0.0;
            const double load = u.capacityW > 0 ? std::min(1.0, s.load.heatW / u.capacityW) : 1.0;
            s.load.airflowM3s = flow > 0 ? flow * load : s.load.heatW / (kRhoAir * kCpAir * p.cooling.thermal.otherDeltaTK);
            out.push_back(s);
        }
    }
    return out;
}

} // namespace dcs
