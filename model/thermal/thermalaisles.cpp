#include "thermalaisles.h"
#include "catalog/catalog.h"
#include "project/footprint.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

namespace dcs::ThermalAisles {

namespace {

constexpr double kSameLineM = 0.05;   // face lines closer than this are one line
constexpr double kMaxAisleM = 4.0;    // wider than this is no longer one aisle

// A rack's contained face: the direction it looks (rotation 0 faces +y, project/rack.h), the
// line it lies on and its extent along the row.
struct Face {
    std::string id;
    int dx = 0, dy = 1;
    double line = 0;
    double from = 0, to = 0;
};

bool faceOf(const Rack &rack, const Catalog &catalog, Containment::Kind kind, Face &f)
{
    const CatalogEntry *e = catalog.find(rack.catalogId);
    if (!e)
        return false;
    const RectM box = footprint(rack, *e);
    switch (((rack.rotationDeg % 360) + 360) % 360) {
    case 90: f.dx = -1; f.dy = 0; break;
    case 180: f.dx = 0; f.dy = -1; break;
    case 270: f.dx = 1; f.dy = 0; break;
    default: f.dx = 0; f.dy = 1; break;
    }
    if (kind == Containment::Kind::Hot) {  // the rear
        f.dx = -f.dx;
        f.dy = -f.dy;
    }
    f.id = rack.id;
    f.line = f.dy > 0 ? box.bottom() : f.dy < 0 ? box.y : f.dx > 0 ? box.right() : box.x;
    f.from = f.dy != 0 ? box.x : box.y;
    f.to = f.dy != 0 ? box.right() : box.bottom();
    return true;
}

} // namespace

std::vector<std::string> aisleRacks(const Project &p, const Catalog &catalog, const std::string &rackId, Containment::Kind kind)
{
    std::vector<Face> faces;
    Face self;
    bool found = false;
    for (const Rack &r : p.racks) {
        Face f;
        if (!faceOf(r, catalog, kind, f))
            continue;
        if (r.id == rackId) {
            self = f;
            found = true;
        }
        faces.push_back(f);
    }
    if (!found)
        return {};
    // The row: same facing and line, grown from the rack while the next one touches it.
    std::vector<const Face *> row;
    for (const Face &f : faces)
        if (f.dx == self.dx && f.dy == self.dy && std::abs(f.line - self.line) < kSameLineM)
            row.push_back(&f);
    std::sort(row.begin(), row.end(), [](const Face *a, const Face *b) { return a->from < b->from; });
    double from = self.from, to = self.to;
    for (bool grew = true; grew;) {
        grew = false;
        for (const Face *f : row)
            if (f->from < to + kSameLineM && f->to > from - kSameLineM && (f->from < from || f->to > to)) {
                from = std::min(from, f->from);
                to = std::max(to, f->to);
                grew = true;
            }
    }
    std::vector<std::string> out;
    for (const Face *f : row)
        if (f->from > from - kSameLineM && f->to < to + kSameLineM)
            out.push_back(f->id);
    // Across the aisle: facing back, its face line the nearest ahead within kMaxAisleM.
    const int sign = self.dx + self.dy;  // +1 or -1 along the facing axis
    double nearest = kMaxAisleM + kSameLineM;
    for (const Face &f : faces)
        if (f.dx == -self.dx && f.dy == -self.dy && f.from < to - kSameLineM && f.to > from + kSameLineM) {
            const double gap = (f.line - self.line) * sign;
            if (gap > kSameLineM && gap < nearest)
                nearest = gap;
        }
    if (nearest <= kMaxAisleM)
        for (const Face &f : faces)
            if (f.dx == -self.dx && f.dy == -self.dy && f.from < to - kSameLineM && f.to > from + kSameLineM &&
                std::abs((f.line - self.line) * sign - nearest) < kSameLineM)
                out.push_back(f.id);
    return out;
}

nlohmann::json withAisle(const Project &p, const Catalog &catalog, const std::string &rackId, Containment::Kind kind,
                         bool contained)
{
    const std::vector<std::string> aisle = aisleRacks(p, catalog, rackId, kind);
    const std::set<std::string> inAisle(aisle.begin(), aisle.end());
    nlohmann::json list = nlohmann::json::array();
    std::set<std::string> ids;
    for (const Containment &c : p.containments) {
        nlohmann::json racks = nlohmann::json::array();
        for (const std::string &id : c.rackIds)
            if (c.kind != kind || !inAisle.count(id))
                racks.push_back(id);
        if (racks.empty())
            continue;
        ids.insert(c.id);
        list.push_back({{"id", c.id}, {"kind", c.kind == Containment::Kind::Hot ? "hot" : "cold"}, {"racks", racks}});
    }
    if (contained && !aisle.empty()) {
        const std::string base = (kind == Containment::Kind::Hot ? "HOT-" : "COLD-") + rackId;
        std::string id = base;
        for (int n = 2; ids.count(id); ++n)
            id = base + "-" + std::to_string(n);
        list.push_back({{"id", id}, {"kind", kind == Containment::Kind::Hot ? "hot" : "cold"}, {"racks", aisle}});
    }
    return list;
}

} // namespace dcs::ThermalAisles
