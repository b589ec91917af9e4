// Story 3 of USER-STORIES.md, "A 1,024-GPU proposal by tonight", driven as a user drives it:
// Ctrl+Shift+N, 128 DGX H100 nodes typed in the template dialog, Enter; the generated design has
// no errors; the project is renamed in the inspector (the window title follows); the company is
// set in Edit > Preferences (Ctrl+,); Ctrl+E exports the report with that company on the cover,
// and the studio says the report is written. Issue 12 defects 9 and 13.
#include "analysis/analysisrunner.h"
#include "dialogdriver.h"
#include "document/projectdocument.h"
#include "exportreportdialog.h"
#include "inspectordock.h"
#include "mainwindow.h"
#include "newdesigndialog.h"
#include "preferencesdialog.h"
#include "reportsettings.h"
#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace dcs;

namespace {
// The line edit a form label names (QFormLayout makes the editor the label's buddy).
QLineEdit *editorLabelled(QWidget *parent, const QString &label)
{
    for (QLabel *l : parent->findChildren<QLabel *>())
        if (l->text() == label && l->isVisible())
            if (auto *edit = qobject_cast<QLineEdit *>(l->buddy()))
                return edit;
    return nullptr;
}

void retype(QLineEdit *edit, const QString &text)
{
    QTest::mouseClick(edit, Qt::LeftButton);
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
}

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}
} // namespace

class TestStoryProposal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void proposalByTonight()
    {
        ReportSettings::save(ReportOptions{});  // no company remembered from an earlier run
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject({}, true));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));

        // 1. New from template: 128 nodes; the other defaults are the story's choices.
        bool sawTemplate = false;
        dcs::test::whenModal<NewDesignDialog>(&w, [](NewDesignDialog *d) {
            auto *count = d->findChild<QSpinBox *>();
            count->setFocus();
            count->selectAll();
            QTest::keyClicks(count, QStringLiteral("128"));
            const GeneratorOptions o = d->options();
            QCOMPARE(o.systemId, std::string("dgx-h100"));
            QCOMPARE(int(o.cooling), int(GeneratorCooling::Liquid));
            QCOMPARE(int(o.fabric), int(GeneratorFabric::RailOptimized));
            QCOMPARE(int(o.coolingRedundancy), int(CoolingRedundancy::NPlus1));
            QTest::keyClick(d, Qt::Key_Return);
        }, &sawTemplate);
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(sawTemplate);
        int gpus = 0;
        for (const Rack &r : w.document()->project().racks)
            for (const DevicePlacement &d : r.devices)
                gpus += d.catalogId == "dgx-h100" ? 8 : 0;
        QCOMPARE(gpus, 1024);  // 128 nodes x 8 GPUs
        w.analysisRunner()->runNow();
        for (const Warning &warning : w.analysisRunner()->latest()->warnings)
            QVERIFY2(warning.severity != Warning::Severity::Error, warning.message.c_str());

        // 2. Rename in the inspector (nothing selected shows the project): the title follows.
        auto *inspector = w.findChild<InspectorDock *>();
        inspector->show();
        inspector->raise();
        QLineEdit *name = nullptr;
        QTRY_VERIFY((name = editorLabelled(inspector, QStringLiteral("Name"))));
        retype(name, QStringLiteral("Acme 1024-GPU proposal"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(w.document()->project().name, std::string("Acme 1024-GPU proposal"));
        QVERIFY2(w.windowTitle().startsWith(QStringLiteral("Acme 1024-GPU proposal")), qPrintable(w.windowTitle()));

        // 3. Edit > Preferences (Ctrl+,): the company.
        bool sawPreferences = false;
        dcs::test::whenModal<PreferencesDialog>(&w, [](PreferencesDialog *d) {
            retype(d->findChild<QLineEdit *>(QStringLiteral("company")), QStringLiteral("Acme Cloud Ltd"));
            QTest::keyClick(d, Qt::Key_Return);
        }, &sawPreferences);
        w.activateWindow();  // as the user's click back on the window after the dialogs
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_Comma, Qt::ControlModifier);
        QTRY_VERIFY(sawPreferences);
        QCOMPARE(ReportSettings::load().company, QStringLiteral("Acme Cloud Ltd"));

        // 4. Ctrl+E: the dialog starts from the preferences, its file label is a real mnemonic.
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("proposal.pdf"));
        bool sawExport = false;
        dcs::test::whenModal<ExportReportDialog>(&w, [pdf](ExportReportDialog *d) {
            QCOMPARE(d->options().company, QStringLiteral("Acme Cloud Ltd"));
            auto *path = d->findChild<QLineEdit *>(QStringLiteral("reportPath"));
            QLabel *fileLabel = nullptr;
            for (QLabel *l : d->findChildren<QLabel *>())
                if (l->buddy() == path)
                    fileLabel = l;
            QVERIFY2(fileLabel, "the file field has no label with a buddy: '&File:' would show its '&'");
            retype(path, pdf);
            QTest::keyClick(d, Qt::Key_Return);
        }, &sawExport);
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY(sawExport);
        // The studio says the report is written, with a button to open it.
        QMessageBox *written = nullptr;
        QTRY_VERIFY((written = w.findChild<QMessageBox *>(QStringLiteral("reportWrittenMessage"))));
        QVERIFY(written->informativeText().contains(QStringLiteral("proposal.pdf")));
        QVERIFY(written->findChild<QAbstractButton *>(QStringLiteral("openReport")));
        QTest::keyClick(written, Qt::Key_Escape);
        QTRY_VERIFY(!w.findChild<QMessageBox *>(QStringLiteral("reportWrittenMessage")));

        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Acme 1024-GPU proposal")), "the renamed project is not on the cover");
        QVERIFY2(text.contains(QStringLiteral("Acme Cloud Ltd")), "the company from the preferences is not in the report");
    }
};

QTEST_MAIN(TestStoryProposal)
#include "test_story_proposal.moc"
