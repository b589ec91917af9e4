#include "fabricgenerator.h"
#include "catalog/catalog.h"
#include "fabricplanner.h"
#include "spec/networkendpoints.h"
#include "spec/networkports.h"
#include "project/footprint.h"
#include "switchplacer.h"
#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace dcs {

namespace {

struct Node {
    std::string id;
    PortRange nics;
    double xM = 0, yM = 0;
};

struct LeafGroup {
    std::vector<std::pair<int, int>> ends;  // (node, port)
    int su = 0;
};

// Ports in use, per device, for devices that already have cabled ports.
class PortBook
{
public:
    bool used(const std::string &id, int port) const
    {
        auto it = mUsed.find(id);
        return it != mUsed.end() && port < int(it->second.size()) && it->second[size_t(port)];
    }
    void mark(const std::string &id, int port)
    {
        std::vector<char> &v = mUsed[id];
        if (int(v.size()) <= port)
            v.resize(size_t(port) + 1, 0);
        v[size_t(port)] = 1;
    }
    // The next free port of `range` on `id`, or -1.
    int take(const std::string &id, const PortRange &range)
    {
        std::vector<char> &v = mUsed[id];
        int &next = mNext[id];
        if (next < range.offset)
            next = range.offset;
        if (int(v.size()) < range.offset + range.count)
            v.resize(size_t(range.offset + range.count), 0);
        while (next < range.offset + range.count && v[size_t(next)])
            ++next;
        if (next >= range.offset + range.count)
            return -1;
        v[size_t(next)] = 1;
        return next++;
    }

private:
    std::unordered_map<std::string, std::vector<char>> mUsed;
    std::unordered_map<std::string, int> mNext;
};

FabricGenerator::Result fail(FabricGenerator::Result r, std::string why)
{
    r.ok = false;
    r.error = std::move(why);
    r.project = {};
    return r;
}

} // namespace

Network FabricGenerator::defaultComputeNetwork(bool rackScale)
{
    Network n;
    n.id = "NET-compute";
    n.name = "Compute fabric";
    if (rackScale)
        n.suNodes = kRackScaleSuSystems;
    return n;
}

