#pragma once
#include <QRectF>

class QPainter;

namespace dcs {

struct NetworkFabricResult;
struct Project;

// The compute fabric as a tier diagram (issue 5, section 4): cores and spines on top, leaves
// below, the GPU nodes grouped by scalable unit at the bottom, with the link counts and the
// oversubscription of each tier. A plain painter function, so the Network page and the PDF
// report draw the same picture. Large fabrics are aggregated: a tier never draws more boxes
// than fit (a 16k-GPU fabric shows groups of switches, not 1,280 boxes).
namespace FabricDiagram {

struct Data {
    int cores = 0, spines = 0, leaves = 0;
    int nodes = 0, gpus = 0;
    int suNodes = 32;              // nodes per scalable unit
    bool railOptimized = true;
    int nodeLinks = 0, leafSpineLinks = 0, spineCoreLinks = 0;
    double leafRatio = 0, spineRatio = 0, endToEndRatio = 1;
};

// Counts from the engine result; the scalable unit and topology from the project's network.
Data from(const Project &project, const NetworkFabricResult &fabric);
void paint(QPainter *painter, const QRectF &target, const Data &data);

} // namespace FabricDiagram
} // namespace dcs
