// Benchmark of the analysis runner's two passes on stress-16k (AnalysisRunner): the first pass
// (every engine but the thermal map and the cost verdict's tornado and Monte Carlo run) on the
// GUI thread, the second on the worker; and edit -> first / second snapshot published, through
// the event loop (incl. the runner's one-frame wait of 16 ms).
// Run: build/tests/bench/bench_thermal_runner [PROJECT]
#include "benchproject.h"
#include "analysis/analysisrunner.h"
#include "analysis/analyzer.h"
#include "analysis/deferredanalysis.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "project/project.h"
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <nlohmann/json.hpp>

using namespace dcs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    const Project &p = *loaded;
    Analysis first;
    bench::report("Analyzer::run (complete, CLI)", 5, [&] { Analyzer::run(p, catalog); });
    bench::report("first pass (GUI thread)", 11, [&] { first = Analyzer::firstPass(p, catalog); });
    bench::report("second pass (worker)", 5, [&] { Analyzer::secondPass(p, catalog, first); });
    bench::report("copy of the project for the worker", 11, [&] { Project copy = p; });

    ProjectDocument doc(catalog);
    doc.reset(*loaded);
    AnalysisRunner runner(&doc);
    runner.runNow();
    std::vector<double> toFirst, toSecond;
    QElapsedTimer clock;
    QObject::connect(&runner, &AnalysisRunner::analysisReady, &runner, [&](const AnalysisPtr &a) {
        (a->complete ? toSecond : toFirst).push_back(clock.nsecsElapsed() / 1e6);
    });
    const std::string rack = doc.project().racks.front().id;
    for (int i = 0; i < 9; ++i) {
        const size_t before = toSecond.size();
        clock.start();
        doc.setProperty(rack, "power_budget_kw", nlohmann::json(20.0 + i));  // an edit every engine sees
        while (toSecond.size() == before)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    std::printf("%-40s median %9.2f ms   (%zu edits)\n", "edit -> first pass published", median(toFirst), toFirst.size());
    std::printf("%-40s median %9.2f ms   (%zu edits)\n", "edit -> second pass published", median(toSecond), toSecond.size());
    return 0;
}
