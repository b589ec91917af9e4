// Benchmark of the cooling + cost engines on the stress-16k sample (2,048 DGX H100): the
// yearly hour-by-hour simulation of both architectures (issue 4 target: under 20 ms).
// Run: build/tests/bench/bench_cooling [PROJECT]
#include "benchproject.h"
#include "catalog/catalog.h"
#include "climate/climateprofiles.h"
#include "climate/hourlyclimate.h"
#include "cooling/coolingengine.h"
#include "cooling/siteclimate.h"
#include "cost/costengine.h"
#include "inventory/inventoryengine.h"
#include "project/project.h"
#include <QCoreApplication>
#include <QDir>
#include <string>

using namespace dcs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    const Project &p = *loaded;
    ClimateProfiles::builtIn();  // loaded once per process, not per evaluation
    CoolingResult cooling;
    bench::report("cooling (climate + both years + checks)", 101, [&] {
        std::vector<Warning> w;
        cooling = CoolingEngine::evaluate({p, catalog, w}, {});
    });
    std::vector<Warning> none;  // the inventory raises no warnings
    const InventoryResult inv = InventoryEngine::evaluate({p, catalog, none});
    CostResult cost;
    bench::report("cost (bills, tornado, Monte Carlo)", 21, [&] {
        std::vector<Warning> w;
        cost = CostEngine::evaluate({p, catalog, w}, {inv, cooling});
    });
    Project deterministic = p;
    deterministic.cooling.cost.monteCarloSamples = 0;
    bench::report("cost without Monte Carlo (bills, tornado)", 101, [&] {
        std::vector<Warning> w;
        CostEngine::evaluate({deterministic, catalog, w}, {inv, cooling});
    });
    std::printf("cost: %s vs %s, %d Monte Carlo samples, P(%s cheaper) %.3f, TCO difference %.2f M\n",
                cost.candidate.label.c_str(), cost.reference.label.c_str(), cost.monteCarlo.samples,
                cost.candidate.label.c_str(), cost.monteCarlo.probabilityCandidateCheaper, cost.tcoDifference / 1e6);
    bench::report("hourly climate synthesis (with wet-bulb)", 101,
                  [&] { HourlyClimate::synthesise(SiteClimate::normals(p), true); });
    std::printf("climate %s; IT %.0f kW (air) / %.0f kW (liquid); PUE air %s, liquid %.3f\n",
                cooling.climateId.c_str(), cooling.air.itPowerW / 1000, cooling.liquid.itPowerW / 1000,
                cooling.air.buildable ? std::to_string(cooling.air.pue).c_str() : "not buildable", cooling.liquid.pue);
    return 0;
}
