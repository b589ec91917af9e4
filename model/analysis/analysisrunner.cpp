#include "analysisrunner.h"
#include "deferredanalysis.h"
#include "analyzer.h"
#include "document/projectdocument.h"

namespace dcs {

// A second pass: its inputs are copies (the document changes under it), its output is read
// on the GUI thread only after the worker has finished with it.
struct AnalysisRunner::Job {
    std::uint64_t generation = 0;
    std::shared_ptr<const Project> project;
    std::shared_ptr<const Catalog> catalog;
    AnalysisPtr first;
    std::atomic<bool> cancel{false};
    Analyzer::Deferred result;
};

AnalysisRunner::Rerun AnalysisRunner::rerunFor(const ChangeEvent &e)
{
    if (e.kind == ChangeEvent::Kind::Reset)
        return Rerun::Everything;
    // A name or description is a label, no engine's input (engines know objects by id):
    // renaming a rack on stress-16k must not cost a full evaluation. Saved variants are
    // evaluated by the comparison, not by the design's analysis.
    if (e.aspect == ChangeEvent::Aspect::Label || e.isPart(DesignPart::Variants))
        return Rerun::Nothing;
    // Only the training engine reads the workload, and no engine reads the training result.
    if (e.isPart(DesignPart::Workload))
        return Rerun::Training;
    return Rerun::Everything;
}

AnalysisRunner::AnalysisRunner(ProjectDocument *document, QObject *parent) : QObject(parent), mDocument(document)
{
    mPool.setMaxThreadCount(1);
    mTimer.setSingleShot(true);
    mTimer.setInterval(16);  // one frame at 60 Hz
    connect(&mTimer, &QTimer::timeout, this, &AnalysisRunner::evaluate);
    connect(document, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        const Rerun rerun = rerunFor(e);
        if (rerun == Rerun::Nothing)
            return;
        mWorkloadOnly = mWorkloadOnly && rerun == Rerun::Training;
        if (!mWorkloadOnly && mRunning)
            mRunning->cancel = true;  // its project is out of date already
        if (!mTimer.isActive())
            mTimer.start();
    });
}

AnalysisRunner::~AnalysisRunner()
{
    if (mRunning)
        mRunning->cancel = true;
    mPool.waitForDone();
}

void AnalysisRunner::publish(AnalysisPtr analysis)
{
    mLatest = std::move(analysis);
    Q_EMIT analysisReady(mLatest);
}

void AnalysisRunner::runNow()
{
    mTimer.stop();
    ++mGeneration;  // whatever the worker brings now is stale
    if (mRunning)
        mRunning->cancel = true;
    const bool reuse = mLatest && mWorkloadOnly && mLatest->complete;
    mWorkloadOnly = true;
    publish(std::make_shared<const Analysis>(reuse ? Analyzer::rerunTraining(mDocument->project(), mDocument->catalog(), *mLatest)
                                                   : Analyzer::run(mDocument->project(), mDocument->catalog())));
}

AnalysisPtr AnalysisRunner::completeLatest()
{
    if (!mLatest || !mLatest->complete || mTimer.isActive())
        runNow();
    return mLatest;
}

void AnalysisRunner::evaluate()
{
    if (mLatest && mWorkloadOnly) {
        // The second pass in flight (if any) does not read the workload: it stays valid and
        // completes this snapshot when it arrives.
        publish(std::make_shared<const Analysis>(Analyzer::rerunTraining(mDocument->project(), mDocument->catalog(), *mLatest)));
        return;
    }
    mWorkloadOnly = true;
    ++mGeneration;
    publish(std::make_shared<const Analysis>(Analyzer::firstPass(mDocument->project(), mDocument->catalog())));
    startSecondPass();
}

void AnalysisRunner::startSecondPass()
{
    // One at a time: a stale pass still running starts the newest one when it finishes.
    if (mRunning || !mLatest || mLatest->complete || mTimer.isActive())
        return;
    auto job = std::make_shared<Job>();
    job->generation = mGeneration;
    job->project = std::make_shared<const Project>(mDocument->project());
    job->catalog = std::make_shared<const Catalog>(mDocument->catalog());
    job->first = mLatest;
    mRunning = job;
    mPool.start([this, job] {
        job->result = Analyzer::secondPass(*job->project, *job->catalog, *job->first, &job->cancel);
        // Back on the GUI thread; dropped by Qt if the runner is gone by then.
        QMetaObject::invokeMethod(this, [this, job] { secondPassDone(job); }, Qt::QueuedConnection);
    });
}

void AnalysisRunner::secondPassDone(const std::shared_ptr<Job> &job)
{
    if (mRunning == job)
        mRunning.reset();
    if (job->generation == mGeneration && !job->cancel && mLatest && !mLatest->complete)
        publish(std::make_shared<const Analysis>(Analyzer::complete(*mLatest, std::move(job->result))));
    else
        startSecondPass();  // stale: the newest snapshot still waits for its own
}

} // namespace dcs
