#include "networkengine.h"
#include "engine/enginetext.h"
#include "cablerouter.h"
#include "catalog/catalog.h"
#include "spec/networkendpoints.h"
#include "spec/networkports.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <unordered_map>

namespace dcs {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

struct Dev {
    const CatalogEntry *entry = nullptr;
    const std::string *id = nullptr;
    const std::string *rackId = nullptr;
    CableRouter::EndPoint at;
    bool node = false;    // a GPU server
    bool isSwitch = false;
};

struct DeviceIndex {
    std::vector<Dev> devs;
    std::unordered_map<std::string_view, int> byId;

    int find(const std::string &id) const
    {
        auto it = byId.find(id);
        return it == byId.end() ? -1 : it->second;
    }
};

DeviceIndex buildIndex(const Project &p, const Catalog &catalog)
{
    DeviceIndex ix;
    for (const NetworkEndpoint &e : NetworkEndpoints::of(p, catalog)) {
        Dev dev;
        dev.entry = e.entry;
        dev.id = e.id;
        dev.rackId = &e.rack->id;
        if (e.isSystem() && e.entry)
            dev.at = CableRouter::systemEndPoint(*e.rack, *e.entry, e.rackIndex);
        else if (const CatalogEntry *rackEntry = catalog.find(e.rack->catalogId))
            dev.at = CableRouter::endPoint(*e.rack, *rackEntry, e.rackIndex, *e.device, e.entry);
        dev.node = e.isNode();
        dev.isSwitch = e.isSwitch();
        ix.byId.emplace(*e.id, int(ix.devs.size()));
        ix.devs.push_back(dev);
    }
    return ix;
}


void addObject(std::vector<std::string> &ids, const std::string &id)
{
    if (ids.size() < kMaxWarningObjects)
        ids.push_back(id);
}

int lengthBin(double m)
{
    int b = 0;
    for (double edge : NetworkResult::kLengthBinEdgesM) {
        if (m < edge)
            return b;
        ++b;
    }
    return b;
}

class FabricEvaluator
{
public:
    FabricEvaluator(const Network &n, const DeviceIndex &ix, const Catalog &catalog,
                    const std::vector<const CatalogEntry *> &types, std::vector<double> &power,
                    std::vector<Warning> &warnings)
        : n(n), ix(ix), catalog(catalog), types(types), power(power), warnings(warnings)
    {
    }

    NetworkFabricResult run()
    {
        f.id = n.id;
        f.role = n.role;
        f.targetOversubscription = n.targetOversubscription;
        if (const CatalogEntry *sw = catalog.find(n.switchCatalogId)) {
            f.switchRadix = NetworkPorts::switchPorts(*sw, n.role).count;
            // REFERENCE.md 2: a two-tier leaf/spine of radix k serves k leaves x (down ports per
            // leaf); at 1:1 that is k x k/2 = k^2/2 endpoints.
            const double o = n.targetOversubscription;
            f.twoTierMaxEndpoints = f.switchRadix * int(std::floor(f.switchRadix * o / (1 + o) + 1e-9));
        }
        collectSwitches();
        measureLinks();
        summarise();
        warn();
        return std::move(f);
    }

private:
    void collectSwitches()
    {
        tier.assign(ix.devs.size(), -1);
        slot.assign(ix.devs.size(), -1);
        nodeNics.assign(ix.devs.size(), 0);
        for (const NetworkSwitch &s : n.switches) {
            const int i = ix.find(s.deviceId);
            if (i < 0 || !ix.devs[i].entry)
                continue;
            tier[i] = int(s.tier);
            slot[i] = int(f.switches.size());
            SwitchPortUse u;
            u.deviceId = s.deviceId;
            u.rackId = *ix.devs[i].rackId;
            u.tier = s.tier;
            u.portsTotal = NetworkPorts::switchPorts(*ix.devs[i].entry, n.role).count;
            f.switches.push_back(std::move(u));
            (s.tier == SwitchTier::Leaf ? f.leaves : s.tier == SwitchTier::Spine ? f.spines : f.cores)++;
        }
    }