FabricGenerator::Result FabricGenerator::generate(const Project &project, const Catalog &catalog,
                                                  const std::string &networkId)
{
    Result res;
    res.project = project;
    Project &p = res.project;
    std::unordered_set<std::string> usedIds = p.allIds();

    // What cables can end on, read once (pointers into p.racks, which the generator only appends
    // to after the nodes are collected).
    const std::vector<NetworkEndpoint> endpoints = NetworkEndpoints::of(p, catalog);
    size_t ni = p.networks.size();
    for (size_t i = 0; i < p.networks.size() && ni == p.networks.size(); ++i)
        if (networkId.empty() ? p.networks[i].role == NetworkRole::Compute : p.networks[i].id == networkId)
            ni = i;
    if (ni == p.networks.size()) {
        if (!networkId.empty())
            return fail(std::move(res), "there is no network '" + networkId + "'");
        Network n = defaultComputeNetwork(std::any_of(endpoints.begin(), endpoints.end(), [](const NetworkEndpoint &e) {
            return e.isSystem() && e.isNode();
        }));
        for (int k = 2; usedIds.count(n.id); ++k)
            n.id = "NET-compute-" + std::to_string(k);
        usedIds.insert(n.id);
        p.networks.push_back(std::move(n));
    }
    Network &net = p.networks[ni];
    res.networkId = net.id;
    if (net.role != NetworkRole::Compute)
        return fail(std::move(res), "the generator builds compute fabrics; '" + net.id + "' is a "
                                        + networkRoleName(net.role) + " network (edit its links by hand)");
    const CatalogEntry *sw = catalog.find(net.switchCatalogId);
    if (!sw || sw->kind != CatalogKind::Switch)
        return fail(std::move(res), "'" + net.switchCatalogId + "' is not a switch of the catalog");
    const PortRange swPorts = NetworkPorts::switchPorts(*sw, net.role);
    const int k = swPorts.count;
    if (k < 2)
        return fail(std::move(res), "the switch '" + sw->id + "' has fewer than 2 fabric ports");

    // Ports other networks and the kept manual links hold; nodes in project order.
    PortBook ports;
    std::unordered_map<std::string, const CatalogEntry *> entryOf;
    std::vector<Node> nodes;
    for (const NetworkEndpoint &e : endpoints) {
        entryOf[*e.id] = e.entry;
        if (!e.isNode())
            continue;
        const PortRange nics = NetworkPorts::nodePorts(*e.entry, net.role);
        if (nics.count <= 0)
            continue;
        const CatalogEntry *re = catalog.find(e.rack->catalogId);
        const RectM f = re ? footprint(*e.rack, *re) : RectM{e.rack->xM, e.rack->yM, 0, 0};
        nodes.push_back({*e.id, nics, f.x + f.w / 2, f.y + f.h / 2});
    }
    for (const Network &other : p.networks)
        if (&other != &net)
            for (const NetworkLink &l : other.links) {
                ports.mark(l.aDevice, l.aPort);
                ports.mark(l.bDevice, l.bPort);
            }
    std::vector<NetworkLink> links;
    for (const NetworkLink &l : net.links) {
        if (!l.manual)
            continue;
        auto a = entryOf.find(l.aDevice), b = entryOf.find(l.bDevice);
        const bool valid = a != entryOf.end() && b != entryOf.end() && a->second && b->second
            && l.aPort < NetworkPorts::total(*a->second) && l.bPort < NetworkPorts::total(*b->second)
            && !ports.used(l.aDevice, l.aPort) && !ports.used(l.bDevice, l.bPort);
        if (!valid) {
            ++res.droppedManualLinks;
            continue;
        }
        ports.mark(l.aDevice, l.aPort);
        ports.mark(l.bDevice, l.bPort);
        links.push_back(l);
        ++res.keptManualLinks;
    }

    // Leaves: rail-optimised, NIC r of every node of a scalable unit goes to that unit's rail-r
    // leaf (REFERENCE.md 2); otherwise free NICs fill leaves in order.
    const double o = std::max(1.0, net.targetOversubscription);
    const int d = FabricPlanner::leafDownPorts(k, o);
    std::vector<LeafGroup> leaves;
    int leavesPerGroup = 1;
    auto chunk = [&](const std::vector<std::pair<int, int>> &ends, int su) {
        for (size_t i = 0; i < ends.size(); i += size_t(d)) {
            LeafGroup g;
            g.su = su;
            g.ends.assign(ends.begin() + long(i), ends.begin() + long(std::min(ends.size(), i + size_t(d))));
            leaves.push_back(std::move(g));
        }
    };
    if (net.topology == NetworkTopology::RailOptimized) {
        const int su = std::max(1, net.suNodes);
        int rails = 0;
        for (const Node &n : nodes)
            rails = std::max(rails, n.nics.count);
        // A rail of a unit holds `su` NICs. One that fills a leaf or more gets leaves of its
        // own (DGX H100: 32 nodes, 32 down ports); shorter rails share a leaf whole, as many as
        // fit (GB200 NVL72: 8 racks a unit, 72 rails of 8 NICs, 4 rails on a 32-down QM9700
        // leaf, 18 leaves a unit), so that a leaf never splits a rail.
        const int railsPerLeaf = su >= d ? 1 : std::max(1, d / su);
        leavesPerGroup = su >= d ? std::max(1, rails * ((su + d - 1) / d)) : std::max(1, (rails + railsPerLeaf - 1) / railsPerLeaf);
        for (size_t first = 0, s = 0; first < nodes.size(); first += size_t(su), ++s) {
            const size_t last = std::min(nodes.size(), first + size_t(su));
            for (int r0 = 0; r0 < rails; r0 += railsPerLeaf) {
                std::vector<std::pair<int, int>> ends;
                for (int r = r0; r < std::min(rails, r0 + railsPerLeaf); ++r)
                    for (size_t i = first; i < last; ++i)
                        if (r < nodes[i].nics.count && !ports.used(nodes[i].id, nodes[i].nics.offset + r))
                            ends.emplace_back(int(i), nodes[i].nics.offset + r);
                chunk(ends, int(s));
            }
        }
    } else {
        std::vector<std::pair<int, int>> ends;
        for (size_t i = 0; i < nodes.size(); ++i)
            for (int r = 0; r < nodes[i].nics.count; ++r)
                if (!ports.used(nodes[i].id, nodes[i].nics.offset + r))
                    ends.emplace_back(int(i), nodes[i].nics.offset + r);
        chunk(ends, 0);
        for (size_t l = 0; l < leaves.size(); ++l)
            leaves[l].su = int(l);
    }

    FabricPlanner::Input in;
    in.radix = k;
    in.oversubscription = o;
    in.leavesPerGroup = leavesPerGroup;
    in.forceThreeTier = net.topology == NetworkTopology::ThreeTier;
    for (const LeafGroup &g : leaves)
        in.leafDown.push_back(int(g.ends.size()));
    const FabricPlanner::Plan plan = FabricPlanner::plan(in);
    if (!plan.ok)
        return fail(std::move(res), plan.error);

    // Targets on the floor: a leaf near its unit's nodes, a spine near its pod, cores central.
    std::vector<std::pair<double, double>> suCentre;
    std::vector<int> suCount;
    for (const LeafGroup &g : leaves) {
        if (int(suCentre.size()) <= g.su) {
            suCentre.resize(size_t(g.su) + 1, {0, 0});
            suCount.resize(size_t(g.su) + 1, 0);
        }
        for (const auto &[node, port] : g.ends) {
            suCentre[size_t(g.su)].first += nodes[size_t(node)].xM;
            suCentre[size_t(g.su)].second += nodes[size_t(node)].yM;
            ++suCount[size_t(g.su)];
        }
    }
    for (size_t s = 0; s < suCentre.size(); ++s)
        if (suCount[s] > 0)
            suCentre[s] = {suCentre[s].first / suCount[s], suCentre[s].second / suCount[s]};

    SwitchPlacer placer(p, catalog, net, usedIds);
    if (!placer.reserve(int(leaves.size()) + plan.spines + plan.cores))
        return fail(std::move(res), placer.error());
    std::vector<std::pair<double, double>> podCentre;
    std::vector<int> podCount;
    std::vector<std::pair<double, double>> targets;
    double allX = 0, allY = 0;
    for (size_t l = 0; l < leaves.size(); ++l) {
        const auto c = suCentre[size_t(leaves[l].su)];
        targets.push_back(c);
        const int pod = plan.leafPod.empty() ? 0 : plan.leafPod[l];
        if (int(podCentre.size()) <= pod) {
            podCentre.resize(size_t(pod) + 1, {0, 0});
            podCount.resize(size_t(pod) + 1, 0);
        }
        podCentre[size_t(pod)].first += c.first;
        podCentre[size_t(pod)].second += c.second;
        ++podCount[size_t(pod)];
        allX += c.first;
        allY += c.second;
    }
    for (int s = 0; s < plan.spines; ++s) {
        const int pod = plan.spinePod[size_t(s)];
        targets.push_back({podCentre[size_t(pod)].first / podCount[size_t(pod)],
                           podCentre[size_t(pod)].second / podCount[size_t(pod)]});
    }
    for (int c = 0; c < plan.cores; ++c)
        targets.push_back({allX / double(leaves.size()), allY / double(leaves.size())});
    // All at once, so that regenerating gives the same fabric (SwitchPlacer::takeAll).
    const std::vector<std::string> ids = placer.takeAll(targets);
    const auto leafEnd = ids.begin() + long(leaves.size());
    const std::vector<std::string> leafIds(ids.begin(), leafEnd);
    const std::vector<std::string> spineIds(leafEnd, leafEnd + plan.spines);
    const std::vector<std::string> coreIds(leafEnd + plan.spines, ids.end());

    // Links on free ports: nodes to leaves, leaves to spines, spines to cores.
    auto link = [&](const std::string &a, int ap, const std::string &b, int bp, double speed) {
        NetworkLink l;
        l.aDevice = a;
        l.aPort = ap;
        l.bDevice = b;
        l.bPort = bp;
        l.speedGbps = speed;
        links.push_back(std::move(l));
    };
    links.reserve(links.size() + in.leafDown.size() * size_t(k));
    for (size_t l = 0; l < leaves.size(); ++l)
        for (const auto &[node, port] : leaves[l].ends) {
            const int lp = ports.take(leafIds[l], swPorts);
            if (lp < 0)
                return fail(std::move(res), "leaf '" + leafIds[l] + "' has no free port left");
            link(nodes[size_t(node)].id, port, leafIds[l], lp, std::min(nodes[size_t(node)].nics.speedGbps, swPorts.speedGbps));
        }
    auto up = [&](const std::vector<std::string> &lower, const std::vector<std::string> &upper,
                  const std::vector<std::pair<int, int>> &pairs) {
        for (const auto &[lo, hi] : pairs) {
            const int a = ports.take(lower[size_t(lo)], swPorts), b = ports.take(upper[size_t(hi)], swPorts);
            if (a < 0 || b < 0)
                return false;
            link(lower[size_t(lo)], a, upper[size_t(hi)], b, swPorts.speedGbps);
        }
        return true;
    };
    if (!up(leafIds, spineIds, plan.leafSpine) || !up(spineIds, coreIds, plan.spineCore))
        return fail(std::move(res), "a switch ran out of ports while cabling uplinks (switches shared with manual links?)");

    net.switches.clear();
    for (const std::string &id : leafIds)
        net.switches.push_back({id, SwitchTier::Leaf});
    for (const std::string &id : spineIds)
        net.switches.push_back({id, SwitchTier::Spine});
    for (const std::string &id : coreIds)
        net.switches.push_back({id, SwitchTier::Core});
    net.links = std::move(links);
    res.ok = true;
    res.tiers = plan.tiers;
    res.leaves = int(leafIds.size());
    res.spines = int(spineIds.size());
    res.cores = int(coreIds.size());
    res.links = int(net.links.size());
    res.newSwitches = placer.newSwitches();
    res.newRacks = placer.newRacks();
    return res;
}

} // namespace dcs
