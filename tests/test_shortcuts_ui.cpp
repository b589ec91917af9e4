// Window shortcuts driven with real key events (issue 12 defect 1): redo answers both Ctrl+Y and
// Ctrl+Shift+Z, Qt reports no ambiguous shortcut anywhere in the window, and the Edit and View
// keys act on the editor in front (Delete in the rack elevation unmounts the device, it does not
// delete the rack selected on the floor plan).
#include "document/projectdocument.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "rackdeviceitem.h"
#include "rackelevationscene.h"
#include "rackelevationview.h"
#include <QAction>
#include <QMap>
#include <QStandardPaths>
#include <QTabWidget>
#include "ambiguousshortcuts.h"
#include <QTest>

using namespace dcs;
namespace Ambiguous = test::AmbiguousShortcuts;

namespace {

const char *kSample = DCS_SOURCE_DIR "/projects/superpod-h100-air.json";

int deviceCount(const Project &p, const std::string &rackId)
{
    const Rack *r = p.findRack(rackId);
    return r ? int(r->devices.size()) : -1;
}
} // namespace

class TestShortcutsUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Ambiguous::install();
    }
    void init() { Ambiguous::clear(); }

    // Every window-wide key sequence belongs to one action only: two actions (or one action
    // holding a key twice) on one sequence make Qt fire neither.
    void noKeyIsBoundTwice()
    {
        MainWindow w(MainWindow::Options{false, false});
        QMap<QString, QStringList> owners;
        for (QAction *a : w.findChildren<QAction *>()) {
            if (a->shortcutContext() == Qt::WidgetShortcut)
                continue;
            for (const QKeySequence &k : a->shortcuts())
                owners[k.toString()] << a->text();
        }
        QVERIFY(owners.contains(QStringLiteral("Ctrl+Y")));
        QVERIFY(owners.contains(QStringLiteral("Ctrl+Shift+Z")));
        for (auto it = owners.cbegin(); it != owners.cend(); ++it)
            QVERIFY2(it.value().size() == 1, qPrintable(it.key() + QStringLiteral(": ") + it.value().join(QStringLiteral(", "))));
    }

    void redoFromTheKeyboard_data()
    {
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<int>("key");
        QTest::newRow("Ctrl+Y") << int(Qt::ControlModifier) << int(Qt::Key_Y);
        QTest::newRow("Ctrl+Shift+Z") << int(Qt::ControlModifier | Qt::ShiftModifier) << int(Qt::Key_Z);
    }

    void redoFromTheKeyboard()
    {
        QFETCH(int, modifiers);
        QFETCH(int, key);
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QString::fromLatin1(kSample), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const int racks = int(w.document()->project().racks.size());
        // Select the first rack with a click and delete it with the Delete key.
        FloorPlanView *floor = w.floorPlan();
        floor->setFocus();
        floor->selectIds({w.document()->project().racks.front().id});
        QTest::keyClick(floor, Qt::Key_Delete);
        QCOMPARE(int(w.document()->project().racks.size()), racks - 1);
        QTest::keyClick(floor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(int(w.document()->project().racks.size()), racks);
        QTest::keyClick(floor, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QCOMPARE(int(w.document()->project().racks.size()), racks - 1);
        QVERIFY2(Ambiguous::recorded().isEmpty(), qPrintable(Ambiguous::recorded().join(QLatin1Char('\n'))));
    }

    // With the rack elevation in front, Delete unmounts the device clicked there; the rack that
    // is still selected on the floor plan stays. Ctrl+= zooms the elevation, not the floor.
    void editKeysActOnTheEditorInFront()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QString::fromLatin1(kSample), true));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const std::string rackId = w.document()->project().racks.front().id;
        w.floorPlan()->selectIds({rackId});
        w.openRack(rackId);
        RackElevationView *rack = w.elevation();
        QTRY_VERIFY(rack->isVisible());
        const int devices = deviceCount(w.document()->project(), rackId);
        const std::vector<RackDeviceItem *> items = rack->elevationScene()->deviceItems();
        QVERIFY(!items.empty());
        RackDeviceItem *item = items.front();
        const std::string deviceId = item->id();
        const QPoint at = rack->mapFromScene(item->sceneBoundingRect().center());
        QTest::mouseClick(rack->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(rack->selectedDeviceIds(), std::vector<std::string>{deviceId});
        QTest::keyClick(rack, Qt::Key_Delete);
        QCOMPARE(deviceCount(w.document()->project(), rackId), devices - 1);
        QVERIFY(w.document()->project().findRack(rackId));

        const double floorScale = w.floorPlan()->transform().m11();
        const double rackScale = rack->transform().m11();
        QTest::keyClick(rack, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY2(rack->transform().m11() > rackScale, "Ctrl+= did not zoom the rack elevation");
        QCOMPARE(w.floorPlan()->transform().m11(), floorScale);
        QVERIFY2(Ambiguous::recorded().isEmpty(), qPrintable(Ambiguous::recorded().join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestShortcutsUi)
#include "test_shortcuts_ui.moc"
