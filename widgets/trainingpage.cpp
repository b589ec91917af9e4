#include "trainingpage.h"
#include "displayformat.h"
#include "chartarea.h"
#include "chartpanel.h"
#include "document/projectdocument.h"
#include "cooling/coolingresult.h"
#include "finetunelabpanel.h"
#include "spec/modelpresets.h"
#include "training/efficiencydefaults.h"
#include "trainingcharts.h"
#include "trainingplanstable.h"
#include <QChart>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <map>

namespace dcs {

TrainingPage::TrainingPage(ProjectDocument *document, QWidget *parent) : QWidget(parent), mDocument(document)
{
    setObjectName(QStringLiteral("trainingPage"));
    // The charts and the result table side by side; the ten best plans across the whole width below.
    auto *page = new QVBoxLayout(this);
    page->setContentsMargins(8, 8, 8, 8);
    page->setSpacing(6);
    auto *row = new QHBoxLayout;
    row->setSpacing(8);
    page->addLayout(row, 3);
    mPage = page;
    mRow = row;
    mScaling = new ChartPanel(&TrainingCharts::scalingCurve, this);
    mTime = new ChartPanel(&TrainingCharts::timeBreakdown, this);
    mMemory = new ChartPanel(&TrainingCharts::memoryPerGpu, this);
    mScaling->setObjectName(QStringLiteral("trainingScaling"));
    mTime->setObjectName(QStringLiteral("trainingTime"));
    mMemory->setObjectName(QStringLiteral("trainingMemory"));

    // The same three panels move between the grid (wide page) and the tabs (narrow page).
    mCharts = new ChartArea({{{mScaling, tr("Scaling"), tr("Days to train against the number of GPUs.")},
                              {mTime, tr("Time"), tr("Where the wall-clock time goes.")},
                              {mMemory, tr("Memory"), tr("Memory per GPU against the HBM capacity.")}}},
                            QStringLiteral("trainingChartTabs"), 8, this);
    mCharts->setRowStretch(5, 4);
    row->addWidget(mCharts, 1);
    mPlans = new TrainingPlansTable(this);
    mLab = new FinetuneLabPanel(document, this);
    mLower = new QTabWidget(this);
    mLower->setObjectName(QStringLiteral("trainingLowerTabs"));
    // setTabbed puts it under the charts on a wide page (stretch 1: the charts keep three
    // quarters of the height, their axis titles need it) or its pages into the page's tabs.
    mLower->hide();
    // A design with fine-tuning jobs opens on its lab.
    connect(document, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        if (e.kind == ChangeEvent::Kind::Reset && !mDocument->project().workload.finetune.jobs.empty())
            showLab();
    });
    mPageTabs = new QTabWidget(this);
    mPageTabs->setObjectName(QStringLiteral("trainingPageTabs"));
    mPageTabs->hide();

    mTable = new QTableWidget(0, 2, this);
    mTable->setObjectName(QStringLiteral("trainingResults"));
    mTable->setHorizontalHeaderLabels({tr("Result"), tr("Value")});
    mTable->verticalHeader()->hide();
    // Long values (the bandwidth source) wrap onto a second line rather than being cut; the
    // rows grow with them whenever the column width changes.
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->setWordWrap(true);
    // (ResizeToContents alone misses a narrower value column, e.g. when the scroll bar appears.)
    connect(mTable->horizontalHeader(), &QHeaderView::sectionResized, mTable, [this] { mTable->resizeRowsToContents(); });
    mTable->setTextElideMode(Qt::ElideNone);
    mTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionMode(QAbstractItemView::NoSelection);
    mTable->setFocusPolicy(Qt::NoFocus);
    // Whether the model fits, and what would when it does not (USER-STORIES 4), under the table.
    mFit = new QLabel(this);
    mFit->setObjectName(QStringLiteral("trainingFit"));
    mFit->setWordWrap(true);
    mFit->setTextFormat(Qt::PlainText);
    mFit->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *side = new QVBoxLayout;
    side->setSpacing(6);
    side->addWidget(mTable, 1);
    side->addWidget(mFit);
    row->addLayout(side);
    setTabbed(true);
}

void TrainingPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    setTabbed(width() < kWideWidth);
    // The charts keep three quarters of the height (their axis titles need it): a box layout gives
    // each item its size hint before it shares out the rest by stretch, and the lab's tables
    // would otherwise take the charts' height. The tables below scroll.
    mLower->setMaximumHeight(std::max(140, height() / 4));
}

void TrainingPage::setTabbed(bool tabbed)
{
    if (tabbed == mCharts->isTabbed() && mSideSized)
        return;
    mSideSized = true;
    // The side column: the widest label beside a value column where the usual values read on one
    // line ("49.8 / 80 GB, fits"); longer ones wrap. A wide page gives the values more room.
    const QFontMetrics fm = mTable->fontMetrics();
    const int padding = 2 * mTable->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, mTable) + 12;
    const int labels = fm.horizontalAdvance(tr("Cross-node bandwidth")) + padding;
    const int values = fm.horizontalAdvance(tabbed ? tr("49.8 / 80 GB, fits") : tr("527 MWh at PUE 1.30")) + padding;
    const int side = labels + values + 2 * mTable->frameWidth() + mTable->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, mTable);
    mTable->setFixedWidth(side);
    mFit->setFixedWidth(side);
    mCharts->setTabbed(tabbed);
    // Narrow: the charts need the whole height (axis titles), so they and the plans share tabs.
    const bool labShown = (mPageTabs->count() > 0 ? mPageTabs->currentWidget() : mLower->currentWidget()) == mLab;
    const QString labTip = tr("Concurrent fine-tuning jobs packed on the GPUs, whole or as MIG slices.");
    if (tabbed && mPageTabs->count() == 0) {
        mRow->removeWidget(mCharts);
        mLower->clear();
        mPage->removeWidget(mLower);
        mLower->hide();
        mPageTabs->addTab(mCharts, tr("Charts"));
        mPageTabs->addTab(mPlans, tr("Best plans"));
        mPageTabs->setTabToolTip(1, tr("The ten best plans of the auto planner and why each loses to the first."));
        mPageTabs->addTab(mLab, tr("Fine-tuning lab"));
        mPageTabs->setTabToolTip(2, labTip);
        mRow->insertWidget(0, mPageTabs, 1);
        mPageTabs->show();
    } else if (!tabbed && (mPageTabs->count() > 0 || mLower->count() == 0)) {
        mPageTabs->clear();
        mRow->removeWidget(mPageTabs);
        mPageTabs->hide();
        mRow->insertWidget(0, mCharts, 1);
        mLower->addTab(mPlans, tr("Best plans"));
        mLower->addTab(mLab, tr("Fine-tuning lab"));
        mLower->setTabToolTip(1, labTip);
        mPage->addWidget(mLower, 1);
        mCharts->show();
        mLower->show();
        mPlans->show();
    }
    if (labShown)
        showLab();
}

void TrainingPage::showLab()
{
    (mPageTabs->count() > 0 ? mPageTabs : mLower)->setCurrentWidget(mLab);
}

QTabWidget *TrainingPage::chartTabs() const
{
    return mCharts->tabs();
}

bool TrainingPage::chartsTabbed() const
{
    return mCharts->isTabbed();
}

void TrainingPage::describe(ChartPanel *panel)
{
    // The chart's whole statement on hover: its title is kept short to read in a narrow panel.
    if (QChart *chart = panel->chart())
        panel->setToolTip(chart->property("description").toString());
}

void TrainingPage::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    for (ChartPanel *p : {mScaling, mTime, mMemory}) {
        p->setAnalysis(analysis);
        describe(p);
    }
    fillTable(*analysis);
    fillFit(analysis->training);
    mPlans->setResult(analysis->training);
    mLab->setAnalysis(analysis);
}

