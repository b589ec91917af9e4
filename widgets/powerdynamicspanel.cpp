#include "powerdynamicspanel.h"
#include "chartarea.h"
#include "chartpanel.h"
#include "displayformat.h"
#include "document/projectdocument.h"
#include "dynamics/powerdynamicsresult.h"
#include "io/projectblocks.h"
#include "mitigationtablemodel.h"
#include "powerswingcharts.h"
#include <QAction>
#include <QChart>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

namespace {
// The chart's whole statement on hover: its title is kept short to read in a narrow panel.
void describe(ChartPanel *panel)
{
    if (QChart *chart = panel->chart())
        panel->setToolTip(chart->property("description").toString());
}
} // namespace

PowerDynamicsPanel::PowerDynamicsPanel(ProjectDocument *document, QWidget *parent) : QWidget(parent), mDocument(document)
{
    setObjectName(QStringLiteral("powerDynamicsPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    // Its own line, wrapping: a long summary must not force the window wider.
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("powerDynamicsSummary"));
    mSummary->setTextFormat(Qt::RichText);
    mSummary->setWordWrap(true);
    mSummary->setToolTip(tr("The training step's power swing at the utility connection against the utility's limits "
                            "(Design > Power Settings > Utility limits), with the design's mitigation."));
    layout->addWidget(mSummary);

    mStep = new ChartPanel(&PowerSwingCharts::stepChart, this);
    mSpectrum = new ChartPanel(&PowerSwingCharts::spectrumChart, this);
    mJobStop = new ChartPanel(&PowerSwingCharts::jobStopChart, this);
    mStep->setObjectName(QStringLiteral("powerDynamicsStep"));
    mSpectrum->setObjectName(QStringLiteral("powerDynamicsSpectrum"));
    mJobStop->setObjectName(QStringLiteral("powerDynamicsJobStop"));
    mCharts = new ChartArea({{{mStep, tr("Step"), tr("Three training steps at the utility (MW) and at the worst PDU phase (kW).")},
                              {mSpectrum, tr("Spectrum"), tr("The step's harmonics at the utility against the band to avoid.")},
                              {mJobStop, tr("Job stop"), tr("A job stop at the compute peak, at the utility, against the ramp limit.")}}},
                            QStringLiteral("powerDynamicsChartTabs"), 6, this);
    mCharts->setRowStretch(1, 1);
    layout->addWidget(mCharts, 1);

    // The options and what each takes: below the charts on a large page, their fourth tab on a
    // small one (a 1280 x 800 window leaves the page about 730 x 490 px).
    mMitigations = new QWidget(this);
    mMitigations->setObjectName(QStringLiteral("powerMitigationsPage"));
    auto *options = new QVBoxLayout(mMitigations);
    options->setContentsMargins(0, 0, 0, 0);
    options->setSpacing(4);
    mModel = new MitigationTableModel(this);
    mTable = new QTableView(mMitigations);
    mTable->setObjectName(QStringLiteral("powerMitigations"));
    mTable->setModel(mModel);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setWordWrap(false);
    mTable->verticalHeader()->hide();
    mTable->verticalHeader()->setDefaultSectionSize(kRowHeight);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    mTable->horizontalHeader()->setStretchLastSection(false);
    mTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // every option shows (fitTableHeight)
    mTable->setToolTip(tr("Every way to smooth the swing, sized to the utility's limits. Double-click an option, or select it "
                          "and press Use this mitigation, to make it the design's choice."));
    mTable->installEventFilter(this);  // its height follows its width (a scroll bar or not)
    options->addWidget(mTable);

    auto *row = new QHBoxLayout;
    row->setSpacing(8);
    mUseAction = new QAction(tr("&Use this mitigation"), this);
    mUseAction->setObjectName(QStringLiteral("useMitigation"));
    // Ctrl+Alt+M is bound nowhere else in the studio (app/standardshortcuts.cpp, the menus); only
    // while the Dynamics tab has the focus, so it never competes with a window shortcut.
    mUseAction->setShortcut(QKeySequence(tr("Ctrl+Alt+M")));
    mUseAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(mUseAction);
    connect(mUseAction, &QAction::triggered, this, [this] { useCurrentMitigation(); });
    const QString keys = mUseAction->shortcut().toString(QKeySequence::NativeText);
    mUse = new QPushButton(tr("Use this mitigation"), mMitigations);
    mUse->setObjectName(QStringLiteral("useMitigationButton"));
    mUse->setToolTip(tr("Make the selected option the design's power-swing mitigation (%1); Ctrl+Z undoes it. The warnings, "
                        "the cost verdict and the dashed curves follow the choice.")
                         .arg(keys));
    connect(mUse, &QPushButton::clicked, this, [this] { useCurrentMitigation(); });
    row->addWidget(mUse, 0, Qt::AlignTop);
    mHint = new QLabel(tr("%1, or double-click an option: it becomes the design's choice (Ctrl+Z undoes it). Hover a cell "
                          "for its figures.").arg(keys), mMitigations);
    mHint->setObjectName(QStringLiteral("powerMitigationHint"));
    mHint->setStyleSheet(QStringLiteral("color: palette(dark);"));
    mHint->setWordWrap(true);
    row->addWidget(mHint, 1);
    options->addLayout(row);
    options->addStretch(1);
    mLayout = layout;
    layout->addWidget(mMitigations);
    // Small until shown large (resizeEvent): laid out wide, the hidden tab's minimum height (three
    // charts and the table, about 620 px) would set the window's, and a 1280 x 720 window grew.
    setNarrow(true);

    connect(mTable, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        mTable->setCurrentIndex(index);
        useCurrentMitigation();
    });
    connect(mTable->selectionModel(), &QItemSelectionModel::currentChanged, this, &PowerDynamicsPanel::updateUseEnabled);
    connect(mModel, &QAbstractItemModel::modelReset, this, &PowerDynamicsPanel::updateUseEnabled);
    updateUseEnabled();
}