    int cableIndex(const NetworkLink &l, double lengthM, double speed) const
    {
        if (!l.cableId.empty()) {
            for (size_t t = 0; t < types.size(); ++t)
                if (types[t]->id == l.cableId)
                    return int(t);
        }
        return CableRouter::choose(types, lengthM, speed);
    }

    void measureLinks()
    {
        f.cables.resize(types.size());
        for (size_t t = 0; t < types.size(); ++t) {
            f.cables[t].cableId = types[t]->id;
            f.cables[t].name = types[t]->name;
            f.cables[t].medium = types[t]->cable->medium;
            f.cables[t].lengthBins.assign(NetworkResult::kLengthBins, 0);
        }
        f.linkMeasures.resize(n.links.size());
        for (size_t li = 0; li < n.links.size(); ++li) {
            const NetworkLink &l = n.links[li];
            LinkMeasure &m = f.linkMeasures[li];
            const int a = ix.find(l.aDevice), b = ix.find(l.bDevice);
            if (a < 0 || b < 0 || !ix.devs[a].entry || !ix.devs[b].entry) {
                m.valid = false;
                ++f.danglingLinks;
                continue;
            }
            ++f.links;
            const Dev &da = ix.devs[a], &db = ix.devs[b];
            const double speed = l.speedGbps > 0 ? l.speedGbps
                                                 : std::min(NetworkPorts::speedOf(*da.entry, l.aPort),
                                                            NetworkPorts::speedOf(*db.entry, l.bPort));
            m.lengthM = l.lengthM > 0 ? l.lengthM : CableRouter::lengthM(da.at, db.at, n.routing);
            m.cable = cableIndex(l, m.lengthM, speed);
            if (m.cable >= 0) {
                const CatalogEntry &ce = *types[m.cable];
                const CableSpec &c = *ce.cable;
                m.tooLong = m.lengthM > c.maxLengthM + 1e-9;
                CableTally &t = f.cables[m.cable];
                ++t.count;
                t.totalLengthM += m.lengthM;
                t.costUsd += ce.listPriceUsd + c.pricePerMUsd * m.lengthM + c.transceiverPriceUsd * c.transceiversPerLink;
                const double pa = da.isSwitch ? c.switchEndPowerW : c.nodeEndPowerW;
                const double pb = db.isSwitch ? c.switchEndPowerW : c.nodeEndPowerW;
                power[a] += pa;
                power[b] += pb;
                t.powerW += pa + pb;
                t.transceivers += c.transceiversPerLink;
                ++t.lengthBins[lengthBin(m.lengthM)];
                if (slot[a] >= 0)
                    f.switches[slot[a]].opticsPowerW += pa;
                if (slot[b] >= 0)
                    f.switches[slot[b]].opticsPowerW += pb;
            }
            if (m.tooLong) {
                ++f.linksTooLong;
                addObject(tooLongIds, l.aDevice);
            }
            f.cableLengthM += m.lengthM;
            classify(l, a, b, speed);
        }
    }