void TrainingPage::fillFit(const TrainingResult &r)
{
    if (!r.evaluated || !r.plan.valid) {
        mFit->clear();
        mFit->hide();
        return;
    }
    const QLocale loc;
    const ModelPresets::Preset *preset = ModelPresets::find(r.modelId);
    const QString model = preset ? QString::fromStdString(preset->name) : QString::fromStdString(r.modelId);
    static const std::map<std::string, const char *> modes = {
        {"pretrain", QT_TR_NOOP("pre-training")}, {"full_finetune", QT_TR_NOOP("full fine-tuning")},
        {"lora", QT_TR_NOOP("LoRA")}, {"qlora", QT_TR_NOOP("QLoRA, 4-bit base")}};
    const auto mode = modes.find(r.mode);
    const QString what = tr("%1 (%2)").arg(model, mode != modes.end() ? tr(mode->second) : QString::fromStdString(r.mode));
    const TrainingMemory &m = r.plan.memory;
    const QString gpus = tr("%1 × %2").arg(loc.toString(r.gpusOfModel), QString::fromStdString(r.gpuModel));
    QString text;
    if (m.fits) {
        text = tr("%1 fits on %2: %3 of %4 GB per GPU (%5).")
                   .arg(what, gpus, loc.toString(m.totalB / 1e9, 'f', 1), loc.toString(m.hbmB / 1e9, 'f', 0),
                        TrainingPlansTable::layout(r.plan));
    } else {
        text = tr("%1 does not fit on %2: it needs %3 GB per GPU, %4 GB usable of %5 GB.")
                   .arg(what, gpus, loc.toString(m.totalB / 1e9, 'f', 1), loc.toString(m.usableB / 1e9, 'f', 0),
                        loc.toString(m.hbmB / 1e9, 'f', 0));
        if (!r.suggestions.empty()) {
            text += QLatin1Char(' ') + tr("What would fit:");
            for (const std::string &s : r.suggestions)
                text += QStringLiteral("\n• ") + QString::fromStdString(s);
        }
    }
    mFit->setText(text);
    mFit->setStyleSheet(m.fits ? QString() : QStringLiteral("color: #c81e1e;"));
    mFit->show();
}

QString TrainingPage::fitText() const
{
    return mFit->isHidden() ? QString() : mFit->text();
}

void TrainingPage::setRow(int row, const QString &label, const QString &value, const QString &toolTip, bool alarming)
{
    if (mTable->rowCount() <= row)
        mTable->setRowCount(row + 1);
    auto *l = new QTableWidgetItem(label);
    auto *v = new QTableWidgetItem(value);
    l->setToolTip(toolTip);
    v->setToolTip(toolTip);
    v->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    if (alarming)
        v->setForeground(QColor(0xc8, 0x1e, 0x1e));
    mTable->setItem(row, 0, l);
    mTable->setItem(row, 1, v);
}

