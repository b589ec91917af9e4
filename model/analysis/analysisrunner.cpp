#include "analysisrunner.h"
#include "analyzer.h"
#include "document/projectdocument.h"

namespace dcs {

AnalysisRunner::AnalysisRunner(ProjectDocument *document, QObject *parent) : QObject(parent), mDocument(document)
{
    mTimer.setSingleShot(true);
    mTimer.setInterval(16);  // one frame at 60 Hz
    connect(&mTimer, &QTimer::timeout, this, &AnalysisRunner::runNow);
    connect(document, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        // A name or description is a label, no engine's input (engines know objects by id):
        // renaming a rack on stress-16k must not cost a full evaluation.
        if (e.kind != ChangeEvent::Kind::Reset && (e.property == "name" || e.property == "description"))
            return;
        mWorkloadOnly = mWorkloadOnly && e.kind == ChangeEvent::Kind::Settings && e.concerns("workload");
        if (!mTimer.isActive())
            mTimer.start();
    });
}

void AnalysisRunner::runNow()
{
    mTimer.stop();
    mLatest = std::make_shared<const Analysis>(
        mLatest && mWorkloadOnly ? Analyzer::rerunTraining(mDocument->project(), mDocument->catalog(), *mLatest)
                                 : Analyzer::run(mDocument->project(), mDocument->catalog()));
    mWorkloadOnly = true;
    Q_EMIT analysisReady(mLatest);
}

} // namespace dcs
