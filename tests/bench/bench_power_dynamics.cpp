// Benchmark of the power dynamics engine (issue 35: the dynamics of stress-16k, 16,384 GPUs,
// with their spectrum, under 20 ms). The engines it reads run once, outside the timing.
// Run: build/tests/bench/bench_power_dynamics [PROJECT]
#include "analysis/analysis.h"
#include "analysis/analyzer.h"
#include "benchproject.h"
#include "catalog/catalog.h"
#include "cooling/coolingresult.h"
#include "dynamics/powerdynamicsengine.h"
#include "power/powerresult.h"
#include "training/trainingresult.h"
#include <QCoreApplication>

using namespace dcs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    std::printf("project: %s\n", qPrintable(bench::projectPath(argc, argv)));
    const Analysis a = Analyzer::firstPass(*loaded, catalog);
    PowerDynamicsResult r;
    bench::report("power dynamics (two power states, one step sampled, FFT, bands, warnings)", 51, [&] {
        std::vector<Warning> w;
        r = PowerDynamicsEngine::evaluate({*loaded, catalog, w}, {*a.training, *a.power, *a.cooling, a.network.get()});
    });
    if (!r.computed) {
        std::printf("not computed: %s\n", r.missing.c_str());
        return 0;
    }
    std::printf("GPUs %d, step %.3f s in %zu samples, utility swing %.2f MW (%.1f %% of IT), ramp %.1f MW/s, "
                "dominant %.3f Hz, band %.2f MW RMS\n",
                r.gpusSwinging, r.stepS, r.utilityW.size(), r.utilitySwingW / 1e6, 100 * r.swingFractionOfIt,
                r.rampWPerS / 1e6, r.dominantHz, r.avoidBand.rmsW / 1e6);
    return 0;
}