void PowerDynamicsPanel::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    mStale = true;
    if (isVisible())
        refresh();
}

void PowerDynamicsPanel::refresh()
{
    if (!mAnalysis)
        return;
    mStale = false;
    // The row the user was on stays current across the new snapshot (its option, not its index).
    const PowerDynamicsResult::Mitigation *before = mModel->mitigationAt(mTable->currentIndex().row());
    const int choice = before ? int(before->choice) : -1;
    mModel->setAnalysis(mAnalysis, QString::fromStdString(mDocument->project().site.currency));
    mTable->clearSpans();
    for (int row = 0; row < mModel->rowCount(); ++row) {
        const PowerDynamicsResult::Mitigation *m = mModel->mitigationAt(row);
        if (!m->available)  // the reason across the figures' columns: never a price or a rank
            mTable->setSpan(row, MitigationTableModel::Limits, 1, MitigationTableModel::ColumnCount - MitigationTableModel::Limits);
        if (int(m->choice) == choice)
            mTable->setCurrentIndex(mModel->index(row, 0));
    }
    const bool computed = mModel->rowCount() > 0;
    mTable->setVisible(computed);
    mUse->setVisible(computed);
    mHint->setVisible(computed);
    fitTable();
    for (ChartPanel *p : {mStep, mSpectrum, mJobStop}) {
        p->setAnalysis(mAnalysis);
        describe(p);
    }
    updateSummary();
    updateUseEnabled();
}

void PowerDynamicsPanel::fitTable()
{
    mTable->resizeColumnsToContents();
    // The unavailable reason spans the figures' columns: it must not widen the first of them.
    const QFontMetrics fm(mTable->font());
    const QString header = mModel->headerData(MitigationTableModel::Limits, Qt::Horizontal, Qt::DisplayRole).toString();
    int limits = mTable->horizontalHeader()->fontMetrics().horizontalAdvance(header) + 24;
    QFont bold = mTable->font();
    bold.setBold(true);
    const QFontMetrics boldFm(bold);
    for (int row = 0; row < mModel->rowCount(); ++row)
        if (const PowerDynamicsResult::Mitigation *m = mModel->mitigationAt(row); m->available)
            limits = std::max(limits, (m->chosen ? boldFm : fm).horizontalAdvance(mModel->index(row, MitigationTableModel::Limits).data().toString()) + 14);
    mTable->setColumnWidth(MitigationTableModel::Limits, limits);
    fitTableHeight();
}

void PowerDynamicsPanel::fitTableHeight()
{
    // Every row and the header, and the horizontal scroll bar when the columns are wider than the view.
    int columns = 0;
    for (int c = 0; c < mModel->columnCount(); ++c)
        columns += mTable->columnWidth(c);
    const int frame = 2 * mTable->frameWidth();
    const bool scrolls = columns > mTable->width() - frame;
    const int bar = scrolls ? mTable->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, mTable) : 0;
    const int rows = std::max(1, mModel->rowCount());
    mTable->setFixedHeight(mTable->horizontalHeader()->sizeHint().height() + rows * kRowHeight + frame + bar);
}

bool PowerDynamicsPanel::useCurrentMitigation()
{
    const PowerDynamicsResult::Mitigation *m = mModel->mitigationAt(mTable->currentIndex().row());
    if (!m || !m->available)
        return false;
    PowerSettings settings = mDocument->project().power;
    if (settings.dynamics.mitigation == m->choice)
        return false;
    settings.dynamics.mitigation = m->choice;
    QString why;
    if (!mDocument->setBlocks({settings}, tr("Use %1 against the power swing").arg(QString::fromStdString(m->label)), &why)) {
        QMessageBox::warning(this, tr("Power-swing mitigation"), tr("The mitigation was not changed:\n\n%1").arg(why));
        return false;
    }
    return true;
}

