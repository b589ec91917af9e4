// The network UI of issue 5 offscreen: the Fabric dock's Generate button (one undo step, clear
// refusal), undoable settings, the cable overlay toggle, the chart builders against the engine
// numbers, the Network page's table, and the main window's wiring.
#include "analysis/analysisrunner.h"
#include "analysis/analyzer.h"
#include "cableoverlay.h"
#include "cableoverlayitem.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "network/networkresult.h"
#include "fabricdiagram.h"
#include "fabricdiagramview.h"
#include "fabricdock.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "io/projectreader.h"
#include "mainwindow.h"
#include "networkcharts.h"
#include "networkpage.h"
#include <QAction>
#include <QBarSet>
#include <QBarSeries>
#include <QChart>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include "chartpanel.h"

using namespace dcs;

namespace {

Project sample(const char *name)
{
    const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/%1.json").arg(QLatin1String(name)));
    ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
    if (!r.project)
        qFatal("%s", formatErrors(r.errors).c_str());
    return *r.project;
}

// The air-cooled SuperPOD sample without its fabric: 128 DGX H100, 48 QM9700 in place.
Project uncabledSuperpod()
{
    Project p = sample("superpod-h100-air");
    p.networks.clear();
    return p;
}

int overlayItems(QGraphicsScene &scene)
{
    int n = 0;
    for (QGraphicsItem *item : scene.items())
        n += item->type() == CableOverlayItem::Type;
    return n;
}

} // namespace

class TestNetworkUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void generateButtonIsOneUndoStep()
    {
        ProjectDocument doc(Catalog::builtIn());
        const Project before = uncabledSuperpod();
        doc.reset(before);
        FabricDock dock(&doc);
        dock.show();
        QSignalSpy status(&dock, &FabricDock::statusMessage);
        QTest::mouseClick(dock.generateButton(), Qt::LeftButton);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.project().networks.size(), size_t(1));
        // 128 nodes x 8 NICs = 1,024 node links + 32 leaves x 32 uplinks = 2,048 (docs/network.md).
        QCOMPARE(doc.project().networks[0].links.size(), size_t(2048));
        QCOMPARE(status.count(), 1);
        const QString message = status.at(0).at(0).toString();
        QVERIFY2(message.contains(QStringLiteral("32 leaves")) && message.contains(QStringLiteral("16 spines")),
                 qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("2048 links")));
        QCOMPARE(dock.generateButton()->text(), QStringLiteral("Regenerate Fabric"));
        doc.undoStack()->undo();
        QVERIFY(doc.project() == before);
        QCOMPARE(dock.generateButton()->text(), QStringLiteral("Generate Fabric"));
    }

    void generateRefusedSaysWhy()
    {
        ProjectDocument doc(Catalog::builtIn());
        Project empty;
        empty.name = "empty";
        doc.reset(empty);
        FabricDock dock(&doc);
        dock.show();
        QSignalSpy status(&dock, &FabricDock::statusMessage);
        QTest::mouseClick(dock.generateButton(), Qt::LeftButton);
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(status.count(), 1);
        QVERIFY2(status.at(0).at(0).toString().startsWith(QStringLiteral("Cannot generate the fabric")),
                 qPrintable(status.at(0).at(0).toString()));
    }

    void settingsAreUndoable()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(uncabledSuperpod());
        FabricDock dock(&doc);
        dock.show();
        auto *spin = dock.findChild<QDoubleSpinBox *>();
        QVERIFY(spin);
        QCOMPARE(spin->value(), 1.0);
        // No compute network yet: the first edit creates one with this target, as one step.
        spin->setFocus();
        QTest::keyClick(spin, Qt::Key_Up);  // steps of 0.5: 1 -> 1.5 -> 2
        QTest::keyClick(spin, Qt::Key_Up);
        QCOMPARE(doc.undoStack()->count(), 0);  // nothing is pushed while typing
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.project().networks.size(), size_t(1));
        QCOMPARE(doc.project().networks[0].targetOversubscription, 2.0);
        // Generating at 2:1 halves the spines: 32 leaves x ceil(32/2) uplinks = 512 / 64 = 8.
        QVERIFY(dock.generate());
        int spines = 0;
        for (const NetworkSwitch &s : doc.project().networks[0].switches)
            spines += s.tier == SwitchTier::Spine;
        QCOMPARE(spines, 8);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.project().networks.empty());
        QCOMPARE(spin->value(), 1.0);  // the widget follows the design back
    }

    void overlayToggleAddsAndRemovesItem()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(sample("superpod-h100-air"));
        FloorPlanScene scene(&doc);
        CableOverlay overlay(&scene);
        const auto analysis = std::make_shared<const Analysis>(Analyzer::run(doc.project(), doc.catalog()));
        overlay.setAnalysis(analysis);
        QCOMPARE(overlayItems(scene), 0);  // off by default
        overlay.setVisible(true);
        QCOMPARE(overlayItems(scene), 1);
        QCOMPARE(overlay.item()->cableCount(), 2048);
        // Aggregated: far fewer tray stretches than cables, and each stretch carries cables.
        QVERIFY(!overlay.item()->segments().empty());
        QVERIFY(overlay.item()->segments().size() < 2048 / 2);
        for (const CableOverlayItem::Segment &s : overlay.item()->segments())
            QVERIFY(s.cables > 0);
        overlay.setVisible(false);
        QCOMPARE(overlayItems(scene), 0);
        // The scene throws every item away on reset; the next analysis brings the overlay back.
        overlay.setVisible(true);
        scene.rebuild();
        QCOMPARE(overlayItems(scene), 0);
        overlay.setAnalysis(analysis);
        QCOMPARE(overlayItems(scene), 1);
    }

    void overlayAggregatesOneTray()
    {
        // Two racks 3 m apart on one row, 8 links between them: one stretch of 8 cables.
        Project p;
        p.name = "two racks";
        p.hall = {20.0, 10.0, 0.6};
        for (int i = 0; i < 2; ++i) {
            Rack r;
            r.id = "R-" + std::to_string(i);
            r.name = std::to_string(i);
            r.catalogId = "rack-48u-600";
            r.xM = 2.0 + 3.0 * i;
            r.yM = 2.0;
            DevicePlacement d;
            d.id = "D" + std::to_string(i);
            d.catalogId = i == 0 ? "dgx-h100" : "qm9700";
            d.uLow = 20;
            r.devices.push_back(d);
            p.racks.push_back(r);
        }
        Network n;
        n.id = "NET-compute";
        n.switches.push_back({"D1", SwitchTier::Leaf});
        for (int k = 0; k < 8; ++k) {
            NetworkLink l;
            l.aDevice = "D0";
            l.aPort = k;
            l.bDevice = "D1";
            l.bPort = k;
            n.links.push_back(l);
        }
        p.networks.push_back(n);
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(p);
        FloorPlanScene scene(&doc);
        CableOverlay overlay(&scene);
        overlay.setAnalysis(std::make_shared<const Analysis>(Analyzer::run(doc.project(), doc.catalog())));
        overlay.setVisible(true);
        QCOMPARE(overlay.item()->segments().size(), size_t(1));
        const CableOverlayItem::Segment &s = overlay.item()->segments().front();
        QCOMPARE(s.cables, 8);
        QCOMPARE(s.line.length(), 300.0);  // 3 m between the rack centres, in centimetres
    }

    void chartSeriesEqualEngineNumbers()
    {
        const Project p = sample("superpod-h100-air");
        const Analysis a = Analyzer::run(p, Catalog::builtIn());
        const NetworkFabricResult &f = a.network->networks.at(0);
        std::unique_ptr<QChart> lengths(NetworkCharts::cableLengthHistogram(a));
        auto *stacked = qobject_cast<QStackedBarSeries *>(lengths->series().at(0));
        QVERIFY(stacked);
        int set = 0, links = 0;
        for (const CableTally &t : f.cables) {
            if (t.count == 0)
                continue;
            QBarSet *bars = stacked->barSets().at(set++);
            QCOMPARE(bars->label(), NetworkCharts::cableLabel(t));
            QVERIFY(QString::fromStdString(t.name).startsWith(bars->label()));
            QCOMPARE(bars->count(), NetworkResult::kLengthBins);
            for (int b = 0; b < NetworkResult::kLengthBins; ++b) {
                QCOMPARE(bars->at(b), double(t.lengthBins[size_t(b)]));
                links += int(bars->at(b));
            }
        }
        QCOMPARE(set, stacked->count());
        QCOMPARE(links, 2048);  // every link is in one bin
        QCOMPARE(NetworkCharts::lengthBinLabels().size(), NetworkResult::kLengthBins);

        std::unique_ptr<QChart> tiers(NetworkCharts::tierBandwidth(a));
        auto *bars = qobject_cast<QBarSeries *>(tiers->series().at(0));
        QVERIFY(bars);
        QBarSet *down = bars->barSets().at(0), *up = bars->barSets().at(1);
        QCOMPARE(down->count(), 2);  // leaf and spine
        // Leaves: 32 x 32 ports x 400 Gb/s = 409.6 Tb/s down and the same up (1:1).
        QCOMPARE(down->at(0), 409.6);
        QCOMPARE(up->at(0), 409.6);
        // Spines: 16 x 64 ports x 400 Gb/s = 409.6 Tb/s down, nothing above them.
        QCOMPARE(down->at(1), 409.6);
        QCOMPARE(up->at(1), 0.0);
    }

    void networkPageTableAndDiagram()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(sample("superpod-h100-air"));
        NetworkPage page(&doc);
        page.resize(1200, 800);
        page.show();
        const auto analysis = std::make_shared<const Analysis>(Analyzer::run(doc.project(), doc.catalog()));
        page.setAnalysis(analysis);
        const NetworkFabricResult &f = analysis->network->networks.at(0);
        int types = 0;
        for (const CableTally &t : f.cables)
            types += t.count > 0;
        QTableWidget *table = page.cableTable();
        QCOMPARE(table->rowCount(), types + 1);  // one row per type used + the total
        QCOMPARE(table->item(types, 1)->data(Qt::UserRole).toInt(), 2048);
        QCOMPARE(table->item(types, 5)->data(Qt::UserRole).toDouble(), f.cableCostUsd);
        const FabricDiagram::Data &d = page.diagram()->data();
        QCOMPARE(d.leaves, 32);
        QCOMPARE(d.spines, 16);
        QCOMPARE(d.nodes, 128);
        QCOMPARE(d.suNodes, 32);
        QVERIFY(page.lengthChart()->chart());
    }

    void diagramAggregatesLargeFabrics()
    {
        // stress-16k generated: 512 leaves, 512 spines, 256 cores must still draw legibly and fast.
        FabricDiagram::Data d;
        d.cores = 256;
        d.spines = 512;
        d.leaves = 512;
        d.nodes = 2048;
        d.gpus = 16384;
        d.nodeLinks = 16384;
        QImage image(900, 400, QImage::Format_RGB32);
        QPainter painter(&image);
        QElapsedTimer timer;
        timer.start();
        FabricDiagram::paint(&painter, QRectF(0, 0, 900, 400), d);
        QVERIFY(timer.elapsed() < 500);  // generous: it is a few hundred shapes, not 1,280 boxes
    }

    void mainWindowWiring()
    {
        MainWindow w({false, false});
        QVERIFY(w.openProject(QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/superpod-h100-air.json")),
                              true));
        w.analysisRunner()->runNow();
        QVERIFY(w.showTab(QStringLiteral("Network")));
        QVERIFY(w.findChild<FabricDock *>());
        auto *routes = w.findChild<QAction *>(QStringLiteral("showCableRoutes"));
        QVERIFY(routes);
        QVERIFY(!routes->isChecked());
        QCOMPARE(overlayItems(*w.floorPlan()->floorScene()), 0);
        routes->trigger();
        QCOMPARE(overlayItems(*w.floorPlan()->floorScene()), 1);
        routes->trigger();
        QCOMPARE(overlayItems(*w.floorPlan()->floorScene()), 0);
    }
};

QTEST_MAIN(TestNetworkUi)
#include "test_network_ui.moc"
