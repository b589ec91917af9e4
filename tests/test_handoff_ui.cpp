// File > Export > Alert Rules / Bill of Materials (issue 19 item 6), driven as a user does: the
// Export menu opened, the entry chosen with the arrow keys and Enter, the path typed into the
// file dialog, Enter, the summary read and closed with Enter. The files are the command line's
// (`dcstudio export`), from the complete analysis (the thermal map's inlets are in the rules).
#include "analysis/analysisrunner.h"
#include "dialogdriver.h"
#include "document/projectdocument.h"
#include "handoff/handofffile.h"
#include "handoff/netboxexport.h"
#include "handoffexport.h"
#include "mainwindow.h"
#include <QFileInfo>
#include <sys/stat.h>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace dcs;
using dcs::test::DialogDriver;

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QMenu *menuTitled(MainWindow &w, const QString &title)
{
    for (QMenu *m : w.menuBar()->findChildren<QMenu *>())
        if (m->title().remove(QLatin1Char('&')) == title)
            return m;
    return nullptr;
}

// File > Export opened as a user does, the entry reached with `downs` presses of the down arrow
// (the first reaches Design Report; the separator is skipped), chosen with Enter.
void chooseExportEntry(MainWindow &w, int downs)
{
    QMenu *exports = menuTitled(w, QStringLiteral("Export"));
    QVERIFY(exports);
    exports->popup(w.mapToGlobal(QPoint(50, 50)));
    QTRY_VERIFY(exports->isVisible());
    for (int i = 0; i < downs; ++i)
        QTest::keyClick(exports, Qt::Key_Down);
    QTest::keyClick(exports, Qt::Key_Return);
}

} // namespace

class TestHandoffUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    // Each case starts from the dialogs' defaults (the last export folder is remembered).
    void init() { QSettings().remove(QStringLiteral("handoff")); }

    // `downs` presses of the down arrow: the first reaches Design Report, then Alert Rules, then
    // the Bill of Materials (the separator is skipped).
    void exportFromTheMenu_data()
    {
        QTest::addColumn<int>("downs");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("firstLine");
        QTest::newRow("alert rules") << 2 << QStringLiteral("rules.yml") << QStringLiteral("Export Alert Rules")
                                     << QStringLiteral("# Prometheus alerting rules for");
        QTest::newRow("bill of materials") << 3 << QStringLiteral("bom.csv") << QStringLiteral("Export Bill of Materials")
                                           << QStringLiteral("catalog_id,name,vendor,kind,count,");
    }

    void exportFromTheMenu()
    {
        QFETCH(int, downs);
        QFETCH(QString, file);
        QFETCH(QString, title);
        QFETCH(QString, firstLine);
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        DialogDriver driver(path);
        chooseExportEntry(w, downs);
        QTRY_VERIFY_WITH_TIMEOUT(!driver.titles.isEmpty() || driver.stuck, 30000);
        QVERIFY2(!driver.stuck, qPrintable(driver.stuckState));
        QVERIFY(driver.typedPath);
        QCOMPARE(driver.titles, QStringList{title});
        QVERIFY2(driver.texts.front().contains(QDir::toNativeSeparators(path)), qPrintable(driver.texts.front()));
        const QByteArray written = bytesOf(path);
        QVERIFY2(written.startsWith(firstLine.toUtf8()), written.left(80).constData());
        // The same bytes as the command line writes from the complete analysis.
        const AnalysisPtr a = w.analysisRunner()->completeLatest();
        QVERIFY(a->complete);
        const HandoffFile expected = file.endsWith(QLatin1String(".yml"))
                                         ? HandoffFile::alerts(w.document()->project(), w.document()->catalog(), *a)
                                         : HandoffFile::billOfMaterials(*a, w.document()->catalog());
        QCOMPARE(written, QByteArray::fromStdString(expected.text));
        QVERIFY2(driver.texts.front().contains(QString::fromStdString(expected.summary)), qPrintable(driver.texts.front()));
        if (file.endsWith(QLatin1String(".yml")))  // the thermal map's inlets came with it
            QVERIFY(written.contains("dcstudio:rack_inlet_predicted_celsius"));
    }

    // The fourth entry: NetBox import files into a folder.
    void exportNetBoxIntoAFolder()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("netbox"));
        QVERIFY(QDir().mkpath(folder));
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/finetune-lab.json"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The entry is in the menu; the folder chooser itself is Qt's (Directory mode), so the
        // write is driven from the chosen folder on, its message answered with Enter.
        QMenu *exports = menuTitled(w, QStringLiteral("Export"));
        QVERIFY(exports);
        QVERIFY(exports->actions().size() >= 5);
        QCOMPARE(exports->actions().at(4)->text().remove(QLatin1Char('&')), QStringLiteral("NetBox Import Files..."));
        auto *exporter = w.findChild<HandoffExport *>();
        QVERIFY(exporter);
        DialogDriver driver(folder);
        QVERIFY(exporter->write(HandoffExport::Kind::NetBox, folder));
        QCOMPARE(driver.titles, QStringList{QStringLiteral("Export NetBox Import Files")});
        // The folder holds what the command line writes: the files in NetBox's order and the README.
        const AnalysisPtr a = w.analysisRunner()->completeLatest();
        const NetboxExportResult expected = NetboxExport::build(w.document()->project(), w.document()->catalog(), *a);
        QVERIFY2(driver.texts.front().contains(QString::fromStdString(NetboxExport::summary(expected))),
                 qPrintable(driver.texts.front()));
        for (const NetboxFile &f : expected.files)
            QCOMPARE(bytesOf(QDir(folder).filePath(QString::fromStdString(f.name))), QByteArray::fromStdString(f.text));
        QVERIFY(QFile::exists(QDir(folder).filePath(QStringLiteral("README.md"))));
        QVERIFY2(driver.texts.front().contains(folder), qPrintable(driver.texts.front()));
    }

    void aFailedWriteSaysWhy()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/finetune-lab.json"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // A FIFO where the file should go (the dialog's own overwrite question is Qt's; the write
        // is ours): refused with a message naming it, and the FIFO is left as it was.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.csv"));
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        auto *exporter = w.findChild<HandoffExport *>();
        QVERIFY(exporter);
        DialogDriver driver(path);
        QVERIFY(!exporter->write(HandoffExport::Kind::BillOfMaterials, path));
        QCOMPARE(driver.titles, QStringList{QStringLiteral("Export Bill of Materials")});
        QVERIFY2(driver.texts.front().contains(QStringLiteral("not written")), qPrintable(driver.texts.front()));
        QVERIFY2(driver.texts.front().contains(path), qPrintable(driver.texts.front()));
        QVERIFY(!QFileInfo(path).isFile() && QFileInfo(path).exists());
    }
};

QTEST_MAIN(TestHandoffUi)
#include "test_handoff_ui.moc"
