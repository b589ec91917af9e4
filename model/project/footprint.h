#pragma once
#include <algorithm>

namespace dcs {

struct CatalogEntry;
struct Rack;
struct FloorEquipment;

// An axis-aligned rectangle on the floor, in metres.
struct RectM {
    double x = 0, y = 0, w = 0, h = 0;

    double right() const { return x + w; }
    double bottom() const { return y + h; }
    // Touching edges do not overlap: racks stand side by side in a row.
    bool overlaps(const RectM &o, double eps = 1e-6) const
    {
        return x < o.right() - eps && o.x < right() - eps && y < o.bottom() - eps && o.y < bottom() - eps;
    }
    bool inside(const RectM &o, double eps = 1e-6) const
    {
        return x >= o.x - eps && y >= o.y - eps && right() <= o.right() + eps && bottom() <= o.bottom() + eps;
    }
};

// Footprint of an object whose catalog entry is `entry`, placed at (x, y) with `rotationDeg`.
// A quarter turn swaps width and depth; (x, y) stays the minimum corner.
RectM footprintAt(const CatalogEntry &entry, double x, double y, int rotationDeg);
RectM footprint(const Rack &rack, const CatalogEntry &entry);
RectM footprint(const FloorEquipment &equipment, const CatalogEntry &entry);

} // namespace dcs
