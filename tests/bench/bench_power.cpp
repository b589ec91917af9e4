// Benchmark of the power engine (issue 3: target under 10 ms on stress-16k) and of auto-balance.
// Run: build/tests/bench/bench_power [PROJECT]
#include "benchproject.h"
#include "catalog/catalog.h"
#include "planners/powerautobalance.h"
#include "power/powerengine.h"
#include <QCoreApplication>
#include <QDir>

using namespace dcs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString path = bench::projectPath(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    std::printf("project: %s\n", qPrintable(path));
    PowerResult r;
    size_t warnings = 0;
    bench::report("power engine (evaluate + warnings)", 51, [&] {
        std::vector<Warning> w;
        r = PowerEngine::evaluate({*loaded, catalog, w}, {});
        warnings = w.size();
    });
    std::printf("PDUs %zu, racks %zu, single-PDU scenarios %d, IT design %.1f kW, worst line %.1f %%, warnings %zu\n",
                r.pdus.size(), r.racks.size(), r.pduScenariosAnalysed, r.itDesignW / 1000, 100 * r.worstLineUtilisation,
                warnings);
    Project p = *loaded;
    bench::report("auto-balance every rack", 5, [&] {
        Project copy = p;
        for (Rack &rack : copy.racks)
            PowerAutoBalance::balanceRack(rack, catalog, copy.power);
    });
    return 0;
}
