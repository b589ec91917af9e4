#include "switchplacer.h"
#include "catalog/catalog.h"
#include "network/cablerouter.h"
#include "spec/networkports.h"
#include "powerautoconnect.h"
#include "project/footprint.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <tuple>

namespace dcs {

namespace {
struct Centre {
    double x, y;
};

Centre centreOf(const Rack &rack, const Catalog &catalog)
{
    const CatalogEntry *e = catalog.find(rack.catalogId);
    if (!e)
        return {rack.xM, rack.yM};
    const RectM f = footprint(rack, *e);
    return {f.x + f.w / 2, f.y + f.h / 2};
}
} // namespace

SwitchPlacer::SwitchPlacer(Project &project, const Catalog &catalog, const Network &network,
                           std::unordered_set<std::string> &usedIds)
    : mProject(project), mCatalog(catalog), mNetwork(network), mSwitch(catalog.find(network.switchCatalogId)),
      mUsedIds(usedIds)
{
    addExisting();
}

static double opticsReserveW(const CatalogEntry &sw, const Catalog &catalog);

void SwitchPlacer::addExisting()
{
    // Switches that belong to another network are not ours to take.
    std::unordered_set<std::string_view> claimed;
    for (const Network &n : mProject.networks)
        if (n.id != mNetwork.id)
            for (const NetworkSwitch &s : n.switches)
                claimed.insert(s.deviceId);
    for (size_t r = 0; r < mProject.racks.size(); ++r) {
        const Rack &rack = mProject.racks[r];
        const Centre c = centreOf(rack, mCatalog);
        bool hasModel = false, hasNode = false;
        // A switch mounted but not yet cabled draws its optics only once the fabric uses it: a
        // rack full of switches may have the budget for their nameplate but not for all their
        // optics (stress-16k: 16 QM9700 in 30 kW). Use only as many as the budget carries with
        // the optics reserve of addSlots(); the rest stay mounted and idle (issue 12, defect 4).
        double loadW = 0;
        int usable = std::numeric_limits<int>::max();
        for (const DevicePlacement &d : rack.devices) {
            const CatalogEntry *e = mCatalog.find(d.catalogId);
            loadW += e ? e->maxPowerW : 0;
            if (e && e->kind == CatalogKind::Switch && claimed.count(d.id))
                loadW += opticsReserveW(*e, mCatalog);
        }
        if (rack.powerBudgetKw > 0 && mSwitch) {
            const double reserve = opticsReserveW(*mSwitch, mCatalog);
            if (reserve > 0)
                usable = std::max(0, int(std::floor((rack.powerBudgetKw * 1000 - loadW) / reserve + 1e-9)));
        }
        for (const DevicePlacement &d : rack.devices) {
            const CatalogEntry *e = mCatalog.find(d.catalogId);
            hasNode = hasNode || (e && e->kind == CatalogKind::GpuServer);
            if (d.catalogId != mNetwork.switchCatalogId)
                continue;
            hasModel = true;
            if (!claimed.count(d.id) && usable > 0) {
                mCandidates.push_back({int(r), d.id, d.uLow, c.x, c.y, false});
                --usable;
            }
        }
        if (hasModel && !hasNode)
            mSwitchRacks.push_back(int(r));
    }
}

// The power engine adds each link end's optics to its switch (issue 5): reserve, per fabric
// port, the most a catalog cable of the port's speed draws at a switch end, so a rack filled
// with switches stays within its budget once they are cabled (QM9700: 64 x 8.5 W = 544 W).
static double opticsReserveW(const CatalogEntry &sw, const Catalog &catalog)
{
    const PortRange fabric = NetworkPorts::group(sw, "fabric");
    return fabric.count * CableRouter::worstSwitchEndW(CableRouter::cableTypes(catalog), fabric.speedGbps);
}

void SwitchPlacer::addSlots(int rackIndex, int maxSlots)
{
    const Rack &rack = mProject.racks[size_t(rackIndex)];
    const CatalogEntry *re = mCatalog.find(rack.catalogId);
    if (!re || !re->rack || !mSwitch)
        return;
    const int height = re->rack->heightU;
    const int h = std::max(1, mSwitch->heightU);
    std::vector<char> used(size_t(height + 2), 0);
    double loadW = 0;
    for (const DevicePlacement &d : rack.devices) {
        const CatalogEntry *e = mCatalog.find(d.catalogId);
        const int dh = e ? std::max(1, e->heightU) : 1;
        for (int u = d.uLow; u < d.uLow + dh && u <= height; ++u)
            used[size_t(u)] = 1;
        loadW += e ? e->maxPowerW : 0;
        if (e && e->kind == CatalogKind::Switch)
            loadW += opticsReserveW(*e, mCatalog);
    }
    // Stay within the rack's power budget (nameplate plus optics, as the power engine sizes it).
    const double perSwitchW = mSwitch->maxPowerW + opticsReserveW(*mSwitch, mCatalog);
    if (rack.powerBudgetKw > 0 && perSwitchW > 0)
        maxSlots = std::min(maxSlots, std::max(0, int(std::floor((rack.powerBudgetKw * 1000 - loadW) / perSwitchW))));
    const Centre c = centreOf(rack, mCatalog);
    for (int u = 1; u + h - 1 <= height && maxSlots > 0; ++u) {
        bool free = true;
        for (int v = u; v < u + h; ++v)
            free = free && !used[size_t(v)];
        if (!free)
            continue;
        mCandidates.push_back({rackIndex, {}, u, c.x, c.y, false});
        u += h - 1;
        --maxSlots;
    }
}

bool SwitchPlacer::reserve(int count)
{
    if (!mSwitch) {
        mError = "the switch model '" + mNetwork.switchCatalogId + "' is not in the catalog";
        return false;
    }
    auto available = [&] {
        return int(std::count_if(mCandidates.begin(), mCandidates.end(), [](const Candidate &c) { return !c.taken; }));
    };
    if (available() >= count)
        return true;
    for (int r : mSwitchRacks)
        addSlots(r, 1000);
    const int missing = count - available();
    if (missing <= 0)
        return true;
    // A new rack takes switches_per_new_rack, or fewer when its power budget (with optics) is
    // the limit: add racks until every switch has a place.
    const int perRack = std::max(1, mNetwork.switchesPerNewRack);
    for (int left = missing; left > 0; left = count - available()) {
        const int before = available();
        if (!addRacks((left + perRack - 1) / perRack))
            return false;
        if (available() == before) {
            mError = "a new network rack has no power budget for one more '" + mNetwork.switchCatalogId + "' switch";
            return false;
        }
    }
    return true;
}

std::string SwitchPlacer::uniqueId(const std::string &prefix)
{
    std::string id = prefix;
    for (int n = 2; mUsedIds.count(id); ++n)
        id = prefix + "-" + std::to_string(n);
    mUsedIds.insert(id);
    return id;
}

bool SwitchPlacer::addRacks(int count)
{
    const CatalogEntry *re = mCatalog.find(mNetwork.rackCatalogId);
    if (!re || !re->rack) {
        mError = "the rack model '" + mNetwork.rackCatalogId + "' is not in the catalog";
        return false;
    }
    std::vector<RectM> boxes;
    for (const Rack &r : mProject.racks)
        if (const CatalogEntry *e = mCatalog.find(r.catalogId))
            boxes.push_back(footprint(r, *e));
    for (const FloorEquipment &q : mProject.equipment)
        if (const CatalogEntry *e = mCatalog.find(q.catalogId))
            boxes.push_back(footprint(q, *e));
    // Rows: racks on one line (same y, same facing). Each row has two ends that grow outwards.
    struct End {
        double y;
        int rotation;
        double nextX;
        int side;      // +1 right end, -1 left end
        int templ;     // rack whose PDUs and budget the new rack copies
        bool open = true;
    };
    std::map<std::pair<long long, int>, std::pair<int, int>> rows;  // -> leftmost, rightmost rack
    for (size_t i = 0; i < mProject.racks.size(); ++i) {
        const Rack &r = mProject.racks[i];
        const auto key = std::make_pair(std::llround(r.yM * 1000), r.rotationDeg);
        auto [it, fresh] = rows.try_emplace(key, int(i), int(i));
        if (!fresh) {
            if (r.xM < mProject.racks[size_t(it->second.first)].xM)
                it->second.first = int(i);
            if (r.xM > mProject.racks[size_t(it->second.second)].xM)
                it->second.second = int(i);
        }
    }
    std::vector<End> ends;
    for (const auto &[key, lr] : rows) {
        const Rack &left = mProject.racks[size_t(lr.first)], &right = mProject.racks[size_t(lr.second)];
        const CatalogEntry *rightEntry = mCatalog.find(right.catalogId);
        const double rightEdge = rightEntry ? footprint(right, *rightEntry).right() : right.xM;
        ends.push_back({right.yM, right.rotationDeg, rightEdge, +1, lr.second});
        ends.push_back({left.yM, left.rotationDeg, left.xM, -1, lr.first});
    }
    const RectM hall{0, 0, mProject.hall.widthM, mProject.hall.depthM};
    int placed = 0;
    bool any = true;
    while (placed < count && any) {
        any = false;
        for (End &e : ends) {
            if (!e.open || placed == count)
                continue;
            const RectM probe = footprintAt(*re, 0, e.y, e.rotation);
            const double x = e.side > 0 ? e.nextX : e.nextX - probe.w;
            const RectM box = footprintAt(*re, x, e.y, e.rotation);
            const bool fits = box.inside(hall)
                && std::none_of(boxes.begin(), boxes.end(), [&](const RectM &b) { return b.overlaps(box); });
            if (!fits) {
                e.open = false;
                continue;
            }
            any = true;
            boxes.push_back(box);
            e.nextX = e.side > 0 ? box.right() : box.x;
            const Rack &templ = mProject.racks[size_t(e.templ)];
            Rack rack;
            char name[32];
            std::snprintf(name, sizeof name, "NET%02d", ++mNewRacks);
            rack.id = uniqueId(std::string("R-") + name);
            rack.name = rack.id.substr(2);
            rack.catalogId = mNetwork.rackCatalogId;
            rack.xM = std::round(x * 1e6) / 1e6;
            rack.yM = e.y;
            rack.rotationDeg = e.rotation;
            // The same power feed arrangement as its row, but a rack-scale system's three-phase
            // shelf feeds take no switch cord: beside a system the rack gets neither them nor the
            // system's budget (its switches are then reported unpowered until PDUs are added).
            const CatalogEntry *templEntry = mCatalog.find(templ.catalogId);
            const bool besideSystem = templEntry && templEntry->kind == CatalogKind::RackSystem;
            rack.powerBudgetKw = besideSystem ? 0.0 : templ.powerBudgetKw;
            for (const RackPdu &pdu : templ.pdus) {
                const CatalogEntry *pe = mCatalog.find(pdu.catalogId);
                if (!(pe && pe->pdu && pe->pdu->outletPhases == 3))
                    rack.pdus.push_back(pdu);
            }
            for (size_t i = 0; i < rack.pdus.size(); ++i)
                rack.pdus[i].id = uniqueId(rack.id + "-PDU-" + std::to_string(i + 1));
            mProject.racks.push_back(std::move(rack));
            addSlots(int(mProject.racks.size()) - 1, mNetwork.switchesPerNewRack);
            ++placed;
        }
    }
    if (placed < count) {
        mError = "no free floor space at the row ends for " + std::to_string(count - placed) + " more network racks";
        return false;
    }
    return true;
}

int SwitchPlacer::nearest(double xM, double yM, int pass) const
{
    int best = -1;
    double bestD = 0;
    for (size_t i = 0; i < mCandidates.size(); ++i) {
        const Candidate &c = mCandidates[i];
        if (c.taken || c.deviceId.empty() != (pass == 1))
            continue;
        const double d = std::abs(c.xM - xM) + std::abs(c.yM - yM);
        if (best < 0 || d < bestD - 1e-9) {
            best = int(i);
            bestD = d;
        }
    }
    return best;
}

std::string SwitchPlacer::take(double xM, double yM)
{
    // Switches already mounted are used up before any new one is mounted.
    int best = nearest(xM, yM, 0);
    if (best < 0)
        best = nearest(xM, yM, 1);
    if (best < 0)
        return {};
    Candidate &c = mCandidates[size_t(best)];
    c.taken = true;
    return mount(c);
}

std::vector<std::string> SwitchPlacer::takeAll(const std::vector<std::pair<double, double>> &targets)
{
    // 1. Which candidates: as take() would choose them (mounted ones first, then the nearest slots).
    std::vector<size_t> chosen;
    for (const auto &[x, y] : targets) {
        int best = nearest(x, y, 0);
        if (best < 0)
            best = nearest(x, y, 1);
        if (best < 0)
            break;
        mCandidates[size_t(best)].taken = true;
        chosen.push_back(size_t(best));
    }
    // 2. Who gets which: the same greedy order over the chosen set, in (rack, U) order, so the
    // outcome depends on positions only.
    std::sort(chosen.begin(), chosen.end(), [&](size_t a, size_t b) {
        const Candidate &ca = mCandidates[a], &cb = mCandidates[b];
        return std::tie(ca.rack, ca.u) < std::tie(cb.rack, cb.u);
    });
    std::vector<int> owner(targets.size(), -1);
    std::vector<char> free(chosen.size(), 1);
    for (size_t t = 0; t < targets.size() && t < chosen.size(); ++t) {
        int best = -1;
        double bestD = 0;
        for (size_t k = 0; k < chosen.size(); ++k) {
            if (!free[k])
                continue;
            const Candidate &c = mCandidates[chosen[k]];
            const double d = std::abs(c.xM - targets[t].first) + std::abs(c.yM - targets[t].second);
            if (best < 0 || d < bestD - 1e-9) {
                best = int(k);
                bestD = d;
            }
        }
        free[size_t(best)] = 0;
        owner[t] = int(chosen[size_t(best)]);
    }
    // 3. Mount the new ones in (rack, U) order.
    for (size_t k : chosen)
        mount(mCandidates[k]);
    std::vector<std::string> ids;
    for (size_t t = 0; t < targets.size(); ++t)
        ids.push_back(owner[t] < 0 ? std::string() : mCandidates[size_t(owner[t])].deviceId);
    return ids;
}

std::string SwitchPlacer::mount(Candidate &c)
{
    if (c.deviceId.empty()) {
        Rack &rack = mProject.racks[size_t(c.rack)];
        DevicePlacement d;
        d.id = uniqueId(rack.name + "-SW" + std::to_string(rack.devices.size() + 1));
        d.catalogId = mNetwork.switchCatalogId;
        d.uLow = c.u;
        // A switch mounted with its cords unplugged is an error (too few PSUs fed) in every
        // design the fabric is regenerated on: plug it in as mounting by hand does
        // (ProjectDocument::mountDevice), alternating feeds over the rack's PDUs.
        d.power = PowerAutoConnect::connect(rack, d, mCatalog);
        rack.devices.push_back(d);
        c.deviceId = d.id;
        ++mNewSwitches;
    }
    return c.deviceId;
}

} // namespace dcs