    void classify(const NetworkLink &l, int a, int b, double speed)
    {
        if (slot[a] >= 0)
            ++f.switches[slot[a]].portsUsed;
        if (slot[b] >= 0)
            ++f.switches[slot[b]].portsUsed;
        const Dev &da = ix.devs[a], &db = ix.devs[b];
        if (da.node != db.node && (slot[a] >= 0 || slot[b] >= 0)) {
            const int node = da.node ? a : b, sw = da.node ? b : a;
            const int port = da.node ? l.aPort : l.bPort;
            SwitchPortUse &u = f.switches[slot[sw]];
            ++u.downPorts;
            u.downGbps += speed;
            ++f.nodeLinks;
            f.endpointGbps += speed;
            const PortRange nics = NetworkPorts::nodePorts(*ix.devs[node].entry, n.role);
            if (port >= nics.offset && port < nics.offset + nics.count) {
                ++nodeNics[node];
                ++railLeaf[(long long)(port - nics.offset) << 32 | unsigned(slot[sw])];
                ++railNodes[port - nics.offset];
            }
            return;
        }
        if (slot[a] >= 0 && slot[b] >= 0 && tier[a] != tier[b]) {
            const int lo = tier[a] < tier[b] ? a : b, hi = lo == a ? b : a;
            ++f.switches[slot[lo]].upPorts;
            f.switches[slot[lo]].upGbps += speed;
            ++f.switches[slot[hi]].downPorts;
            f.switches[slot[hi]].downGbps += speed;
            if (tier[lo] == int(SwitchTier::Leaf) && tier[hi] == int(SwitchTier::Spine))
                ++f.leafSpineLinks;
            else if (tier[lo] == int(SwitchTier::Spine) && tier[hi] == int(SwitchTier::Core))
                ++f.spineCoreLinks;
            else
                ++f.otherLinks;
            return;
        }
        ++f.otherLinks;
    }

    // REFERENCE.md 5: oversubscription of a tier = downlink / uplink bandwidth; an
    // end-to-end oversubscribed fabric divides each GPU's cross-leaf bandwidth by the ratio.
    static double ratio(double down, double up, bool alone)
    {
        if (down <= 0)
            return 0;
        if (up <= 0)
            return alone ? 1.0 : kInf;  // a single switch needs no uplinks
        return down / up;
    }

    void summarise()
    {
        double leafDown = 0, leafUp = 0, spineDown = 0, spineUp = 0;
        for (const SwitchPortUse &u : f.switches) {
            if (u.tier == SwitchTier::Leaf) {
                leafDown += u.downGbps;
                leafUp += u.upGbps;
                f.worstLeafOversubscription = std::max(f.worstLeafOversubscription,
                                                       ratio(u.downGbps, u.upGbps, f.leaves <= 1));
                if (u.downGbps > 0 && ratio(u.downGbps, u.upGbps, f.leaves <= 1) > n.targetOversubscription + 1e-6)
                    addObject(oversubscribedIds, u.deviceId);
            } else if (u.tier == SwitchTier::Spine) {
                spineDown += u.downGbps;
                spineUp += u.upGbps;
            }
        }
        f.leafOversubscription = ratio(leafDown, leafUp, f.leaves <= 1);
        if (f.cores > 0)
            f.spineOversubscription = ratio(spineDown, spineUp, false);
        f.endToEndOversubscription = std::max(1.0, f.leafOversubscription)
            * (f.cores > 0 ? std::max(1.0, f.spineOversubscription) : 1.0);
        f.tiers = f.cores > 0 ? 3 : f.spines > 0 ? 2 : f.leaves > 0 ? 1 : 0;
        f.maxSwitchHops = f.tiers == 0 ? 0 : 2 * f.tiers - 1;
        for (size_t i = 0; i < ix.devs.size(); ++i) {
            const Dev &d = ix.devs[i];
            if (!d.node)
                continue;
            const int nics = NetworkPorts::nodePorts(*d.entry, n.role).count;
            f.nicsTotal += nics;
            f.nicsConnected += nodeNics[i];
            if (nodeNics[i] < nics)
                addObject(unconnectedIds, *d.id);
            if (nodeNics[i] > 0) {
                ++f.nodes;
                f.gpus += d.entry->totalGpus();
                if (d.entry->gpu && d.entry->gpu->nvlinkGBpsPerDir <= 0)
                    addObject(pcieIds, *d.id);
            }
        }
        f.bisectionGbps = std::isfinite(f.endToEndOversubscription) ? f.endpointGbps / 2 / f.endToEndOversubscription : 0;
        if (f.gpus > 0 && std::isfinite(f.endToEndOversubscription))
            f.perGpuCrossLeafGbps = f.endpointGbps / f.gpus / f.endToEndOversubscription;
        f.perGpuCrossLeafGbytesPerS = f.perGpuCrossLeafGbps / 8;
        if (f.nodes > 0)
            f.nicsPerNode = double(f.nicsConnected) / f.nodes;
        if (f.nodeLinks > 0)
            f.nicGbps = f.endpointGbps / f.nodeLinks;
        if (f.gpus > 0)
            f.perGpuNodeLinkGbps = f.endpointGbps / f.gpus;
        // Pairs of NICs of one index (one rail) on different nodes, and how many of those pairs
        // share a leaf: c (c - 1) ordered pairs on a leaf holding c of them, n (n - 1) in all.
        double pairs = 0, sameLeaf = 0;
        for (const auto &[rail, n] : railNodes)
            pairs += double(n) * (n - 1);
        for (const auto &[key, c] : railLeaf)
            sameLeaf += double(c) * (c - 1);
        f.peerCrossLeafShare = pairs > 0 ? 1 - sameLeaf / pairs : 0;
        // Both ends of every link (node ends are not in f.switches).
        for (const CableTally &t : f.cables) {
            f.cableCostUsd += t.costUsd;
            f.transceivers += t.transceivers;
            f.opticsPowerW += t.powerW;
        }
    }

