// Benchmark of the thermal map (issue 16 targets on stress-16k: full solve under 300 ms, the
// failure scan under 3 s, a re-solve after moving one rack under 100 ms).
// Run: build/tests/bench/bench_thermal [PROJECT]
#include "benchproject.h"
#include "catalog/catalog.h"
#include "thermal/thermalengine.h"
#include "project/project.h"
#include <QCoreApplication>

using namespace dcs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    Project p = *loaded;
    ThermalResult r;
    for (int refine : {1, 2}) {
        p.cooling.thermal.gridRefine = refine;
        p.cooling.thermal.failureScan = false;
        const std::string tag = " (refine " + std::to_string(refine) + ")";
        bench::report(("full solve, no scan" + tag).c_str(), 11, [&] {
            std::vector<Warning> w;
            r = ThermalEngine::evaluate({p, catalog, w}, {});
        });
        p.cooling.thermal.failureScan = true;
        bench::report(("full solve + failure scan" + tag).c_str(), 5, [&] {
            std::vector<Warning> w;
            r = ThermalEngine::evaluate({p, catalog, w}, {});
        });
        std::printf("  %d x %d cells of %.2f m, %zu racks, %zu air units, worst inlet %.2f C (%s)\n", r.nx, r.ny,
                    r.cellM, r.racks.size(), r.units.size(), r.worstInletC, r.worstRackId.c_str());
    }
    // A rack moved by one tile: the engine solves from scratch (as after any edit), at the
    // default grid (half a tile), the map alone and with its scan. In the studio both run on the
    // analysis runner's worker thread (bench_thermal_runner): the window never waits for them.
    p.cooling.thermal.gridRefine = ThermalSettings{}.gridRefine;
    p.racks.front().xM += p.hall.tileM;
    p.cooling.thermal.failureScan = false;
    bench::report("re-solve after moving one rack (map)", 5, [&] {
        std::vector<Warning> w;
        r = ThermalEngine::evaluate({p, catalog, w}, {});
    });
    p.cooling.thermal.failureScan = true;
    bench::report("re-solve after moving one rack (+ scan)", 5, [&] {
        std::vector<Warning> w;
        r = ThermalEngine::evaluate({p, catalog, w}, {});
    });
    return 0;
}
