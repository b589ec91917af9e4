// Benchmark: building the floor-plan scene of stress-16k (544 racks, 2,048 DGX H100) and
// painting it fitted and zoomed in. Run: build/tests/bench/bench_scene [PROJECT]
#include "benchproject.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "floorplanscene.h"
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QPainter>

using namespace dcs;

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const std::optional<Project> loaded = bench::loadProject(argc, argv);
    if (!loaded)
        return 1;
    ProjectDocument doc(Catalog::builtIn());
    doc.reset(*loaded);
    FloorPlanScene scene(&doc);
    bench::report("scene build (all items)", 15, [&] { scene.rebuild(); });
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    bench::report("paint whole hall (pan/zoom frame)", 15, [&] {
        QPainter p(&image);
        scene.render(&p, QRectF(0, 0, 1600, 1000), scene.hallRect());
    });
    const QRectF corner(scene.hallRect().topLeft(), QSizeF(1500, 940));
    bench::report("paint zoomed-in corner (detail frame)", 15, [&] {
        QPainter p(&image);
        scene.render(&p, QRectF(0, 0, 1600, 1000), corner);
    });
    std::printf("objects on the floor: %zu\n", scene.objectCount());
    return 0;
}
