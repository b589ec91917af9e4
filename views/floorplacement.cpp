#include "floorplacement.h"
#include "equipmentitem.h"
#include "document/projectdocument.h"
#include "planners/powerautoconnect.h"
#include <cmath>
#include <cstdio>

namespace dcs {

FloorPlacement::FloorPlacement(const ProjectDocument &document) : mDocument(document)
{
    const Project &p = document.project();
    const Catalog &c = document.catalog();
    mStanding.reserve(p.racks.size() + p.equipment.size());
    for (const Rack &r : p.racks)
        if (const CatalogEntry *e = c.find(r.catalogId))
            mStanding.emplace_back(footprint(r, *e), r.id);
    for (const FloorEquipment &q : p.equipment)
        if (const CatalogEntry *e = c.find(q.catalogId); e && !e->isOverhead())  // a busway hangs above
            mStanding.emplace_back(footprint(q, *e), q.id);
}

double FloorPlacement::tileLineBelow(double m) const
{
    const double tile = mDocument.project().hall.tileM > 0 ? mDocument.project().hall.tileM : 0.6;
    // The small epsilon keeps a point exactly on a line (3.0 / 0.6 = 4.9999...) on that line;
    // rounding to micrometres keeps stored positions printable, as snapToTile does.
    return std::round(std::floor(m / tile + 1e-9) * tile * 1e6) / 1e6;
}

bool FloorPlacement::fits(const std::vector<RectM> &rects, QString *why, bool overhead) const
{
    const Hall &h = mDocument.project().hall;
    const RectM hall{0, 0, h.widthM, h.depthM};
    for (size_t i = 0; i < rects.size(); ++i) {
        if (!rects[i].inside(hall)) {
            if (why)
                *why = tr("That would stand outside the hall.");
            return false;
        }
        if (overhead)
            continue;  // above the racks: only the hall bounds it
        for (const auto &[rect, id] : mStanding)
            if (rects[i].overlaps(rect)) {
                if (why)
                    *why = tr("That would overlap %1.").arg(QString::fromStdString(id));
                return false;
            }
        for (size_t j = i + 1; j < rects.size(); ++j)
            if (rects[i].overlaps(rects[j])) {
                if (why)
                    *why = tr("The new objects would overlap each other.");
                return false;
            }
    }
    return true;
}

std::optional<std::pair<double, double>> FloorPlacement::findFreeSpot(const std::vector<RectM> &rects,
                                                                      double startX, double startY) const
{
    const Hall &h = mDocument.project().hall;
    const double tile = h.tileM > 0 ? h.tileM : 0.6;
    const RectM box = bounds(rects);
    const int cols = int(std::floor((h.widthM - box.w) / tile + 1e-9));
    const int rows = int(std::floor((h.depthM - box.h) / tile + 1e-9));
    if (cols < 0 || rows < 0)
        return std::nullopt;
    const int c0 = std::clamp(int(std::ceil(startX / tile - 1e-9)), 0, cols);
    const int r0 = std::clamp(int(std::floor(startY / tile + 1e-9)), 0, rows);
    std::vector<RectM> moved(rects.size());
    // Row by row from the start, then wrap to the top so a free spot anywhere is found.
    for (int n = 0; n <= rows; ++n) {
        const int row = (r0 + n) % (rows + 1);
        for (int col = n == 0 ? c0 : 0; col <= cols; ++col) {
            const double x = std::round(col * tile * 1e6) / 1e6, y = std::round(row * tile * 1e6) / 1e6;
            for (size_t i = 0; i < rects.size(); ++i)
                moved[i] = RectM{rects[i].x - box.x + x, rects[i].y - box.y + y, rects[i].w, rects[i].h};
            if (fits(moved))
                return std::make_pair(x, y);
        }
    }
    return std::nullopt;
}

bool FloorPlacement::taken(const std::string &id) const
{
    return mHandedOut.count(id) || mDocument.project().hasObject(id);
}

std::string FloorPlacement::nextId(const std::string &prefix)
{
    for (int n = 1;; ++n) {
        char number[16];
        std::snprintf(number, sizeof number, "%02d", n);
        std::string id = prefix + number;
        if (!taken(id)) {
            mHandedOut.insert(id);
            return id;
        }
    }
}

std::string FloorPlacement::copyId(const std::string &base)
{
    for (int n = 2;; ++n) {
        std::string id = base + "-" + std::to_string(n);
        if (!taken(id)) {
            mHandedOut.insert(id);
            return id;
        }
    }
}

std::string FloorPlacement::idPrefix(const CatalogEntry &entry)
{
    if (entry.kind == CatalogKind::Rack || entry.kind == CatalogKind::RackSystem)
        return "R";
    return EquipmentItem::typeTag(entry).toStdString();
}

RectM FloorPlacement::bounds(const std::vector<RectM> &rects)
{
    if (rects.empty())
        return {};
    double x0 = rects.front().x, y0 = rects.front().y, x1 = rects.front().right(), y1 = rects.front().bottom();
    for (const RectM &r : rects) {
        x0 = std::min(x0, r.x);
        y0 = std::min(y0, r.y);
        x1 = std::max(x1, r.right());
        y1 = std::max(y1, r.bottom());
    }
    return {x0, y0, x1 - x0, y1 - y0};
}

bool FloorPlacement::makeObject(const CatalogEntry &entry, double x, double y, std::vector<Rack> &racks,
                                std::vector<FloorEquipment> &equipment, QString *why)
{
    const QString name = QString::fromStdString(entry.name);
    if (!entry.placesOnFloor()) {
        if (why)
            *why = tr("%1 mounts in a rack: open the rack's elevation to place it.").arg(name);
        return false;
    }
    if (entry.isCooling(CoolingType::RearDoor)) {
        if (why)
            *why = tr("%1 is a rear door: choose it as a rack's rear door in the inspector.").arg(name);
        return false;
    }
    if (entry.footprintWidthM() <= 0 || entry.footprintDepthM() <= 0) {
        if (why)
            *why = tr("%1 has no floor footprint in the catalog.").arg(name);
        return false;
    }
    const std::string id = nextId(idPrefix(entry));
    if (entry.kind == CatalogKind::Rack || entry.kind == CatalogKind::RackSystem) {
        Rack r;
        r.id = id;
        r.name = id;
        r.catalogId = entry.id;
        r.xM = x;
        r.yM = y;
        // A rack-scale system arrives with its own power; a budget equal to it is the honest start.
        r.powerBudgetKw = entry.kind == CatalogKind::RackSystem ? entry.maxPowerW / 1000.0 : 0.0;
        // ... and its power shelves on their three-phase feeds, half on each (docs/power.md).
        PowerAutoConnect::cableSystem(r, mDocument.catalog());
        racks.push_back(std::move(r));
    } else {
        FloorEquipment e;
        e.id = id;
        e.name = id;
        e.catalogId = entry.id;
        e.xM = x;
        e.yM = y;
        equipment.push_back(std::move(e));
    }
    return true;
}

} // namespace dcs
