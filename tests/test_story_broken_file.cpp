// Story 6 of USER-STORIES.md, "I opened a colleague's file and it is broken", driven as a user
// drives it (issue 12, defect 5): with an edited design open, File > Open (Ctrl+O), the path
// typed into the file dialog, Enter. The studio refuses the hand-edited file with one dialog
// listing every problem with its JSON path (a negative budget, a duplicate rack id, a typo in a
// catalog id with the close ids, a negative power), closed with Enter; the design that was open
// is still there with its edit, its undo history and its modified mark, and nothing on disk
// has changed. The same through Open Recent, and at start-up (the sample, and a dialog saying so).
#include "dialogdriver.h"
#include "document/projectdocument.h"
#include "filecontroller.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace dcs;
using dcs::test::DialogDriver;

namespace {

QString sourcePath(const QString &relative) { return QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(relative); }

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The names and bytes of every file in the folder: "nothing was written to disk".
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> out;
    for (const QFileInfo &info : QDir(folder).entryInfoList(QDir::Files | QDir::Hidden))
        out.insert(info.fileName(), bytesOf(info.absoluteFilePath()));
    return out;
}

// The four root problems of tests/data/broken-several.json, each with its path, and no cascade.
void verifyProblemList(const QString &text)
{
    QVERIFY2(text.contains(QStringLiteral("these 4 problems")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/racks/0/power_budget_kw: the value -45 is out of range (expected 0 to 2000)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/racks/2/id: duplicate id 'R-A02' (already used at /racks/1)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/racks/3/devices/1/catalog_id: unknown catalog id 'dgx-h10' (did you mean "
                                          "'dgx-h100', 'dgx-h200', 'dgx-a100'?)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/custom_catalog/0/max_power_w: the value -150 is out of range")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("out of range: 'A04-N2'")), qPrintable(text));
    // In the order of the file.
    QVERIFY(text.indexOf(QStringLiteral("/racks/0/")) < text.indexOf(QStringLiteral("/racks/2/")));
    QVERIFY(text.indexOf(QStringLiteral("/racks/3/")) < text.indexOf(QStringLiteral("/custom_catalog/")));
}

} // namespace

