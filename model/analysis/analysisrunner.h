#pragma once
#include "analysis.h"
#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <cstdint>
#include <memory>

namespace dcs {

class ProjectDocument;
struct ChangeEvent;

// Re-runs the engines after edits, at most once per frame: a burst of changes (a drag, an
// undo of many steps) costs one evaluation. Publishes immutable snapshots in two passes:
// 1. on the GUI thread, every engine but the slow parts (Analyzer::firstPass, `complete`
//    false), published at once;
// 2. the thermal map and the cost verdict's tornado and Monte Carlo run on a worker thread
//    from a copy of the project (Analyzer::secondPass), published as a second, complete
//    snapshot, unless a newer edit has come since: a generation counter drops a stale second
//    pass (and asks its failure scan to stop), and the newest state's second pass starts then.
class AnalysisRunner : public QObject
{
    Q_OBJECT
public:
    explicit AnalysisRunner(ProjectDocument *document, QObject *parent = nullptr);
    ~AnalysisRunner() override;

    AnalysisPtr latest() const { return mLatest; }
    // Runs now, completely and synchronously (tests, the first paint, the report).
    void runNow();
    // The latest snapshot, complete: runs now when there is none yet or its second pass is still
    // to come (the report, the hand-off exports: they must not print "computing…").
    AnalysisPtr completeLatest();
    // True while a second pass for the latest snapshot is still to come.
    bool secondPassPending() const { return mLatest && !mLatest->complete; }

    // Which engines an edit concerns: none (a label, the saved variants), the training engine
    // alone (the workload), or all of them.
    enum class Rerun { Nothing, Training, Everything };
    static Rerun rerunFor(const ChangeEvent &event);

Q_SIGNALS:
    void analysisReady(dcs::AnalysisPtr analysis);

private:
    struct Job;
    void evaluate();
    void publish(AnalysisPtr analysis);
    void startSecondPass();
    void secondPassDone(const std::shared_ptr<Job> &job);

    ProjectDocument *mDocument;
    QTimer mTimer;
    AnalysisPtr mLatest;
    // Every change since the last run touched the workload only: the training engine alone
    // re-runs on the last snapshot (no other engine reads the workload).
    bool mWorkloadOnly = true;
    // Bumped by every first pass and runNow(): a second pass of an older one is stale.
    std::uint64_t mGeneration = 0;
    std::shared_ptr<Job> mRunning;  // the second pass on the worker, if any
    QThreadPool mPool;              // one worker thread: a stale pass is never overtaken
};

} // namespace dcs
