// The views of the power dynamics of synchronous training (issue 35) in the real window at
// 1280 x 800, driven with the mouse and the keyboard: the Power page's Dynamics tab shows the
// air sample's three steps, spectrum and job stop from the engine's figures, and its options'
// table with GPU smoothing unavailable on the H100 (no price, its reason instead); a double-click
// on "Storage at the rack" makes it the design's mitigation as one undo step (the dashed curves
// appear, the cost verdict's bill gains its "Power smoothing" line) and Ctrl+Z takes it back; the
// button and Ctrl+Alt+M (no ambiguity with any window shortcut) do the same; Design > Power
// Settings edits the dynamics from the keyboard, refuses a value out of range, and restores them.
#include "analysis/analysisrunner.h"
#include "chartarea.h"
#include "chartpanel.h"
#include "cost/costresult.h"
#include "document/projectdocument.h"
#include "dynamics/powerdynamicsresult.h"
#include "mainwindow.h"
#include "mitigationtablemodel.h"
#include "powerswingcharts.h"
#include "powerdynamicspanel.h"
#include "powerpage.h"
#include "powersettingsdialog.h"
#include "dialogdriver.h"
#include "displayformat.h"
#include <QAction>
#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QMap>
#include <QPushButton>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include "ambiguousshortcuts.h"
#include <QTest>
#include <algorithm>

using namespace dcs;
namespace Ambiguous = test::AmbiguousShortcuts;

namespace {

QXYSeries *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series())
        if (s->name() == name)
            return qobject_cast<QXYSeries *>(s);
    return nullptr;
}

QStringList names(QChart *chart)
{
    QStringList out;
    for (QAbstractSeries *s : chart->series())
        out << s->name();
    return out;
}

// A click on the tab titled `title` of `tabs`, as a user picks it.
bool clickTab(QTabWidget *tabs, const QString &title)
{
    for (int i = 0; i < tabs->count(); ++i)
        if (tabs->tabText(i).remove(QLatin1Char('&')) == title) {
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(i).center());
            return tabs->currentIndex() == i;
        }
    return false;
}

int rowOf(const MitigationTableModel *model, PowerSmoothing choice)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->mitigationAt(row)->choice == choice)
            return row;
    return -1;
}

bool hasSmoothingLine(const Analysis &a)
{
    const auto &lines = a.cost->reference.capex;
    return std::any_of(lines.begin(), lines.end(), [](const CostLine &l) { return l.group == "Power smoothing"; });
}
} // namespace

class TestPowerDynamicsUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> mWindow;

    MainWindow &w() { return *mWindow; }
    AnalysisPtr latest() { return w().analysisRunner()->latest(); }
    const PowerDynamicsResult &dynamics() { return *latest()->powerDynamics; }
    PowerDynamicsPanel *panel() { return w().findChild<PowerDynamicsPanel *>(); }

    // Power, then its Dynamics tab, with clicks.
    void showDynamics()
    {
        QVERIFY(w().showTab(QStringLiteral("Power")));
        PowerPage *page = w().findChild<PowerPage *>();
        QVERIFY(page && page->isVisible());
        QVERIFY(clickTab(page->pageTabs(), QStringLiteral("Dynamics")));
        QVERIFY(panel()->isVisible());
    }

    // The chart tab (or, on a small page, the options' tab) of the Dynamics tab, with a click.
    void showChartTab(const QString &title)
    {
        QVERIFY(panel()->charts()->isTabbed());  // 1280 x 800: the page is small
        QVERIFY(clickTab(panel()->charts()->tabs(), title));
    }

    QTableView *showOptions()
    {
        showChartTab(QStringLiteral("Mitigations"));
        QTableView *t = panel()->table();
        [&] { QVERIFY(t->isVisible()); }();
        return t;
    }

    QPoint cellCentre(QTableView *t, int row, int column)
    {
        return t->visualRect(t->model()->index(row, column)).center();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Ambiguous::install();
    }

    void init()
    {
        Ambiguous::clear();
        mWindow = std::make_unique<MainWindow>(MainWindow::Options{false, false});
        QVERIFY(w().openProject(QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"), true));
        w().resize(1280, 800);
        w().show();
        QVERIFY(QTest::qWaitForWindowActive(&w()));
        w().analysisRunner()->runNow();
    }

    void cleanup() { mWindow.reset(); }

    // The charts draw the engine's figures: three steps of its samples (thinned, extremes kept),
    // one stem per harmonic, the band and its limit, the job stop through its three figures.
    void chartsDrawTheEnginesStep()
    {
        showDynamics();
        const PowerDynamicsResult &r = dynamics();
        QVERIFY(r.computed);
        QVERIFY(r.mitigatedUtilityW.empty());  // no mitigation in the sample
        const QString summary = panel()->summary()->text();
        QVERIFY2(summary.contains(QStringLiteral("Swing at the utility")) && summary.contains(QStringLiteral("mitigation: none")),
                 qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("step %1 s (%2 Hz)").arg(r.stepS, 0, 'f', 2).arg(r.fundamentalHz, 0, 'f', 2)));
        QCOMPARE(panel()->charts()->tabs()->count(), 4);  // Step, Spectrum, Job stop, Mitigations

        // Step: the utility in MW and the worst phase in kW, nothing else without a mitigation.
        showChartTab(QStringLiteral("Step"));
        QChart *step = panel()->stepPanel()->chart();
        QVERIFY(panel()->stepPanel()->isVisible());
        QCOMPARE(names(step), (QStringList{QStringLiteral("Utility"), QStringLiteral("Worst phase")}));
        QXYSeries *utility = seriesNamed(step, QStringLiteral("Utility"));
        const int n = int(r.utilityW.size());
        QCOMPARE(n, 4096);  // a 4.02 s step at under 1 ms a sample
        QCOMPARE(utility->count(), int(PowerSwingCharts::repeatedSteps(r.utilityW, r.sampleDtS, 3, 1e-6).size()));
        QVERIFY(utility->count() > 3 * 600 && utility->count() <= 3 * 1200 + 1);  // thinned, not every sample
        const QList<QPointF> u = utility->points();
        QCOMPARE(u.front().x(), 0.0);
        QVERIFY(qAbs(u.back().x() - 3 * r.stepS) < 1e-9);
        const auto [lo, hi] = std::minmax_element(u.begin(), u.end(), [](const QPointF &a, const QPointF &b) { return a.y() < b.y(); });
        QCOMPARE(hi->y(), r.utilityHighW * 1e-6);  // the peaks and troughs stay exact
        QCOMPARE(lo->y(), r.utilityLowW * 1e-6);
        QXYSeries *phase = seriesNamed(step, QStringLiteral("Worst phase"));
        QCOMPARE(phase->count(), int(PowerSwingCharts::repeatedSteps(r.worstPhaseW, r.sampleDtS, 3, 1e-3).size()));
        const QList<QPointF> p = phase->points();
        const auto peak = std::max_element(p.begin(), p.end(), [](const QPointF &a, const QPointF &b) { return a.y() < b.y(); });
        QCOMPARE(peak->y(), r.worstPhase.highW * 1e-3);
        QVERIFY(panel()->stepPanel()->toolTip().contains(QString::fromStdString(r.worstPhase.id)));

        // Spectrum: a stem per harmonic up to twice the band's top (20 Hz), the band shaded.
        showChartTab(QStringLiteral("Spectrum"));
        QChart *spectrum = panel()->spectrumPanel()->chart();
        QXYSeries *stems = seriesNamed(spectrum, QStringLiteral("Harmonics"));
        QVERIFY(stems);
        const int harmonics = int(r.harmonicAmplitudeW.size());
        QCOMPARE(harmonics, int(std::ceil(2 * 20 * r.stepS)));
        QCOMPARE(stems->count(), 3 * harmonics);
        QCOMPARE(stems->at(1), QPointF(1 / r.stepS, r.harmonicAmplitudeW[0] * 1e-3));
        auto *band = qobject_cast<QAreaSeries *>(spectrum->series().front());
        QVERIFY(band);
        // The engine's figures, as the chart prints them (kW, one decimal below 100).
        const QString rms = QString::number(r.avoidBand.rmsW / 1000, 'f', 1);
        const QString limit = QString::number(r.bandLimitRmsW / 1000, 'f', 1);
        QCOMPARE(limit, QStringLiteral("14.1"));  // 1 % of the sample's 1,411 kW of design IT
        QCOMPARE(band->name(), QStringLiteral("Band 0.1-20 Hz: %1 kW RMS").arg(rms));
        QCOMPARE(band->upperSeries()->at(0).x(), 0.1);
        QCOMPARE(band->upperSeries()->at(1).x(), 20.0);
        QCOMPARE(spectrum->title(), QStringLiteral("Spectrum: %1 kW RMS in the band (limit %2 kW)").arg(rms, limit));

        // Job stop: at the compute peak, down by the trip at once, through the minute's figure, to
        // the settled level.
        showChartTab(QStringLiteral("Job stop"));
        QChart *stop = panel()->jobStopPanel()->chart();
        QXYSeries *trip = seriesNamed(stop, QStringLiteral("Utility"));
        QVERIFY(trip);
        QCOMPARE(trip->at(1), QPointF(0, r.utilityHighW * 1e-6));
        QCOMPARE(trip->at(2), QPointF(0, (r.utilityHighW - r.jobTripW) * 1e-6));
        const QList<QPointF> tripPoints = trip->points();
        QVERIFY(qAbs(tripPoints.back().y() - (r.utilityHighW - r.jobTripSettledW) * 1e-6) < 0.01);
        const QString withinMw = QString::number(r.tripWithinMinuteW / 1e6, 'f', 2);
        QXYSeries *minute = seriesNamed(stop, QStringLiteral("1 min: -%1 MW").arg(withinMw));
        QVERIFY2(minute, qPrintable(names(stop).join(QLatin1String(", "))));
        QCOMPARE(minute->at(0).x(), 60.0);
        QCOMPARE(minute->at(0).y(), (r.utilityHighW - r.tripWithinMinuteW) * 1e-6);
        // The curve passes through it: cooling's lag read back from the engine's three figures.
        const auto at60 = std::find_if(tripPoints.begin(), tripPoints.end(), [](const QPointF &q) { return q.x() == 60; });
        QVERIFY(at60 != tripPoints.end());
        QVERIFY(qAbs(at60->y() - minute->at(0).y()) < 1e-3);
        QCOMPARE(stop->title(), QStringLiteral("Job stop: -%1 MW in a minute (limit 20.0 MW)").arg(withinMw));  // 20 MW/min
    }

    // Six options in the engine's order; GPU smoothing cannot be built on an H100 and shows why
    // across its figures, with no price; every column says what it is.
    void optionsTableShowsEveryOptionAndNoPriceForTheUnavailable()
    {
        showDynamics();
        QTableView *t = showOptions();
        auto *model = panel()->model();
        QCOMPARE(model->rowCount(), 6);
        QCOMPARE(model->columnCount(), int(MitigationTableModel::ColumnCount));
        const int gpu = rowOf(model, PowerSmoothing::GpuSmoothing);
        QCOMPARE(gpu, 1);
        QVERIFY(!model->mitigationAt(gpu)->available);
        QCOMPARE(model->flags(model->index(gpu, 0)), Qt::NoItemFlags);
        QVERIFY2(model->index(gpu, MitigationTableModel::Limits).data().toString().startsWith(
                     QStringLiteral("Not available: the H100 SXM has no NVML power smoothing")),
                 qPrintable(model->index(gpu, MitigationTableModel::Limits).data().toString()));
        for (int c = MitigationTableModel::Swing; c < MitigationTableModel::ColumnCount; ++c)
            QVERIFY(model->index(gpu, c).data().toString().isEmpty());
        QCOMPARE(t->columnSpan(gpu, MitigationTableModel::Limits), MitigationTableModel::ColumnCount - MitigationTableModel::Limits);
        // A click on it selects nothing, and the button cannot use it.
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cellCentre(t, gpu, 0));
        QVERIFY(!t->selectionModel()->isRowSelected(gpu, {}));
        QVERIFY(!panel()->useButton()->isEnabled());

        // None is the choice, marked; storage at the rack priced in the site's currency.
        QCOMPARE(model->chosenRow(), 0);
        QVERIFY(model->index(0, 0).data().toString().startsWith(QStringLiteral("● None")));
        const int rack = rowOf(model, PowerSmoothing::RackStorage);
        const PowerDynamicsResult::Mitigation *m = model->mitigationAt(rack);
        QVERIFY(m->meetsLimits && m->capex > 0);
        QCOMPARE(model->index(rack, MitigationTableModel::Limits).data().toString(), QStringLiteral("✓ met"));
        QCOMPARE(model->headerData(MitigationTableModel::Capex, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Capex\nUSD"));
        QVERIFY(m->capex >= 1e4 && m->capex < 1e6);  // "k" in the column, the whole amount in its tooltip
        QCOMPARE(model->index(rack, MitigationTableModel::Capex).data().toString(), QStringLiteral("%1 k").arg(qRound(m->capex / 1000)));
        QVERIFY(model->index(rack, MitigationTableModel::Capex).data(Qt::ToolTipRole).toString().contains(DisplayFormat().money(m->capex, QStringLiteral("USD"))));
        for (int c = 0; c < MitigationTableModel::ColumnCount; ++c) {
            QVERIFY(!model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
            QVERIFY(!model->index(rack, c).data(Qt::ToolTipRole).toString().isEmpty());
        }
        // Every column and every option in view at 1280 x 800, no scrolling.
        const int last = MitigationTableModel::ColumnCount - 1;
        QVERIFY(t->horizontalHeader()->sectionViewportPosition(last) + t->horizontalHeader()->sectionSize(last) <= t->viewport()->width());
        QVERIFY(t->visualRect(model->index(5, 0)).bottom() < t->viewport()->height());
    }

    // A double-click on "Storage at the rack": the design's mitigation, one undo step; the step
    // chart gains its dashed curves, the spectrum its harmonics, the bill its storage; Ctrl+Z
    // takes all of it back.
    void doubleClickChoosesTheMitigationAndCtrlZUndoesIt()
    {
        showDynamics();
        QTableView *t = showOptions();
        auto *model = panel()->model();
        QVERIFY(!hasSmoothingLine(*latest()));
        const int rack = rowOf(model, PowerSmoothing::RackStorage);
        const int steps = w().document()->undoStack()->count();
        AnalysisPtr before = latest();
        // Through the window, as the platform delivers a double-click: press, release, press and
        // double-click, release (the widget overload sends the double-click event alone).
        const QPoint at = t->viewport()->mapTo(&w(), cellCentre(t, rack, MitigationTableModel::Swing));
        QTest::mouseDClick(w().windowHandle(), Qt::LeftButton, {}, at);
        QCOMPARE(w().document()->project().power.dynamics.mitigation, PowerSmoothing::RackStorage);
        QCOMPARE(w().document()->undoStack()->count(), steps + 1);
        QTRY_VERIFY(latest() != before);

        const PowerDynamicsResult &r = dynamics();
        QCOMPARE(r.chosen()->choice, PowerSmoothing::RackStorage);
        QCOMPARE(int(r.mitigatedUtilityW.size()), int(r.utilityW.size()));
        QCOMPARE(model->chosenRow(), rack);
        QVERIFY(model->index(rack, 0).data().toString().startsWith(QStringLiteral("● Rack storage")));
        QVERIFY2(panel()->summary()->text().contains(QStringLiteral("mitigation: <b>Storage at the rack</b>")),
                 qPrintable(panel()->summary()->text()));
        QVERIFY(hasSmoothingLine(*latest()));
        const auto &lines = latest()->cost->reference.capex;
        const auto line = std::find_if(lines.begin(), lines.end(), [](const CostLine &l) { return l.group == "Power smoothing"; });
        QVERIFY(line->item.find("Storage at the rack") != std::string::npos);

        showChartTab(QStringLiteral("Step"));
        QChart *step = panel()->stepPanel()->chart();
        QCOMPARE(step->title(), QStringLiteral("3 training steps with storage at the rack (dashed)"));
        QXYSeries *smoothed = seriesNamed(step, QStringLiteral("Utility, mitigated"));
        QVERIFY2(smoothed, qPrintable(names(step).join(QLatin1String(", "))));
        QCOMPARE(smoothed->count(), int(PowerSwingCharts::repeatedSteps(r.mitigatedUtilityW, r.sampleDtS, 3, 1e-6).size()));
        const QList<QPointF> sp = smoothed->points();
        const auto [lo, hi] = std::minmax_element(sp.begin(), sp.end(), [](const QPointF &a, const QPointF &b) { return a.y() < b.y(); });
        QVERIFY(qAbs((hi->y() - lo->y()) * 1e6 - r.chosen()->utilitySwingW) < 1.0);  // the table's swing
        QVERIFY(seriesNamed(step, QStringLiteral("Worst phase, mitigated")));
        QCOMPARE(step->series().size(), 4);
        showChartTab(QStringLiteral("Spectrum"));
        QXYSeries *after = seriesNamed(panel()->spectrumPanel()->chart(),
                                       QStringLiteral("Mitigated: %1 kW RMS").arg(r.chosen()->avoidBandRmsW / 1000, 0, 'f', 1));
        QVERIFY2(after, qPrintable(names(panel()->spectrumPanel()->chart()).join(QLatin1String(", "))));
        QCOMPARE(after->count(), 3 * int(r.harmonicAmplitudeW.size()));

        // Ctrl+Z, from the keyboard, where the user is.
        before = latest();
        QTest::keyClick(panel()->stepPanel(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w().document()->project().power.dynamics.mitigation, PowerSmoothing::None);
        QTRY_VERIFY(latest() != before);
        QVERIFY(!hasSmoothingLine(*latest()));
        QVERIFY(dynamics().mitigatedUtilityW.empty());
        QCOMPARE(panel()->model()->chosenRow(), 0);
        showChartTab(QStringLiteral("Step"));
        QCOMPARE(panel()->stepPanel()->chart()->series().size(), 2);
        QVERIFY(Ambiguous::recorded().isEmpty());
    }

    // Select with the mouse or the arrow keys, then Ctrl+Alt+M or the button; Ctrl+Alt+M belongs
    // to this one action in the whole window, and Qt finds no ambiguity.
    void buttonAndShortcutUseTheSelectedOption()
    {
        QMap<QString, QStringList> owners;
        for (QAction *a : w().findChildren<QAction *>())
            for (const QKeySequence &k : a->shortcuts())
                owners[k.toString()] << a->text();
        QCOMPARE(owners.value(QStringLiteral("Ctrl+Alt+M")), QStringList{QStringLiteral("&Use this mitigation")});

        showDynamics();
        QTableView *t = showOptions();
        auto *model = panel()->model();
        const int fill = rowOf(model, PowerSmoothing::SoftwareFill);
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cellCentre(t, fill, 0));
        QCOMPARE(t->currentIndex().row(), fill);
        QVERIFY(panel()->useButton()->isEnabled());
        AnalysisPtr before = latest();
        QTest::keyClick(t, Qt::Key_M, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(w().document()->project().power.dynamics.mitigation, PowerSmoothing::SoftwareFill);
        QVERIFY2(Ambiguous::recorded().isEmpty(), qPrintable(Ambiguous::recorded().join(QLatin1Char('\n'))));
        QTRY_VERIFY(latest() != before);
        QCOMPARE(model->chosenRow(), fill);
        QCOMPARE(t->currentIndex().row(), fill);  // the row stays current across the new snapshot
        QVERIFY(!panel()->useButton()->isEnabled());  // it is the choice already

        // Down twice: rack storage, then row storage; the button makes it the choice.
        t->setFocus();
        QTest::keyClick(t, Qt::Key_Down);
        QTest::keyClick(t, Qt::Key_Down);
        const int row = rowOf(model, PowerSmoothing::RowStorage);
        QCOMPARE(t->currentIndex().row(), row);
        before = latest();
        QTest::mouseClick(panel()->useButton(), Qt::LeftButton);
        QCOMPARE(w().document()->project().power.dynamics.mitigation, PowerSmoothing::RowStorage);
        QTRY_VERIFY(latest() != before);
        // Storage upstream of the PDUs leaves the worst phase as it was.
        const PowerDynamicsResult &r = dynamics();
        QCOMPARE(r.mitigatedWorstPhaseW, r.worstPhaseW);
        // Two steps, undone one at a time.
        w().document()->undoStack()->undo();
        QCOMPARE(w().document()->project().power.dynamics.mitigation, PowerSmoothing::SoftwareFill);
        w().document()->undoStack()->undo();
        QCOMPARE(w().document()->project().power.dynamics.mitigation, PowerSmoothing::None);
        QVERIFY2(Ambiguous::recorded().isEmpty(), qPrintable(Ambiguous::recorded().join(QLatin1Char('\n'))));
    }

    // Without a step to take the power of (a workload timed by a fixed MFU), the tab says why
    // and draws nothing: no zeros.
    void notComputedShowsWhy()
    {
        showDynamics();
        AnalysisPtr before = latest();
        QVERIFY(w().document()->setProperty("workload", "fixed_mfu", 0.4));
        QTRY_VERIFY(latest() != before);
        QVERIFY(!dynamics().computed);
        const QString summary = panel()->summary()->text();
        QVERIFY2(summary.contains(QStringLiteral("not computed")) && summary.contains(QStringLiteral("fixed MFU")), qPrintable(summary));
        QVERIFY(!summary.contains(QStringLiteral("Swing at the utility")));
        for (ChartPanel *p : {panel()->stepPanel(), panel()->spectrumPanel(), panel()->jobStopPanel()}) {
            QVERIFY(p->chart()->series().isEmpty());
            QVERIFY(p->chart()->title().endsWith(QStringLiteral("not computed")));
            QVERIFY(p->toolTip().contains(QStringLiteral("fixed MFU")));
        }
        QCOMPARE(panel()->model()->rowCount(), 0);
        QVERIFY(!panel()->table()->isVisibleTo(panel()));
    }

    // Design > Power Settings, from the keyboard: the Mitigation page's choice, a depth of discharge
    // that cannot be typed over 100 %, a storage price; OK is one undo step.
    void powerSettingsDialogEditsTheDynamics()
    {
        QAction *action = nullptr;
        for (QAction *a : w().findChildren<QAction *>())
            if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Power Settings..."))
                action = a;
        QVERIFY(action);
        const int steps = w().document()->undoStack()->count();
        bool seen = false;
        int height = 0;
        double typedDepth = 0;
        test::whenModal<PowerSettingsDialog>(&w(), [&](PowerSettingsDialog *dialog) {
            height = dialog->frameGeometry().height();
            QTabWidget *pages = dialog->pages();
            QCOMPARE(pages->count(), 5);
            if (qEnvironmentVariableIsSet("DCS_GRAB_POWER_SETTINGS"))
                for (int i = 0; i < pages->count(); ++i) {
                    pages->setCurrentIndex(i);
                    dialog->grab().save(qEnvironmentVariable("DCS_GRAB_POWER_SETTINGS") + QStringLiteral("-%1.png").arg(i));
                }
            QVERIFY(clickTab(pages, QStringLiteral("Mitigation")));
            // The choice: from None, three down is storage at the rack.
            auto *mitigation = dialog->findChild<QComboBox *>(QStringLiteral("mitigation"));
            QVERIFY(mitigation && mitigation->isVisible());
            QVERIFY(mitigation->toolTip().contains(QStringLiteral("none by default")));
            mitigation->setFocus();
            for (int i = 0; i < 3; ++i)
                QTest::keyClick(mitigation, Qt::Key_Down);
            QCOMPARE(mitigation->currentText(), QStringLiteral("Storage at the rack"));
            // 150 % of depth: the last 0 is refused as it is typed, 15 % stays.
            auto *depth = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("storage_depth_of_discharge"));
            QVERIFY(depth && depth->isVisible());
            QCOMPARE(depth->maximum(), 100.0);
            depth->setFocus();
            QTest::keyClick(depth, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(depth, QStringLiteral("150"));
            typedDepth = depth->value();
            // A price, typed over the old one on the next page.
            QVERIFY(clickTab(pages, QStringLiteral("Storage prices")));
            auto *perKwh = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("rack_storage_usd_per_kwh"));
            QVERIFY(perKwh && perKwh->isVisible());
            QCOMPARE(perKwh->suffix(), QStringLiteral(" USD/kWh"));
            perKwh->setFocus();
            QTest::keyClick(perKwh, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(perKwh, QStringLiteral("15000"));
            QCOMPARE(perKwh->value(), 15000.0);
            QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
            seen = true;
        });
        action->trigger();
        QVERIFY(seen);
        QVERIFY2(height <= 800, qPrintable(QString::number(height)));
        QCOMPARE(typedDepth, 15.0);
        const PowerDynamicsSettings &d = w().document()->project().power.dynamics;
        QCOMPARE(d.mitigation, PowerSmoothing::RackStorage);
        QCOMPARE(d.rackStorage.usdPerKwh, 15000.0);
        QCOMPARE(d.storageDepthOfDischarge, 0.15);
        QCOMPARE(w().document()->undoStack()->count(), steps + 1);
        w().document()->undoStack()->undo();
        QVERIFY(w().document()->project().power.dynamics == PowerDynamicsSettings{});
    }

    // Restore Defaults puts every dynamics input back, the mitigation's choice included.
    void powerSettingsDialogRestoresTheDynamicsDefaults()
    {
        PowerSettings custom;
        custom.dynamics.mitigation = PowerSmoothing::UtilityStorage;
        custom.dynamics.maxSwingMw = 5;
        custom.dynamics.bandHighHz = 30;
        custom.dynamics.commLowFraction = 0.6;
        custom.dynamics.rowStorage.cycleLife = 5e5;
        PowerSettingsDialog dialog(custom);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("mitigation"))->currentIndex(), int(PowerSmoothing::UtilityStorage));
        QCOMPARE(dialog.findChild<QDoubleSpinBox *>(QStringLiteral("comm_low_fraction"))->value(), 60.0);
        QVERIFY(dialog.settings() == custom);  // untouched: unchanged
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults), Qt::LeftButton);
        QVERIFY(dialog.settings() == PowerSettings{});
        // Every dynamics input of the registry has its editor, labelled from the registry.
        auto *swing = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("max_swing_mw"));
        QVERIFY(swing && swing->toolTip().contains(QStringLiteral("ERCOT")));
        for (const char *name : {"bubble_low_fraction", "checkpoint_low_fraction", "idle_fraction", "checkpoint_interval_s",
                                 "checkpoint_duration_s", "gpu_ramp_s", "cooling_time_constant_s", "max_swing_fraction",
                                 "max_ramp_mw_per_s", "band_low_hz", "band_high_hz", "band_rms_fraction", "power_floor_fraction",
                                 "ramp_limit_fraction_per_s", "storage_round_trip_efficiency", "storage_maintenance_fraction",
                                 "training_hours_per_year", "rack_storage_usd_per_kw", "rack_storage_cycle_life",
                                 "row_storage_usd_per_kw", "row_storage_usd_per_kwh", "utility_storage_usd_per_kw",
                                 "utility_storage_usd_per_kwh", "utility_storage_cycle_life"})
            QVERIFY2(dialog.findChild<QDoubleSpinBox *>(QString::fromLatin1(name)), name);
    }
};

QTEST_MAIN(TestPowerDynamicsUi)
#include "test_power_dynamics_ui.moc"
