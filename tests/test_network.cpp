// Network fabric (issue 5): topology arithmetic (REFERENCE.md 2 and 5), the generator on small
// hand-built halls, the engine's ratios, cable lengths and types (REFERENCE.md 1.3), warnings,
// the "networks" file section and its bad inputs.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "network/cablerouter.h"
#include "cooling/coolingengine.h"
#include "cost/costengine.h"
#include "power/powerengine.h"
#include "planners/fabricgenerator.h"
#include "planners/fabricplanner.h"
#include "inventory/inventoryresult.h"
#include "network/networkengine.h"
#include "training/trainingresult.h"
#include "io/networkio.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include <QTest>
#include <algorithm>
#include <map>
#include <set>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

Q_DECLARE_METATYPE(std::string)

namespace {

const Catalog &cat() { return Catalog::builtIn(); }

Rack rackAt(const std::string &name, double x, double y, int rot = 0)
{
    Rack r;
    r.id = "R-" + name;
    r.name = name;
    r.catalogId = "rack-48u-600";
    r.xM = x;
    r.yM = y;
    r.rotationDeg = rot;
    return r;
}

void addDevice(Rack &r, const std::string &suffix, const std::string &catalogId, int u)
{
    DevicePlacement d;
    d.id = r.name + "-" + suffix;
    d.catalogId = catalogId;
    d.uLow = u;
    r.devices.push_back(d);
}

// `nodes` DGX H100 (or `system`) in rows of 16 racks of 4 (0.6 m wide, rows 2.4 m apart),
// starting at x = 3.0 m; `switches` QM9700 in a network rack at the right end of the first row.
Project hall(int nodes, int switches, const std::string &system = "dgx-h100")
{
    Project p;
    p.name = "test";
    p.hall = {40.0, 30.0, 0.6};
    int placed = 0;
    for (int rack = 0; placed < nodes; ++rack) {
        const int row = rack / 16, col = rack % 16;
        Rack r = rackAt("C" + std::to_string(rack), 3.0 + col * 0.6, 2.4 + row * 2.4, row % 2 ? 180 : 0);
        const int h = cat().find(system)->heightU;
        for (int i = 0; i < 4 && placed < nodes; ++i, ++placed)
            addDevice(r, "N" + std::to_string(i + 1), system, 3 + i * h);
        p.racks.push_back(r);
    }
    if (switches > 0) {
        Rack n = rackAt("NL", 3.0 + 16 * 0.6, 2.4);
        for (int i = 0; i < switches; ++i)
            addDevice(n, "SW" + std::to_string(i + 1), "qm9700", 20 + i);
        p.racks.push_back(n);
    }
    return p;
}

// `systems` GB200 NVL72 racks in rows of 8 (one scalable unit a row; 0.6 m wide, 1.2 m deep,
// rows 3.0 m apart), starting at x = 3.0 m; no switches: the generator adds network racks.
Project systemHall(int systems, const std::string &system = "gb200-nvl72")
{
    Project p;
    p.name = "rack-scale";
    p.hall = {40.0, 30.0, 0.6};
    for (int i = 0; i < systems; ++i) {
        Rack r = rackAt("G" + std::to_string(i), 3.0 + (i % 8) * 0.6, 2.4 + (i / 8) * 3.0);
        r.catalogId = system;
        p.racks.push_back(r);
    }
    return p;
}

// A GB200 NVL72 "R-A" at (0, 0) and a QM9700 "B-SW1" at U20 of a rack at (3.0, 2.4).
Project systemAndSwitch()
{
    Project p;
    p.hall = {10, 10, 0.6};
    Rack a = rackAt("A", 0, 0), b = rackAt("B", 3.0, 2.4);
    a.catalogId = "gb200-nvl72";
    addDevice(b, "SW1", "qm9700", 20);
    p.racks = {a, b};
    return p;
}

// The file is refused with an error at `path` whose message holds `fragment`.
void refusedAt(const json &doc, const std::string &path, const std::string &fragment)
{
    const ReadResult r = ProjectReader::readJson(doc, "bad.json", cat());
    QVERIFY(!r.project);
    bool found = false;
    for (const LoadError &e : r.errors)
        found = found || (e.path == path && e.message.find(fragment) != std::string::npos);
    QVERIFY2(found, formatErrors(r.errors).c_str());
}

const Warning *findWarning(const std::vector<Warning> &ws, const std::string &code)
{
    for (const Warning &w : ws)
        if (w.key() == code)
            return &w;
    return nullptr;
}

NetworkResult evaluate(const Project &p, std::vector<Warning> &ws) { return NetworkEngine::evaluate({p, cat(), ws}); }

} // namespace

