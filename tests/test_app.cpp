// The main window offscreen: opens the sample, KPI strip follows edits, save and reopen,
// a failed save keeps the design, the recovery copy after edits (issue 2, sections 4-5).
#include "analysis/analysisrunner.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "filecontroller.h"
#include "floorplanview.h"
#include "guardedapplication.h"
#include "io/projectwriter.h"
#include "kpistrip.h"
#include "mainwindow.h"
#include "floorplanscene.h"
#include "rackelevationview.h"
#include "recoverystore.h"
#include "warningsdock.h"
#include <QComboBox>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>
#include <QTreeWidget>
#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

using namespace dcs;

namespace {

// A widget whose key handler throws, as a bug in a handler would.
class ThrowingWidget : public QWidget
{
protected:
    void keyPressEvent(QKeyEvent *) override { throw std::runtime_error("a handler threw (test)"); }
};

} // namespace

class TestApp : public QObject
{
    Q_OBJECT

    static MainWindow::Options testOptions() { return {false, false}; }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Issue 31: an exception thrown by an event handler ends the action, not the studio: the
    // application catches it, says so in a dialog, and carries on with the design as it was.
    void aThrowingHandlerIsCaught()
    {
        auto *app = static_cast<GuardedApplication *>(QApplication::instance());
        MainWindow w(testOptions());
        QVERIFY(w.openProject({}, true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const std::string before = ProjectWriter::toText(w.document()->project());
        ThrowingWidget bad;
        bad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bad));
        const int caught = app->caughtExceptions();
        QTest::keyClick(&bad, Qt::Key_X);  // a real key event into the throwing handler
        QCOMPARE(app->caughtExceptions(), caught + 1);
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) != nullptr);
        QCOMPARE(box->objectName(), QStringLiteral("internalErrorBox"));
        QVERIFY(box->text().contains(QStringLiteral("a handler threw (test)")));
        QTest::keyClick(box, Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        // The studio still works and the design is unchanged.
        QCOMPARE(ProjectWriter::toText(w.document()->project()), before);
    }

    void opensSampleAndShowsKpis()
    {
        MainWindow w(testOptions());
        QVERIFY(w.openProject({}, true));
        w.analysisRunner()->runNow();
        QCOMPARE(w.document()->project().racks.size(), size_t(38));
        QCOMPARE(w.kpiStrip()->text(QStringLiteral("gpus")), QLocale().toString(1024));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.windowTitle().contains(QStringLiteral("SuperPOD")));
    }

    // Issue 33 item 5: File > Open Sample Design lists the samples, the GB200 and GB300 halls
    // among them; chosen with the keyboard, each opens untitled with its racks and fabric.
    void openSampleMenuOpensRackScaleHalls_data()
    {
        QTest::addColumn<int>("downs");  // the first Down reaches the first sample
        QTest::addColumn<int>("systems");
        QTest::addColumn<QString>("technology");
        QTest::addColumn<int>("gpus");
        QTest::newRow("GB200 NVL72, 4 SU") << 3 << 32 << QStringLiteral("ib-ndr") << 32 * 72;
        QTest::newRow("GB300 NVL72, 2 SU") << 4 << 16 << QStringLiteral("ib-xdr") << 16 * 72;
    }
    void openSampleMenuOpensRackScaleHalls()
    {
        QFETCH(int, downs);
        QFETCH(int, systems);
        QFETCH(QString, technology);
        QFETCH(int, gpus);
        MainWindow w(testOptions());
        QVERIFY(w.openProject({}, true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMenu *samples = nullptr;
        for (QMenu *m : w.menuBar()->findChildren<QMenu *>())
            if (m->title().remove(QLatin1Char('&')) == QStringLiteral("Open Sample Design"))
                samples = m;
        QVERIFY(samples);
        QCOMPARE(samples->actions().size(), 5);
        samples->popup(w.mapToGlobal(QPoint(50, 50)));
        QTRY_VERIFY(samples->isVisible());
        for (int i = 0; i < downs; ++i)
            QTest::keyClick(samples, Qt::Key_Down);
        QTest::keyClick(samples, Qt::Key_Return);
        int found = 0;
        QTRY_VERIFY((found = int(std::count_if(w.document()->project().racks.begin(), w.document()->project().racks.end(),
                                               [](const Rack &r) { return r.catalogId.rfind("gb", 0) == 0; })))
                    == systems);
        QVERIFY(w.document()->filePath().isEmpty());  // untitled: Save asks for a file
        QVERIFY(!w.isWindowModified());
        QCOMPARE(QString::fromLatin1(networkTechnologyName(w.document()->project().networks.at(0).technology)), technology);
        w.analysisRunner()->runNow();
        QCOMPARE(w.kpiStrip()->text(QStringLiteral("gpus")), QLocale().toString(gpus));
    }

    void kpiFollowsEditsAndUndo()
    {
        MainWindow w(testOptions());
        QVERIFY(w.openProject({}, true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.document()->removeObjects({"R-A01"});  // 4 DGX H100 = 32 GPUs
        QTRY_COMPARE(w.kpiStrip()->text(QStringLiteral("gpus")), QLocale().toString(1024 - 32));
        QVERIFY(w.isWindowModified());
        // Ctrl+Z through the Edit menu's shortcut.
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(w.kpiStrip()->text(QStringLiteral("gpus")), QLocale().toString(1024));
        QVERIFY(!w.isWindowModified());
    }

    void saveAndReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hall.json"));
        MainWindow w(testOptions());
        w.files()->setQuiet(true);
        QVERIFY(w.openProject({}, true));
        QVERIFY(w.document()->setProperty("project", "name", "Hall 3b"));
        QVERIFY(w.files()->saveTo(path));
        QVERIFY(!w.document()->isModified());
        QCOMPARE(w.document()->filePath(), path);
        MainWindow other(testOptions());
        QVERIFY(other.openProject(path, true));
        QVERIFY(other.document()->project() == w.document()->project());
        QVERIFY(other.windowTitle().contains(QStringLiteral("Hall 3b")));
    }

    void failedSaveKeepsDesign()
    {
        MainWindow w(testOptions());
        w.files()->setQuiet(true);
        QVERIFY(w.openProject({}, true));
        QVERIFY(w.document()->setProperty("project", "name", "Unsaved work"));
        QVERIFY(!w.files()->saveTo(QStringLiteral("/nonexistent-dir/hall.json")));
        QVERIFY(w.document()->isModified());
        QCOMPARE(w.document()->project().name, std::string("Unsaved work"));
        QVERIFY(w.document()->filePath().isEmpty());
    }

    void badFileKeepsCurrentDesign()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"dcstudio-project\", \"format_version\": 2, \"name\": 3}");
        f.close();
        MainWindow w(testOptions());
        QVERIFY(w.openProject({}, true));
        const Project before = w.document()->project();
        QVERIFY(!w.openProject(path, true));
        QVERIFY(w.document()->project() == before);
    }

    // A warning that names a device selects and shows the rack holding it.
    void warningSelectsItsObjects()
    {
        MainWindow w(testOptions());
        QVERIFY(w.openProject({}, true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The live runner must not replace the hand-made analysis below.
        QObject::disconnect(w.analysisRunner(), nullptr, w.warningsDock(), nullptr);
        auto analysis = std::make_shared<Analysis>();
        analysis->warnings.push_back({WarningCode::PowerPhaseOverLimit,
                                      "L2 of R-B03-PDU-A1 at 104% of its derated rating", {"R-B03-PDU-A1"}, "Balance"});
        analysis->warnings.push_back({WarningCode::CoolingRearDoorOverload, "Something else", {"CRAH-02"}, ""});
        w.warningsDock()->setAnalysis(analysis);
        QTreeWidget *list = w.warningsDock()->list();
        QCOMPARE(list->topLevelItemCount(), 2);
        QVERIFY(w.warningsDock()->windowTitle().contains(QStringLiteral("1 errors")));
        // Keyboard activation (Enter on the current row), as a user without a mouse would.
        list->setFocus();
        list->setCurrentItem(list->topLevelItem(0));
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(w.floorPlan()->selectedIds(), std::vector<std::string>{"R-B03"});
        // A PDU of one rack: the Rack tab opens on that rack.
        QCOMPARE(w.elevation()->rackId(), std::string("R-B03"));
        // The severity filter hides the warning-level row.
        auto *severity = w.warningsDock()->findChild<QComboBox *>();
        severity->setCurrentIndex(1);
        QCOMPARE(w.warningsDock()->visibleCount(), 1);
    }

    // Double-clicking a rack on the floor plan opens its elevation in the Rack tab.
    void doubleClickOpensRack()
    {
        MainWindow w(testOptions());
        QVERIFY(w.openProject({}, true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Rack *rack = w.document()->project().findRack("R-A03");
        QVERIFY(rack);
        const QPoint pos = w.floorPlan()->mapFromScene(FloorPlanScene::toScene(rack->xM + 0.3, rack->yM + 0.6));
        QTest::mouseDClick(w.floorPlan()->viewport(), Qt::LeftButton, {}, pos);
        QCOMPARE(w.elevation()->rackId(), std::string("R-A03"));
        QVERIFY(w.elevation()->isVisible());
    }

    void recoveryCopyAfterEdits()
    {
        QTemporaryDir dir;
        ProjectDocument doc(Catalog::builtIn());
        RecoveryStore store(&doc, dir.path());
        Project p;
        p.name = "Crash test";
        doc.reset(p);
        store.writeNow();
        QVERIFY(!QFile::exists(store.currentFile()));  // nothing to recover from a clean design
        Rack r;
        r.id = "R-1";
        r.catalogId = "rack-42u-600";
        doc.addObjects({r}, {});
        store.writeNow();
        QVERIFY(QFile::exists(store.currentFile()));
        // Another session (another store in the same directory) finds the copy.
        ProjectDocument doc2(Catalog::builtIn());
        RecoveryStore other(&doc2, dir.path() + QStringLiteral("/"));
        // Same pid means same file name: rename the copy as if an earlier process left it.
        QFile::rename(store.currentFile(), dir.filePath(QStringLiteral("recovery-1.dcs.json")));
        QFile::rename(store.currentFile() + QStringLiteral(".meta"), dir.filePath(QStringLiteral("recovery-1.dcs.json.meta")));
        const auto pending = other.pending();
        QCOMPARE(int(pending.size()), 1);
        MainWindow w(testOptions());
        QString errors;
        QVERIFY2(w.files()->load(pending.front().recoveryFile, &errors, false), qPrintable(errors));
        QCOMPARE(w.document()->project().name, std::string("Crash test"));
        QVERIFY(w.document()->project().findRack("R-1"));
        // Back at the saved state (clean undo stack) the copy is removed.
        doc.undoStack()->undo();
        QVERIFY(!QFile::exists(store.currentFile()));
    }

    // Story 6, second half: after a crash the next start offers the recovered design; Enter
    // (the default, Open) brings it back as unsaved work that belongs to its original file.
    void restartOffersRecoveredDesign()
    {
        const QDir dir(RecoveryStore::defaultDirectory());
        QVERIFY(dir.mkpath(QStringLiteral(".")));
        for (const QString &old : dir.entryList({QStringLiteral("recovery-*")}, QDir::Files))
            QVERIFY(QFile::remove(dir.filePath(old)));
        // What a crashed session leaves behind: the copy and its side file naming the original.
        Project p;
        p.name = "Crashed while editing";
        Rack r;
        r.id = "R-1";
        r.catalogId = "rack-42u-600";
        p.racks.push_back(r);
        const QString copy = dir.filePath(QStringLiteral("recovery-1.dcs.json"));
        QVERIFY(ProjectWriter::save(p, copy).isEmpty());
        QFile meta(copy + QStringLiteral(".meta"));
        QVERIFY(meta.open(QIODevice::WriteOnly));
        meta.write(R"({"original": "/designs/hall-7.json", "saved_at": "2026-01-01T10:00:00"})");
        meta.close();

        MainWindow w(MainWindow::Options{true, false});
        QString asked;
        QTimer poll;
        poll.setInterval(30);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !asked.isEmpty())
                return;
            asked = box->text();
            QTest::keyClick(box, Qt::Key_Return);
        });
        poll.start();
        w.offerRecoveredDesigns();  // what main() runs once the window is up
        poll.stop();
        QVERIFY2(asked.contains(QStringLiteral("A recovery copy of /designs/hall-7.json")), qPrintable(asked));
        QCOMPARE(w.document()->project().name, std::string("Crashed while editing"));
        QVERIFY(w.document()->project().findRack("R-1"));
        QCOMPARE(w.document()->filePath(), QStringLiteral("/designs/hall-7.json"));
        QVERIFY(w.document()->isModified());  // unsaved work: closing asks to save it
        QVERIFY(!QFile::exists(copy));         // offered once, then it is the open design
        QVERIFY(!QFile::exists(copy + QStringLiteral(".meta")));
    }
};

// The studio's own application class, so a handler that throws is caught as in the studio.
int main(int argc, char **argv)
{
    dcs::GuardedApplication app(argc, argv);
    TestApp test;
    return QTest::qExec(&test, argc, argv);
}
#include "test_app.moc"
