// Benchmark of the cooling + cost engines on the stress-16k sample (2,048 DGX H100): the
// yearly hour-by-hour simulation of both architectures (issue 4 target: under 20 ms).
// Run: build/tests/bench/bench_cooling [PROJECT]
#include "benchproject.h"
#include "catalog/catalog.h"
#include "climate/climateprofiles.h"
#include "climate/epwreader.h"
#include "climate/siteweather.h"
#include "climate/hourlyclimate.h"
#include "cooling/coolingengine.h"
#include "cooling/siteclimate.h"
#include "cost/costengine.h"
#include "inventory/inventoryengine.h"
#include "project/project.h"
#include <QCoreApplication>
#include <QDir>
#include <cstdio>
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
    // Issue 34: an EPW year. The synthesised year written as an EPW text of full 35-field rows
    // (about 1.4 MB, as a TMY3 file), read, imported and evaluated.
    const HourlyClimate synthetic = HourlyClimate::synthesise(SiteClimate::normals(p), true);
    std::string epw = "LOCATION,Bench,VA,USA,TMY3,724030,38.98,-77.47,-5.0,82.0\n"
                      "DESIGN CONDITIONS,1,Climate Design Data 2009 ASHRAE Handbook,,Heating,1,-11.8,-9,-21.5,0.6,-7.9,"
                      "-18.9,0.8,-5.1,11.7,1.7,10.6,0.4,2.7,200,Cooling,7,11.4,34.1,23.9,32.7,23.5,31.2,22.8,25.4,31.6\n"
                      "DATA PERIODS,1,1,Data,Sunday, 1/ 1,12/31\n";
    for (int h = 0, m = 0, d = 1; h < HourlyClimate::kHours; ++h) {
        char row[320];
        std::snprintf(row, sizeof row,
                      "1997,%d,%d,%d,0,?9?9?9?9E0?9?9?9?9?9?9?9?9?9?9?9?9?9?9?9*9*9?9?9?9,%.1f,%.1f,66,101700,0,0,282,0,0,0,0,0,"
                      "0,0,20,5.2,10,10,16.0,1219,9,999999999,120,0.0560,0,88,0.170,0.0,6.0\n",
                      m + 1, d, h % 24 + 1, synthetic.dryBulbC[size_t(h)], synthetic.dryBulbC[size_t(h)] - 5.0);
        epw += row;
        if (h % 24 == 23 && ++d > HourlyClimate::kDaysInMonth[size_t(m)])
            d = 1, ++m;
    }
    std::optional<SiteWeather> weather;
    bench::report("EPW year read and imported (8,760 rows)", 21, [&] {
        const EpwReader::Result r = EpwReader::read(epw, "bench.epw");
        weather = r.file ? SiteWeather::fromEpw(*r.file, "bench.epw") : std::nullopt;
    });
    if (!weather)
        return 1;
    Project measured = p;
    measured.cooling.climateProfileId = ClimateProfiles::kWeatherId;
    measured.cooling.weather = SiteWeatherRef(*weather);
    bench::report("cooling on an imported EPW year (with wet-bulb)", 101, [&] {
        std::vector<Warning> w;
        CoolingEngine::evaluate({measured, catalog, w}, {});
    });
    std::printf("climate %s; IT %.0f kW (air) / %.0f kW (liquid); PUE air %s, liquid %.3f\n",
                cooling.climateId.c_str(), cooling.air.itPowerW / 1000, cooling.liquid.itPowerW / 1000,
                cooling.air.buildable ? std::to_string(cooling.air.pue).c_str() : "not buildable", cooling.liquid.pue);
    return 0;
}