class TestNetwork : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void leafPortsSplit_data()
    {
        QTest::addColumn<int>("radix");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<int>("down");
        QTest::newRow("64 ports 1:1") << 64 << 1.0 << 32;   // 64 x 1/2 = 32 down, 32 up
        QTest::newRow("64 ports 2:1") << 64 << 2.0 << 42;   // floor(64 x 2/3) = 42 down, 22 up
        QTest::newRow("64 ports 3:1") << 64 << 3.0 << 48;   // 64 x 3/4 = 48 down, 16 up
        QTest::newRow("40 ports 1:1") << 40 << 1.0 << 20;
    }
    void leafPortsSplit()
    {
        QFETCH(int, radix);
        QFETCH(double, ratio);
        QFETCH(int, down);
        QCOMPARE(FabricPlanner::leafDownPorts(radix, ratio), down);
    }

    void planner_data()
    {
        QTest::addColumn<int>("fullLeaves");   // leaves with 32 downlinks
        QTest::addColumn<int>("partLeaves");   // leaves with 1 downlink (a partial scalable unit)
        QTest::addColumn<double>("ratio");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        // One SU (8 rails x 32 nodes): 8 leaves x 32 uplinks = 256 / 64 ports = 4 spines.
        QTest::newRow("1 SU 1:1") << 8 << 0 << 1.0 << 2 << 4 << 0;
        // 2:1: ceil(32 / 2) = 16 uplinks per leaf, 8 x 16 = 128 / 64 = 2 spines.
        QTest::newRow("1 SU 2:1") << 8 << 0 << 2.0 << 2 << 2 << 0;
        // Two-tier limit: k = 64 leaves x 32 = 2048 endpoints (k^2/2); 2048 / 64 = 32 spines.
        QTest::newRow("k^2/2 endpoints") << 64 << 0 << 1.0 << 2 << 32 << 0;
        // 2049 endpoints (one more node: a 9th SU with 8 one-port leaves) -> 72 leaves > 64: core.
        // Pods of 32 leaves: 32 + 32 spines (1024 / 32 down each) + 1 spine for 8 uplinks = 65;
        // spine uplinks 64 x 32 + 8 = 2056 -> ceil(2056 / 64) = 33 cores.
        QTest::newRow("first core") << 64 << 8 << 1.0 << 3 << 65 << 33;
        // stress-16k: 512 leaves -> 16 pods x 32 spines = 512; 512 x 32 / 64 = 256 cores (k-ary
        // fat tree: 5k^2/4 = 5120 switches at k^3/4 = 65,536 hosts; a quarter of that here).
        QTest::newRow("16k GPUs") << 512 << 0 << 1.0 << 3 << 512 << 256;
    }
    void planner()
    {
        QFETCH(int, fullLeaves);
        QFETCH(int, partLeaves);
        QFETCH(double, ratio);
        QFETCH(int, tiers);
        QFETCH(int, spines);
        QFETCH(int, cores);
        FabricPlanner::Input in;
        in.radix = 64;
        in.oversubscription = ratio;
        in.leavesPerGroup = 8;
        in.leafDown.assign(size_t(fullLeaves), 32);
        in.leafDown.insert(in.leafDown.end(), size_t(partLeaves), 1);
        const FabricPlanner::Plan plan = FabricPlanner::plan(in);
        QVERIFY(plan.ok);
        QCOMPARE(plan.tiers, tiers);
        QCOMPARE(plan.spines, spines);
        QCOMPARE(plan.cores, cores);
        // Every spine and core stays within its 64 ports.
        std::vector<int> load(size_t(plan.spines + plan.cores), 0);
        for (const auto &[l, s] : plan.leafSpine)
            ++load[size_t(s)];
        for (const auto &[s, c] : plan.spineCore) {
            ++load[size_t(s)];
            ++load[size_t(plan.spines + c)];
        }
        for (int n : load)
            QVERIFY(n <= 64);
    }

    void oneScalableUnit()
    {
        // 32 DGX H100 (8 rails) and 12 QM9700 in place: 8 leaves + 4 spines, all reused.
        const Project p = hall(32, 12);
        const FabricGenerator::Result r = FabricGenerator::generate(p, cat());
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.tiers, 2);
        QCOMPARE(r.leaves, 8);
        QCOMPARE(r.spines, 4);
        QCOMPARE(r.cores, 0);
        QCOMPARE(r.newSwitches, 0);
        QCOMPARE(r.links, 32 * 8 + 8 * 32);  // 256 node links + 256 leaf-spine links
        // Regenerating with nothing changed changes nothing.
        const FabricGenerator::Result again = FabricGenerator::generate(r.project, cat());
        QVERIFY(again.ok);
        QVERIFY(again.project.networks == r.project.networks);
        QVERIFY(again.project.racks == r.project.racks);
        // Rail-optimised: NIC i of every node lands on the same (rail-i) leaf.
        const Network &n = r.project.networks.at(0);
        for (const NetworkLink &l : n.links)
            if (l.aDevice.find("-N") != std::string::npos && l.aPort == 3)
                QCOMPARE(l.bDevice, n.switches[3].deviceId);
        std::vector<Warning> ws;
        const NetworkResult nr = evaluate(r.project, ws);
        const NetworkFabricResult &f = nr.networks.at(0);
        QCOMPARE(f.leaves, 8);
        QCOMPARE(f.spines, 4);
        QCOMPARE(f.leafOversubscription, 1.0);         // 32 x 400 down / 32 x 400 up per leaf
        QCOMPARE(f.endToEndOversubscription, 1.0);
        QCOMPARE(f.bisectionGbps, 256 * 400 / 2.0);    // 256 NICs x 400 Gb/s / 2 / 1 = 51,200
        QCOMPARE(f.perGpuCrossLeafGbps, 400.0);        // 8 x 400 Gb/s per 8 GPUs / 1
        QCOMPARE(f.perGpuCrossLeafGbytesPerS, 50.0);   // 400 / 8
        QCOMPARE(f.maxSwitchHops, 3);                  // leaf - spine - leaf
        QCOMPARE(f.nicsConnected, 256);
        for (const SwitchPortUse &u : f.switches)
            QCOMPARE(u.portsUsed, u.tier == SwitchTier::Leaf ? 64 : 64);  // leaves 32+32, spines 8 x 8
        QVERIFY(!findWarning(ws, "network.oversubscribed"));
        QVERIFY(!findWarning(ws, "network.unconnected_nics"));
        QVERIFY(f.opticsPowerW > 0);
        double byDevice = 0;
        for (const DeviceOpticsPower &d : nr.opticsByDevice)
            byDevice += d.powerW;
        QVERIFY(qAbs(byDevice - f.opticsPowerW) < 1e-6);
    }

    void twoToOne()
    {
        Project p = hall(32, 12);
        Network n = FabricGenerator::defaultComputeNetwork();
        n.targetOversubscription = 2.0;
        p.networks.push_back(n);
        const FabricGenerator::Result r = FabricGenerator::generate(p, cat());
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.leaves, 8);
        QCOMPARE(r.spines, 2);  // 8 leaves x ceil(32/2) = 128 uplinks / 64
        std::vector<Warning> ws;
        const NetworkFabricResult f = evaluate(r.project, ws).networks.at(0);
        QCOMPARE(f.leafOversubscription, 2.0);       // 32 x 400 / 16 x 400
        QCOMPARE(f.endToEndOversubscription, 2.0);
        QCOMPARE(f.perGpuCrossLeafGbps, 200.0);      // 400 / 2 (REFERENCE.md 5)
        QCOMPARE(f.bisectionGbps, 256 * 400 / 2.0 / 2.0);
        QVERIFY(!findWarning(ws, "network.oversubscribed"));  // 2:1 is the target
        // The same fabric against a 1:1 target is oversubscribed.
        Project strict = r.project;
        strict.networks[0].targetOversubscription = 1.0;
        ws.clear();
        evaluate(strict, ws);
        QVERIFY(findWarning(ws, "network.oversubscribed"));
    }

    void crossLeafShareFeedsTraining_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<double>("share");
        // Rail-optimised, one unit of 32 nodes: each rail on one leaf, no same-rank peer behind the spine.
        QTest::newRow("1 SU rail") << 32 << "rail" << 0.0;
        // Two units: per rail 64 NICs on 2 leaves of 32: 1 - 2 x 32 x 31 / (64 x 63) = 32/63.
        QTest::newRow("2 SU rail") << 64 << "rail" << 32.0 / 63.0;
        // Leaf/spine filling leaves in order: 4 whole nodes per 32-port leaf, 16 leaves; per NIC
        // index 64 NICs, 4 per leaf: 1 - 16 x 4 x 3 / (64 x 63) = 20/21.
        QTest::newRow("64 leaf-spine") << 64 << "leaf-spine" << 20.0 / 21.0;
    }
    void crossLeafShareFeedsTraining()
    {
        // Issue 12, defect 3: the fabric as cabled sets the training engine's cross-node bandwidth.
        QFETCH(int, nodes);
        QFETCH(QString, topology);
        QFETCH(double, share);
        auto build = [&](double ratio) {
            Project p = hall(nodes, 0);
            p.workload.autoParallelism = false;  // one plan for both fabrics: TP 8 in the node, DP over the NICs
            p.workload.tp = 8;
            p.workload.pp = 1;
            Network n = FabricGenerator::defaultComputeNetwork();
            n.targetOversubscription = ratio;
            n.topology = topology == QLatin1String("rail") ? NetworkTopology::RailOptimized : NetworkTopology::LeafSpine;
            p.networks.push_back(n);
            const FabricGenerator::Result r = FabricGenerator::generate(p, cat());
            if (!r.ok)
                qFatal("%s", r.error.c_str());
            return r.project;
        };
        const Project one = build(1.0), two = build(2.0);
        std::vector<Warning> ws;
        const NetworkFabricResult f = evaluate(two, ws).networks.at(0);
        QCOMPARE(f.nicsPerNode, 8.0);
        QCOMPARE(f.nicGbps, 400.0);
        QCOMPARE(f.perGpuNodeLinkGbps, 400.0);         // 8 x 400 Gb/s per 8 GPUs
        QCOMPARE(f.endToEndOversubscription, 2.0);     // 32 down / 16 up per leaf
        // `share` is the 1:1 fabric's (32 down ports per leaf). At 2:1 a leaf takes 42: rail leaves
        // still hold one unit's 32 NICs (same share); leaf/spine packs 5.25 nodes per leaf.
        const double share1 = evaluate(one, ws).networks.at(0).peerCrossLeafShare;
        QVERIFY2(qAbs(share1 - share) < 1e-12, qPrintable(QString::number(share1)));
        if (topology == QLatin1String("rail"))
            QVERIFY(qAbs(f.peerCrossLeafShare - share) < 1e-12);
        else
            QVERIFY(f.peerCrossLeafShare > 0.9 && f.peerCrossLeafShare < 1);
        share = f.peerCrossLeafShare;

        const Analysis a1 = Analyzer::run(one, cat()), a2 = Analyzer::run(two, cat());
        QCOMPARE(a2.training->interNodeSource, std::string("fabric"));
        QCOMPARE(a2.training->interNodeNetworkId, std::string("NET-compute"));
        // 400 Gb/s / 8 x 0.94 = 47 GB/s at 1:1; at 2:1 / (1 + share x (2 - 1)).
        QVERIFY(qAbs(a1.training->interNodeBytesPerS - 47e9) < 1);
        QVERIFY(qAbs(a2.training->interNodeBytesPerS - 47e9 / (1 + share)) < 1);
        qDebug("%s: plan %d/%d/%d -> %d/%d/%d, days %.3f -> %.3f, exposed %.4f -> %.4f", QTest::currentDataTag(),
               a1.training->plan.tp, a1.training->plan.pp, a1.training->plan.dp, a2.training->plan.tp, a2.training->plan.pp,
               a2.training->plan.dp, a1.training->days, a2.training->days, a1.training->exposedCommShare, a2.training->exposedCommShare);
        if (share > 0) {
            QVERIFY(a2.training->days > a1.training->days);
            QVERIFY(a2.training->exposedCommShare > a1.training->exposedCommShare);
        } else {
            QCOMPARE(a2.training->days, a1.training->days);  // same-rail traffic never leaves its leaf
        }
        const json j = Analyzer::toJson(two, a2);
        QCOMPARE(j["network"]["networks"][0]["peer_cross_leaf_share"].get<double>(), f.peerCrossLeafShare);
        QCOMPARE(j["training"]["inter_node"]["source"].get<std::string>(), std::string("fabric"));
    }

    void coreTierAndLimit()
    {
        // 256 nodes = 2048 endpoints: two tiers (64 leaves, 32 spines). 257: three tiers.
        {
            const FabricGenerator::Result r = FabricGenerator::generate(hall(256, 0), cat());
            QVERIFY2(r.ok, r.error.c_str());
            QCOMPARE(r.tiers, 2);
            QCOMPARE(r.leaves, 64);
            QCOMPARE(r.spines, 32);
            QCOMPARE(r.newSwitches, 96);
            QCOMPARE(r.newRacks, 6);  // ceil(96 / 16 switches per new rack)
            std::vector<Warning> ws;
            QCOMPARE(evaluate(r.project, ws).networks.at(0).twoTierMaxEndpoints, 2048);  // 64 x 32
            QVERIFY(!findWarning(ws, "network.two_tier_limit"));
        }
        const FabricGenerator::Result r = FabricGenerator::generate(hall(257, 0), cat());
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.tiers, 3);
        QCOMPARE(r.leaves, 72);
        QCOMPARE(r.spines, 65);
        QCOMPARE(r.cores, 33);
        std::vector<Warning> ws;
        const NetworkFabricResult f = evaluate(r.project, ws).networks.at(0);
        QCOMPARE(f.maxSwitchHops, 5);
        QCOMPARE(f.nicsConnected, 257 * 8);
        QVERIFY(!findWarning(ws, "network.two_tier_limit"));
        QVERIFY(!findWarning(ws, "network.oversubscribed"));
        // The same leaves under spines with the core removed: past the two-tier limit.
        Project flat = r.project;
        Network &n = flat.networks[0];
        std::erase_if(n.switches, [](const NetworkSwitch &s) { return s.tier == SwitchTier::Core; });
        ws.clear();
        evaluate(flat, ws);
        QVERIFY(findWarning(ws, "network.two_tier_limit"));
    }

    void regenerateKeepsManualLinks()
    {
        Project p = hall(32, 12);
        FabricGenerator::Result first = FabricGenerator::generate(p, cat());
        QVERIFY(first.ok);
        Project q = first.project;
        // A manual link: node C0-N1 NIC 0 straight to the last free... spare switch SW12 port 0.
        Network &n = q.networks[0];
        std::erase_if(n.links, [](const NetworkLink &l) { return l.aDevice == "C0-N1" && l.aPort == 0; });
        NetworkLink manual;
        manual.aDevice = "C0-N1";
        manual.aPort = 0;
        manual.bDevice = "NL-SW12";
        manual.bPort = 0;
        manual.manual = true;
        n.links.push_back(manual);
        // Four more nodes in a new rack: a second (partial) scalable unit.
        Rack extra = rackAt("C8", 3.0 + 8 * 0.6, 2.4);
        for (int i = 0; i < 4; ++i)
            addDevice(extra, "N" + std::to_string(i + 1), "dgx-h100", 3 + 8 * i);
        q.racks.push_back(extra);
        const FabricGenerator::Result again = FabricGenerator::generate(q, cat());
        QVERIFY2(again.ok, again.error.c_str());
        QCOMPARE(again.keptManualLinks, 1);
        // SU 2 has 4 nodes: 8 more leaves with 4 down, 4 up -> (8 x 32 + 8 x 4) / 64 = 4.5 -> 5 spines.
        QCOMPARE(again.leaves, 16);
        QCOMPARE(again.spines, 5);
        std::vector<Warning> ws;
        const NetworkFabricResult f = evaluate(again.project, ws).networks.at(0);
        QCOMPARE(f.nicsConnected, 36 * 8);
        QVERIFY(!findWarning(ws, "network.unconnected_nics"));
        const auto &links = again.project.networks[0].links;
        QCOMPARE(std::count_if(links.begin(), links.end(), [](const NetworkLink &l) { return l.manual; }), 1L);
        // Nodes placed after generation show up as unconnected until the next generation.
        q.networks[0] = first.project.networks[0];
        ws.clear();
        evaluate(q, ws);
        const Warning *w = findWarning(ws, "network.unconnected_nics");
        QVERIFY(w);
        QVERIFY(w->message.find("32 of 288") != std::string::npos);  // 4 nodes x 8 NICs of 36 x 8
    }

    void cableLength()
    {
        // Rack A at (0, 0), rack B at (3.0, 2.4), both 0.6 x 1.2 m, front to +y.
        // Centres (0.3, 0.6) and (3.3, 3.0): Manhattan 3.0 + 2.4 = 5.4 m.
        // DGX H100 at U3 (8U): centre (3 - 1 + 4) x 0.04445 = 0.2667 m above U1, + 0.05 plinth;
        //   up to the 2.6 m tray: 2.6 - 0.05 - 0.2667 = 2.2833 m.
        // QM9700 at U20 (1U): (20 - 1 + 0.5) x 0.04445 = 0.866775 m; up 2.6 - 0.05 - 0.866775 = 1.683225 m.
        // Total 5.4 + 2.2833 + 1.683225 + 1.0 slack = 10.366525 m.
        Project p;
        p.hall = {10, 10, 0.6};
        Rack a = rackAt("A", 0, 0), b = rackAt("B", 3.0, 2.4);
        addDevice(a, "N1", "dgx-h100", 3);
        addDevice(b, "SW1", "qm9700", 20);
        addDevice(a, "SW2", "qm9700", 20);
        p.racks = {a, b};
        const auto ix = [&](const Rack &r, size_t d) {
            return CableRouter::endPoint(r, *cat().find("rack-48u-600"), r.name == "A" ? 0 : 1, r.devices[d],
                                         cat().find(r.devices[d].catalogId));
        };
        CableRouting routing;
        QVERIFY(qAbs(CableRouter::lengthM(ix(a, 0), ix(b, 0), routing) - 10.366525) < 1e-9);
        // Same rack, direct: |0.866775 - 0.2667| + 1.0 = 1.600075 m.
        QVERIFY(qAbs(CableRouter::lengthM(ix(a, 0), ix(a, 1), routing) - 1.600075) < 1e-9);
        // Via the tray instead: 2.2833 + 1.683225 + 1.0 = 4.966525 m.
        routing.sameRackDirect = false;
        QVERIFY(qAbs(CableRouter::lengthM(ix(a, 0), ix(a, 1), routing) - 4.966525) < 1e-9);
        // 10% slack on the routed length: 9.366525 x 1.1 + 1.0 = 11.3031775 m.
        routing.slackFraction = 0.1;
        QVERIFY(qAbs(CableRouter::lengthM(ix(a, 0), ix(b, 0), routing) - 11.3031775) < 1e-9);

        // Through the engine: a manual link A-N1:0 -> B-SW1:0, 10.37 m -> multimode optics.
        Network n = FabricGenerator::defaultComputeNetwork();
        n.switches = {{"B-SW1", SwitchTier::Leaf}, {"A-SW2", SwitchTier::Leaf}};
        n.links.push_back({"A-N1", 0, "B-SW1", 0, 0, {}, 0, true});
        n.links.push_back({"A-N1", 1, "A-SW2", 0, 0, {}, 0, true});
        p.networks.push_back(n);
        std::vector<Warning> ws;
        const NetworkFabricResult f = evaluate(p, ws).networks.at(0);
        QVERIFY(qAbs(f.linkMeasures[0].lengthM - 10.366525) < 1e-9);
        QCOMPARE(f.cables[size_t(f.linkMeasures[0].cable)].cableId, std::string("ndr-mmf-sr4-50m"));
        QCOMPARE(f.cables[size_t(f.linkMeasures[1].cable)].cableId, std::string("ndr-dac-3m"));
        // Optics power: multimode 9 W at the NIC + 7.5 W at the switch; DAC 0.1 + 0.1 W.
        QVERIFY(qAbs(f.opticsPowerW - (9 + 7.5 + 0.1 + 0.1)) < 1e-9);
        // Cost: MMF 60 + 4 x 10.366525 + 2 x 700 = 1501.4661; DAC 120 + 30 x 1.600075 = 168.00225.
        QVERIFY(qAbs(f.cableCostUsd - (1501.4661 + 168.00225)) < 1e-6);
        QCOMPARE(f.cables[size_t(f.linkMeasures[0].cable)].lengthBins[5], 1);  // bins <1,<2,<3,<5,<10,<20: 10-20 m is bin 5
    }

    void cableByReach_data()
    {
        QTest::addColumn<double>("length");
        QTest::addColumn<double>("speed");
        QTest::addColumn<std::string>("cable");
        QTest::newRow("0.5 m") << 0.5 << 400.0 << std::string("ndr-dac-3m");
        QTest::newRow("3 m: DAC limit") << 3.0 << 400.0 << std::string("ndr-dac-3m");
        QTest::newRow("3.01 m") << 3.01 << 400.0 << std::string("ndr-acc-5m");
        QTest::newRow("5 m: ACC limit") << 5.0 << 400.0 << std::string("ndr-acc-5m");
        QTest::newRow("5.01 m") << 5.01 << 400.0 << std::string("ndr-mmf-sr4-50m");
        QTest::newRow("50 m: MMF limit") << 50.0 << 400.0 << std::string("ndr-mmf-sr4-50m");
        QTest::newRow("50.01 m") << 50.01 << 400.0 << std::string("ndr-smf-dr4-500m");
        QTest::newRow("500 m") << 500.0 << 400.0 << std::string("ndr-smf-dr4-500m");
        QTest::newRow("600 m: too long, longest") << 600.0 << 400.0 << std::string("ndr-smf-dr4-500m");
        QTest::newRow("200G link on a DAC") << 2.0 << 200.0 << std::string("ndr-dac-3m");
        // 800G types (the 2 m 800G DAC sorts first by reach; 400G links above keep 400G types).
        QTest::newRow("800G 1 m: 800G DAC") << 1.0 << 800.0 << std::string("800g-dac-2m");
        QTest::newRow("800G 4 m: no 800G copper, 800G multimode") << 4.0 << 800.0 << std::string("800g-mmf-sr8-50m");
        QTest::newRow("800G 300 m") << 300.0 << 800.0 << std::string("800g-smf-dr8-500m");
        QTest::newRow("800G 600 m: too long, longest 800G") << 600.0 << 800.0 << std::string("800g-smf-dr8-500m");
        QTest::newRow("1.6T: none fast, by reach") << 4.0 << 1600.0 << std::string("ndr-acc-5m");
    }
    void cableByReach()
    {
        QFETCH(double, length);
        QFETCH(double, speed);
        QFETCH(std::string, cable);
        const auto types = CableRouter::cableTypes(cat());
        QCOMPARE(types.size(), size_t(7));  // four NDR 400G types and three 800G types
        const int i = CableRouter::choose(types, length, speed);
        QVERIFY(i >= 0);
        QCOMPARE(types[size_t(i)]->id, cable);
    }

    // Mixed speeds: a link takes the slowest type fast enough for it, even where a faster type
    // reaches less far and so sorts first; a faster type only when no slower one covers the
    // length. A switch port reserves optics of the cables that fit it.
    void cableBySpeedTier()
    {
        auto make = [](const char *id, double speed, double reach, double switchEndW) {
            CatalogEntry e;
            e.id = id;
            e.kind = CatalogKind::Cable;
            e.cable = CableSpec{};
            e.cable->speedGbps = speed;
            e.cable->maxLengthM = reach;
            e.cable->switchEndPowerW = switchEndW;
            return e;
        };
        const CatalogEntry dac800 = make("dac800", 800, 2, 0.1), dac400 = make("dac400", 400, 3, 0.1),
                           mmf400 = make("mmf400", 400, 50, 7.5), mmf800 = make("mmf800", 800, 50, 15),
                           smf800 = make("smf800", 800, 500, 17);
        // Reach order, as cableTypes() sorts them.
        const std::vector<const CatalogEntry *> types{&dac800, &dac400, &mmf400, &mmf800, &smf800};
        auto pick = [&](double m, double gbps) { return types[size_t(CableRouter::choose(types, m, gbps))]->id; };
        QCOMPARE(pick(1.0, 400), std::string("dac400"));   // not the 2 m 800G DAC that sorts first
        QCOMPARE(pick(1.0, 800), std::string("dac800"));
        QCOMPARE(pick(2.5, 800), std::string("mmf800"));   // no 800G copper reaches 2.5 m
        QCOMPARE(pick(40.0, 400), std::string("mmf400"));  // the 400G optic, though equal in reach
        QCOMPARE(pick(100.0, 400), std::string("smf800")); // no 400G type covers 100 m
        QCOMPARE(pick(900.0, 400), std::string("smf800")); // too long: the longest fast type
        QCOMPARE(pick(900.0, 200), std::string("smf800"));
        QCOMPARE(CableRouter::worstSwitchEndW(types, 400), 7.5);   // 800G optics do not fit a 400G port
        QCOMPARE(CableRouter::worstSwitchEndW(types, 100), 7.5);   // carried by the 400G types
        QCOMPARE(CableRouter::worstSwitchEndW(types, 800), 17.0);
        QCOMPARE(CableRouter::worstSwitchEndW(types, 1600), 17.0); // none that fast: every type
    }

    void linkTooLongAndRoceAndPcie()
    {
        Project p = hall(2, 1, "pcie-h100-8gpu");
        Network n = FabricGenerator::defaultComputeNetwork();
        n.topology = NetworkTopology::LeafSpine;  // all 8 NICs on one leaf
        n.technology = NetworkTechnology::Roce400;
        n.switchCatalogId = "qm9700";
        n.roce.pfc = false;
        p.networks.push_back(n);
        FabricGenerator::Result r = FabricGenerator::generate(p, cat());
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.tiers, 1);  // 8 NICs on one leaf
        r.project.networks[0].links[0].lengthM = 80;            // forced: beyond multimode
        r.project.networks[0].links[0].cableId = "ndr-mmf-sr4-50m";
        std::vector<Warning> ws;
        evaluate(r.project, ws);
        QVERIFY(findWarning(ws, "network.link_too_long"));
        QVERIFY(findWarning(ws, "network.roce_lossless"));
        QVERIFY(findWarning(ws, "network.pcie_only_gpus"));
        r.project.networks[0].roce = {true, true, 9000};
        ws.clear();
        evaluate(r.project, ws);
        QVERIFY(!findWarning(ws, "network.roce_lossless"));
        // No compute network at all for several GPU nodes: an info.
        ws.clear();
        evaluate(hall(8, 0), ws);
        QVERIFY(findWarning(ws, "network.no_compute_fabric"));
    }

    void roundTripAndDocument()
    {
        const FabricGenerator::Result r = FabricGenerator::generate(hall(32, 12), cat());
        QVERIFY(r.ok);
        const json doc = ProjectWriter::toJson(r.project);
        const ReadResult back = ProjectReader::readJson(doc, "net.json", cat());
        QVERIFY2(back.project, formatErrors(back.errors).c_str());
        QVERIFY(back.project->networks == r.project.networks);

        ProjectDocument d(cat());
        d.reset(hall(32, 12));
        QString why;
        QVERIFY2(d.generateFabric({}, &why), qPrintable(why));
        QCOMPARE(d.project().networks.size(), size_t(1));
        QCOMPARE(d.project().networks[0].links.size(), size_t(512));
        QCOMPARE(d.undoStack()->count(), 1);
        // Settings are editable by network id, validated like a file.
        QVERIFY2(d.setProperty("NET-compute", "target_oversubscription", 2.0, &why), qPrintable(why));
        QVERIFY(!d.setProperty("NET-compute", "target_oversubscription", 0.5, &why));
        d.undoStack()->undo();
        d.undoStack()->undo();
        QVERIFY(d.project().networks.empty());
        QVERIFY(!d.generateFabric("no-such-net", &why));
    }

    void badFiles_data()
    {
        QTest::addColumn<std::string>("patch");  // JSON merged into networks[0]
        QTest::addColumn<std::string>("path");
        QTest::addColumn<std::string>("fragment");
        QTest::newRow("dangling device") << std::string(R"({"links": [{"a": "nope", "a_port": 0, "b": "NL-SW1", "b_port": 0}]})")
                                         << std::string("/networks/0/links/0/a") << std::string("no device or rack-scale system 'nope'");
        QTest::newRow("port out of range") << std::string(R"({"links": [{"a": "C0-N1", "a_port": 0, "b": "NL-SW1", "b_port": 65}]})")
                                           << std::string("/networks/0/links/0/b_port") << std::string("out of range");
        QTest::newRow("port used twice") << std::string(R"({"links": [{"a": "C0-N1", "a_port": 0, "b": "NL-SW1", "b_port": 0},
                                                                   {"a": "C0-N1", "a_port": 0, "b": "NL-SW1", "b_port": 1}]})")
                                         << std::string("/networks/0/links/1/a_port") << std::string("already cabled");
        QTest::newRow("negative port") << std::string(R"({"links": [{"a": "C0-N1", "a_port": -1, "b": "NL-SW1", "b_port": 0}]})")
                                       << std::string("/networks/0/links/0/a_port") << std::string("");
        QTest::newRow("unknown technology") << std::string(R"({"technology": "token-ring"})")
                                            << std::string("/networks/0/technology") << std::string("token-ring");
        QTest::newRow("node as switch") << std::string(R"({"switches": [{"device_id": "C0-N1", "tier": "leaf"}]})")
                                        << std::string("/networks/0/switches/0/device_id") << std::string("not a switch");
        QTest::newRow("unknown tier") << std::string(R"({"switches": [{"device_id": "NL-SW1", "tier": "top"}]})")
                                      << std::string("/networks/0/switches/0/tier") << std::string("top");
        QTest::newRow("cable not a cable") << std::string(R"({"links": [{"a": "C0-N1", "a_port": 0, "b": "NL-SW1", "b_port": 0, "cable": "qm9700"}]})")
                                           << std::string("/networks/0/links/0/cable") << std::string("not a cable");
        QTest::newRow("ratio below 1") << std::string(R"({"target_oversubscription": 0.5})")
                                       << std::string("/networks/0/target_oversubscription") << std::string("");
        QTest::newRow("switch model not a switch") << std::string(R"({"switch_catalog_id": "dgx-h100"})")
                                                   << std::string("/networks/0/switch_catalog_id") << std::string("not a switch");
        QTest::newRow("mtu too small") << std::string(R"({"roce": {"mtu": 100}})")
                                       << std::string("/networks/0/roce/mtu") << std::string("");
        QTest::newRow("id clash") << std::string(R"({"id": "R-C0"})")
                                  << std::string("/networks/0/id") << std::string("already used");
    }
    void badFiles()
    {
        QFETCH(std::string, patch);
        QFETCH(std::string, path);
        QFETCH(std::string, fragment);
        json doc = ProjectWriter::toJson(hall(4, 1));
        json net = {{"id", "NET-x"}};
        net.merge_patch(json::parse(patch));
        doc["networks"] = json::array({net});
        refusedAt(doc, path, fragment);
    }

    void rackScaleFabric_data()
    {
        QTest::addColumn<std::string>("system");
        QTest::addColumn<std::string>("switchModel");
        QTest::addColumn<int>("systems");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<double>("nicGbps");
        // GB200 NVL72 on Quantum-2 QM9700 (64 x 400G; 32 down, 32 up): 576 NICs -> 576 / 32 = 18
        // leaves, 18 x 32 / 64 = 9 spines; 1,152 -> 36 and 18. The DGX SuperPOD B200 table on the
        // same QM9700 (1,024 GPUs: 32 leaves, 16 spines; 2,048: 64 and 32) is this rule: one leaf
        // per 32 NICs, one spine per 64.
        QTest::newRow("GB200, one SU") << std::string("gb200-nvl72") << std::string("qm9700") << 8 << 18 << 9 << 400.0;
        QTest::newRow("GB200, two SU, 16 racks") << std::string("gb200-nvl72") << std::string("qm9700") << 16 << 36 << 18 << 400.0;
        // GB300 NVL72 (72 x ConnectX-8 800G) on Quantum-X800 Q3400 (144 x 800G; 72 down, 72 up):
        // 576 NICs -> 8 leaves, 8 x 72 / 144 = 4 spines; 1,152 -> 16 and 8. The DGX SuperPOD B300
        // (XDR) reference architecture's table, 576 GPUs per SU on Q3400: 1 SU 8 leaves, 4 spines,
        // 576 + 576 cables; 2 SU 16 leaves, 8 spines, 1,152 + 1,152.
        QTest::newRow("GB300, one SU") << std::string("gb300-nvl72") << std::string("q3400") << 8 << 8 << 4 << 800.0;
        QTest::newRow("GB300, two SU, 16 racks") << std::string("gb300-nvl72") << std::string("q3400") << 16 << 16 << 8 << 800.0;
    }
    void rackScaleFabric()
    {
        // Issue 33 item 2. A GB200 (GB300) NVL72 has 18 compute trays of 4 ConnectX-7 400G
        // (ConnectX-8 800G) NICs: 72 fabric ports, one per GPU (NVIDIA DGX SuperPOD reference
        // architectures). Its scalable unit is 8 racks (576 GPUs).
        QFETCH(std::string, system);
        QFETCH(std::string, switchModel);
        QFETCH(int, systems);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(double, nicGbps);
        Project hall = systemHall(systems, system);
        Network net = FabricGenerator::defaultComputeNetwork(true);
        net.switchCatalogId = switchModel;
        hall.networks.push_back(net);
        const int nics = 72 * systems;
        const FabricGenerator::Result r = FabricGenerator::generate(hall, cat());
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.tiers, 2);
        QCOMPARE(r.leaves, leaves);
        QCOMPARE(r.spines, spines);
        QCOMPARE(r.cores, 0);
        QCOMPARE(r.links, nics + nics);  // node-leaf + leaf-spine
        QVERIFY(r.newRacks > 0);
        const Network &n = r.project.networks.at(0);
        QCOMPARE(n.suNodes, FabricGenerator::kRackScaleSuSystems);
        // Rail-optimised: within a unit, NIC p of its 8 systems share one leaf, and a leaf holds
        // whole rails only (4 rails of 8 NICs on 32 down ports).
        std::map<std::pair<int, int>, std::set<std::string>> leavesOfRail;  // (unit, port) -> leaves
        std::map<std::string, std::set<int>> railsOfLeaf;
        for (const NetworkLink &l : n.links) {
            if (l.aDevice.rfind("R-G", 0) != 0)
                continue;
            const int unit = std::stoi(l.aDevice.substr(3)) / 8;
            leavesOfRail[{unit, l.aPort}].insert(l.bDevice);
            railsOfLeaf[l.bDevice].insert(l.aPort);
        }
        QCOMPARE(int(leavesOfRail.size()), 72 * (systems / 8));
        for (const auto &[rail, leaves] : leavesOfRail)
            QCOMPARE(int(leaves.size()), 1);
        // Whole rails on each leaf: its down ports / 8 NICs a rail (QM9700 32 / 8 = 4, Q3400 72 / 8 = 9).
        for (const auto &[leaf, rails] : railsOfLeaf)
            QCOMPARE(int(rails.size()), nics / leaves / 8);

        std::vector<Warning> ws;
        const NetworkResult nr = evaluate(r.project, ws);
        const NetworkFabricResult &f = nr.networks.at(0);
        QCOMPARE(f.nodes, systems);
        QCOMPARE(f.gpus, 72 * systems);
        QCOMPARE(f.nicsTotal, nics);
        QCOMPARE(f.nicsConnected, nics);
        QCOMPARE(f.nodeLinks, nics);
        QCOMPARE(f.leafSpineLinks, nics);
        QCOMPARE(f.danglingLinks, 0);
        QCOMPARE(f.endToEndOversubscription, 1.0);
        QCOMPARE(f.perGpuCrossLeafGbps, nicGbps);  // 72 NICs per 72 GPUs, non-blocking
        QVERIFY(f.opticsPowerW > 0);
        QVERIFY(f.cableCostUsd > 0);
        QVERIFY(!findWarning(ws, "network.unconnected_nics"));
        QVERIFY(!findWarning(ws, "network.no_compute_fabric"));
        // The systems' optics are theirs (by rack id) and reach the power engine by rack.
        const auto sys = std::find_if(nr.opticsByDevice.begin(), nr.opticsByDevice.end(),
                                      [](const DeviceOpticsPower &d) { return d.deviceId == "R-G0"; });
        QVERIFY(sys != nr.opticsByDevice.end());
        QCOMPARE(sys->rackId, std::string("R-G0"));

        // Saved and read back with its links; deleting a system takes its 72 links, undo returns them.
        const ReadResult back = ProjectReader::readJson(ProjectWriter::toJson(r.project), "gb.json", cat());
        QVERIFY2(back.project, formatErrors(back.errors).c_str());
        QVERIFY(back.project->networks == r.project.networks);
        ProjectDocument d(cat());
        d.reset(r.project);
        d.removeObjects({"R-G0"});
        QCOMPARE(int(d.project().networks[0].links.size()), 2 * nics - 72);
        d.undoStack()->undo();
        QVERIFY(d.project().networks == r.project.networks);
        // A system with links cannot become a plain rack: its links would name ports that are
        // gone and the saved file could not be read. Refused with the reason; nothing changes.
        QString why;
        QVERIFY(!d.setProperty("R-G0", "catalog_id", "rack-48u-600", &why));
        QVERIFY2(why.contains(QStringLiteral("72 fabric link(s)")) && why.contains(QStringLiteral("no network ports")), qPrintable(why));
        QCOMPARE(d.project().racks.front().catalogId, system);
    }

    void rackScaleCableLength()
    {
        // A GB200 NVL72 at (0, 0): footprint 0.6 x 1.2 m, centre (0.3, 0.6); its NICs are measured
        // from half its 48U: 24 x 0.04445 = 1.0668 m above U1; up to the 2.6 m tray:
        // 2.6 - 0.05 - 1.0668 = 1.4832 m. A QM9700 at U20 of a rack at (3.0, 2.4): up 1.683225 m
        // (cableLength above). Manhattan 3.0 + 2.4 = 5.4 m. Total 5.4 + 1.4832 + 1.683225 + 1.0
        // slack = 9.566425 m.
        Project p = systemAndSwitch();
        Network n = FabricGenerator::defaultComputeNetwork(true);
        n.switches = {{"B-SW1", SwitchTier::Leaf}};
        n.links.push_back({"R-A", 71, "B-SW1", 0, 0, {}, 0, true});
        p.networks.push_back(n);
        std::vector<Warning> ws;
        const NetworkFabricResult f = evaluate(p, ws).networks.at(0);
        QVERIFY(f.linkMeasures[0].valid);
        QVERIFY(qAbs(f.linkMeasures[0].lengthM - 9.566425) < 1e-9);
        QCOMPARE(f.cables[size_t(f.linkMeasures[0].cable)].cableId, std::string("ndr-mmf-sr4-50m"));
        QCOMPARE(f.nodes, 1);
        QCOMPARE(f.nicsConnected, 1);
        QCOMPARE(f.nicsTotal, 72);
    }

    void rackScaleBadLinks_data()
    {
        QTest::addColumn<std::string>("links");
        QTest::addColumn<std::string>("path");
        QTest::addColumn<std::string>("fragment");
        // A GB200 NVL72 has 72 fabric ports (0-71).
        QTest::newRow("tray port beyond the system") << std::string(R"([{"a": "R-A", "a_port": 72, "b": "B-SW1", "b_port": 0}])")
                                                     << std::string("/networks/0/links/0/a_port") << std::string("'R-A' has 72 ports (0 to 71, 18 compute trays of 4)");
        QTest::newRow("a plain rack") << std::string(R"([{"a": "R-B", "a_port": 0, "b": "B-SW1", "b_port": 0}])")
                                      << std::string("/networks/0/links/0/a") << std::string("no device or rack-scale system 'R-B'");
        QTest::newRow("system as switch") << std::string("[]") << std::string("/networks/0/switches/1/device_id")
                                          << std::string("not a switch");
    }
    void rackScaleBadLinks()
    {
        QFETCH(std::string, links);
        QFETCH(std::string, path);
        QFETCH(std::string, fragment);
        Project p = systemAndSwitch();
        json doc = ProjectWriter::toJson(p);
        json net = {{"id", "NET-x"}, {"switches", json::array({{{"device_id", "B-SW1"}, {"tier", "leaf"}}})},
                    {"links", json::parse(links)}};
        if (path.find("switches/1") != std::string::npos)
            net["switches"].push_back({{"device_id", "R-A"}, {"tier", "leaf"}});
        doc["networks"] = json::array({net});
        refusedAt(doc, path, fragment);
    }

    void evaluateJson()
    {
        const FabricGenerator::Result r = FabricGenerator::generate(hall(32, 12), cat());
        const Analysis a = Analyzer::run(r.project, cat());
        const json j = Analyzer::toJson(r.project, a).at("network");
        const json &n = j.at("networks").at(0);
        QCOMPARE(n.at("switches").at("leaf").get<int>(), 8);
        QCOMPARE(n.at("switches").at("spine").get<int>(), 4);
        QCOMPARE(n.at("links").at("total").get<int>(), 512);
        QCOMPARE(n.at("oversubscription").at("end_to_end").get<double>(), 1.0);
        QCOMPARE(n.at("bisection_bandwidth_gbps").get<double>(), 51200.0);
        int cables = 0;
        for (const json &t : n.at("cables").at("by_type"))
            cables += t.at("count").get<int>();
        QCOMPARE(cables, 512);
        QVERIFY(j.at("warnings").is_array());
    }

    // Issue 5: the optics of every link end draw power through their device's PSUs.
    void opticsPowerReachesPowerEngine()
    {
        const FabricGenerator::Result r = FabricGenerator::generate(hall(32, 12), cat());
        QVERIFY2(r.ok, r.error.c_str());
        std::vector<Warning> ws;
        const PowerResult bare = PowerEngine::evaluate({r.project, cat(), ws}, {});
        const Analysis a = Analyzer::run(r.project, cat());
        auto rackW = [](const PowerResult &pr, const std::string &id) {
            for (const RackPower &rp : pr.racks)
                if (rp.id == id)
                    return rp.powerW;
            return -1.0;
        };
        QCOMPARE(rackW(bare, "R-C0"), 40800.0);  // 4 DGX H100 x 10,200 W nameplate
        // Every node link spans more than 5 m to the leaf rack (x 3.0..7.2 m -> 12.6 m), so it is
        // multimode SR4 with 9 W at the NIC end: + 4 nodes x 8 NICs x 9 W = 288 W.
        QCOMPARE(rackW(a.power, "R-C0"), 41088.0);
        QVERIFY(a.network->opticsPowerW > 0);
        QVERIFY(qAbs(a.power->itDesignW - bare.itDesignW - a.network->opticsPowerW) < 1e-6);
    }

    // Issue 5 + 4: the optics' power is heat in the room air, so the cooling engine sees it in
    // both architectures' IT power and in the rack's air heat of the capacity checks.
    void opticsHeatReachesCoolingEngine()
    {
        const FabricGenerator::Result r = FabricGenerator::generate(hall(32, 12), cat());
        QVERIFY2(r.ok, r.error.c_str());
        std::vector<Warning> ws;
        const CoolingResult bare = CoolingEngine::evaluate({r.project, cat(), ws}, {});
        const Analysis a = Analyzer::run(r.project, cat());
        const double optics = a.network->opticsPowerW;
        QVERIFY(optics > 0);
        QCOMPARE(a.cooling->air.itPowerW, bare.air.itPowerW + optics);
        QCOMPARE(a.cooling->liquid.itPowerW, bare.liquid.itPowerW + optics);
        QCOMPARE(a.cooling->air.airHeatW, bare.air.airHeatW + optics);
        QCOMPARE(a.cooling->air.itNameplateW, bare.air.itNameplateW + optics);
        // The densest rack: 4 DGX H100 at 10,200 W nameplate + 288 W of NIC optics (see above).
        const auto density = std::find_if(a.cooling->checks.begin(), a.cooling->checks.end(),
                                          [](const CapacityCheck &c) { return c.kind == CapacityCheck::Kind::RackDensity; });
        QVERIFY(density != a.cooling->checks.end());
        QVERIFY(density->loadW >= 40800.0 + 288.0 - 1e-6);
    }

    // Issue 5: cables, fibre and transceivers are bought with the equipment.
    void cablingInCapex()
    {
        // An empty design: the IT line is the cables alone, 1,000 USD x 0.5 in both bills.
        Project p;
        p.cooling.cost.siteCurrencyPerUsd = 0.5;
        p.cooling.cost.monteCarloSamples = 0;
        const InventoryResult inv;
        const CoolingResult cooling;
        NetworkResult net;
        net.cableCostUsd = 1000;
        std::vector<Warning> w;
        auto itLine = [](const ArchitectureCost &k) {
            for (const CostLine &l : k.capex)
                if (l.item == "Servers, switches, cables and optics")
                    return l.total;
            return 0.0;
        };
        const CostResult c = CostEngine::evaluate({p, cat(), w}, {inv, cooling, &net});
        QCOMPARE(c.cablingUsd, 1000.0);
        QCOMPARE(itLine(c.reference), 500.0);
        QCOMPARE(itLine(c.candidate), 500.0);
        QCOMPARE(itLine(CostEngine::evaluate({p, cat(), w}, {inv, cooling}).reference), 0.0);  // no network, nothing placed
        // Through the Analyzer, the generated fabric's cables reach the IT line with the
        // servers and switches (list prices of every IT device placed).
        const FabricGenerator::Result r = FabricGenerator::generate(hall(32, 12), cat());
        const Analysis a = Analyzer::run(r.project, cat());
        QVERIFY(a.network->cableCostUsd > 0);
        QCOMPARE(a.cost->cablingUsd, a.network->cableCostUsd);
        double devicesUsd = 0;
        for (const Rack &rack : r.project.racks)
            for (const DevicePlacement &d : rack.devices)
                if (const CatalogEntry *e = cat().find(d.catalogId); e && !e->cooling)
                    devicesUsd += e->listPriceUsd;
        const double rate = r.project.cooling.cost.siteCurrencyPerUsd;
        QVERIFY(qAbs(itLine(a.cost->reference) - (devicesUsd + a.network->cableCostUsd) * rate) < 1e-3);
    }
};

QTEST_GUILESS_MAIN(TestNetwork)
#include "test_network.moc"