void TrainingPage::fillTable(const Analysis &a)
{
    const TrainingResult &r = a.training;
    const QLocale loc;
    const DisplayFormat f(loc);
    mTable->setRowCount(0);
    if (!r.evaluated || !r.plan.valid) {
        setRow(0, tr("Training"), r.evaluated ? tr("no valid plan") : tr("no GPUs placed"),
               tr("See the warnings for the reason."), r.evaluated);
        return;
    }
    const QString currency = QString::fromStdString(mDocument->project().site.currency);
    const TrainingMemory &m = r.plan.memory;
    const double hours = r.wallClockS / 3600;
    // The run's energy at the annual PUE of each cooling architecture (cooling engine), the same
    // IT power and hours as the engine's figure at the workload's PUE.
    auto mwhAt = [&](double pue) { return pue > 0 ? loc.toString(r.itPowerW * hours * pue / 1e6, 'f', 0) : tr("–"); };
    int row = 0;
    setRow(row++, tr("Days to train"), loc.toString(r.days, 'f', 1), tr("Wall-clock days including goodput loss."));
    if (r.productionDaysFast > 0)
        setRow(row++, tr("At production speeds"),
               tr("%1–%2 days").arg(loc.toString(r.productionDaysFast, 'f', 1), loc.toString(r.productionDaysSlow, 'f', 1)),
               tr("The defaults describe a tuned stack (NVIDIA's Megatron-LM and NeMo recipes, 3.1 % mean error). Published "
                  "production runs (Llama 3 405B, MegaScale, BLOOM, Llama 1, SmolLM3) went at %1 to %2 of the speed the "
                  "engine gives at their layouts; these are the days at those speeds. Set the compute efficiency to "
                  "describe a stack you have measured.")
                   .arg(f.percent(EfficiencyDefaults::kProductionSpeedLow, 0), f.percent(EfficiencyDefaults::kProductionSpeedHigh, 0)));
    setRow(row++, tr("GPU-hours"), loc.toString(r.gpuHours, 'f', 0), tr("Wall-clock hours x GPUs the plan uses."));
    setRow(row++, tr("Tokens per second"), loc.toString(r.tokensPerS, 'f', 0), tr("Tokens / wall-clock seconds."));
    setRow(row++, tr("TFLOPS per GPU"), loc.toString(r.achievedTflopsPerGpu, 'f', 0),
           tr("Hardware FLOPs per GPU per second of step time (includes recomputation)."));
    setRow(row++, tr("MFU / effective"), tr("%1 / %2").arg(f.percent(r.mfu, 1), f.percent(r.effectiveMfu, 1)),
           tr("Model FLOPs (6ND + attention) / (time x GPUs x peak dense): over step time / over wall-clock time."));
    setRow(row++, tr("Plan"), TrainingPlansTable::layout(r.plan),
           r.autoPlanned ? tr("Chosen by the auto planner among %1 plans.").arg(r.plansEvaluated) : tr("Set in the workload dock."));
    setRow(row++, tr("Schedule"),
           tr("%1, mb %2, %3, ZeRO-%4")
               .arg(r.plan.v > 1 ? tr("interleaved v %1").arg(r.plan.v) : tr("1F1B"))
               .arg(r.plan.microBatch)
               .arg(QString::fromStdString(r.plan.recompute))
               .arg(r.plan.zeroStage),
           tr("Pipeline schedule, micro-batch, activation recomputation and ZeRO stage of the plan."));
    setRow(row++, tr("Pipeline bubble"),
           tr("%1 of step").arg(f.percent(r.plan.stepS > 0 ? r.plan.bubbleS / r.plan.stepS : 0.0, 1)),
           tr("Time the pipeline's fill and drain add to a step: (p-1)/v times a middle stage's time per micro-batch "
              "(Narayanan et al. 2021); the schedule's ratio (p-1)/(v m) is %1.")
               .arg(f.percent(r.plan.bubbleFraction, 1)));
    setRow(row++, tr("GPUs used"), tr("%1 of %2").arg(loc.toString(r.plan.gpusUsed), loc.toString(r.gpusOfModel)),
           tr("GPUs of %1 in the plan / placed.").arg(QString::fromStdString(r.gpuModel)));
    setRow(row++, tr("Memory per GPU"),
           tr("%1 / %2 GB, %3").arg(loc.toString(m.totalB / 1e9, 'f', 1), loc.toString(m.hbmB / 1e9, 'f', 0),
                                    m.fits ? tr("fits") : tr("does not fit")),
           tr("Most loaded GPU against HBM; fits = within HBM less the headroom setting."), !m.fits);
    // Where the cross-node bandwidth came from (issue 12, defect 3): the fabric as cabled, the
    // workload's override, or the catalog NICs when the design has no fabric yet.
    setRow(row++, tr("Cross-node bandwidth"), tr("%1 GB/s per GPU").arg(loc.toString(r.interNodeBytesPerS / 1e9, 'f', 1)),
           tr("Bandwidth each GPU gets to the other nodes (NIC efficiency included; bytes to peers behind "
              "another leaf slowed by the oversubscription). docs/training.md: Cross-node bandwidth."));
    QString source;
    if (r.interNodeSource == "fabric")
        source = tr("from fabric: %1 × %2 Gb/s%3, %4:1")
                     .arg(loc.toString(r.interNodeNicsPerNode, 'g', 3), loc.toString(r.interNodeNicGbps, 'g', 4),
                          r.interNodeTechnology.empty() ? QString() : QLatin1Char(' ') + QString::fromStdString(r.interNodeTechnology),
                          loc.toString(r.interNodeOversubscription, 'f', 2));
    else if (r.interNodeSource == "workload")
        source = tr("workload override");
    else
        source = tr("no fabric: catalog NICs, %1:1").arg(loc.toString(r.interNodeOversubscription, 'f', 2));
    setRow(row++, tr("Bandwidth source"), source,
           r.interNodeSource == "fabric"
               ? tr("Measured on fabric %1: %2 % of each GPU's same-rank peers sit behind another leaf and cross the spine tier.")
                     .arg(QString::fromStdString(r.interNodeNetworkId), loc.toString(100 * r.interNodeCrossLeafShare, 'f', 0))
               : r.interNodeSource == "workload"
               ? tr("The workload's Inter-node figure overrides the fabric.")
               : tr("No compute fabric yet: the GPU system's NICs and the workload's oversubscription input."));
    setRow(row++, tr("Exposed comm."), tr("%1 of step").arg(f.percent(r.exposedCommShare, 1)),
           tr("Exposed communication: TP, CP, EP, DP and PP communication not hidden behind compute."), r.exposedCommShare > r.commShareWarning);
    // No air version of the systems: no air figure (issue 32 item 5).
    const bool airBuildable = a.cooling->air.buildable;
    setRow(row++, tr("Energy air / liquid"),
           tr("%1 / %2 MWh").arg(airBuildable ? mwhAt(a.cooling->air.pue) : tr("–"), mwhAt(a.cooling->liquid.pue)),
           airBuildable ? tr("IT power at training load (the design's IT nameplate x the load factor) x hours x annual PUE of air "
                             "and of liquid cooling (cooling engine).")
                        : QString::fromStdString(a.cooling->air.notBuildableReason));
    const bool designPue = r.pueSource == "design";
    setRow(row++, tr("Energy of the run"),
           tr("%1 at PUE %2 (%3)").arg(f.megawattHours(r.energyMwh, 0), f.number(r.pue, 2),
                                      designPue ? tr("design") : r.pueSource == "workload" ? tr("workload") : tr("unknown")),
           designPue ? tr("The figure the run cost uses: the design's annual PUE (Cooling & cost tab). Set a PUE in the "
                          "Workload dock to replace it.")
                     : tr("The figure the run cost uses: the workload's PUE input."));
    setRow(row++, tr("Energy cost"), f.amountIn(r.energyCost, currency), tr("At the site's electricity price."));
    const bool designPrice = r.gpuHourPriceSource == "design_cost";
    setRow(row++, tr("GPU-hour price"),
           tr("%1 (%2)").arg(f.amountIn(r.gpuHourPrice, currency, 2),
                             designPrice ? tr("design cost") : r.gpuHourPriceSource == "workload" ? tr("workload") : tr("unknown")),
           designPrice ? tr("The design's capex over the cost period plus its opex without electricity, per GPU-hour "
                            "(Cooling & cost tab); electricity is priced by the run's own energy.")
                       : tr("The workload's GPU-hour price, in the site currency."));
    setRow(row++, tr("GPU-hour cost"), f.amountIn(r.gpuHourCost, currency), tr("GPU-hours x the GPU-hour price."));
    setRow(row++, tr("Cost per run"), f.amountIn(r.runCost, currency), tr("Energy cost + GPU-hour cost."));
    setRow(row++, tr("CO₂"), tr("%1 t").arg(loc.toString(r.co2Tonnes, 'f', 0)), tr("At the site's grid intensity."));
}

QString TrainingPage::value(const QString &row) const
{
    for (int i = 0; i < mTable->rowCount(); ++i)
        if (mTable->item(i, 0) && mTable->item(i, 0)->text() == row)
            return mTable->item(i, 1)->text();
    return {};
}

} // namespace dcs
