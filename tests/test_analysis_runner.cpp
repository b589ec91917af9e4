// The analysis runner's two passes (AnalysisRunner): after an edit the first pass (every engine
// but the thermal map and the cost verdict's tornado and Monte Carlo run) is published at once,
// the second arrives from the worker thread complete and equal to Analyzer::run; a second pass
// overtaken by a newer edit is never published.
#include "analysis/analysisrunner.h"
#include "analysis/analyzer.h"
#include "cost/costresult.h"
#include "thermal/thermalresult.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "io/projectreader.h"
#include "project/project.h"
#include <QDir>
#include <QTest>
#include <QTimer>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

Project sample(const char *name)
{
    const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/%1.json").arg(name));
    ReadResult r = ProjectReader::readFile(path, Catalog::builtIn());
    if (!r.project)
        qFatal("%s", formatErrors(r.errors).c_str());
    return *r.project;
}

std::string full(const ProjectDocument &doc)
{
    return Analyzer::toJson(doc.project(), Analyzer::run(doc.project(), doc.catalog())).dump();
}

// The JSON without what the second pass adds: the thermal section and its warnings, the tornado
// and the Monte Carlo run.
json withoutSecondPass(json j)
{
    j.erase("thermal");
    j["cost"].erase("tornado");
    j["cost"].erase("monte_carlo");
    json kept = json::array();
    for (const json &w : j["warnings"])
        if (!w["code"].get<std::string>().starts_with("thermal."))
            kept.push_back(w);
    j["warnings"] = kept;
    return j;
}

// The cooling units' supply air: the thermal map and the cooling figures move with it.
bool setSupply(ProjectDocument &doc, double c)
{
    CoolingSettings cooling = doc.project().cooling;
    cooling.air.supplyAirC = c;
    return doc.setBlocks({cooling}, QStringLiteral("Supply air"));
}

// Every snapshot the runner publishes, in order.
struct Published {
    std::vector<AnalysisPtr> list;
    explicit Published(AnalysisRunner &runner)
    {
        QObject::connect(&runner, &AnalysisRunner::analysisReady, &runner, [this](const AnalysisPtr &a) { list.push_back(a); });
    }
};

} // namespace

class TestAnalysisRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // An edit: first pass at once (no thermal map, no tornado or Monte Carlo run, everything else
    // as run() gives it), then the second pass completes it to exactly run()'s JSON.
    void editPublishesFirstThenCompleteSecondPass()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(sample("superpod-h100-air"));
        AnalysisRunner runner(&doc);
        runner.runNow();
        QVERIFY(runner.latest()->complete);
        Published seen(runner);
        // A warmer supply: the thermal map and the cooling figures move.
        QVERIFY(setSupply(doc, 27.0));
        QTRY_COMPARE(seen.list.size(), size_t(1));
        const Analysis &first = *seen.list[0];
        QVERIFY(!first.complete);
        QVERIFY(!first.thermal->solved);
        QCOMPARE(first.cost->monteCarlo.samples, 0);
        QVERIFY(first.cost->tornado.empty());
        const std::string expected = full(doc);
        QCOMPARE(withoutSecondPass(Analyzer::toJson(doc.project(), first)).dump(),
                 withoutSecondPass(json::parse(expected)).dump());
        QTRY_COMPARE(seen.list.size(), size_t(2));
        QVERIFY(seen.list[1]->complete);
        QVERIFY(seen.list[1]->thermal->solved);
        QCOMPARE(seen.list[1]->thermal->supplySetpointC, 27.0);
        QVERIFY(seen.list[1]->cost->monteCarlo.samples > 0);
        QCOMPARE(Analyzer::toJson(doc.project(), *seen.list[1]).dump(), expected);
        QTest::qWait(100);
        QCOMPARE(seen.list.size(), size_t(2));  // nothing more
    }

    // A newer edit while the second pass of an older one runs: that pass is never published;
    // the newest design's first pass, then its complete analysis, equal to run().
    void staleSecondPassIsNeverPublished()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(sample("stress-16k"));  // a second pass of ~70 ms: the next edit overtakes it
        AnalysisRunner runner(&doc);
        runner.runNow();
        Published seen(runner);
        QVERIFY(setSupply(doc, 22.0));
        // The next edit as soon as the first pass is out (the second has started on the worker).
        bool edited = false;
        QObject::connect(&runner, &AnalysisRunner::analysisReady, &runner, [&](const AnalysisPtr &a) {
            if (!edited && !a->complete) {
                edited = true;
                QTimer::singleShot(0, &doc, [&doc] { QVERIFY(setSupply(doc, 26.0)); });
            }
        });
        QTRY_VERIFY_WITH_TIMEOUT(!seen.list.empty() && seen.list.back()->complete, 20000);
        QTest::qWait(300);
        QCOMPARE(seen.list.size(), size_t(3));
        QVERIFY(!seen.list[0]->complete);
        QVERIFY(!seen.list[1]->complete);  // 26 C, first pass
        QVERIFY(seen.list[2]->complete);
        QCOMPARE(seen.list[2]->thermal->supplySetpointC, 26.0);
        for (const AnalysisPtr &a : seen.list)
            QVERIFY(!a->complete || a->thermal->supplySetpointC == 26.0);  // 22 C never completed
        QCOMPARE(Analyzer::toJson(doc.project(), *seen.list[2]).dump(), full(doc));
    }

    // A workload edit while the second pass runs re-runs training on the first pass; the second
    // pass (which does not read the workload) then completes it: equal to run().
    void workloadEditKeepsTheSecondPass()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(sample("superpod-h100-air"));
        AnalysisRunner runner(&doc);
        runner.runNow();
        Published seen(runner);
        QVERIFY(setSupply(doc, 25.0));
        bool edited = false;
        QObject::connect(&runner, &AnalysisRunner::analysisReady, &runner, [&](const AnalysisPtr &a) {
            if (!edited && !a->complete) {
                edited = true;
                QTimer::singleShot(0, &doc, [&doc] {
                    QVERIFY(doc.setProperty("workload", "tokens", json(doc.project().workload.tokens * 2)));
                });
            }
        });
        QTRY_VERIFY(!seen.list.empty() && seen.list.back()->complete);
        QTest::qWait(100);
        QVERIFY(edited);
        QCOMPARE(Analyzer::toJson(doc.project(), *runner.latest()).dump(), full(doc));
    }

    // runNow() is complete and synchronous; a second pass still on the worker does not replace it.
    void runNowIsCompleteAndWins()
    {
        ProjectDocument doc(Catalog::builtIn());
        doc.reset(sample("stress-16k"));
        AnalysisRunner runner(&doc);
        runner.runNow();
        Published seen(runner);
        QVERIFY(setSupply(doc, 23.0));
        QTRY_COMPARE(seen.list.size(), size_t(1));  // the first pass; the second is on the worker
        QVERIFY(runner.secondPassPending());
        runner.runNow();
        QVERIFY(runner.latest()->complete);
        const AnalysisPtr now = runner.latest();
        QTest::qWait(400);
        QCOMPARE(runner.latest(), now);
        QCOMPARE(seen.list.size(), size_t(2));
        QCOMPARE(Analyzer::toJson(doc.project(), *now).dump(), full(doc));
    }
};

QTEST_GUILESS_MAIN(TestAnalysisRunner)
#include "test_analysis_runner.moc"
