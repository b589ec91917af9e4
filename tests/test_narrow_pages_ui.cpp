// The "Cooling & cost", "Network" and Power's "Dynamics" pages at a small laptop screen: the real MainWindow at
// 1280x800 (and 1280x720, what a 2560x1440 screen at QT_SCALE_FACTOR=2 gives) with the
// air-cooled SuperPOD sample, its pages opened by clicking their tabs. Checked: no two visible
// parts of a page overlap (the capacity heading once sat on the comparison's last row), table
// cells of the fixed columns show their text whole, and every chart's title, axis labels and
// legend names read in full (Qt Charts elides them to "..." when they do not fit).
#include "analysis/analysisrunner.h"
#include "chartarea.h"
#include "chartpanel.h"
#include "coolingpage.h"
#include "fabricdiagramview.h"
#include "mainwindow.h"
#include "networkpage.h"
#include "powerdynamicspanel.h"
#include "powerpage.h"
#include <QAbstractItemView>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <memory>

using namespace dcs;

namespace {

void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(10);
    }
}

// A widget's rectangle in `page` coordinates, cut to what its ancestors let show (a table
// scrolled inside its column ends at the column's edge).
QRect shownRect(const QWidget *w, const QWidget *page)
{
    QRect r(w->mapTo(page, QPoint(0, 0)), w->size());
    for (const QWidget *p = w->parentWidget(); p && p != page; p = p->parentWidget())
        r &= QRect(p->mapTo(page, QPoint(0, 0)), p->size());
    return r & page->rect();
}

QString describe(const QWidget *w)
{
    QString name = w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className()) : w->objectName();
    if (auto *label = qobject_cast<const QLabel *>(w))
        name += QStringLiteral(" \"%1\"").arg(label->text().left(40));
    return name;
}

// The parts a reader sees: texts, tables, charts, the fabric diagram and tab bars.
void noPartsOverlap(QWidget *page)
{
    QList<QWidget *> parts;
    for (QWidget *w : page->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(page) || qobject_cast<QHeaderView *>(w))
            continue;
        if (qobject_cast<QLabel *>(w) || qobject_cast<QAbstractItemView *>(w) || qobject_cast<ChartPanel *>(w)
            || qobject_cast<FabricDiagramView *>(w) || qobject_cast<QTabBar *>(w))
            if (!shownRect(w, page).isEmpty())
                parts << w;
    }
    QVERIFY2(parts.size() >= 4, qPrintable(QStringLiteral("only %1 visible parts").arg(parts.size())));
    for (int i = 0; i < parts.size(); ++i)
        for (int j = i + 1; j < parts.size(); ++j) {
            if (parts[i]->isAncestorOf(parts[j]) || parts[j]->isAncestorOf(parts[i]))
                continue;
            const QRect a = shownRect(parts[i], page), b = shownRect(parts[j], page);
            QVERIFY2(!a.intersects(b), qPrintable(QStringLiteral("%1 (%2,%3 %4x%5) overlaps %6 (%7,%8 %9x%10)")
                                                      .arg(describe(parts[i])).arg(a.x()).arg(a.y()).arg(a.width()).arg(a.height())
                                                      .arg(describe(parts[j])).arg(b.x()).arg(b.y()).arg(b.width()).arg(b.height())));
        }
}

// Every cell of `column` shows its text on one line: text + the delegate's margins (+ the
// colour swatch, when the cell has one) within the column.
void cellsNotCut(const QTableWidget *table, int column)
{
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    const int width = table->horizontalHeader()->sectionSize(column);
    int checked = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem *item = table->item(row, column);
        if (!item || item->text().isEmpty())
            continue;
        int needed = QFontMetrics(item->font()).horizontalAdvance(item->text()) + 2 * margin;
        if (item->data(Qt::DecorationRole).isValid())
            needed += table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, table) + 2 * margin;
        QVERIFY2(needed <= width, qPrintable(QStringLiteral("%1: \"%2\" needs %3 px, column %4 is %5 px")
                                                 .arg(table->objectName(), item->text()).arg(needed).arg(column).arg(width)));
        ++checked;
    }
    QVERIFY(checked > 0);
}

// The chart as drawn: its title item holds the whole title, and no text (title, axis labels
// and titles, legend names) was elided to "...".
void chartReadsInFull(const ChartPanel *panel, const QString &expectedTitle)
{
    QChart *chart = panel->chart();
    QVERIFY(chart && chart->scene());
    QCOMPARE(chart->title(), expectedTitle);
    QString title = expectedTitle;
    title.replace(QLatin1String("<br>"), QLatin1String("\n"));
    bool titleWhole = false;
    int texts = 0;
    for (QGraphicsItem *item : chart->scene()->items()) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (!text || !text->isVisible())
            continue;
        QString shown = text->toPlainText();
        shown.replace(QChar::LineSeparator, QLatin1Char('\n')).replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
        QVERIFY2(!shown.contains(QLatin1String("...")) && !shown.contains(QChar(0x2026)),
                 qPrintable(QStringLiteral("\"%1\" elided in chart \"%2\"").arg(shown, title)));
        titleWhole |= shown == title;
        ++texts;
    }
    QVERIFY2(titleWhole, qPrintable(QStringLiteral("title \"%1\" not drawn whole").arg(title)));
    QVERIFY(texts >= 5);  // title, axis labels, legend names: the chart was really laid out
}

} // namespace

