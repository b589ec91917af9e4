// Benchmarks of the model layer on the stress-16k sample (2,048 DGX H100, 16,384 GPUs):
// load, save, evaluate. Run: build/tests/bench/bench_model [PROJECT]
#include "analysis/analyzer.h"
#include "benchtimer.h"
#include "catalog/catalog.h"
#include "inventory/inventoryresult.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

using namespace dcs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString path = bench::projectPath(argc, argv);
    const Catalog &catalog = Catalog::builtIn();
    std::printf("project: %s\n", qPrintable(path));
    ReadResult loaded;
    bench::report("load (read + validate)", 15, [&] { loaded = ProjectReader::readFile(path, catalog); });
    if (!loaded.project) {
        std::fprintf(stderr, "%s", formatErrors(loaded.errors).c_str());
        return 1;
    }
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("save.json"));
    bench::report("save (QSaveFile)", 15, [&] { ProjectWriter::save(*loaded.project, out); });
    Analysis analysis;
    bench::report("evaluate (all engines)", 51, [&] { analysis = Analyzer::run(*loaded.project, catalog); });
    std::printf("racks %d, GPUs %d, IT nameplate %.1f kW\n", analysis.inventory->racks, analysis.inventory->gpus,
                analysis.inventory->nameplateItPowerW / 1000);
    return 0;
}
