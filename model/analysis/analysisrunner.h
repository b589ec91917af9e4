#pragma once
#include "analysis.h"
#include <QObject>
#include <QTimer>

namespace dcs {

class ProjectDocument;

// Re-runs the engines after edits, at most once per frame: a burst of changes (a drag, an
// undo of many steps) costs one evaluation. Publishes immutable snapshots.
class AnalysisRunner : public QObject
{
    Q_OBJECT
public:
    explicit AnalysisRunner(ProjectDocument *document, QObject *parent = nullptr);

    AnalysisPtr latest() const { return mLatest; }
    // Runs now (tests, the CLI, the first paint).
    void runNow();

Q_SIGNALS:
    void analysisReady(dcs::AnalysisPtr analysis);

private:
    ProjectDocument *mDocument;
    QTimer mTimer;
    AnalysisPtr mLatest;
    // Every change since the last run touched the workload only: the training engine alone
    // re-runs on the last snapshot (no other engine reads the workload).
    bool mWorkloadOnly = true;
};

} // namespace dcs