// A helper's failed QVERIFY returns from the helper only: stop the test there too.
#define CHECKED(call)                    \
    do {                                 \
        call;                            \
        if (QTest::currentTestFailed())  \
            return;                      \
    } while (false)

class TestNarrowPagesUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> mWindow;

    MainWindow &w() { return *mWindow; }

    void open(const QSize &size)
    {
        mWindow = std::make_unique<MainWindow>(MainWindow::Options{false, false});
        QVERIFY(w().openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w().resize(size);
        w().show();
        QVERIFY(QTest::qWaitForWindowExposed(&w()));
        w().settleLayout();
        w().analysisRunner()->runNow();
        settle();
        QCOMPARE(w().size(), size);
    }

    // Clicks the tab of `page` on the tab bar that holds it, as a user would.
    void clickTabOf(QWidget *page)
    {
        for (QTabWidget *tabs : w().findChildren<QTabWidget *>()) {
            const int index = tabs->indexOf(page);
            if (index < 0)
                continue;
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(index).center());
            settle();
            QCOMPARE(tabs->currentWidget(), page);
            return;
        }
        QFAIL("no tab bar holds the page");
    }

private Q_SLOTS:
    void cleanup() { mWindow.reset(); }

    void pages_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1280x720 (2560x1440 at scale 2)") << QSize(1280, 720);
    }

    void pages()
    {
        QFETCH(QSize, size);
        CHECKED(open(size));

        // ---------------------------------------------------------------- Cooling & cost
        auto *cooling = w().findChild<CoolingPage *>();
        QVERIFY(cooling);
        CHECKED(clickTabOf(cooling));
        QVERIFY(cooling->isVisible());
        QVERIFY2(cooling->narrow(), qPrintable(QStringLiteral("page %1 px wide").arg(cooling->width())));
        CHECKED(noPartsOverlap(cooling));
        // The capacity heading lies below the comparison's last row, not on it.
        QTableWidget *comparison = cooling->comparisonTable();
        const QRect lastRow = comparison->visualItemRect(comparison->item(comparison->rowCount() - 1, 0));
        QVERIFY(comparison->viewport()->rect().contains(lastRow));  // the table shows every row itself
        for (int c = 0; c < comparison->columnCount(); ++c)
            CHECKED(cellsNotCut(comparison, c));
        // Columns 1 and 2 (result, figures) of the checks; names and ids elide with tooltips.
        CHECKED(cellsNotCut(cooling->checksTable(), 1));
        CHECKED(cellsNotCut(cooling->checksTable(), 2));

        // The title's second line is the verdict (on the sample, with the priced bills of issue 14:
        // "liquid cheaper from year 0"); it must read in full whatever it says.
        const QString breakEven = QStringLiteral("Cumulative cost<br>");
        QTabWidget *chartTabs = cooling->chartTabs();
        QCOMPARE(chartTabs->count(), 3);
        const QList<ChartPanel *> coolingCharts{cooling->monthlyPueChart(), cooling->cumulativeCostChart(), cooling->energyChart()};
        for (int i = 0; i < 3; ++i) {
            QTest::mouseClick(chartTabs->tabBar(), Qt::LeftButton, {}, chartTabs->tabBar()->tabRect(i).center());
            settle();
            QCOMPARE(chartTabs->currentWidget(), coolingCharts[i]);
            QVERIFY(coolingCharts[i]->isVisible() && coolingCharts[i]->width() >= 300);
            CHECKED(noPartsOverlap(cooling));
        }
        CHECKED(chartReadsInFull(cooling->monthlyPueChart(), QStringLiteral("Monthly PUE")));
        QVERIFY(cooling->cumulativeCostChart()->chart()->title().startsWith(breakEven));
        CHECKED(chartReadsInFull(cooling->cumulativeCostChart(), cooling->cumulativeCostChart()->chart()->title()));
        CHECKED(chartReadsInFull(cooling->energyChart(), QStringLiteral("Energy by component")));

        // ---------------------------------------------------------------- Network
        auto *network = w().findChild<NetworkPage *>();
        QVERIFY(network);
        CHECKED(clickTabOf(network));
        QVERIFY(network->isVisible());
        QVERIFY(network->narrow());
        CHECKED(noPartsOverlap(network));
        QTableWidget *cables = network->cableTable();
        QVERIFY(cables->rowCount() >= 3);  // two cable types and the total
        cellsNotCut(cables, 0);            // the Type column: names on one line
        for (int c = 1; c < cables->columnCount(); ++c)
            CHECKED(cellsNotCut(cables, c));
        QTabWidget *tabs = network->narrowTabs();
        QCOMPARE(tabs->count(), 3);
        QVERIFY(tabs->widget(0)->isAncestorOf(network->diagram()));  // diagram and figures first
        QVERIFY(network->diagram()->isVisible() && network->diagram()->height() >= 220);
        const QList<ChartPanel *> networkCharts{network->lengthChart(), network->bandwidthChart()};
        for (int i = 1; i < 3; ++i) {
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(i).center());
            settle();
            QCOMPARE(tabs->currentWidget(), networkCharts[i - 1]);
            CHECKED(noPartsOverlap(network));
        }
        CHECKED(chartReadsInFull(network->lengthChart(), QStringLiteral("Cable lengths by type (compute fabric)")));
        CHECKED(chartReadsInFull(network->bandwidthChart(), QStringLiteral("Bandwidth per tier (compute fabric)")));

        // ---------------------------------------------------------------- Power > Dynamics
        auto *power = w().findChild<PowerPage *>();
        QVERIFY(power);
        CHECKED(clickTabOf(power));
        // The phases' scope and scenario share the tabs' row, so the phase chart keeps its height.
        QVERIFY(power->pageTabs()->currentIndex() == 0 && power->findChild<QWidget *>(QStringLiteral("powerPhaseBar"))->isVisible());
        CHECKED(noPartsOverlap(power));
        // The phase chart keeps the height its rotated PDU names, legend and axis title need: at
        // 1280 x 720 its axis title read "Curre..." and the legend lay over the names.
        power->refresh();
        settle();
        CHECKED(chartReadsInFull(power->chartPanel(), power->chartPanel()->chart()->title()));
        PowerDynamicsPanel *dynamics = power->dynamics();
        CHECKED(clickTabOf(dynamics));
        QVERIFY(!power->findChild<QWidget *>(QStringLiteral("powerPhaseBar"))->isVisible());
        QVERIFY(dynamics->charts()->isTabbed());  // the three charts and the options under tabs
        const QList<QWidget *> dynamicsTabs{dynamics->stepPanel(), dynamics->spectrumPanel(), dynamics->jobStopPanel(),
                                            dynamics->mitigationsPage()};
        for (QWidget *tab : dynamicsTabs) {
            CHECKED(clickTabOf(tab));
            QVERIFY(tab->isVisible() && tab->height() >= 200);
            CHECKED(noPartsOverlap(power));  // the page: its tab bar, the line, the tabs, the chart or table
        }
        QVERIFY(dynamics->table()->isVisible());
        CHECKED(chartReadsInFull(dynamics->stepPanel(), QStringLiteral("3 training steps: utility and worst phase")));
        // Their titles carry the engine's figures (test_power_dynamics_ui checks them).
        QVERIFY(dynamics->spectrumPanel()->chart()->title().startsWith(QStringLiteral("Spectrum: ")));
        CHECKED(chartReadsInFull(dynamics->spectrumPanel(), dynamics->spectrumPanel()->chart()->title()));
        QVERIFY(dynamics->jobStopPanel()->chart()->title().startsWith(QStringLiteral("Job stop: ")));
        CHECKED(chartReadsInFull(dynamics->jobStopPanel(), dynamics->jobStopPanel()->chart()->title()));
    }

    // Wide enough (a 1600 px window with the docks), the pages keep the side-by-side layout.
    void wideWindowKeepsTheGrid()
    {
        CHECKED(open(QSize(1920, 1080)));
        auto *cooling = w().findChild<CoolingPage *>();
        CHECKED(clickTabOf(cooling));
        QVERIFY2(!cooling->narrow(), qPrintable(QStringLiteral("page %1 px wide").arg(cooling->width())));
        QVERIFY(!cooling->chartTabs()->isVisible());
        QVERIFY(cooling->monthlyPueChart()->isVisible() && cooling->energyChart()->isVisible());
        CHECKED(noPartsOverlap(cooling));
        CHECKED(chartReadsInFull(cooling->monthlyPueChart(), QStringLiteral("Monthly PUE")));
        CHECKED(chartReadsInFull(cooling->energyChart(), QStringLiteral("Energy by component")));
        auto *network = w().findChild<NetworkPage *>();
        CHECKED(clickTabOf(network));
        QVERIFY(!network->narrow());
        QVERIFY(network->diagram()->isVisible() && network->lengthChart()->isVisible() && network->bandwidthChart()->isVisible());
        CHECKED(noPartsOverlap(network));
    }
};

QTEST_MAIN(TestNarrowPagesUi)
#include "test_narrow_pages_ui.moc"
