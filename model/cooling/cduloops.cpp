#include "cduloops.h"
#include "catalog/catalog.h"
#include "project/project.h"
#include <algorithm>
#include <map>

namespace dcs {

namespace {

CduUnit unitOf(const std::string &id, const CatalogEntry &e, int equipmentIndex, int rackIndex)
{
    const CoolingSpec &c = *e.cooling;
    return {id, &e, equipmentIndex, rackIndex, c.capacityKw * 1000.0, c.fanPowerW + c.pumpPowerW, e.isRoomAirCdu()};
}

double sum(const std::vector<CduUnit> &units, bool roomAirOnly, double CduUnit::*field)
{
    double total = 0;
    for (const CduUnit &u : units)
        if (!roomAirOnly || u.roomAir)
            total += u.*field;
    return total;
}

} // namespace

double CduLoop::capacityW() const { return sum(units, false, &CduUnit::capacityW); }

double CduLoop::roomAirCapacityW() const { return sum(units, true, &CduUnit::capacityW); }

double CduLoop::roomAirShare() const
{
    const double all = capacityW();
    return all > 0 ? roomAirCapacityW() / all : 0.0;
}

bool CduLoop::allRoomAir() const
{
    return !units.empty() && std::all_of(units.begin(), units.end(), [](const CduUnit &u) { return u.roomAir; });
}

double CduLoop::roomAirPowerPerW() const
{
    const double capacity = roomAirCapacityW();
    return capacity > 0 ? sum(units, true, &CduUnit::powerW) / capacity : 0.0;
}

bool CduLoops::anyRoomAir() const
{
    return std::any_of(loops.begin(), loops.end(), [](const CduLoop &l) { return l.roomAirCapacityW() > 0; });
}

CduLoops CduLoops::find(const Project &p, const Catalog &catalog)
{
    auto cduOf = [&](const std::string &catalogId) {
        const CatalogEntry *e = catalog.find(catalogId);
        return e && e->isCooling(CoolingType::Cdu) ? e : nullptr;
    };
    // CDUs naming the same set of racks share one loop: sorted rack ids -> the loop.
    std::map<std::vector<std::string>, CduLoop> named;
    CduLoop pool;
    for (size_t r = 0; r < p.racks.size(); ++r)  // in-rack CDUs serve the hall's loop
        for (const DevicePlacement &d : p.racks[r].devices)
            if (const CatalogEntry *e = cduOf(d.catalogId))
                pool.units.push_back(unitOf(d.id, *e, -1, int(r)));
    for (size_t i = 0; i < p.equipment.size(); ++i) {
        const FloorEquipment &eq = p.equipment[i];
        const CatalogEntry *e = cduOf(eq.catalogId);
        if (!e)
            continue;
        if (eq.servesRackIds.empty()) {
            pool.units.push_back(unitOf(eq.id, *e, int(i), -1));
            continue;
        }
        std::vector<std::string> key = eq.servesRackIds;
        std::sort(key.begin(), key.end());
        key.erase(std::unique(key.begin(), key.end()), key.end());
        CduLoop &loop = named[key];
        loop.named = true;
        loop.rackIds = key;
        loop.units.push_back(unitOf(eq.id, *e, int(i), -1));
    }
    CduLoops out;
    constexpr size_t kNone = size_t(-1);
    out.homeLoop.assign(p.racks.size(), kNone);
    for (auto &[key, loop] : named) {
        for (size_t r = 0; r < p.racks.size(); ++r)
            if (std::binary_search(key.begin(), key.end(), p.racks[r].id)) {
                loop.racks.push_back(r);
                if (out.homeLoop[r] == kNone)
                    out.homeLoop[r] = out.loops.size();
            }
        out.loops.push_back(std::move(loop));
    }
    for (size_t r = 0; r < p.racks.size(); ++r)
        if (out.homeLoop[r] == kNone) {
            pool.racks.push_back(r);
            out.homeLoop[r] = out.loops.size();
        }
    out.loops.push_back(std::move(pool));
    return out;
}

} // namespace dcs
