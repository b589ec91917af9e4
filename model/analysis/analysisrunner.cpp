#include "analysisrunner.h"
#include "analyzer.h"
#include "document/projectdocument.h"

namespace dcs {

AnalysisRunner::AnalysisRunner(ProjectDocument *document, QObject *parent) : QObject(parent), mDocument(document)
{
    mTimer.setSingleShot(true);
    mTimer.setInterval(16);  // one frame at 60 Hz
    connect(&mTimer, &QTimer::timeout, this, &AnalysisRunner::runNow);
    connect(document, &ProjectDocument::changed, this, [this] {
        if (!mTimer.isActive())
            mTimer.start();
    });
}

void AnalysisRunner::runNow()
{
    mTimer.stop();
    mLatest = std::make_shared<const Analysis>(Analyzer::run(mDocument->project(), mDocument->catalog()));
    Q_EMIT analysisReady(mLatest);
}

} // namespace dcs
