// Generating a 16,384-GPU design (2,048 DGX H100, liquid, rail-optimised fabric): target under
// 1 s (issue 7 section 4). Printed with and without the closing analysis that lists the notes.
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
    return 0;
}
