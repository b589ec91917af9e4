// File > Import > NetBox Device Types (issue 19 item 2, docs/handoff.md "NetBox"), driven with
// keys and clicks: a bad file is refused with its line and field and nothing changes; a good one
// becomes a catalog entry in one undo step; a GPU server takes a catalog entry's GPU figures.
#include "catalog/catalog.h"
#include "devicetypeimportdialog.h"
#include "dialogdriver.h"
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "mainwindow.h"
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace dcs;

namespace {

const QString kData = QStringLiteral(DCS_SOURCE_DIR "/tests/data/netbox/");

void loadLab(ProjectDocument &doc)
{
    ReadResult r = ProjectReader::readFile(QStringLiteral(DCS_SOURCE_DIR "/projects/finetune-lab.json"), Catalog::builtIn());
    QVERIFY2(r.errors.empty(), formatErrors(r.errors).c_str());
    doc.reset(*r.project, QStringLiteral("finetune-lab.json"));
}

// Replaces the text of a line edit as a user does: select all, type.
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
}

} // namespace

class TestNetboxUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusesABadFileThenImportsAGoodOne()
    {
        ProjectDocument doc(Catalog::builtIn());
        loadLab(doc);
        const int steps = doc.undoStack()->count();
        DeviceTypeImportDialog dialog(&doc);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *files = dialog.findChild<QLineEdit *>(QStringLiteral("deviceTypeFiles"));
        auto *import = dialog.findChild<QPushButton *>(QStringLiteral("deviceTypeImportButton"));
        auto *result = dialog.findChild<QLabel *>(QStringLiteral("deviceTypeResult"));
        QVERIFY(files && import && result);

        // A good and a bad file: nothing imported, the problem named with its line and field.
        typeInto(files, kData + QStringLiteral("good-switch.yaml;") + kData + QStringLiteral("bad-negative-draw.yaml"));
        QTest::mouseClick(import, Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        QVERIFY2(result->text().contains(QStringLiteral("bad-negative-draw.yaml:12: /power-ports/1/maximum_draw: the value "
                                                        "-150 is not a whole number of watts")),
                 qPrintable(result->text()));
        QVERIFY(!doc.catalog().find("acme-as-6432"));
        QCOMPARE(doc.undoStack()->count(), steps);

        // The good one alone: one undo step, the entry in the document's catalog.
        typeInto(files, kData + QStringLiteral("good-switch.yaml"));
        QTest::mouseClick(import, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(!dialog.isVisible());
        const CatalogEntry *e = doc.catalog().find("acme-as-6432");
        QVERIFY(e);
        QCOMPARE(e->kind, CatalogKind::Switch);
        QCOMPARE(e->maxPowerW, 2200.0);  // 2 power ports x 1,100 W
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(dialog.summary().contains(QStringLiteral("acme-as-6432")));

        // Undo takes it out again, redo brings it back.
        doc.undoStack()->undo();
        QVERIFY(!doc.catalog().find("acme-as-6432"));
        QVERIFY(doc.project().customCatalog.get().empty());
        doc.undoStack()->redo();
        QVERIFY(doc.catalog().find("acme-as-6432"));
    }

    void importsAGpuServerWithAnEntrysGpus()
    {
        ProjectDocument doc(Catalog::builtIn());
        loadLab(doc);
        DeviceTypeImportDialog dialog(&doc);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("deviceTypeKind"));
        auto *gpuFrom = dialog.findChild<QComboBox *>(QStringLiteral("deviceTypeGpuFrom"));
        auto *psus = dialog.findChild<QSpinBox *>(QStringLiteral("deviceTypePsuRequired"));
        QVERIFY(kind && gpuFrom && psus);
        QVERIFY(!gpuFrom->isEnabled());  // a switch takes no GPU figures
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Down);  // Switch -> GPU server
        QCOMPARE(kind->currentData().toString(), QStringLiteral("gpu_server"));
        QVERIFY(gpuFrom->isEnabled());
        gpuFrom->setFocus();
        QTest::keyClick(gpuFrom, Qt::Key_Home);
        for (int i = 0; i < gpuFrom->count() && gpuFrom->currentData().toString() != QLatin1String("dgx-h100"); ++i)
            QTest::keyClick(gpuFrom, Qt::Key_Down);
        QCOMPARE(gpuFrom->currentData().toString(), QStringLiteral("dgx-h100"));
        psus->setFocus();
        QTest::keyClick(psus, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(psus, QStringLiteral("4"));
        QCOMPARE(psus->value(), 4);
        typeInto(dialog.findChild<QLineEdit *>(QStringLiteral("deviceTypeFiles")), kData + QStringLiteral("good-gpu-server.yaml"));
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("deviceTypeImportButton")), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const CatalogEntry *e = doc.catalog().find("acme-ax-8h");
        QVERIFY(e);
        QCOMPARE(e->kind, CatalogKind::GpuServer);
        QCOMPARE(e->psuRequired, 4);
        QCOMPARE(e->maxPowerW, 10200.0);  // 6 x 1,700 W
        QVERIFY(e->gpu && e->gpu->count == 8);
        QCOMPARE(e->gpu->model, Catalog::builtIn().find("dgx-h100")->gpu->model);
    }

    void theFileMenuOpensIt()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/finetune-lab.json"), true));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction *entry = nullptr;
        for (QMenu *m : w.menuBar()->findChildren<QMenu *>())
            if (m->title().remove(QLatin1Char('&')) == QLatin1String("Import"))
                for (QAction *a : m->actions())
                    if (a->text().remove(QLatin1Char('&')) == QLatin1String("NetBox Device Types..."))
                        entry = a;
        QVERIFY(entry);
        // Answered when it is up (dialogdriver.h), not after a guessed 200 ms.
        bool seen = false;
        dcs::test::whenModal<DeviceTypeImportDialog>(
            &w,
            [](DeviceTypeImportDialog *dialog) {
                QCOMPARE(dialog->objectName(), QStringLiteral("deviceTypeImportDialog"));
                QTest::keyClick(dialog, Qt::Key_Escape);
            },
            &seen);
        entry->trigger();
        QVERIFY(seen);
    }
};

QTEST_MAIN(TestNetboxUi)
#include "test_netbox_ui.moc"