    void add(WarningCode code, std::string message, std::vector<std::string> ids, std::string fix)
    {
        warnings.push_back({code, std::move(message), std::move(ids), std::move(fix)});
    }

    void warn()
    {
        const std::string name = "Network '" + n.id + "'";
        const bool compute = n.role == NetworkRole::Compute;
        if (compute && f.nodeLinks > 0 && f.endToEndOversubscription > n.targetOversubscription + 1e-6)
            add(WarningCode::NetworkOversubscribed,
                name + " is oversubscribed " + (std::isfinite(f.endToEndOversubscription) ? fixed(f.endToEndOversubscription, 2) : "without limit")
                    + ":1 end to end (leaf tier " + fixed(f.leafOversubscription, 2) + ":1), above its target of "
                    + fixed(n.targetOversubscription, 2) + ":1; each GPU gets " + fixed(f.perGpuCrossLeafGbps, 0)
                    + " Gb/s across leaves.",
                oversubscribedIds.empty() ? std::vector<std::string>{n.id} : oversubscribedIds,
                "Add uplinks and spines (Generate fabric), or accept the ratio as the target.");
        if (f.nicsConnected < f.nicsTotal && f.nodeLinks > 0) {
            bool leavesFull = f.leaves > 0;
            for (const SwitchPortUse &u : f.switches)
                if (u.tier == SwitchTier::Leaf && u.portsUsed < u.portsTotal)
                    leavesFull = false;
            if (leavesFull)
                add(WarningCode::NetworkPortsExhausted,
                    name + ": every port of its " + std::to_string(f.leaves) + " leaf switches is in use while "
                        + std::to_string(f.nicsTotal - f.nicsConnected) + " NICs still need one.",
                    {n.id}, "Add leaf switches (Generate fabric) or use a switch with more ports.");
        }
        if (compute && f.nicsConnected < f.nicsTotal)
            add(WarningCode::NetworkUnconnectedNics,
                name + ": " + std::to_string(f.nicsTotal - f.nicsConnected) + " of " + std::to_string(f.nicsTotal)
                    + " compute NICs of the GPU nodes are not cabled.",
                unconnectedIds, "Run Generate fabric to connect the nodes placed since the last generation.");
        if (f.linksTooLong > 0)
            add(WarningCode::NetworkLinkTooLong,
                name + ": " + std::to_string(f.linksTooLong) + " links are longer than the reach of their cable type.",
                tooLongIds, "Move the racks closer, or choose a longer-reach cable type for those links.");
        if (f.cores == 0 && f.switchRadix > 0 && f.leaves > f.switchRadix)
            add(WarningCode::NetworkTwoTierLimit,
                name + " has " + std::to_string(f.leaves) + " leaves in two tiers, more than a radix-"
                    + std::to_string(f.switchRadix) + " spine can reach (two tiers serve at most "
                    + std::to_string(f.twoTierMaxEndpoints) + " endpoints at the target ratio; REFERENCE.md 2).",
                {n.id}, "Add a core tier (topology three-tier, then Generate fabric).");
        if (n.isRoce() && (!n.roce.pfc || !n.roce.ecn || n.roce.mtu < 4096))
            add(WarningCode::NetworkRoceLossless,
                name + " runs RoCE without a lossless configuration (PFC " + (n.roce.pfc ? "on" : "off") + ", ECN "
                    + (n.roce.ecn ? "on" : "off") + ", MTU " + std::to_string(n.roce.mtu) + ").",
                {n.id}, "Enable PFC and ECN and set an MTU of at least 4096.");
        if (compute && f.nodes > 1 && !pcieIds.empty())
            add(WarningCode::NetworkPcieOnlyGpus,
                name + " joins GPU nodes whose GPUs talk over PCIe only (no NVLink): tensor-parallel traffic "
                       "inside those nodes runs at PCIe speed in multi-node training.",
                pcieIds, "Use NVLink systems (DGX/HGX) for multi-node training, or keep those nodes for single-node work.");
    }

