// The views of the CDU loops' hydraulics (issue 34 item 4) in the real window, driven with the
// mouse and the keyboard: the Cooling & cost tab's loop table shows the engine's figures for the
// GB200 NVL72 sample and a click on its row selects the loop's CDUs and racks on the floor plan;
// the floor plan's "Liquid loops" colouring, chosen in its combo, turns the racks red when a CDU
// is removed and their loop is short; the rack tooltip gives its flow and pressure drop.
#include "analysis/analysisrunner.h"
#include "cooling/coolingresult.h"
#include "coolingpage.h"
#include "displayformat.h"
#include "document/projectdocument.h"
#include "floorcolourpanel.h"
#include "floorcolouring.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "generator/clustergenerator.h"
#include "io/projectwriter.h"
#include "catalog/catalog.h"
#include "liquidloopspanel.h"
#include "mainwindow.h"
#include "rackitem.h"
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QFile>
#include <QTest>
#include <QToolButton>
#include <algorithm>

using namespace dcs;

class TestHydraulicsUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> mWindow;

    MainWindow &w() { return *mWindow; }
    AnalysisPtr latest() { return w().analysisRunner()->latest(); }
    const HydraulicsResult &hydraulics() { return latest()->cooling->hydraulics; }

    void openGb200()
    {
        mWindow = std::make_unique<MainWindow>(MainWindow::Options{false, false});
        QVERIFY(mWindow->openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/gb200-nvl72-4su.json"), true));
        mWindow->resize(1280, 800);
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
        w().analysisRunner()->runNow();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { openGb200(); }
    void cleanup() { mWindow.reset(); }

    // A hall without facility water (generated with sidecars): the Cooling tab's loop summary says
    // so instead of a liquid class and dry-cooler hours, and the loop's facility column reads
    // "room air"; its secondary supply is the room's 24 C supply air plus the sidecars' 12 K.
    void sidecarHallHasNoFacilityWater()
    {
        GeneratorOptions o;
        o.systemId = "gb200-nvl72";
        o.nodes = 4;
        o.cooling = GeneratorCooling::Sidecar;
        const ClusterGenerator::Result g = ClusterGenerator::generate(o, Catalog::builtIn());
        QVERIFY(g.ok);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sidecar.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(ProjectWriter::toText(g.project)));
        file.close();
        QVERIFY(w().openProject(path, true));
        w().analysisRunner()->runNow();
        QVERIFY(w().showTab(QStringLiteral("Cooling")));
        LiquidLoopsPanel *panel = w().findChild<CoolingPage *>()->loopsPanel();
        QVERIFY2(panel->summary()->text().startsWith(QStringLiteral("No facility water: every loop is liquid-to-air")),
                 qPrintable(panel->summary()->text()));
        QVERIFY(!panel->summary()->text().contains(QStringLiteral("dry coolers")));
        QTableWidget *t = panel->table();
        QCOMPARE(t->rowCount(), 1);
        QCOMPARE(t->item(0, LiquidLoopsPanel::Facility)->text(), QStringLiteral("room air"));
        QCOMPARE(hydraulics().loops[0].secondarySupplyC, 36.0);
        QVERIFY(t->item(0, LiquidLoopsPanel::Secondary)->text().startsWith(QStringLiteral("36 /")));
        QVERIFY2(panel->toggle()->text().contains(QStringLiteral("1 loop, all OK")), qPrintable(panel->toggle()->text()));
    }

    void loopTableShowsTheEnginesFiguresAndSelectsTheLoop()
    {
        QVERIFY(w().showTab(QStringLiteral("Cooling")));
        auto *page = w().findChild<CoolingPage *>();
        QVERIFY(page && page->isVisible());
        LiquidLoopsPanel *panel = page->loopsPanel();
        QTableWidget *t = panel->table();
        QVERIFY(t->isVisible());
        // The sample's six CDUs form the hall's one loop, carrying its 32 GB200 racks.
        const HydraulicsResult &h = hydraulics();
        QCOMPARE(int(h.loops.size()), 1);
        const CduLoopHydraulics &l = h.loops[0];
        QVERIFY(l.carriesHeat);
        QCOMPARE(t->rowCount(), 1);
        const DisplayFormat f;
        QCOMPARE(t->item(0, LiquidLoopsPanel::Loop)->text(), QStringLiteral("CDU-01 +5"));
        QCOMPARE(t->item(0, LiquidLoopsPanel::Racks)->text(), QStringLiteral("32"));
        // Flow: 32 racks x 172.26 L/min against five 1,200 L/min CDUs at N+1.
        QCOMPARE(l.flowUsableLpm, 6000.0);
        QCOMPARE(t->item(0, LiquidLoopsPanel::Flow)->text(),
                 QStringLiteral("%1 / %2 (+%3 %)").arg(f.number(l.flowNeededLpm), f.number(l.flowUsableLpm), f.number(l.flowMarginLpm / l.flowNeededLpm * 100.0)));
        QVERIFY(t->item(0, LiquidLoopsPanel::Flow)->toolTip().startsWith(QStringLiteral("Margin +%1 L/min").arg(f.number(l.flowMarginLpm))));
        QCOMPARE(t->item(0, LiquidLoopsPanel::WorstLoss)->text(),
                 QStringLiteral("%1: %2").arg(QString::fromStdString(l.worstFailureCduId), f.number(l.worstFailureFlowLpm)));
        QCOMPARE(t->item(0, LiquidLoopsPanel::Head)->text(),
                 QStringLiteral("%1 / %2").arg(f.number(l.headNeededKpa), f.number(l.headAvailableKpa)));
        QCOMPARE(t->item(0, LiquidLoopsPanel::CriticalRack)->text(), QString::fromStdString(l.headCriticalRackId));
        // 32 °C facility supply + 3 K approach; the racks warm it 10 K x 165.34 / 172.26 = 9.6 K
        // (the GB200's minimum flow of 1.5 L/min per kW is above what its heat needs at 10 K);
        // the facility water + 10 K.
        QCOMPARE(l.secondarySupplyC, 35.0);
        QCOMPARE(t->item(0, LiquidLoopsPanel::Secondary)->text(), QStringLiteral("35 / 44.6"));
        QCOMPARE(t->item(0, LiquidLoopsPanel::Facility)->text(), f.number(l.facilityFlowLpm));
        QCOMPARE(l.facilityReturnC, 42.0);
        QCOMPARE(t->item(0, LiquidLoopsPanel::Status)->text(), QStringLiteral("OK"));
        // The class line: W32 chosen automatically for the 32 °C supply, and the year's free hours.
        const QString summary = panel->summary()->text();
        QVERIFY2(summary.startsWith(QStringLiteral("ASHRAE W32 (automatic, ≤ 32 °C) at %1 facility supply, %2 return").arg(f.celsius(h.facilitySupplyC, 1), f.celsius(42.0, 1))), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("(%1 h): %2 on dry coolers, %3 on towers.")
                                      .arg(f.number(h.yearHours), f.number(h.dryCoolerHours), f.number(h.towerHours))),
                 qPrintable(summary));
        QVERIFY(panel->toggle()->text().contains(QStringLiteral("1 loop, all OK")));
        // Every column in view at 1280x800: the last one's right edge inside the table.
        QVERIFY(t->horizontalHeader()->sectionViewportPosition(LiquidLoopsPanel::Status) +
                    t->horizontalHeader()->sectionSize(LiquidLoopsPanel::Status) <= t->viewport()->width());

        // A click on the row selects the six CDUs and the 32 racks, on the floor plan.
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, t->visualItemRect(t->item(0, LiquidLoopsPanel::Head)).center());
        std::vector<std::string> selected = w().floorPlan()->selectedIds();
        std::vector<std::string> expected = l.cduIds;
        for (const RackHydraulics &r : l.racks)
            expected.push_back(r.rackId);
        std::sort(selected.begin(), selected.end());
        std::sort(expected.begin(), expected.end());
        QCOMPARE(int(expected.size()), 6 + 32);
        QVERIFY(selected == expected);
        QCOMPARE(w().findChild<QTabWidget *>()->currentWidget(), static_cast<QWidget *>(w().floorPlan()));

        // The title folds the section to its line with a click, and opens it again.
        QVERIFY(w().showTab(QStringLiteral("Cooling")));
        QTest::mouseClick(panel->toggle(), Qt::LeftButton);
        QVERIFY(panel->isFolded());
        QVERIFY(!t->isVisible());
        QTest::mouseClick(panel->toggle(), Qt::LeftButton);
        QVERIFY(t->isVisible());
    }

    void shortLoopTurnsRedInTheLiquidLoopsColouring()
    {
        auto *colours = w().findChild<FloorColourPanel *>();
        QVERIFY(colours);
        auto *rack = qgraphicsitem_cast<RackItem *>(w().floorPlan()->floorScene()->itemFor("R-A01"));
        QVERIFY(rack);
        // The user's way: the combo with the keyboard; "Liquid loops" is the last mode.
        colours->combo()->setFocus();
        QTest::keyClick(colours->combo(), Qt::Key_End);
        QCOMPARE(colours->mode(), FloorColouring::Mode::LiquidLoops);
        QCOMPARE(colours->combo()->currentText(), QStringLiteral("Liquid loops"));
        const FloorColouring::Legend legend = FloorColouring::legend(FloorColouring::Mode::LiquidLoops, w().document()->project());
        const QColor ample = legend.entries[0].colour, tight = legend.entries[1].colour, shortColour = legend.entries[2].colour;
        // 5,512 L/min needed of 6,000 usable: 8.8 %, under the 10 % band: amber.
        const CduLoopHydraulics &before = hydraulics().loops[0];
        QVERIFY(before.flowMarginLpm > 0 && before.flowMarginLpm < 0.1 * before.flowNeededLpm);
        QCOMPARE(rack->fillColour(), tight);
        // The legend names the loop with its flows, in the same colour.
        const auto &entries = colours->legend().entries;
        QVERIFY(std::any_of(entries.begin(), entries.end(), [&](const FloorColouring::LegendEntry &e) {
            return e.colour == tight && e.label.startsWith(QStringLiteral("CDU-01, CDU-02 +4: ")) && e.label.contains(QStringLiteral("L/min"));
        }));
        // The tooltip: the rack's own flow and pressure drop, its loop by its CDUs.
        const RackHydraulics &r = before.racks[0];
        QCOMPARE(QString::fromStdString(r.rackId), QStringLiteral("R-A01"));
        const QLocale loc;
        QVERIFY2(rack->toolTip().contains(QStringLiteral("Liquid loop CDU-01, CDU-02, CDU-03 +3: %1 L/min, %2 kPa pressure drop")
                                              .arg(loc.toString(r.flowLpm, 'f', 1), loc.toString(r.pressureDropKpa, 'f', 0))),
                 qPrintable(rack->toolTip()));
        // One CDU fewer: five at N+1 give 4,800 L/min, short of 5,512: every rack of the loop red.
        w().document()->removeObjects({"CDU-06"});
        w().analysisRunner()->runNow();
        QVERIFY(hydraulics().loops[0].flowMarginLpm < 0);
        QCOMPARE(rack->fillColour(), shortColour);
        QVERIFY(rack->toolTip().contains(QStringLiteral("loop flow short")));
        // A network rack has no cold plates: neutral, not green.
        auto *other = qgraphicsitem_cast<RackItem *>(w().floorPlan()->floorScene()->itemFor("R-NET01"));
        QVERIFY(other);
        QCOMPARE(other->fillColour(), legend.entries[3].colour);
        QVERIFY(other->fillColour() != ample);
        QVERIFY(!other->toolTip().contains(QStringLiteral("Liquid loop")));
        // Undo brings the CDU back and the racks back to amber.
        w().document()->undoStack()->undo();
        w().analysisRunner()->runNow();
        QCOMPARE(rack->fillColour(), tight);
        QTest::keyClick(colours->combo(), Qt::Key_Home);
        QCOMPARE(rack->fillColour(), RackItem::colourFor(RackItem::Role::RackSystem));
    }
};

QTEST_MAIN(TestHydraulicsUi)
#include "test_hydraulics_ui.moc"
