#include "inrowrows.h"
#include "catalog/catalog.h"
#include "project/footprint.h"
#include "project/project.h"
#include <algorithm>
#include <map>
#include <numeric>

namespace dcs::InRowRows {

namespace {

bool isInRow(const CatalogEntry *e)
{
    return e && e->isCooling(CoolingType::InRow);
}

// Side by side: nearly touching along one axis, overlapping by half the smaller extent along
// the other.
bool neighbours(const RectM &a, const RectM &b)
{
    const auto overlap = [](double a0, double a1, double b0, double b1) { return std::min(a1, b1) - std::max(a0, b0); };
    const double ox = overlap(a.x, a.right(), b.x, b.right());
    const double oy = overlap(a.y, a.bottom(), b.y, b.bottom());
    const bool besideInX = ox > -kRowGapM && ox <= 1e-6 && oy >= 0.5 * std::min(a.h, b.h);
    const bool besideInY = oy > -kRowGapM && oy <= 1e-6 && ox >= 0.5 * std::min(a.w, b.w);
    return besideInX || besideInY;
}

size_t root(std::vector<size_t> &parent, size_t i)
{
    while (parent[i] != i)
        i = parent[i] = parent[parent[i]];
    return i;
}

} // namespace

std::vector<InRowRow> find(const Project &project, const Catalog &catalog)
{
    std::vector<size_t> unitIndex, sidecarIndex;
    for (size_t i = 0; i < project.equipment.size(); ++i) {
        const CatalogEntry *e = catalog.find(project.equipment[i].catalogId);
        if (isInRow(e))
            unitIndex.push_back(i);
        else if (e && e->isRoomAirCdu())
            sidecarIndex.push_back(i);
    }
    if (unitIndex.empty())
        return {};  // the common case costs nothing

    // Nodes: racks first, then in-row units, then sidecar CDUs.
    std::vector<RectM> boxes;
    for (const Rack &r : project.racks) {
        const CatalogEntry *e = catalog.find(r.catalogId);
        boxes.push_back(e ? footprint(r, *e) : RectM{r.xM, r.yM, 0, 0});
    }
    for (const std::vector<size_t> *equipment : {&unitIndex, &sidecarIndex})
        for (size_t i : *equipment)
            boxes.push_back(footprint(project.equipment[i], *catalog.find(project.equipment[i].catalogId)));
    std::vector<size_t> parent(boxes.size());
    std::iota(parent.begin(), parent.end(), size_t{0});
    for (size_t a = 0; a < boxes.size(); ++a)
        for (size_t b = a + 1; b < boxes.size(); ++b)
            if (neighbours(boxes[a], boxes[b]))
                parent[root(parent, a)] = root(parent, b);

    std::map<size_t, InRowRow> rows;
    const size_t rackCount = project.racks.size(), sidecarsFrom = rackCount + unitIndex.size();
    for (size_t n = 0; n < boxes.size(); ++n) {
        InRowRow &row = rows[root(parent, n)];
        if (n < rackCount)
            row.racks.push_back(n);
        else if (n < sidecarsFrom)
            row.units.push_back(unitIndex[n - rackCount]);
        else
            row.sidecars.push_back(sidecarIndex[n - sidecarsFrom]);
    }
    std::vector<InRowRow> out;
    for (auto &[id, row] : rows)
        if ((!row.racks.empty() || !row.sidecars.empty()) && !row.units.empty())
            out.push_back(std::move(row));
    return out;
}

} // namespace dcs::InRowRows
