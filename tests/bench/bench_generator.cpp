// Generating a 16,384-GPU design (2,048 DGX H100, liquid, rail-optimised fabric): target under
// 1 s (issue 7 section 4). Printed with and without the closing analysis that lists the notes.
// The same for a rack-scale hall (issue 33): 228 GB200 NVL72 (16,416 GPUs) with their power
// shelves, fabric and liquid cooling, generated and then evaluated (target: evaluate < 1 s).
#include "analysis/analyzer.h"
#include "benchtimer.h"
#include "catalog/catalog.h"
#include "generator/clustergenerator.h"
#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const dcs::Catalog &catalog = dcs::Catalog::builtIn();
    dcs::GeneratorOptions o;
    o.systemId = "dgx-h100";
    o.gpus = 16384;
    o.cooling = dcs::GeneratorCooling::Liquid;
    size_t racks = 0;
    dcs::bench::report("generate 16,384 GPUs (no analysis)", 5, [&] {
        racks = dcs::ClusterGenerator::generate(o, catalog, false).project.racks.size();
    });
    dcs::bench::report("generate 16,384 GPUs + analysis notes", 3, [&] {
        racks = dcs::ClusterGenerator::generate(o, catalog, true).project.racks.size();
    });
    std::printf("%zu racks\n", racks);

    dcs::GeneratorOptions gb;
    gb.systemId = "gb200-nvl72";
    gb.nodes = 228;
    gb.cooling = dcs::GeneratorCooling::Liquid;
    dcs::Project hall;
    dcs::bench::report("generate 228 GB200 NVL72 (no analysis)", 5, [&] {
        hall = dcs::ClusterGenerator::generate(gb, catalog, false).project;
    });
    size_t links = 0;
    for (const dcs::Network &n : hall.networks)
        links += n.links.size();
    dcs::bench::report("evaluate 228 GB200 NVL72, all engines", 5, [&] {
        const dcs::Analysis a = dcs::Analyzer::run(hall, catalog);
        racks = a.warnings.size();
    });
    std::printf("%zu racks, %zu fabric links\n", hall.racks.size(), links);
    return 0;
}