    const Network &n;
    const DeviceIndex &ix;
    const Catalog &catalog;
    const std::vector<const CatalogEntry *> &types;
    std::vector<double> &power;
    std::vector<Warning> &warnings;
    NetworkFabricResult f;
    std::vector<int> tier, slot, nodeNics;
    std::map<long long, int> railLeaf;  // (NIC index << 32 | switch slot) -> node NICs cabled there
    std::map<int, int> railNodes;       // NIC index -> node NICs of that index cabled
    std::vector<std::string> oversubscribedIds, unconnectedIds, tooLongIds, pcieIds;
};

} // namespace

NetworkResult NetworkEngine::evaluate(const EngineContext &context, const Needs &)
{
    const Project &project = context.project;
    const Catalog &catalog = context.catalog;
    std::vector<Warning> &warnings = context.warnings;
    NetworkResult result;
    const DeviceIndex ix = buildIndex(project, catalog);
    const std::vector<const CatalogEntry *> types = CableRouter::cableTypes(catalog);
    std::vector<double> power(ix.devs.size(), 0.0);
    int gpuNodes = 0;
    for (const Dev &d : ix.devs)
        gpuNodes += d.node && d.entry->totalGpus() > 0;
    result.computeFabricRequired = gpuNodes > 1;
    bool hasCompute = false;
    for (const Network &n : project.networks) {
        hasCompute = hasCompute || n.role == NetworkRole::Compute;
        result.networks.push_back(FabricEvaluator(n, ix, catalog, types, power, warnings).run());
        result.opticsPowerW += result.networks.back().opticsPowerW;
        result.cableCostUsd += result.networks.back().cableCostUsd;
    }
    if (result.computeFabricRequired && !hasCompute)
        warnings.push_back({WarningCode::NetworkNoComputeFabric,
                            "The design has " + std::to_string(gpuNodes)
                                + " GPU nodes but no compute fabric: multi-node training needs one.",
                            {}, "Generate fabric builds it from the nodes placed."});
    std::map<std::string_view, double> byRack;
    for (size_t i = 0; i < ix.devs.size(); ++i) {
        if (power[i] <= 0)
            continue;
        result.opticsByDevice.push_back({*ix.devs[i].id, *ix.devs[i].rackId, power[i]});
        byRack[*ix.devs[i].rackId] += power[i];
    }
    std::sort(result.opticsByDevice.begin(), result.opticsByDevice.end(),
              [](const DeviceOpticsPower &x, const DeviceOpticsPower &y) { return x.deviceId < y.deviceId; });
    for (const auto &[rack, w] : byRack)
        result.opticsByRack.push_back({{}, std::string(rack), w});
    return result;
}

} // namespace dcs
