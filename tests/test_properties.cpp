// Property tests (issue 17): properties that must hold for every input of a family, checked over
// many inputs drawn with a fixed seed (so a failure reproduces).
// 1. Any sequence of edits (add, move, rotate, mount, connect, delete), undone completely, gives
//    back the saved file byte for byte; redone completely, the file after the edits.
// 2. The generator over a grid of its options gives designs without error warnings, and
//    regenerating the fabric of such a design a second time changes nothing.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "network/cablerouter.h"
#include "planners/fabricgenerator.h"
#include "generator/clustergenerator.h"
#include "generator/generatorsizing.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include <QDir>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <random>

using namespace dcs;

namespace {

const Catalog &cat()
{
    return Catalog::builtIn();
}

// Picks uniformly from [0, n).
size_t pick(std::mt19937 &rng, size_t n)
{
    return std::uniform_int_distribution<size_t>(0, n - 1)(rng);
}

std::vector<std::string> objectIds(const Project &p)
{
    std::vector<std::string> ids;
    for (const Rack &r : p.racks)
        ids.push_back(r.id);
    for (const FloorEquipment &e : p.equipment)
        ids.push_back(e.id);
    return ids;
}

} // namespace

class TestProperties : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoAllRedoAllRestoreTheFile()
    {
        const ReadResult start = ProjectReader::readFile(
            QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/minimal-v2.json")), cat());
        QVERIFY(start.project);
        Project p = *start.project;
        p.hall.widthM = 30;  // room for the racks the edits add
        p.hall.depthM = 20;
        ProjectDocument doc(cat());
        doc.reset(p);
        const std::string saved = ProjectWriter::toText(doc.project());

        std::mt19937 rng(17);  // issue 17
        const int kOps = 10000;
        int applied = 0, counter = 0;
        std::vector<std::pair<int, std::string>> checkpoints;  // undo index -> file text
        for (int op = 0; op < kOps; ++op) {
            const Project &now = doc.project();
            const std::vector<std::string> ids = objectIds(now);
            const int before = doc.undoStack()->count();
            switch (pick(rng, 6)) {
            case 0: {  // add a rack at a tile position
                Rack r;
                r.id = doc.uniqueId("R-P");
                r.name = r.id;
                r.catalogId = "rack-48u-600";
                r.xM = 0.6 * double(pick(rng, 45));
                r.yM = 0.6 * double(pick(rng, 28));
                r.rotationDeg = int(pick(rng, 4)) * 90;
                r.powerBudgetKw = 45;
                RackPdu a;
                a.id = r.id + "-PDU-A1";
                a.catalogId = "pdu-415v-60a-wye";
                r.pdus.push_back(a);
                doc.addObjects({r}, {});
                break;
            }
            case 1:  // move one object by whole tiles
                if (!ids.empty())
                    doc.moveObjects({ids[pick(rng, ids.size())]}, 0.6 * (double(pick(rng, 5)) - 2.0),
                                    0.6 * (double(pick(rng, 5)) - 2.0), 0, nullptr);
                break;
            case 2:
                if (!ids.empty())
                    doc.rotateObjects({ids[pick(rng, ids.size())]}, nullptr);
                break;
            case 3:  // mount a 1U switch at a random U of a random rack
                if (!now.racks.empty()) {
                    const Rack &r = now.racks[pick(rng, now.racks.size())];
                    DevicePlacement d;
                    d.id = doc.uniqueId("SW-P" + std::to_string(++counter));
                    d.catalogId = "sn2201";
                    d.uLow = 1 + int(pick(rng, 48));
                    doc.mountDevice(r.id, d, nullptr);
                }
                break;
            case 4: {  // plug or unplug a PSU of a mounted device
                std::vector<std::pair<const Rack *, const DevicePlacement *>> devices;
                for (const Rack &r : now.racks)
                    for (const DevicePlacement &d : r.devices)
                        devices.push_back({&r, &d});
                if (!devices.empty()) {
                    const auto [rack, device] = devices[pick(rng, devices.size())];
                    const std::string pdu = rack->pdus.empty() || pick(rng, 4) == 0 ? std::string()
                                                                                     : rack->pdus[pick(rng, rack->pdus.size())].id;
                    doc.setPowerConnection(device->id, int(pick(rng, 2)), pdu, int(pick(rng, 36)), nullptr);
                }
                break;
            }
            default:
                if (!ids.empty() && pick(rng, 3) == 0)  // deletes rarer than adds, so the design grows
                    doc.removeObjects({ids[pick(rng, ids.size())]});
                break;
            }
            if (doc.undoStack()->count() > before)
                ++applied;
            if (op % 1000 == 999)
                checkpoints.push_back({doc.undoStack()->index(), ProjectWriter::toText(doc.project())});
        }
        // Enough of the edits were accepted for the property to mean something.
        QVERIFY2(applied > kOps / 4, qPrintable(QString::number(applied)));
        const std::string edited = ProjectWriter::toText(doc.project());
        QVERIFY(edited != saved);

        QUndoStack *stack = doc.undoStack();
        auto next = checkpoints.rbegin();
        while (stack->canUndo()) {
            while (next != checkpoints.rend() && next->first == stack->index()) {
                QVERIFY2(ProjectWriter::toText(doc.project()) == next->second,
                         qPrintable(QStringLiteral("undo to step %1").arg(next->first)));
                ++next;
            }
            stack->undo();
        }
        QVERIFY(ProjectWriter::toText(doc.project()) == saved);
        while (stack->canRedo())
            stack->redo();
        QVERIFY(ProjectWriter::toText(doc.project()) == edited);
    }

    void generatorGrid_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("cooling");
        QTest::addColumn<int>("fabric");
        QTest::addColumn<bool>("power2N");
        QTest::addColumn<int>("coolingRedundancy");
        // Every system, size, cooling and fabric; the redundancies cycle so that every value of
        // each meets every cooling (a full product would be 4 x 3 x 3 x 4 x 2 x 3 = 864 designs).
        const char *systems[] = {"dgx-h100", "dgx-b200", "dgx-a100", "gb200-nvl72"};
        const int sizes[] = {2, 16, 64};
        const GeneratorCooling coolings[] = {GeneratorCooling::Air, GeneratorCooling::Liquid, GeneratorCooling::Hybrid};
        const GeneratorFabric fabrics[] = {GeneratorFabric::RailOptimized, GeneratorFabric::LeafSpine,
                                           GeneratorFabric::ThreeTier, GeneratorFabric::None};
        const CoolingRedundancy redundancies[] = {CoolingRedundancy::N, CoolingRedundancy::NPlus1, CoolingRedundancy::TwoN};
        int i = 0;
        for (const char *s : systems)
            for (int n : sizes)
                for (GeneratorCooling c : coolings)
                    for (GeneratorFabric f : fabrics) {
                        const bool twoN = i % 2 == 0;
                        const CoolingRedundancy r = redundancies[(i / 2) % 3];
                        QTest::addRow("%s x%d %s %s %s cooling %d", s, n, generatorCoolingName(c), generatorFabricName(f),
                                      twoN ? "2N" : "N", int(r))
                            << QString::fromLatin1(s) << n << int(c) << int(f) << twoN << int(r);
                        ++i;
                    }
        QTest::newRow("dgx-h100 x512 liquid (issue 17)") << "dgx-h100" << 512 << int(GeneratorCooling::Liquid)
                                                         << int(GeneratorFabric::RailOptimized) << true
                                                         << int(CoolingRedundancy::NPlus1);
    }
    void generatorGrid()
    {
        QFETCH(QString, system);
        QFETCH(int, nodes);
        QFETCH(int, cooling);
        QFETCH(int, fabric);
        QFETCH(bool, power2N);
        QFETCH(int, coolingRedundancy);
        GeneratorOptions o;
        o.systemId = system.toStdString();
        o.nodes = nodes;
        o.cooling = GeneratorCooling(cooling);
        o.fabric = GeneratorFabric(fabric);
        o.power2N = power2N;
        o.coolingRedundancy = CoolingRedundancy(coolingRedundancy);
        QVERIFY(validateOptions(o, cat()).empty());
        const ClusterGenerator::Result r = ClusterGenerator::generate(o, cat(), false);
        if (!r.ok) {
            // A refusal is allowed only with a reason the user can act on ("... choose liquid
            // cooling", "... choose a larger PDU"), never for a 2N liquid design of a server.
            QVERIFY(!r.errors.empty());
            QVERIFY2(r.errors.front().find("choose") != std::string::npos, r.errors.front().c_str());
            QVERIFY2(!(o.cooling == GeneratorCooling::Liquid && o.power2N), r.errors.front().c_str());
            return;
        }
        const Analysis a = Analyzer::run(r.project, cat());
        std::string errors;
        for (const Warning &w : a.warnings)
            if (w.severity == Warning::Severity::Error)
                errors += w.key() + ": " + w.message + "\n";
        QVERIFY2(errors.empty(), errors.c_str());

        // Regenerating the fabric: once may re-route, twice must change nothing.
        if (!r.project.networks.empty()) {
            const FabricGenerator::Result once = FabricGenerator::generate(r.project, cat());
            QVERIFY2(once.ok, once.error.c_str());
            const FabricGenerator::Result twice = FabricGenerator::generate(once.project, cat());
            QVERIFY2(twice.ok, twice.error.c_str());
            QVERIFY(ProjectWriter::toText(once.project) == ProjectWriter::toText(twice.project));
        }
    }

    void generatorSizesPdusForTheWorstSingleFailure()
    {
        // The two defects the grid above found (issue 17), as the sizing rules that fix them.
        // 415 V / 60 A wye PDU: sqrt(3) x 415 x 60 x 0.8 x 1.0 = 34,503 W; target 0.9 x 0.85 = 0.765
        // -> 26,395 W a PDU may carry.
        const PowerSettings ps;
        const PduSpec &pdu = *cat().find("pdu-415v-60a-wye")->pdu;
        const double capW = GeneratorSizing::pduCapacityW(pdu, ps);
        QVERIFY(qAbs(capW - 34503.3) < 1.0);
        // 6 liquid DGX A100 + the management switch: 6 x 6,500 + 150 = 39,150 W. Two feeds: the
        // other feed's PDUs carry it all, ceil(39,150 / 26,395) = 2. One feed: the loss of a PDU
        // leaves the others, so 2 + 1 = 3 (with 2 the survivor carried 115.6 %).
        QCOMPARE(GeneratorSizing::pdusPerFeedForLoad(39150, capW, GeneratorSizing::loadingTarget(ps), true), 2);
        QCOMPARE(GeneratorSizing::pdusPerFeedForLoad(39150, capW, GeneratorSizing::loadingTarget(ps), false), 3);
        QCOMPARE(GeneratorSizing::survivingPdus(3, false), 2);
        QCOMPARE(GeneratorSizing::survivingPdus(2, true), 2);
        // A 20 A bank at 415/sqrt(3) = 239.6 V: 20 x 0.8 x 239.6 = 3,834 W, 2,933 W within the target.
        QVERIFY(qAbs(GeneratorSizing::bankCapacityW(pdu, ps) - 3833.7) < 1.0);
        // QM9700: 1,500 W + 64 ports x 8.5 W (the single-mode DR4 end, the most of any cable) = 2,044 W.
        const CatalogEntry &qm = *cat().find("qm9700");
        QCOMPARE(GeneratorSizing::switchDrawW(qm, CableRouter::cableTypes(cat())), 2044.0);
        // After a feed loss each cord carries its whole switch: 2,933 / 2,044 -> one cord per bank
        // (two were 3,960 W, 103 %); a 1,000 W cord fits twice, the bank's two outlets.
        QCOMPARE(GeneratorSizing::cordsPerBank(pdu, ps, 2044.0), 1);
        QCOMPARE(GeneratorSizing::cordsPerBank(pdu, ps, 1000.0), 2);

        // The designs themselves: one feed, liquid DGX A100 racks of 6 get 3 PDUs; 64 air DGX A100
        // on a rail-optimised fabric put at most 12 switches (one cord per bank of a 12-bank PDU)
        // in a network rack with one PDU per feed.
        GeneratorOptions o;
        o.systemId = "dgx-a100";
        o.nodes = 16;
        o.cooling = GeneratorCooling::Liquid;
        o.power2N = false;
        ClusterGenerator::Result r = ClusterGenerator::generate(o, cat(), false);
        QVERIFY(r.ok);
        QCOMPARE(r.plan.nodesPerRack, 6);
        QCOMPARE(r.plan.pdusPerFeed, 3);
        o.nodes = 64;
        o.cooling = GeneratorCooling::Air;
        o.power2N = true;
        o.fabric = GeneratorFabric::RailOptimized;
        r = ClusterGenerator::generate(o, cat(), false);
        QVERIFY(r.ok);
        QCOMPARE(r.plan.pdusPerFeed, 1);
        int most = 0;
        for (const Rack &rack : r.project.racks)
            most = std::max(most, int(std::count_if(rack.devices.begin(), rack.devices.end(),
                                                    [](const DevicePlacement &d) { return d.catalogId == "qm9700"; })));
        QCOMPARE(most, 12);
        for (bool twoN : {true, false}) {
            o.power2N = twoN;
            r = ClusterGenerator::generate(o, cat(), false);
            QVERIFY(r.ok);
            for (const Warning &w : Analyzer::run(r.project, cat()).warnings)
                QVERIFY2(w.severity != Warning::Severity::Error, (w.key() + ": " + w.message).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestProperties)
#include "test_properties.moc"
