#pragma once
#include "catalog/catalog.h"
#include "coolingresult.h"
#include "loophydraulics.h"
#include "project/project.h"
#include <string>
#include <vector>

namespace dcs {

struct CduLoops;
struct NetworkResult;

// Where the heat of every IT device goes in one cooling architecture (issue 4 section 1, issue
// 33 item 4): into its rack's exhaust air, through liquid-to-air CDUs into the room air, or
// through facility-water CDUs to the liquid plant. The cooling engine sums it per architecture
// (addLoads) and per rack and loop for its capacity checks (checkHeat).
class HeatRouting
{
public:
    // Every IT device of a rack: the rack-scale system itself, or the servers and switches in it.
    template <typename F>
    static void forEachItDevice(const Rack &rack, const Catalog &catalog, F &&f)
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
    static bool isIt(const CatalogEntry &e);

    // The architecture's loads at the energy basis and at nameplate: IT power, air and liquid
    // heat, the fans cold plates remove, the liquid-to-air CDUs' heat and power; optics included.
    static void addLoads(const Project &p, const Catalog &catalog, const CduLoops &loops, bool liquidArch,
                         bool designLiquid, ArchitectureResult &r, const NetworkResult *network);

    // The heat of the capacity checks: nameplate, the design's own architecture, the CDUs as placed.
    struct CheckHeat {
        std::vector<double> rackAirW;        // per rack: the air leaving it (optics included), before its door
        std::vector<double> rackColdPlateW;  // per rack: what its CDUs carry
        std::vector<double> loopRoomAirW;    // per loop: what its liquid-to-air CDUs reject to the room air
        std::vector<RackLiquidNeed> rackLiquid;  // per rack: the flow, head and supply its cold plates ask (hydraulics)
    };
    static CheckHeat checkHeat(const Project &p, const Catalog &catalog, const CduLoops &loops, bool liquidArch,
                               const NetworkResult *network);
};

} // namespace dcs