class TestStoryBrokenFile : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mMine, mBroken;
    QMap<QString, QByteArray> mDisk;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // recent files and settings of a test profile
        QSettings().remove(QStringLiteral("recentFiles"));
        QVERIFY(mDir.isValid());
        // "My" design and the colleague's file, side by side in a scratch folder.
        mMine = mDir.filePath(QStringLiteral("lab.json"));
        mBroken = mDir.filePath(QStringLiteral("broken-several.json"));
        QVERIFY(QFile::copy(sourcePath(QStringLiteral("projects/finetune-lab.json")), mMine));
        QVERIFY(QFile::copy(sourcePath(QStringLiteral("tests/data/broken-several.json")), mBroken));
        mDisk = snapshot(mDir.path());
    }

    void fileOpenKeepsTheEditedDesign()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(mMine, true));
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.floorPlan()->fitToView();

        // The edit: click the first rack on the floor plan, press Delete.
        const Rack rack = w.document()->project().racks.front();
        const size_t racksBefore = w.document()->project().racks.size();
        const QPoint at = w.floorPlan()->mapFromScene(FloorPlanScene::toScene(rack.xM + 0.3, rack.yM + 0.5));
        QTest::mouseClick(w.floorPlan()->viewport(), Qt::LeftButton, {}, at);
        QTest::keyClick(w.floorPlan()->viewport(), Qt::Key_Delete);
        QCOMPARE(w.document()->project().racks.size(), racksBefore - 1);
        QVERIFY(!w.document()->project().findRack(rack.id));
        QVERIFY(w.isWindowModified());
        const Project edited = w.document()->project();
        const int undoCount = w.document()->undoStack()->count();
        const int undoIndex = w.document()->undoStack()->index();

        // File > Open with its shortcut; the path typed into the dialog, Enter.
        DialogDriver driver(mBroken);
        QTest::keyClick(&w, Qt::Key_O, Qt::ControlModifier);
        QTRY_VERIFY(!driver.titles.isEmpty() || driver.stuck);
        QVERIFY2(!driver.stuck, qPrintable(driver.stuckState));
        QVERIFY(driver.typedPath);
        QCOMPARE(driver.titles, QStringList{QStringLiteral("Cannot open broken-several.json")});  // no save prompt
        verifyProblemList(driver.texts.front());
        QVERIFY(driver.texts.front().contains(QStringLiteral("The design you had open is unchanged")));
        QTRY_VERIFY(!QApplication::activeModalWidget());

        // The design that was open, as it was: its edit, its file, its modified mark, its undo history.
        QCOMPARE(w.document()->project(), edited);
        QCOMPARE(w.document()->filePath(), mMine);
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.document()->undoStack()->count(), undoCount);
        QCOMPARE(w.document()->undoStack()->index(), undoIndex);
        QVERIFY(!w.files()->recentFiles().contains(QFileInfo(mBroken).absoluteFilePath()));
        // Nothing written: both files byte for byte, and no new file beside them.
        QCOMPARE(snapshot(mDir.path()), mDisk);
        // The undo history still works: Ctrl+Z brings the rack back.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(w.document()->project().findRack(rack.id));
        QVERIFY(!w.isWindowModified());
    }

    // A recent file that has been broken since: the same list, the same kept design.
    void openRecentKeepsTheDesign()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(mMine, true));
        QSettings().setValue(QStringLiteral("recentFiles"), QStringList{QFileInfo(mBroken).absoluteFilePath()});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Project before = w.document()->project();
        QMenu *recent = nullptr;
        for (QMenu *m : w.menuBar()->findChildren<QMenu *>())
            if (m->title().remove(QLatin1Char('&')) == QStringLiteral("Open Recent"))
                recent = m;
        QVERIFY(recent);
        DialogDriver driver({});
        recent->popup(w.mapToGlobal(QPoint(50, 50)));  // aboutToShow fills it
        QTRY_VERIFY(recent->isVisible());
        QCOMPARE(recent->actions().size(), 1);
        QTest::keyClick(recent, Qt::Key_Down);
        QTest::keyClick(recent, Qt::Key_Return);
        QTRY_VERIFY(!driver.titles.isEmpty());
        QVERIFY2(!driver.stuck, qPrintable(driver.stuckState));
        QCOMPARE(driver.titles, QStringList{QStringLiteral("Cannot open broken-several.json")});
        verifyProblemList(driver.texts.front());
        QCOMPARE(w.document()->project(), before);
        QCOMPARE(w.document()->filePath(), mMine);
        QCOMPARE(snapshot(mDir.path()), mDisk);
        QSettings().remove(QStringLiteral("recentFiles"));
    }

    // At start-up there is no earlier design to keep: the sample is shown, and the dialog says so.
    void startUpShowsTheSampleAndSaysSo()
    {
        MainWindow w(MainWindow::Options{false, false});
        DialogDriver driver({});
        QVERIFY(!w.files()->openAtStart(mBroken));  // what `dcstudio broken-several.json` does
        QCOMPARE(driver.titles, QStringList{QStringLiteral("Cannot open broken-several.json")});
        verifyProblemList(driver.texts.front());
        QVERIFY2(driver.texts.front().contains(QStringLiteral("The built-in sample design is shown instead")),
                 qPrintable(driver.texts.front()));
        QCOMPARE(w.document()->project().racks.size(), size_t(38));  // the superpod-h100-air sample
        QVERIFY(w.document()->filePath().isEmpty());
        QVERIFY(!w.isWindowModified());
        QCOMPARE(snapshot(mDir.path()), mDisk);
    }
};

QTEST_MAIN(TestStoryBrokenFile)
#include "test_story_broken_file.moc"
