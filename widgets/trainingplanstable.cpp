#include "trainingplanstable.h"
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dcs {

namespace {

// A cell that sorts by its number, not its text ("9.5" before "10.1").
class NumberItem : public QTableWidgetItem
{
public:
    NumberItem(const QString &text, double value) : QTableWidgetItem(text) { setData(Qt::UserRole, value); }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

} // namespace

TrainingPlansTable::TrainingPlansTable(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("trainingPlans"));
    auto *box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(4);
    mTitle = new QLabel(this);
    mTitle->setObjectName(QStringLiteral("trainingPlansTitle"));
    box->addWidget(mTitle);
    mTable = new QTableWidget(0, ColumnCount, this);
    mTable->setObjectName(QStringLiteral("trainingPlansTable"));
    mTable->setHorizontalHeaderLabels({tr("#"), tr("Plan"), tr("Days"), tr("MFU"), tr("Memory"), tr("Bubble"),
                                       tr("Exposed comm."), tr("Why it loses to #1"), tr("mb · recompute · ZeRO")});
    mTable->horizontalHeaderItem(Bubble)->setToolTip(
        tr("Share of the step the pipeline's fill and drain take: (p-1)/v times a middle stage's time per micro-batch."));
    mTable->horizontalHeaderItem(Exposed)->setToolTip(tr("Communication not hidden behind compute, share of the step."));
    mTable->horizontalHeaderItem(Why)->setToolTip(tr("Extra time per token against plan #1 and the part that costs most of it."));
    mTable->verticalHeader()->hide();
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setSortingEnabled(true);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->setWordWrap(false);
    box->addWidget(mTable, 1);
    mDetail = new QLabel(this);
    mDetail->setObjectName(QStringLiteral("trainingPlanDetail"));
    mDetail->setWordWrap(true);
    mDetail->setTextFormat(Qt::PlainText);
    box->addWidget(mDetail);
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &TrainingPlansTable::showDetail);
}

QString TrainingPlansTable::layout(const TrainingPlan &p)
{
    QString s = tr("TP %1 · CP %2 · PP %3").arg(p.tp).arg(p.cp).arg(p.pp);
    if (p.v > 1)
        s += tr(" · v %1").arg(p.v);
    s += tr(" · DP %1").arg(p.dp);
    if (p.ep > 1)
        s += tr(" · EP %1").arg(p.ep);
    return s;
}

void TrainingPlansTable::setResult(const TrainingResult &r)
{
    const QLocale loc;
    mPlans = r.autoPlanned ? r.topPlans : std::vector<TrainingPlan>{};
    mTable->setSortingEnabled(false);
    mTable->clearContents();
    mTable->setRowCount(int(mPlans.size()));
    if (!r.evaluated)
        mTitle->setText(tr("Plans: no GPUs placed."));
    else if (!r.autoPlanned)
        mTitle->setText(tr("Plans: the workload sets the plan by hand (parallelism manual); auto lists the ten best."));
    else if (mPlans.empty() || !mPlans.front().memory.fits)
        mTitle->setText(tr("Plans: none of %1 fits in memory.").arg(loc.toString(r.plansEvaluated)));
    else
        mTitle->setText(tr("The %1 best of %2 plans that fit, fastest first").arg(mPlans.size()).arg(loc.toString(r.plansEvaluated)));
    for (int i = 0; i < int(mPlans.size()); ++i) {
        const TrainingPlan &p = mPlans[size_t(i)];
        const double exposed = p.stepS > 0 ? p.exposedS() / p.stepS : 0;
        auto *rank = new NumberItem(QString::number(i + 1), i + 1);
        rank->setData(Qt::UserRole + 1, i);  // index into mPlans, kept when the table is sorted
        mTable->setItem(i, Rank, rank);
        mTable->setItem(i, Layout, new QTableWidgetItem(layout(p)));
        mTable->setItem(i, Options, new QTableWidgetItem(tr("%1 · %2 · %3")
                                                             .arg(p.microBatch)
                                                             .arg(QString::fromStdString(p.recompute))
                                                             .arg(p.zeroStage)));
        mTable->setItem(i, Days, new NumberItem(loc.toString(p.days, 'f', 1), p.days));
        mTable->setItem(i, Mfu, new NumberItem(loc.toString(100 * p.mfu, 'f', 1) + QStringLiteral(" %"), p.mfu));
        mTable->setItem(i, Memory, new NumberItem(tr("%1 GB").arg(loc.toString(p.memory.totalB / 1e9, 'f', 1)), p.memory.totalB));
        const double bubble = p.stepS > 0 ? p.bubbleS / p.stepS : 0.0;
        mTable->setItem(i, Bubble, new NumberItem(loc.toString(100 * bubble, 'f', 1) + QStringLiteral(" %"), bubble));
        mTable->setItem(i, Exposed, new NumberItem(loc.toString(100 * exposed, 'f', 1) + QStringLiteral(" %"), exposed));
        auto *why = new QTableWidgetItem(i == 0 ? tr("fastest") : QString::fromStdString(p.whyLoses));
        why->setToolTip(why->text());
        mTable->setItem(i, Why, why);
        for (int c = Days; c <= Exposed; ++c)
            mTable->item(i, c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    mTable->setSortingEnabled(true);
    mTable->sortByColumn(Rank, Qt::AscendingOrder);
    showDetail();
}

void TrainingPlansTable::showDetail()
{
    const QList<QTableWidgetItem *> selected = mTable->selectedItems();
    if (selected.isEmpty() || mPlans.empty()) {
        mDetail->setText(mPlans.empty() ? QString() : tr("Select a plan to see its step."));
        return;
    }
    const QTableWidgetItem *rank = mTable->item(selected.front()->row(), Rank);
    const int index = rank ? rank->data(Qt::UserRole + 1).toInt() : -1;
    if (index < 0 || index >= int(mPlans.size()))
        return;
    const TrainingPlan &p = mPlans[size_t(index)];
    const QLocale loc;
    auto ms = [&](double s) { return loc.toString(s * 1000, 'f', 0); };
    QString text = tr("#%1 %2, %3 schedule: step %4 ms = compute %5 (of which LM head beyond a full stage %6, optimizer %7) + bubble %8"
                      " + exposed TP %9, CP %10, EP %11, DP %12, PP %13 ms.")
                       .arg(index + 1)
                       .arg(layout(p), QString::fromStdString(p.schedule), ms(p.stepS), ms(p.computeS), ms(p.lmHeadS),
                            ms(p.optimizerS), ms(p.bubbleS), ms(p.tpExposedS))
                       .arg(ms(p.cpExposedS), ms(p.epExposedS), ms(p.dpExposedS), ms(p.ppExposedS));
    if (index > 0 && !p.whyLoses.empty())
        text += QLatin1Char(' ') + tr("Against #1: %1.").arg(QString::fromStdString(p.whyLoses));
    mDetail->setText(text);
}

QString TrainingPlansTable::detailText() const
{
    return mDetail->text();
}

} // namespace dcs
