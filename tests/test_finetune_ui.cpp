// Fine-tuning lab UI (issue 15 item 6): the Training page's "Fine-tuning lab" driven by mouse and
// key events on the real widgets: the sample's packing per server and finish times, a cell typed
// into (one undo step, the analysis follows), a mode chosen from the cell's drop-down with the
// keyboard, a negative token count and a MIG profile no placed GPU offers refused in red naming
// the field with nothing changed, Add job and Remove job, Ctrl+Z through the document's stack.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "training/trainingresult.h"
#include "counttext.h"
#include "finetunejobstable.h"
#include "finetunelabpanel.h"
#include "io/projectreader.h"
#include "trainingpage.h"
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace dcs;

namespace {

Project loadLab()
{
    const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/finetune-lab.json"));
    const ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
    if (!r.project)
        qFatal("finetune-lab: %s", formatErrors(r.errors).c_str());
    return *r.project;
}

// The page and its document, with the analysis re-run after every change (as the runner does).
struct Studio {
    ProjectDocument doc{Catalog::builtIn()};
    TrainingPage page{&doc};
    Studio()
    {
        QObject::connect(&doc, &ProjectDocument::changed, &page, [this] { analyse(); });
        doc.reset(loadLab());
        page.resize(1600, 1000);
        page.show();
    }
    void analyse() { page.setAnalysis(std::make_shared<const Analysis>(Analyzer::run(doc.project(), doc.catalog()))); }
    QTableWidget *jobs() const { return page.labPanel()->jobs()->table(); }
    const FinetuneJob &job(int i) const { return doc.project().workload.finetune.jobs[size_t(i)]; }
};

QPoint cellCentre(QTableWidget *t, int row, int column)
{
    t->scrollToItem(t->item(row, column));
    return t->visualItemRect(t->item(row, column)).center();
}

// Double-clicks a cell, replaces its text by typing and presses Enter.
void typeInto(QTableWidget *t, int row, int column, const QString &text)
{
    QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cellCentre(t, row, column));
    QTest::mouseDClick(t->viewport(), Qt::LeftButton, {}, cellCentre(t, row, column));
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY2(editor, "the cell opens a line edit");
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QApplication::processEvents();  // the delegate commits the editor's data through a queued call
}

} // namespace

class TestFinetuneUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sampleOpensOnTheLab()
    {
        Studio s;
        QVERIFY(QTest::qWaitForWindowExposed(&s.page));
        FinetuneLabPanel *lab = s.page.labPanel();
        QVERIFY(lab->isVisible());  // a design with jobs opens on its lab
        QCOMPARE(s.jobs()->rowCount(), 6);
        const Analysis a = Analyzer::run(s.doc.project(), s.doc.catalog());
        const FinetuneResult &r = a.training->finetune;
        // The packing per server: one row per server, its GPUs as the engine packed them.
        QCOMPARE(lab->packing()->rowCount(), 8);
        for (int i = 0; i < 8; ++i)
            QCOMPARE(lab->packing()->item(i, 4)->text(), FinetuneLabPanel::gpuText(r.servers[size_t(i)], r));
        // Each job's place and finish time as the engine has them.
        const QLocale loc;
        for (int i = 0; i < 6; ++i) {
            const FinetuneJobResult &j = r.jobs[size_t(i)];
            QCOMPARE(s.jobs()->item(i, FinetuneJobsTable::Place)->text(), QString::fromStdString(j.placementText()));
            QCOMPARE(s.jobs()->item(i, FinetuneJobsTable::Finish)->text(), j.placed ? loc.toString(j.finishH, 'f', 1) : QString());
        }
        QVERIFY(lab->summary().contains(QStringLiteral("6 jobs")));
        // The sample's pinned job does not fit its 2g.20gb slice: the advice says what would.
        QVERIFY2(lab->advice().contains(QStringLiteral("tutor-8b")), qPrintable(lab->advice()));
    }

    void typedEditIsOneUndoStep()
    {
        Studio s;
        QVERIFY(QTest::qWaitForWindowExposed(&s.page));
        const double before = s.job(0).tokens;
        const int steps = s.doc.undoStack()->count();
        typeInto(s.jobs(), 0, FinetuneJobsTable::Tokens, QStringLiteral("1000M"));
        QCOMPARE(s.job(0).tokens, 1e9);  // 1,000 million
        QCOMPARE(s.doc.undoStack()->count(), steps + 1);
        QCOMPARE(s.jobs()->item(0, FinetuneJobsTable::Tokens)->text(), QStringLiteral("1B"));
        // The finish time follows the analysis: 5x the tokens of the sample's 2e8.
        const Analysis a = Analyzer::run(s.doc.project(), s.doc.catalog());
        QCOMPARE(s.jobs()->item(0, FinetuneJobsTable::Finish)->text(), QLocale().toString(a.training->finetune.jobs[0].finishH, 'f', 1));
        // Undo on the document's stack (the Edit menu's action): the table shows the old value.
        s.doc.undoStack()->undo();
        QCOMPARE(s.job(0).tokens, before);
        QCOMPARE(s.jobs()->item(0, FinetuneJobsTable::Tokens)->text(), CountText::compact(before));
    }

    void modeFromTheDropDown()
    {
        Studio s;
        QVERIFY(QTest::qWaitForWindowExposed(&s.page));
        QCOMPARE(s.job(1).mode, FinetuneMode::Lora);
        QTableWidget *t = s.jobs();
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cellCentre(t, 1, FinetuneJobsTable::Mode));
        QTest::mouseDClick(t->viewport(), Qt::LeftButton, {}, cellCentre(t, 1, FinetuneJobsTable::Mode));
        auto *combo = t->findChild<QComboBox *>(QStringLiteral("finetuneChoice"));
        QVERIFY(combo);
        QCOMPARE(combo->currentText(), QStringLiteral("lora"));
        QTest::keyClick(combo, Qt::Key_Down);  // lora -> qlora
        QTest::keyClick(combo, Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(s.job(1).mode, FinetuneMode::Qlora);
        QCOMPARE(t->item(1, FinetuneJobsTable::Mode)->text(), QStringLiteral("qlora"));
    }

    void badInputRefusedByName()
    {
        Studio s;
        QVERIFY(QTest::qWaitForWindowExposed(&s.page));
        const Workload before = s.doc.project().workload;
        const int steps = s.doc.undoStack()->count();
        typeInto(s.jobs(), 2, FinetuneJobsTable::Tokens, QStringLiteral("-5"));
        QString error = s.page.labPanel()->jobs()->errorText();
        QVERIFY2(error.contains(QStringLiteral("/workload/finetune/jobs/2/tokens")), qPrintable(error));
        QVERIFY(s.doc.project().workload == before);
        QCOMPARE(s.doc.undoStack()->count(), steps);
        QCOMPARE(s.jobs()->item(2, FinetuneJobsTable::Tokens)->text(), CountText::compact(before.finetune.jobs[2].tokens));

        typeInto(s.jobs(), 2, FinetuneJobsTable::Tokens, QStringLiteral("many"));
        QVERIFY2(s.page.labPanel()->jobs()->errorText().contains(QStringLiteral("is not a number")), qPrintable(s.page.labPanel()->jobs()->errorText()));
        QVERIFY(s.doc.project().workload == before);

        // A profile of the H200 on a hall of H100 PCIe and RTX 4090: chosen from the drop-down.
        QTableWidget *t = s.jobs();
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cellCentre(t, 0, FinetuneJobsTable::Placement));
        QTest::mouseDClick(t->viewport(), Qt::LeftButton, {}, cellCentre(t, 0, FinetuneJobsTable::Placement));
        auto *combo = t->findChild<QComboBox *>(QStringLiteral("finetuneChoice"));
        QVERIFY(combo);
        const int h200 = combo->findText(QStringLiteral("2g.35gb"));
        QVERIFY(h200 > 0);
        for (int i = combo->currentIndex(); i < h200; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
        QTest::keyClick(combo, Qt::Key_Return);
        QApplication::processEvents();
        error = s.page.labPanel()->jobs()->errorText();
        QVERIFY2(error.contains(QStringLiteral("/workload/finetune/jobs/0/placement")) && error.contains(QStringLiteral("2g.35gb")),
                 qPrintable(error));
        QVERIFY(s.doc.project().workload == before);
        QCOMPARE(s.doc.undoStack()->count(), steps);
        QCOMPARE(t->item(0, FinetuneJobsTable::Placement)->text(), QString::fromStdString(before.finetune.jobs[0].placement));
    }

    void addAndRemoveJobs()
    {
        Studio s;
        QVERIFY(QTest::qWaitForWindowExposed(&s.page));
        auto *add = s.page.labPanel()->findChild<QPushButton *>(QStringLiteral("finetuneAdd"));
        auto *remove = s.page.labPanel()->findChild<QPushButton *>(QStringLiteral("finetuneRemove"));
        QVERIFY(add && remove);
        const int steps = s.doc.undoStack()->count();
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(int(s.doc.project().workload.finetune.jobs.size()), 7);
        QCOMPARE(s.jobs()->rowCount(), 7);
        QCOMPARE(s.job(6).name, std::string("job 7"));
        QCOMPARE(s.doc.undoStack()->count(), steps + 1);
        // Select the first job with a click and remove it.
        const std::string second = s.job(1).name;
        QTest::mouseClick(s.jobs()->viewport(), Qt::LeftButton, {}, cellCentre(s.jobs(), 0, FinetuneJobsTable::Place));
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(int(s.doc.project().workload.finetune.jobs.size()), 6);
        QCOMPARE(s.job(0).name, second);
        QCOMPARE(s.doc.undoStack()->count(), steps + 2);
        s.doc.undoStack()->undo();
        s.doc.undoStack()->undo();
        QCOMPARE(int(s.doc.project().workload.finetune.jobs.size()), 6);
        QCOMPARE(s.jobs()->rowCount(), 6);
        QCOMPARE(s.job(1).name, second);
    }
};

QTEST_MAIN(TestFinetuneUi)
#include "test_finetune_ui.moc"