void PowerDynamicsPanel::updateUseEnabled()
{
    const PowerDynamicsResult::Mitigation *m = mModel->mitigationAt(mTable->currentIndex().row());
    const bool can = m && m->available && mDocument->project().power.dynamics.mitigation != m->choice;
    mUse->setEnabled(can);
    mUseAction->setEnabled(can);
}

void PowerDynamicsPanel::updateSummary()
{
    const PowerDynamicsResult &r = *mAnalysis->powerDynamics;
    if (!r.computed) {
        mSummary->setText(tr("<b>Power dynamics not computed:</b> %1").arg(QString::fromStdString(r.missing).toHtmlEscaped()));
        return;
    }
    const DisplayFormat f;
    auto mw = [&f](double w) {
        if (std::abs(w) < 1e5)
            return f.kilowatts(w, 1);
        return f.number(w / 1e6, std::abs(w) >= 1e7 ? 1 : 2) + QStringLiteral(" MW");
    };
    auto hz = [&f](double v) { return f.locale().toString(v, 'g', 3); };  // 0.1, 20, 0.249
    // A figure against its limit: red when over.
    auto against = [](const QString &figure, double value, double limit) {
        return QStringLiteral("<b style='color:%1'>%2</b>").arg(value > limit ? QStringLiteral("#c81e1e") : QStringLiteral("#2e7d32"), figure);
    };
    QString text = tr("Swing at the utility %1 (%2 of design IT), limit %3 · step %4 s (%5 Hz) · band %6-%7 Hz %8 RMS, limit %9")
                       .arg(against(mw(r.utilitySwingW), r.utilitySwingW, r.swingLimitW), f.percent(r.swingFractionOfIt, 0),
                            mw(r.swingLimitW), f.number(r.stepS, 2), f.number(r.fundamentalHz, 2), hz(r.avoidBand.lowHz),
                            hz(r.avoidBand.highHz), against(mw(r.avoidBand.rmsW), r.avoidBand.rmsW, r.bandLimitRmsW),
                            mw(r.bandLimitRmsW));
    text += tr(" · job stop %1 within a minute, limit %2")
                .arg(against(mw(r.tripWithinMinuteW), r.tripWithinMinuteW, r.tripLimitW), mw(r.tripLimitW));
    const PowerDynamicsResult::Mitigation *chosen = r.chosen();
    if (!chosen || chosen->choice == PowerSmoothing::None) {
        text += tr(" · mitigation: none");
    } else if (!chosen->available) {
        text += tr(" · mitigation: %1, <span style='color:#c81e1e'>not available (%2); the figures are without it</span>")
                    .arg(QString::fromStdString(chosen->label).toHtmlEscaped(), QString::fromStdString(chosen->unavailable).toHtmlEscaped());
    } else {
        text += tr(" · mitigation: <b>%1</b>, swing %2, band %3 RMS: %4")
                    .arg(QString::fromStdString(chosen->label).toHtmlEscaped(), mw(chosen->utilitySwingW), mw(chosen->avoidBandRmsW),
                         chosen->meetsLimits ? tr("<span style='color:#2e7d32'>meets the limits</span>")
                                             : tr("<span style='color:#c81e1e'>misses %1</span>")
                                                   .arg(QString::fromStdString(chosen->limitsMissed).toHtmlEscaped()));
    }
    mSummary->setText(text);
}

void PowerDynamicsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mStale)
        refresh();
}

void PowerDynamicsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    setNarrow(width() < kWideWidth || height() < kTallHeight);
}

bool PowerDynamicsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mTable && event->type() == QEvent::Resize)
        fitTableHeight();
    return QWidget::eventFilter(watched, event);
}

void PowerDynamicsPanel::setNarrow(bool narrow)
{
    if (narrow == mNarrow)
        return;
    mNarrow = narrow;
    QTabWidget *tabs = mCharts->tabs();
    if (!narrow)
        tabs->removeTab(tabs->indexOf(mMitigations));
    mCharts->setTabbed(narrow);  // the three charts under tabs, or in its grid
    if (narrow) {
        mLayout->removeWidget(mMitigations);
        tabs->addTab(mMitigations, tr("Mitigations"));
        tabs->setTabToolTip(tabs->count() - 1, tr("The options against the swing, what each meets, adds and costs; the design's choice."));
    } else {
        mLayout->addWidget(mMitigations);
        mMitigations->show();
    }
}

} // namespace dcs
