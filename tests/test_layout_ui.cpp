// The studio at a small laptop screen (1280x800): the real MainWindow with the air-cooled
// SuperPOD sample, checked for text that would be elided or clipped (dock tabs, combo boxes of
// the Fabric and Workload docks, the KPI strip's rows, the cooling capacity table), for the
// floor plan's colour legend (it folds away with a click and never covers equipment at fit)
// and for the rack elevation (it opens at a readable scale and zooms from the keyboard).
#include "analysis/analysisrunner.h"
#include "chartpanel.h"
#include "coolingpage.h"
#include "fabricdock.h"
#include "floorcolourpanel.h"
#include "flowlayout.h"
#include "flooritem.h"
#include "floorplanscene.h"
#include "floorplanview.h"
#include "kpistrip.h"
#include "mainwindow.h"
#include "rackelevationscene.h"
#include "rackelevationview.h"
#include "trainingpage.h"
#include "workloaddock.h"
#include <QChart>
#include <QCheckBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QTabWidget>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QAbstractSpinBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <memory>

using namespace dcs;

namespace {

constexpr QSize kLaptop(1280, 800);

// The width a combo box needs to show `text` whole: the style's frame, padding and arrow
// around the text (what QComboBox::sizeHint adds for its longest item).
int comboWidthFor(const QComboBox *box, const QString &text)
{
    QStyleOptionComboBox opt;
    opt.initFrom(box);
    opt.editable = box->isEditable();
    const QSize content(box->fontMetrics().horizontalAdvance(text), box->fontMetrics().height());
    return box->style()->sizeFromContents(QStyle::CT_ComboBox, &opt, content, box).width();
}

void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(10);
    }
}

} // namespace

class TestLayoutUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> mWindow;

    MainWindow &w() { return *mWindow; }

    QDockWidget *dock(const char *objectName)
    {
        return w().findChild<QDockWidget *>(QLatin1String(objectName));
    }

    void raise(QDockWidget *d)
    {
        d->show();
        d->raise();
        settle();
    }

    // Every visible editor of the dock lies inside its scroll area's viewport: a form wider
    // than the dock would be cut at the right edge (the docks never scroll sideways).
    void editorsInsideTheirScrollArea(QDockWidget *d)
    {
        auto *scroll = d->findChild<QScrollArea *>();
        QVERIFY(scroll);
        const QWidget *port = scroll->viewport();
        int checked = 0;
        for (QWidget *editor : d->findChildren<QWidget *>()) {
            if (!qobject_cast<QComboBox *>(editor) && !qobject_cast<QAbstractSpinBox *>(editor) && !qobject_cast<QLineEdit *>(editor))
                continue;
            if (!editor->isVisibleTo(d) || qobject_cast<QAbstractSpinBox *>(editor->parentWidget()))
                continue;  // (a spin box's own line edit is checked as the spin box)
            const QRect r(editor->mapTo(port, QPoint(0, 0)), editor->size());
            QVERIFY2(r.left() >= 0 && r.right() < port->width(),
                     qPrintable(QStringLiteral("%1 spans x %2-%3 in a %4 px wide dock view")
                                    .arg(editor->objectName()).arg(r.left()).arg(r.right()).arg(port->width())));
            ++checked;
        }
        QVERIFY(checked >= 3);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // the colour panel remembers its state in QSettings
        QSettings().remove(QStringLiteral("floorPlan"));
    }

    void init()
    {
        mWindow = std::make_unique<MainWindow>(MainWindow::Options{false, false});
        QVERIFY(w().openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w().resize(kLaptop);
        w().show();
        QVERIFY(QTest::qWaitForWindowExposed(&w()));
        w().settleLayout();
        w().analysisRunner()->runNow();
        settle();
        QCOMPARE(w().size(), kLaptop);  // nothing in the window forces it wider or taller
    }

    void cleanup() { mWindow.reset(); }

    // ------------------------------------------------------------------ dock tabs
    void dockTabTitlesReadInFull()
    {
        // The tab bars QMainWindow makes for tabified docks, and the central tabs.
        const QList<QTabBar *> bars = w().findChildren<QTabBar *>();
        int checked = 0;
        for (QTabBar *bar : bars) {
            if (!bar->isVisible())
                continue;
            const bool vertical = bar->shape() == QTabBar::RoundedEast || bar->shape() == QTabBar::RoundedWest
                                  || bar->shape() == QTabBar::TriangularEast || bar->shape() == QTabBar::TriangularWest;
            const int hspace = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
            for (int i = 0; i < bar->count(); ++i) {
                const QString text = bar->tabText(i).remove(QLatin1Char('&'));
                const QRect r = bar->tabRect(i);
                const int length = vertical ? r.height() : r.width();
                const int needed = bar->fontMetrics().horizontalAdvance(text) + hspace;
                QVERIFY2(length >= needed, qPrintable(QStringLiteral("tab \"%1\" is %2 px long, its text needs %3")
                                                          .arg(text).arg(length).arg(needed)));
                // And every tab is inside the bar (no scroll buttons hiding some).
                QVERIFY2(bar->rect().contains(r), qPrintable(QStringLiteral("tab \"%1\" lies outside its bar").arg(text)));
                ++checked;
            }
        }
        QVERIFY2(checked >= 12, qPrintable(QStringLiteral("only %1 tabs seen").arg(checked)));  // 6 central + docks
    }

    // ------------------------------------------------------------------ combo boxes
    void fabricAndWorkloadChoicesReadInFull_data()
    {
        QTest::addColumn<QString>("dockName");
        QTest::newRow("fabric") << QStringLiteral("fabric");
        QTest::newRow("workload") << QStringLiteral("workloadDock");
    }

    void fabricAndWorkloadChoicesReadInFull()
    {
        QFETCH(QString, dockName);
        QDockWidget *d = dock(qPrintable(dockName));
        QVERIFY(d);
        raise(d);
        int checked = 0;
        for (QComboBox *box : d->findChildren<QComboBox *>()) {
            if (!box->isVisibleTo(d))
                continue;
            // The choice shown reads whole; so does every choice of a box sized to its contents
            // (a box that elides long names by design must still meet its own minimum).
            QVERIFY2(box->width() >= box->minimumSizeHint().width(), qPrintable(box->objectName()));
            const bool sizedToContents = box->sizeAdjustPolicy() == QComboBox::AdjustToContents
                                         || box->sizeAdjustPolicy() == QComboBox::AdjustToContentsOnFirstShow;
            for (int i = 0; i < box->count(); ++i) {
                if (!sizedToContents && i != box->currentIndex())
                    continue;
                const int needed = comboWidthFor(box, box->itemText(i));
                QVERIFY2(box->width() >= needed, qPrintable(QStringLiteral("%1: \"%2\" needs %3 px, the box is %4")
                                                                .arg(box->objectName(), box->itemText(i))
                                                                .arg(needed)
                                                                .arg(box->width())));
            }
            ++checked;
        }
        QVERIFY(checked >= 3);
        editorsInsideTheirScrollArea(d);
        if (dockName == QLatin1String("workloadDock")) {
            // The LoRA targets (check boxes in rows under their label) lie inside the dock too.
            const QWidget *port = d->findChild<QScrollArea *>()->viewport();
            int boxes = 0;
            for (QCheckBox *box : d->findChildren<QCheckBox *>()) {
                if (!box->isVisibleTo(d))
                    continue;
                const QRect r(box->mapTo(port, QPoint(0, 0)), box->size());
                QVERIFY2(r.left() >= 0 && r.right() < port->width(),
                         qPrintable(QStringLiteral("check box \"%1\" spans x %2-%3 in a %4 px wide dock view")
                                        .arg(box->text()).arg(r.left()).arg(r.right()).arg(port->width())));
                QVERIFY2(box->width() >= box->minimumSizeHint().width(), qPrintable(box->text()));
                ++boxes;
            }
            QVERIFY(boxes >= 7);  // q k v o gate up down
        }
        // Labels of the forms are never squeezed below their text either.
        for (QLabel *label : d->findChildren<QLabel *>()) {
            if (!label->isVisibleTo(d) || label->wordWrap() || label->text().isEmpty() || label->textFormat() == Qt::RichText)
                continue;
            QVERIFY2(label->width() >= label->minimumSizeHint().width(),
                     qPrintable(QStringLiteral("label \"%1\" is %2 px, needs %3")
                                    .arg(label->text()).arg(label->width()).arg(label->minimumSizeHint().width())));
        }
    }

    void inspectorValuesInsideTheDock()
    {
        QDockWidget *d = dock("inspector");
        QVERIFY(d);
        raise(d);
        editorsInsideTheirScrollArea(d);  // the project, site and hall form (nothing selected)
        w().floorPlan()->selectIds({"R-A01"});
        settle();
        editorsInsideTheirScrollArea(d);  // a rack
    }

    // ------------------------------------------------------------------ Training page
    void trainingPageReadsAtLaptopSize_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("expectTabs");  // 1 tabs, 0 grid, -1 whichever the page width gives
        QTest::newRow("1280x800") << kLaptop << 1;
        QTest::newRow("1280x720 (2560x1440 at scale 2)") << QSize(1280, 720) << 1;
        // (Grown from 1280x800, the docks keep their width: the page is wider than in a window
        // opened at 1600x1000, where it is ~975 px and tabbed.)
        QTest::newRow("1600x1000") << QSize(1600, 1000) << -1;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 0;
    }

    void trainingPageReadsAtLaptopSize()
    {
        QFETCH(QSize, size);
        w().resize(size);
        settle();
        QVERIFY(w().showTab(QStringLiteral("Training")));
        settle();
        auto *page = w().findChild<TrainingPage *>();
        QVERIFY(page && page->isVisible());
        // Narrower than a wide page: one chart at a time, each at the full chart width, chosen
        // with a click on its tab; a wide page shows the three at once.
        QFETCH(int, expectTabs);
        const bool tabbed = page->width() < TrainingPage::kWideWidth;
        if (expectTabs >= 0)
            QCOMPARE(tabbed, expectTabs == 1);
        QCOMPARE(page->chartsTabbed(), tabbed);
        QTabWidget *tabs = page->chartTabs();
        QCOMPARE(tabs->isVisible(), tabbed);
        QCOMPARE(tabs->count(), tabbed ? 3 : 0);
        QList<ChartPanel *> panels = page->findChildren<ChartPanel *>();
        QCOMPARE(panels.size(), 3);
        for (int i = 0; i < panels.size(); ++i) {
            ChartPanel *panel = panels[i];
            if (tabbed) {
                QTabBar *bar = tabs->tabBar();
                QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
                settle();
                QCOMPARE(tabs->currentIndex(), i);
                panel = qobject_cast<ChartPanel *>(tabs->currentWidget());
            }
            QVERIFY(panel && panel->isVisible());
            QVERIFY2(!panel->toolTip().isEmpty(), "the chart's whole statement on hover");
            QChart *chart = panel->chart();
            QVERIFY(chart && chart->scene());
            // Every text the chart draws (title, legend entries, axis titles and tick labels)
            // reads whole: Qt Charts truncates what does not fit with "...".
            bool titleWhole = false;
            int texts = 0;
            for (QGraphicsItem *item : chart->scene()->items()) {
                auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                if (!text || !text->isVisible() || text->toPlainText().isEmpty())
                    continue;
                ++texts;
                QVERIFY2(!text->toPlainText().endsWith(QStringLiteral("...")),
                         qPrintable(QStringLiteral("%1: \"%2\" is cut").arg(chart->title(), text->toPlainText())));
                titleWhole = titleWhole || text->toPlainText() == chart->title();
            }
            QVERIFY2(titleWhole, qPrintable(QStringLiteral("title \"%1\" not drawn whole").arg(chart->title())));
            QVERIFY2(texts >= 6, qPrintable(chart->title()));
        }
        // The result table: each label and value is drawn whole, on one line or wrapped at spaces
        // into a row tall enough, and inside the table's viewport.
        QTableWidget *table = page->resultTable();
        QVERIFY(table->rowCount() >= 15);
        const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
        const QFontMetrics fm = table->fontMetrics();
        for (int r = 0; r < table->rowCount(); ++r) {
            for (int c = 0; c < 2; ++c) {
                const QTableWidgetItem *item = table->item(r, c);
                QVERIFY(item);
                const QRect cell = table->visualItemRect(item);
                QVERIFY2(cell.left() >= 0 && cell.right() < table->viewport()->width(),
                         qPrintable(QStringLiteral("\"%1\" lies outside the table").arg(item->text())));
                const int room = cell.width() - 2 * margin;
                for (const QString &word : item->text().split(QLatin1Char(' ')))
                    QVERIFY2(fm.horizontalAdvance(word) <= room,
                             qPrintable(QStringLiteral("\"%1\" of \"%2\" needs %3 px of %4")
                                            .arg(word, item->text()).arg(fm.horizontalAdvance(word)).arg(room)));
                const int height = fm.boundingRect(QRect(0, 0, room, 10000), Qt::TextWordWrap, item->text()).height();
                QVERIFY2(height <= cell.height(), qPrintable(QStringLiteral("\"%1\" needs %2 px high, the row is %3")
                                                                  .arg(item->text()).arg(height).arg(cell.height())));
            }
        }
        const int last = table->rowCount() - 1;
        // Scrolled to the end, the last row shows (the table scrolls when the page is short).
        table->scrollToBottom();
        settle();
        QVERIFY(table->viewport()->rect().contains(table->visualItemRect(table->item(last, 1))));
    }

    // ------------------------------------------------------------------ KPI strip
    void kpiRowsAreBalanced()
    {
        auto *flow = dynamic_cast<FlowLayout *>(w().kpiStrip()->layout());
        QVERIFY(flow);
        const std::vector<int> rows = flow->itemsPerRow();
        QVERIFY(!rows.empty());
        int total = 0;
        for (int n : rows)
            total += n;
        QCOMPARE(total, flow->count());
        if (rows.size() > 1) {
            QVERIFY2(rows.back() > 1, qPrintable(QStringLiteral("the last of %1 rows holds %2 figure(s)")
                                                     .arg(rows.size()).arg(rows.back())));
            const auto [lo, hi] = std::minmax_element(rows.begin(), rows.end());
            QVERIFY2(*hi - *lo <= 3, qPrintable(QStringLiteral("rows of %1 and %2 figures").arg(*lo).arg(*hi)));
        }
        // Every value shows whole.
        for (QLabel *value : w().kpiStrip()->findChildren<QLabel *>())
            QVERIFY2(value->width() >= value->sizeHint().width(), qPrintable(value->text()));
    }

    // ------------------------------------------------------------------ floor colour legend
    void colourLegendFoldsWithAClick()
    {
        auto *panel = w().findChild<FloorColourPanel *>();
        QVERIFY(panel && panel->isVisible());
        QVERIFY(!panel->isCollapsed());
        const QSize open = panel->size();
        QVERIFY(panel->combo()->isVisible());
        QTest::mouseClick(panel->toggle(), Qt::LeftButton);
        QVERIFY(panel->isCollapsed());
        QVERIFY(!panel->combo()->isVisible());
        QVERIFY(panel->height() < open.height() / 2);
        QVERIFY(panel->toggle()->text().contains(panel->combo()->currentText()));  // the chip names the mode
        QCOMPARE(QSettings().value(QStringLiteral("floorPlan/colourPanelCollapsed")).toBool(), true);
        // Still in the bottom-left corner of the viewport.
        const QRect port = w().floorPlan()->viewport()->geometry();
        QVERIFY(port.contains(panel->geometry()));
        QVERIFY(panel->geometry().bottom() > port.center().y());
        QVERIFY(panel->geometry().left() < port.center().x());
        QTest::mouseClick(panel->toggle(), Qt::LeftButton);
        QVERIFY(!panel->isCollapsed());
        QCOMPARE(panel->size(), open);
        QCOMPARE(QSettings().value(QStringLiteral("floorPlan/colourPanelCollapsed")).toBool(), false);
    }

    void colourLegendLeavesEquipmentClearAtFit_data()
    {
        QTest::addColumn<int>("mode");
        for (int m = 0; m < FloorColouring::kModeCount; ++m)
            QTest::newRow(qPrintable(FloorColouring::modeName(FloorColouring::Mode(m)))) << m;
    }

    void colourLegendLeavesEquipmentClearAtFit()
    {
        QFETCH(int, mode);
        auto *panel = w().findChild<FloorColourPanel *>();
        QVERIFY(panel);
        FloorPlanView *view = w().floorPlan();
        panel->setMode(FloorColouring::Mode(mode));  // legends differ in length
        view->fitToView();
        settle();
        // The panel is a child of the view; the items map into the viewport.
        const QRect panelInPort = panel->geometry().translated(-view->viewport()->pos());
        int items = 0;
        for (QGraphicsItem *item : view->floorScene()->items()) {
            auto *floor = dynamic_cast<FloorItem *>(item);
            if (!floor)
                continue;
            const QRect r = view->mapFromScene(item->sceneBoundingRect()).boundingRect();
            QVERIFY2(!r.intersects(panelInPort), qPrintable(QStringLiteral("%1 at (%2, %3) lies under the colour panel")
                                                               .arg(QString::fromStdString(floor->id()))
                                                               .arg(r.x()).arg(r.y())));
            QVERIFY2(view->viewport()->rect().contains(r), qPrintable(QString::fromStdString(floor->id())));
            ++items;
        }
        QVERIFY(items >= 38);  // the sample's 38 racks, and its floor units
    }

    // ------------------------------------------------------------------ rack elevation
    void rackOpensReadableAndZoomsFromTheKeyboard()
    {
        w().openRack("R-A01");
        settle();
        RackElevationView *view = w().elevation();
        QVERIFY(view->isVisible());
        auto uHeight = [view] {
            const QRectF slot = view->elevationScene()->slotRect(RackFace::Front, 10, 1);
            return view->mapFromScene(slot).boundingRect().height();
        };
        // Device text is 11-12 scene units in a 20-unit U: 1U of 17 px draws it at 9.5 px or more.
        const int opened = uHeight();
        QVERIFY2(opened >= 17, qPrintable(QStringLiteral("1U is %1 px").arg(opened)));
        // Both faces across the width: no sideways scrolling needed to see the rear.
        const QRectF rear = view->elevationScene()->bayRect(RackFace::Rear);
        QVERIFY(view->viewport()->rect().contains(view->mapFromScene(rear.topRight()) - QPoint(1, 0)));
        // The top of the rack first.
        QVERIFY(view->viewport()->rect().contains(view->mapFromScene(view->elevationScene()->slotRect(RackFace::Front, 42, 1).center())));

        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(4, 4));  // focus, on empty space
        QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
        const int zoomed = uHeight();
        QVERIFY2(zoomed > opened, qPrintable(QStringLiteral("Ctrl+=: %1 -> %2 px").arg(opened).arg(zoomed)));
        QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(uHeight() < zoomed);
        QTest::keyClick(view, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(uHeight(), opened);
        QCOMPARE(w().floorPlan()->transform().m11() > 0, true);
    }

    // ------------------------------------------------------------------ cooling tables
    void coolingCapacityTableShowsEveryColumn()
    {
        QVERIFY(w().showTab(QStringLiteral("Cooling")));
        settle();
        auto *page = w().findChild<CoolingPage *>();
        QVERIFY(page && page->isVisible());
        QTableWidget *checks = page->checksTable();
        QVERIFY(checks->rowCount() > 0);
        const QHeaderView *header = checks->horizontalHeader();
        const int last = checks->columnCount() - 1;
        // The last column ends inside the table's viewport: nothing cut at the right edge.
        QVERIFY2(header->sectionViewportPosition(last) + header->sectionSize(last) <= checks->viewport()->width(),
                 qPrintable(QStringLiteral("last column ends at %1 of %2")
                                .arg(header->sectionViewportPosition(last) + header->sectionSize(last))
                                .arg(checks->viewport()->width())));
        for (int c = 0; c < checks->columnCount(); ++c) {
            const QString title = checks->horizontalHeaderItem(c)->text();
            QVERIFY2(header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(title),
                     qPrintable(QStringLiteral("header \"%1\" is cut").arg(title)));
        }
    }
};

QTEST_MAIN(TestLayoutUi)
#include "test_layout_ui.moc"
