// The thermal map in the studio (issue 16): colour-by "Room temperature" / "Inlet temperature"
// chosen on the floor plan's panel with the mouse and the keyboard shows the heat map and its
// legend, rack tooltips carry the inlet, and the Thermal section of the Cooling & cost tab lists
// the failure scan, whose rows select the unit and its racks. Offscreen, real widgets.
#include "analysis/analysisrunner.h"
#include "coolingpage.h"
#include "floorcolourpanel.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "inspectordock.h"
#include "mainwindow.h"
#include "rackitem.h"
#include "thermaloverlayitem.h"
#include "thermalpanel.h"
#include <QComboBox>
#include <QToolButton>
#include <QLabel>
#include <QTableWidget>
#include <QTabWidget>
#include <QTest>
#include <algorithm>

using namespace dcs;

namespace {
ThermalOverlayItem *overlayOf(QGraphicsScene *scene)
{
    for (QGraphicsItem *item : scene->items())
        if (auto *o = qgraphicsitem_cast<ThermalOverlayItem *>(item))
            return o;
    return nullptr;
}
} // namespace

class TestThermalUi : public QObject
{
    Q_OBJECT
private slots:
    void colourByTemperatureShowsTheMapAndLegend()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.analysisRunner()->runNow();
        auto *panel = w.findChild<FloorColourPanel *>();
        QVERIFY(panel);
        if (panel->isCollapsed())
            QTest::mouseClick(panel->toggle(), Qt::LeftButton);
        QComboBox *combo = panel->combo();
        QVERIFY(combo->isVisible());
        // Choose with the keyboard: focus the combo by a click, close its popup, End = last mode.
        QTest::mouseClick(combo, Qt::LeftButton);
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : combo, Qt::Key_Escape);
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_End);
        QCOMPARE(combo->currentText(), QStringLiteral("Room temperature"));
        QCOMPARE(panel->mode(), FloorColouring::Mode::RoomTemperature);
        // The legend names the A1 limits (the sample's class), one entry per colour bin.
        const FloorColouring::Legend &legend = panel->legend();
        QVERIFY(legend.entries.size() >= 6);
        QVERIFY(legend.entries[1].label.contains(QStringLiteral("18 °C")));
        QVERIFY(legend.entries[1].label.contains(QStringLiteral("27 °C")));
        QVERIFY(legend.entries[2].label.contains(QStringLiteral("32 °C")));
        // The heat map lies under the racks, and the panel draws the legend's colours.
        ThermalOverlayItem *overlay = overlayOf(w.floorPlan()->floorScene());
        QVERIFY(overlay && overlay->isVisible());
        const QImage shot = panel->grab().toImage();
        bool greenSwatch = false;
        for (int y = 0; y < shot.height() && !greenSwatch; ++y)
            for (int x = 0; x < shot.width() && !greenSwatch; ++x)
                greenSwatch = shot.pixelColor(x, y) == legend.entries[1].colour;
        QVERIFY(greenSwatch);
        // Rack tooltips carry the inlet of the thermal map.
        auto *rack = qgraphicsitem_cast<RackItem *>(w.floorPlan()->floorScene()->itemFor("R-A01"));
        QVERIFY(rack);
        QVERIFY(rack->toolTip().contains(QStringLiteral("Inlet")));
        // A click on the rack shows its inlet in the inspector.
        FloorPlanView *view = w.floorPlan();
        view->centerOn(rack);
        const QPoint at = view->mapFromScene(rack->sceneBoundingRect().center());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(view->selectedIds(), std::vector<std::string>{"R-A01"});
        auto *inspector = w.findChild<InspectorDock *>();
        QVERIFY(inspector);
        bool inletShown = false;
        for (QLabel *label : inspector->findChildren<QLabel *>())
            inletShown = inletShown || label->text().contains(QStringLiteral("°C mean"));
        QVERIFY(inletShown);
        // One up: "Inlet temperature" colours the racks only; the floor map goes away.
        QTest::keyClick(combo, Qt::Key_Up);
        QCOMPARE(panel->mode(), FloorColouring::Mode::InletTemperature);
        QVERIFY(!overlay->isVisible());
        QCOMPARE(panel->legend().entries[1].label, legend.entries[1].label);
    }

    void coolingTabThermalSectionSelectsObjects()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.analysisRunner()->runNow();
        QVERIFY(w.showTab(QStringLiteral("Cooling")));
        auto *thermal = w.findChild<ThermalPanel *>();
        QVERIFY(thermal);
        QVERIFY(thermal->summary()->text().contains(QStringLiteral("Worst inlet")));
        QTableWidget *scan = thermal->failureTable();
        QCOMPARE(scan->rowCount(), 11);  // the sample's 11 CRAHs, each off in turn
        QCOMPARE(scan->item(0, 0)->text(), QStringLiteral("CRAH-01"));
        scan->scrollToItem(scan->item(0, 0));
        QTest::mouseClick(scan->viewport(), Qt::LeftButton, {}, scan->visualItemRect(scan->item(0, 1)).center());
        std::vector<std::string> selected = w.floorPlan()->selectedIds();
        QVERIFY(std::find(selected.begin(), selected.end(), "CRAH-01") != selected.end());
        QVERIFY(selected.size() >= 2);  // the unit and its worst rack
        QCOMPARE(w.findChild<QTabWidget *>()->currentWidget(), static_cast<QWidget *>(w.floorPlan()));
    }
};

QTEST_MAIN(TestThermalUi)
#include "test_thermal_ui.moc"
