#pragma once
#include "project/floorequipment.h"
#include "project/footprint.h"
#include "project/rack.h"
#include <QCoreApplication>
#include <QString>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace dcs {

class ProjectDocument;
struct CatalogEntry;
struct Project;

// Placement rules of the floor plan for objects that do not exist yet (drops, pasted copies,
// a new row): ProjectDocument::canPlace judges moves of existing objects, this judges new
// footprints against the hall and everything already standing, before anything is added.
class FloorPlacement
{
    Q_DECLARE_TR_FUNCTIONS(FloorPlacement)
public:
    explicit FloorPlacement(const ProjectDocument &document);

    // The tile line at or left of/above `m`: a dropped object covers the tile under the cursor.
    double tileLineBelow(double m) const;

    // True when every rect lies inside the hall, clear of the existing objects and of the
    // other rects; otherwise false with a sentence in `why`.
    // Inside the hall and clear of what stands on the floor; `overhead` (a busway) only inside.
    bool fits(const std::vector<RectM> &rects, QString *why = nullptr, bool overhead = false) const;
    // First offset, scanning tile positions row by row from (startX, startY), at which `rects`
    // (given relative to their common minimum corner) fit.
    std::optional<std::pair<double, double>> findFreeSpot(const std::vector<RectM> &rects, double startX,
                                                          double startY) const;

    // A new rack or floor unit of `entry` with its footprint's minimum corner at (x, y) and a
    // fresh id ("R01", "CRAH01", ...); false with a reason for entries that do not stand on the floor.
    bool makeObject(const CatalogEntry &entry, double x, double y, std::vector<Rack> &racks,
                    std::vector<FloorEquipment> &equipment, QString *why);
    // "R" -> "R01", "R02", ... skipping ids in use and ids handed out by this placement.
    std::string nextId(const std::string &prefix);
    // A fresh id derived from `base` ("R01" -> "R01-2"), for copies.
    std::string copyId(const std::string &base);

    static std::string idPrefix(const CatalogEntry &entry);
    // Bounding box of rects; (0,0,0,0) when empty.
    static RectM bounds(const std::vector<RectM> &rects);

private:
    bool taken(const std::string &id) const;

    const ProjectDocument &mDocument;
    std::vector<std::pair<RectM, std::string>> mStanding;  // footprints of existing objects
    std::unordered_set<std::string> mHandedOut;
};

} // namespace dcs
