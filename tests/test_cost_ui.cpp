// The cost verdict in the studio (issue 14), driven as a user does: the Cost verdict tab opened
// with a click on its tab, the bill and the verdict read from the screen, and the Cost inputs page
// of Site and Cooling edited cell by cell with the keyboard: a range with low above high is
// refused naming the input (nothing changes), a new base moves the verdict, Ctrl+Z brings it back.
#include "analysis/analysisrunner.h"
#include "catalog/catalog.h"
#include "coolingpage.h"
#include "costcharts.h"
#include "generator/clustergenerator.h"
#include "io/projectwriter.h"
#include "costinputstable.h"
#include "costpage.h"
#include "document/projectdocument.h"
#include "cost/costresult.h"
#include "kpistrip.h"
#include "mainwindow.h"
#include "sitecoolingdialog.h"
#include "spec/costinputs.h"
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace dcs;

namespace {

int rowOf(const QTableWidget *table, const QString &text)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0) && table->item(r, 0)->text().contains(text))
            return r;
    return -1;
}

// Types `text` into a cell: a double-click opens its editor; `enter` presses Enter in it (which
// commits the cell and must not press the dialog's OK), else the editor stays open.
void editCell(QTableWidget *table, int row, int column, const QString &text, bool enter = false)
{
    table->scrollToItem(table->item(row, column));
    const QPoint at = table->visualItemRect(table->item(row, column)).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
    QLineEdit *editor = nullptr;
    for (QLineEdit *e : table->viewport()->findChildren<QLineEdit *>())
        if (e->isVisible())
            editor = e;
    QVERIFY2(editor, qPrintable(QStringLiteral("no editor at %1,%2 (%3 x %4)").arg(at.x()).arg(at.y()).arg(table->viewport()->width()).arg(table->viewport()->height())));
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, text);
    if (enter) {
        QTest::keyClick(editor, Qt::Key_Return);
        QTest::qWait(0);  // the item view commits the editor on the next pass of the event loop
        QCOMPARE(table->item(row, column)->text(), text);
    }
}

void showCostInputs(SiteCoolingDialog *dialog)
{
    auto *pages = dialog->findChild<QTabWidget *>();
    QTabBar *bar = pages->tabBar();
    for (int i = 0; i < pages->count(); ++i)
        if (pages->tabText(i) == QLatin1String("Cost inputs"))
            QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
    QTest::qWait(50);  // the page lays out its table before cells are clicked
}

QPushButton *ok(SiteCoolingDialog *dialog)
{
    return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

// Clicks the tab of `page` in the main window's central tabs; true when it is then shown.
bool clickTab(QTabWidget *tabs, QWidget *page)
{
    if (!tabs || !page || tabs->indexOf(page) < 0)
        return false;
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(tabs->indexOf(page)).center());
    return tabs->currentWidget() == page;
}

} // namespace

class TestCostUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdictTabAndCostInputs()
    {
        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.analysisRunner()->runNow();

        // The tab, by a click on its title.
        auto *tabs = w.findChild<QTabWidget *>();
        auto *page = w.findChild<CostPage *>();
        QVERIFY(tabs && page);
        QVERIFY(clickTab(tabs, page));
        QTableWidget *bill = page->billTable();
        const int coldPlates = rowOf(bill, QStringLiteral("Cold-plate kits"));
        QVERIFY(coldPlates >= 0);
        QCOMPARE(bill->item(coldPlates, 1)->text(), QStringLiteral("–"));  // the air bill has none
        QVERIFY(bill->item(coldPlates, 2)->text().contains(QStringLiteral("USD")));
        QVERIFY(page->verdictLabel()->text().contains(QStringLiteral("Liquid is cheaper")));
        QVERIFY(w.kpiStrip()->text(QStringLiteral("tco")).contains(QStringLiteral("P(liquid)")));
        // The figure construction-cost guides publish, beside their range in its tooltip.
        const int perMw = rowOf(bill, QStringLiteral("Facility capex per MW of IT"));
        QVERIFY(perMw >= 0);
        QVERIFY(bill->item(perMw, 1)->text().endsWith(QStringLiteral("/MW")));
        QVERIFY(bill->item(perMw, 1)->toolTip().contains(QStringLiteral("9.3 to 15.0")));
        // The tornado's labels fit the axis Qt Charts leaves them (at most 40 % of the chart):
        // none longer than kTornadoLabelChars, the "(flips)" marker kept whole.
        std::unique_ptr<QChart> tornado(CostCharts::tornado(*w.analysisRunner()->latest(), QStringLiteral("USD")));
        const auto axes = tornado->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 1);
        const QStringList labels = qobject_cast<QBarCategoryAxis *>(axes.front())->categories();
        QCOMPARE(labels.size(), CostCharts::kTornadoBars);
        for (const QString &label : labels)
            QVERIFY2(label.size() <= CostCharts::kTornadoLabelChars, qPrintable(label));
        QCOMPARE(labels.back(), QStringLiteral("Cold-plate kits (flips)"));  // the largest swing on top
        const Project before = w.document()->project();
        const int steps = w.document()->undoStack()->count();

        // 1. A range with low above high: refused, the dialog says which input, nothing changes.
        QString refusal;
        QTimer::singleShot(0, &w, [&] {
            auto *dialog = qobject_cast<SiteCoolingDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            showCostInputs(dialog);
            auto *table = dialog->findChild<CostInputsTable *>();
            QVERIFY(table && table->isVisible());
            const int cdu = int(CostInput::CduUsdPerKw);
            editCell(table, cdu, CostInputsTable::Low, QStringLiteral("600"));
            QTest::mouseClick(ok(dialog), Qt::LeftButton);  // with the cell's editor still open
            refusal = dialog->errorText();
            QVERIFY(dialog->isVisible());
            dialog->reject();
        });
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY2(refusal.contains(QStringLiteral("cooling.cost.cdu_usd_per_kw")) && refusal.contains(QStringLiteral("above high")),
                 qPrintable(refusal));
        QCOMPARE(w.document()->project(), before);
        QCOMPARE(w.document()->undoStack()->count(), steps);

        w.activateWindow();  // back from the closed dialog: the window's shortcuts need it active
        QVERIFY(QTest::qWaitForWindowActive(&w));
        // 2. Dear cold plates, 3,000 USD per GPU (inside the sourced 575-3,750), turn the verdict:
        // 1,024 GPUs x 2,310 USD more x 1.2 (five years of 4 % maintenance) = 2.84 M USD against
        // liquid's 2.08 M USD advantage.
        QTimer::singleShot(0, &w, [&] {
            auto *dialog = qobject_cast<SiteCoolingDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            showCostInputs(dialog);
            auto *table = dialog->findChild<CostInputsTable *>();
            // Enter commits the cell and leaves the dialog open; OK applies.
            editCell(table, int(CostInput::ColdPlateUsdPerGpu), CostInputsTable::Base, QStringLiteral("3000"), true);
            QVERIFY(dialog->isVisible());
            QTest::mouseClick(ok(dialog), Qt::LeftButton);
            QVERIFY2(!dialog->isVisible(), qPrintable(dialog->errorText()));
        });
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(w.document()->project().cooling.cost.coldPlateUsdPerGpu, 3000.0);
        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        w.analysisRunner()->runNow();
        QVERIFY2(page->verdictLabel()->text().contains(QStringLiteral("Air is cheaper")), qPrintable(page->verdictLabel()->text()));
        QVERIFY(bill->item(rowOf(bill, QStringLiteral("Cold-plate kits")), 2)->text().contains(QStringLiteral("3.07 M")));  // 1,024 x 3,000

        // 3. Ctrl+Z: the design's own prices again.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->project(), before);
        w.analysisRunner()->runNow();
        QVERIFY(page->verdictLabel()->text().contains(QStringLiteral("Liquid is cheaper")));
    }

    // Issue 32 item 5 on screen: a generated 8-rack GB200 NVL72 hall (no air-cooled version
    // exists). Clicked open, the Cost verdict tab says why there is no air alternative, its bill
    // has the liquid loop on dry coolers (the design) and on cooling towers, never an air column;
    // the Cooling tab's air column says "not buildable" and holds no figure; the KPI strip
    // names the comparison it shows.
    void noAirAlternativeOnScreen()
    {
        GeneratorOptions o;
        o.systemId = "gb200-nvl72";
        o.nodes = 8;
        o.cooling = GeneratorCooling::Liquid;
        const ClusterGenerator::Result generated = ClusterGenerator::generate(o, Catalog::builtIn(), false);
        QVERIFY(generated.ok);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("gb200.json"));
        QVERIFY(ProjectWriter::save(generated.project, path).isEmpty());

        MainWindow w(MainWindow::Options{false, false});
        QVERIFY(w.openProject(path, true));
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.analysisRunner()->runNow();

        auto *tabs = w.findChild<QTabWidget *>();
        auto *costPage = w.findChild<CostPage *>();
        QVERIFY(clickTab(tabs, costPage));
        const QString verdict = costPage->verdictLabel()->text();
        QVERIFY2(verdict.contains(QStringLiteral("No air alternative")), qPrintable(verdict));
        QVERIFY(verdict.contains(QStringLiteral("NVIDIA GB200 NVL72")));
        // Towers cost less to build and more to run (make-up water): no "break-even: never", but
        // when the dry coolers repay their larger capex.
        QVERIFY(w.analysisRunner()->latest()->cost->candidateCheaperUpFrontDearerToRun);
        QVERIFY2(verdict.contains(QStringLiteral("Liquid cooling on cooling towers costs less up front and more to run: liquid "
                                                 "cooling on dry coolers repays its larger capex")),
                 qPrintable(verdict));
        QVERIFY(!verdict.contains(QStringLiteral("Break-even")));
        QTableWidget *bill = costPage->billTable();
        QCOMPARE(bill->horizontalHeaderItem(1)->text(), QStringLiteral("Liquid,\ndry coolers\n(design)"));
        QCOMPARE(bill->horizontalHeaderItem(2)->text(), QStringLiteral("Liquid,\ncooling towers"));
        const int dry = rowOf(bill, QStringLiteral("Dry coolers")), towers = rowOf(bill, QStringLiteral("Cooling towers (warm-water loop)"));
        QVERIFY(dry >= 0 && towers >= 0);
        QCOMPARE(bill->item(dry, 2)->text(), QStringLiteral("–"));
        QCOMPARE(bill->item(towers, 1)->text(), QStringLiteral("–"));
        QVERIFY(bill->item(towers, 2)->text().contains(QStringLiteral("USD")));
        for (int r = 0; r < bill->rowCount(); ++r)  // no cold-plate kits: the systems carry their own
            QVERIFY(!bill->item(r, 0)->text().contains(QStringLiteral("Cold-plate kits")));

        auto *coolingPage = w.findChild<CoolingPage *>();
        QVERIFY(clickTab(tabs, coolingPage));
        QTableWidget *comparison = coolingPage->comparisonTable();
        QCOMPARE(comparison->item(0, 1)->text(), QStringLiteral("not buildable"));
        QVERIFY(comparison->item(0, 1)->toolTip().contains(QStringLiteral("no air-cooled version")));
        const int pue = rowOf(comparison, QStringLiteral("PUE, annual"));
        QCOMPARE(comparison->item(pue, 1)->text(), QStringLiteral("—"));
        QVERIFY(comparison->item(pue, 2)->text().toDouble() > 1.0);
        QVERIFY(w.kpiStrip()->text(QStringLiteral("pue")).startsWith(QStringLiteral("– / ")));
        QVERIFY(w.kpiStrip()->text(QStringLiteral("tco")).endsWith(QStringLiteral(" M")));
        QVERIFY(!w.kpiStrip()->text(QStringLiteral("tco")).contains(QStringLiteral("P(liquid)")));
    }
};

QTEST_MAIN(TestCostUi)
#include "test_cost_ui.moc"
