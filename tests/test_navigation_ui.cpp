// The links from the Power page and the warnings dock to the floor (ObjectNavigator), driven on
// the real window: a click on a PDU row selects its rack on the floor plan and stays on the page;
// a double-click shows the rack in the Rack tab; a warning naming a device opens its rack with
// the device selected. The rack expected is read from the table's own Rack column or from the
// project, so it follows the sample.
#include "analysis/analysisrunner.h"
#include "document/projectdocument.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "powerpage.h"
#include "rackelevationview.h"
#include "warningsdock.h"
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>
#include <memory>

using namespace dcs;

class TestNavigationUi : public QObject
{
    Q_OBJECT
    std::unique_ptr<MainWindow> mWindow;
    MainWindow &w() { return *mWindow; }

    QTabWidget *tabs() { return w().findChild<QTabWidget *>(); }

    // The first row of the PDU table on the Power page, shown: its cell rectangle and the ids in
    // its PDU and Rack columns.
    struct PduRow {
        QTableView *view = nullptr;
        QPoint at;
        std::string pdu, rack;
    };
    PduRow firstPduRow()
    {
        PduRow r;
        if (!w().showTab(QStringLiteral("Power")))
            return r;
        auto *page = w().findChild<PowerPage *>();
        r.view = page ? page->tableView(PowerTableModel::Table::Pdus) : nullptr;
        if (!r.view || r.view->model()->rowCount() == 0)
            return r;
        r.view->scrollToTop();
        const QModelIndex first = r.view->model()->index(0, 0);
        r.at = r.view->visualRect(first).center();
        r.pdu = first.data().toString().toStdString();
        r.rack = r.view->model()->index(0, 1).data().toString().toStdString();
        return r;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        mWindow = std::make_unique<MainWindow>(MainWindow::Options{false, false});
        QVERIFY(w().openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w().resize(1600, 1000);
        w().show();
        QVERIFY(QTest::qWaitForWindowExposed(&w()));
        w().analysisRunner()->runNow();
    }

    void cleanup() { mWindow.reset(); }

    void clickOnPduRowSelectsItsRack()
    {
        const PduRow row = firstPduRow();
        QVERIFY(row.view);
        QVERIFY(!row.pdu.empty());
        const Rack *holder = nullptr;
        QVERIFY(w().document()->project().findPdu(row.pdu, &holder));
        QCOMPARE(holder->id, row.rack);
        QTest::mouseClick(row.view->viewport(), Qt::LeftButton, {}, row.at);
        QCOMPARE(w().floorPlan()->selectedIds(), std::vector<std::string>{row.rack});
        QVERIFY(tabs()->tabText(tabs()->currentIndex()).startsWith(QStringLiteral("Power")));  // stays on the page
    }

    void doubleClickOnPduRowShowsItsRack()
    {
        const PduRow row = firstPduRow();
        QVERIFY(row.view);
        // A click, then press, double-click, release: QTest's double-click event alone does not
        // activate a row of an item view that saw no press.
        QTest::mouseClick(row.view->viewport(), Qt::LeftButton, {}, row.at);
        QTest::mousePress(row.view->viewport(), Qt::LeftButton, {}, row.at);
        QTest::mouseDClick(row.view->viewport(), Qt::LeftButton, {}, row.at);
        QTest::mouseRelease(row.view->viewport(), Qt::LeftButton, {}, row.at);
        QCOMPARE(w().floorPlan()->selectedIds(), std::vector<std::string>{row.rack});
        // A PDU is not on the floor: its rack opens in the Rack tab.
        QCOMPARE(w().elevation()->rackId(), row.rack);
        QCOMPARE(tabs()->currentWidget(), static_cast<QWidget *>(w().elevation()));
    }

    void warningOnADeviceOpensItsRack()
    {
        const Rack &rack = w().document()->project().racks.back();
        QVERIFY(!rack.devices.empty());
        const std::string device = rack.devices.front().id;
        // The live runner must not replace the hand-made analysis.
        QObject::disconnect(w().analysisRunner(), nullptr, w().warningsDock(), nullptr);
        auto analysis = std::make_shared<Analysis>();
        analysis->warnings.push_back({WarningCode::PowerDeviceUnderpowered, "A device", {device}, ""});
        w().warningsDock()->setAnalysis(analysis);
        QTreeWidget *list = w().warningsDock()->list();
        QCOMPARE(list->topLevelItemCount(), 1);
        list->setFocus();
        list->setCurrentItem(list->topLevelItem(0));
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(w().floorPlan()->selectedIds(), std::vector<std::string>{rack.id});
        QCOMPARE(w().elevation()->rackId(), rack.id);
        QCOMPARE(w().elevation()->selectedDeviceIds(), std::vector<std::string>{device});
    }
};

QTEST_MAIN(TestNavigationUi)
#include "test_navigation_ui.moc"
