#include "finetunelabpanel.h"
#include "training/trainingresult.h"
#include "finetunejobstable.h"
#include "readonlytable.h"
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dcs {

FinetuneLabPanel::FinetuneLabPanel(ProjectDocument *document, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("finetuneLab"));
    auto *box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(4);
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("finetuneSummary"));
    mSummary->setWordWrap(true);
    box->addWidget(mSummary);
    mJobs = new FinetuneJobsTable(document, this);
    box->addWidget(mJobs, 2);
    mPacking = ReadOnlyTable::create({tr("Server"), tr("GPU"), tr("Utilisation"), tr("Memory"), tr("GPUs: whole, MIG slices, idle")}, this);
    mPacking->setObjectName(QStringLiteral("finetunePacking"));
    // The GPUs of a server read in full: the last column wraps and its rows grow.
    mPacking->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mPacking->horizontalHeader()->setStretchLastSection(true);
    mPacking->setWordWrap(true);
    mPacking->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mPacking->setTextElideMode(Qt::ElideNone);
    mPacking->horizontalHeaderItem(2)->setToolTip(tr("Compute allocated: whole GPUs, and n/7 of a GPU per MIG slice of n compute slices."));
    mPacking->horizontalHeaderItem(3)->setToolTip(tr("Memory allocated: whole GPUs, and n/8 of a GPU per MIG slice of n memory slices."));
    box->addWidget(mPacking, 3);
    mAdvice = new QLabel(this);
    mAdvice->setObjectName(QStringLiteral("finetuneAdvice"));
    mAdvice->setWordWrap(true);
    mAdvice->setTextFormat(Qt::PlainText);
    box->addWidget(mAdvice);
}

QString FinetuneLabPanel::summary() const { return mSummary->text(); }
QString FinetuneLabPanel::advice() const { return mAdvice->text(); }

QString FinetuneLabPanel::gpuText(const FinetuneServer &server, const FinetuneResult &result)
{
    std::vector<std::string> names;
    for (const FinetuneJobResult &j : result.jobs)
        names.push_back(j.name);
    return QString::fromStdString(server.gpuText(names));
}

void FinetuneLabPanel::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    const FinetuneResult &r = analysis->training->finetune;
    mJobs->setResult(r);
    const QLocale loc;
    if (!r.evaluated) {
        mSummary->setText(tr("No fine-tuning jobs. Add jobs to pack them on the placed GPUs, whole or as MIG slices."));
        mPacking->setRowCount(0);
        mAdvice->clear();
        return;
    }
    const int notPlaced = int(r.jobs.size()) - r.placedJobs;
    mSummary->setText(tr("%1 jobs: %2 placed, %3 late, %4 not placed. Compute allocated %5 %; the last placed job finishes in %6 h.")
                          .arg(r.jobs.size()).arg(r.placedJobs).arg(r.lateJobs).arg(notPlaced)
                          .arg(loc.toString(100 * r.utilisation, 'f', 0), loc.toString(r.makespanH, 'f', 1)));
    mSummary->setToolTip(tr("Compute efficiency %1 (%2); MIG NVLink penalty %3 % on whole-GPU jobs beside partitioned GPUs (seed 3.3).")
                             .arg(loc.toString(r.computeEfficiency, 'f', 2), QString::fromStdString(r.efficiencySource),
                                  loc.toString(100 * r.migNvlinkPenalty, 'f', 0)));
    mPacking->setRowCount(int(r.servers.size()));
    for (int i = 0; i < int(r.servers.size()); ++i) {
        const FinetuneServer &s = r.servers[size_t(i)];
        mPacking->setItem(i, 0, ReadOnlyTable::cell(QString::fromStdString(s.id), Qt::AlignLeft | Qt::AlignVCenter));
        mPacking->setItem(i, 1, ReadOnlyTable::cell(QString::fromStdString(s.gpuModel) + (s.migCapable ? tr(" (MIG)") : QString()),
                                                    Qt::AlignLeft | Qt::AlignVCenter));
        mPacking->setItem(i, 2, ReadOnlyTable::cell(loc.toString(100 * s.utilisation, 'f', 0) + QStringLiteral(" %")));
        mPacking->setItem(i, 3, ReadOnlyTable::cell(loc.toString(100 * s.memoryAllocated, 'f', 0) + QStringLiteral(" %")));
        QTableWidgetItem *gpus = ReadOnlyTable::cell(gpuText(s, r), Qt::AlignLeft | Qt::AlignVCenter);
        gpus->setToolTip(gpus->text());
        mPacking->setItem(i, 4, gpus);
    }
    QStringList advice;
    for (const FinetuneJobResult &j : r.jobs)
        if (!j.placed || j.late)
            advice << QStringLiteral("%1: %2; smallest change: %3%4.")
                          .arg(QString::fromStdString(j.name), QString::fromStdString(j.reason),
                               QString::fromStdString(j.suggestions.empty() ? std::string("none found") : j.suggestions.front()),
                               j.suggestions.size() > 1 ? tr("; or %1").arg(QString::fromStdString(j.suggestions[1])) : QString());
    mAdvice->setText(advice.join(QLatin1Char('\n')));
    mAdvice->setVisible(!advice.isEmpty());
}

} // namespace dcs
