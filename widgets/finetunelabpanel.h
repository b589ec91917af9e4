#pragma once
#include "analysis/analysis.h"
#include "training/finetuneresult.h"
#include <QWidget>

class QLabel;
class QTableWidget;

namespace dcs {

class FinetuneJobsTable;
class ProjectDocument;

// "Fine-tuning lab" on the Training page (issue 15 item 6, seed 3.3): the jobs (editable), the
// packing per server (each GPU whole, MIG-partitioned with its slices, or idle; utilisation), and
// for each job that does not fit or misses its deadline why and the smallest change that helps.
class FinetuneLabPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FinetuneLabPanel(ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    FinetuneJobsTable *jobs() const { return mJobs; }
    QTableWidget *packing() const { return mPacking; }
    QString summary() const;
    QString advice() const;

    // FinetuneServer::gpuText with the result's job names.
    static QString gpuText(const FinetuneServer &server, const FinetuneResult &result);

private:
    QLabel *mSummary;
    FinetuneJobsTable *mJobs;
    QTableWidget *mPacking;
    QLabel *mAdvice;
};

} // namespace dcs
