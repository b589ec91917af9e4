// The hydraulics of the CDU loops (issue 34 item 1; target: under 20 ms) on stress-16k (2,048
// DGX H100 with cold plates, one pooled loop of 512 racks and 18 CDUs) and on a generated
// 16,384-GPU GB200 NVL72 hall (228 racks). Timed alone (LoopHydraulics::evaluate on the racks'
// needs) and with the loops formed and the needs summed, as the cooling engine does.
// Run: build/tests/bench/bench_hydraulics [PROJECT]
#include "benchproject.h"
#include "catalog/catalog.h"
#include "climate/hourlyclimate.h"
#include "cooling/cduloops.h"
#include "cooling/coolingengine.h"
#include "cooling/siteclimate.h"
#include "cooling/loophydraulics.h"
#include "engine/warning.h"
#include "generator/clustergenerator.h"
#include "project/project.h"
#include <QCoreApplication>

using namespace dcs;

namespace {

// Nameplate cold-plate heat per rack as the cooling engine's checks take it in a liquid design:
// a system's catalog liquid share, else an air-native GPU server's capture fraction after its
// fan power leaves (docs/cooling.md).
std::vector<RackLiquidNeed> needsOf(const Project &p, const Catalog &catalog)
{
    const LiquidPlantSettings &l = p.cooling.liquid;
    std::vector<RackLiquidNeed> needs(p.racks.size());
    auto add = [&](RackLiquidNeed &n, const CatalogEntry &e) {
        double w = 0;
        if (e.liquidHeatFraction > 0)
            w = e.maxPowerW * e.liquidHeatFraction;
        else if (e.kind == CatalogKind::GpuServer)
            w = (e.maxPowerW - e.maxPowerW * e.fanPowerFraction * l.captureFraction) * l.captureFraction;
        LoopHydraulics::addSystem(n, e, w, l);
    };
    for (size_t i = 0; i < p.racks.size(); ++i) {
        const CatalogEntry *re = catalog.find(p.racks[i].catalogId);
        if (re && re->kind == CatalogKind::RackSystem) {
            add(needs[i], *re);
            continue;
        }
        for (const DevicePlacement &d : p.racks[i].devices)
            if (const CatalogEntry *e = catalog.find(d.catalogId); e && e->kind == CatalogKind::GpuServer)
                add(needs[i], *e);
    }
    return needs;
}

void benchHall(const char *name, const Project &p, const Catalog &catalog)
{
    const HourlyClimate year = HourlyClimate::synthesise(SiteClimate::normals(p), true);
    const CduLoops loops = CduLoops::find(p, catalog);
    const std::vector<RackLiquidNeed> needs = needsOf(p, catalog);
    HydraulicsResult h;
    bench::report((std::string(name) + ": hydraulics (LoopHydraulics::evaluate)").c_str(), 101, [&] {
        std::vector<Warning> w;
        h = LoopHydraulics::evaluate(p, catalog, loops, needs, &year, w);
    });
    bench::report((std::string(name) + ": loops + needs + hydraulics").c_str(), 101, [&] {
        std::vector<Warning> w;
        const CduLoops l = CduLoops::find(p, catalog);
        h = LoopHydraulics::evaluate(p, catalog, l, needsOf(p, catalog), &year, w);
    });
    for (const CduLoopHydraulics &loop : h.loops)
        if (loop.carriesHeat)
            std::printf("%s: %zu racks on %zu CDUs: %.0f L/min needed, %.0f usable, DN%d at %.2f m/s, head %.1f of %.0f kPa, "
                        "secondary %.1f -> %.1f C, class %s, %d dry-cooler hours\n",
                        name, loop.racks.size(), loop.cduIds.size(), loop.flowNeededLpm, loop.flowUsableLpm, loop.pipeDn,
                        loop.pipeVelocityMS, loop.headNeededKpa, loop.headAvailableKpa, loop.secondarySupplyC,
                        loop.secondaryReturnC, h.ashraeClass.c_str(), h.dryCoolerHours);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    benchHall("stress-16k", *loaded, catalog);
    GeneratorOptions gb;
    gb.systemId = "gb200-nvl72";
    gb.nodes = 228;  // 16,416 GPUs: the first whole rack count past 16,384
    gb.cooling = GeneratorCooling::Liquid;
    benchHall("228 x GB200 NVL72", ClusterGenerator::generate(gb, catalog, false).project, catalog);
    return 0;
}
