// Benchmark of the network generator and engine on the stress-16k sample (2,048 DGX H100,
// 16,384 GPUs, 64 scalable units): targets < 300 ms to generate, < 20 ms to evaluate (issue 5).
// Run: build/tests/bench/bench_network [PROJECT]
#include "analysis/analyzer.h"
#include "benchproject.h"
#include "cableoverlayitem.h"
#include "document/projectdocument.h"
#include "cost/costresult.h"
#include "power/powerresult.h"
#include "fabricdiagram.h"
#include "catalog/catalog.h"
#include "planners/fabricgenerator.h"
#include "network/networkengine.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include <QTemporaryDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QDir>

using namespace dcs;

int main(int argc, char **argv)
{
    // Painting the diagram needs fonts, so a GUI application; offscreen unless told otherwise.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QString path = bench::projectPath(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    std::printf("project: %s\n", qPrintable(path));
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    FabricGenerator::Result gen;
    bench::report("generate fabric (from scratch)", 11, [&] { gen = FabricGenerator::generate(*loaded, catalog); });
    if (!gen.ok) {
        std::fprintf(stderr, "generate failed: %s\n", gen.error.c_str());
        return 1;
    }
    std::printf("tiers %d: %d leaves, %d spines, %d cores, %d links; %d new switches in %d new racks\n", gen.tiers,
                gen.leaves, gen.spines, gen.cores, gen.links, gen.newSwitches, gen.newRacks);
    FabricGenerator::Result again;
    bench::report("regenerate fabric (all in place)", 11, [&] { again = FabricGenerator::generate(gen.project, catalog); });
    NetworkResult result;
    bench::report("evaluate network engine", 51, [&] {
        std::vector<Warning> warnings;
        result = NetworkEngine::evaluate({gen.project, catalog, warnings});
    });
    const NetworkFabricResult &f = result.networks.at(0);
    std::printf("oversubscription leaf %.2f spine %.2f end-to-end %.2f; bisection %.0f Tb/s; cable %.0f m, "
                "$%.0f, optics %.1f kW, %d links too long\n",
                f.leafOversubscription, f.spineOversubscription, f.endToEndOversubscription, f.bisectionGbps / 1000,
                f.cableLengthM, f.cableCostUsd, f.opticsPowerW / 1000, f.linksTooLong);
    // The file section: load (parse + validate every link) and save of the generated design.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("fabric.json"));
    bench::report("save project with fabric", 5, [&] { ProjectWriter::save(gen.project, out); });
    ReadResult back;
    bench::report("load project with fabric", 5, [&] { back = ProjectReader::readFile(out, catalog); });
    if (!back.project || !(back.project->networks == gen.project.networks))
        std::fprintf(stderr, "round trip failed: %s\n", formatErrors(back.errors).c_str());
    // The whole analysis: the power engine now carries every link end's optics (issue 5).
    Analysis analysis;
    bench::report("analyzer (all engines, with fabric)", 11, [&] { analysis = Analyzer::run(gen.project, catalog); });
    std::printf("IT design load %.0f kW incl. %.1f kW optics; cabling capex $%.0f\n", analysis.power->itDesignW / 1000,
                analysis.network->opticsPowerW / 1000, analysis.cost->cablingUsd);
    // The floor overlay's aggregated routes and the tier diagram of the Network tab.
    CableOverlayItem overlay;
    bench::report("cable overlay routes", 11, [&] { overlay.setRoutes(gen.project, catalog, analysis.network); });
    std::printf("overlay: %d cables in %zu tray stretches\n", overlay.cableCount(), overlay.segments().size());
    QImage image(1000, 420, QImage::Format_RGB32);
    const FabricDiagram::Data diagram = FabricDiagram::from(gen.project, f);
    bench::report("fabric diagram paint (1000x420)", 21, [&] {
        QPainter painter(&image);
        FabricDiagram::paint(&painter, QRectF(0, 0, 1000, 420), diagram);
    });
    // Deleting a rack prunes the links that end in it inside the same command; undo restores them.
    ProjectDocument doc(catalog);
    doc.reset(gen.project);
    const std::string rackId = doc.project().racks.front().id;
    bench::report("delete a node rack + undo (prunes links)", 11, [&] {
        doc.removeObjects({rackId});
        doc.undoStack()->undo();
    });
    for (const CableTally &t : f.cables)
        std::printf("  %-20s %6d links %9.0f m\n", t.cableId.c_str(), t.count, t.totalLengthM);
    return 0;
}
