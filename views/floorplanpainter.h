#pragma once
#include "floorcolouring.h"
#include "floorshape.h"
#include <QColor>
#include <QCoreApplication>
#include <QRectF>
#include <string>
#include <unordered_map>
#include <unordered_set>

class QPainter;

namespace dcs {

class Catalog;
struct CatalogEntry;
struct FloorEquipment;
struct Hall;
struct Project;
struct Rack;

// Draws the floor plan of a const Project: the tile grid and walls, the floor equipment, the
// racks in their colouring with the power alarms of an Analysis, as the editor shows them.
// No document, no scene: the report paints with it directly, and the editor's scene and items
// call its static pieces (paintBackground, paintShape, rackShape, ...) for their own drawing.
//
// Coordinates are floor-plan scene units, 1 unit = 1 cm, origin at the hall's top-left corner
// (FloorPlanScene uses the same); the caller maps them onto paper with paint()'s rectangles.
class FloorPlanPainter
{
    Q_DECLARE_TR_FUNCTIONS(FloorPlanPainter)
public:
    static constexpr double kUnitsPerMetre = 100.0;

    struct Options {
        FloorColouring::Mode colouring = FloorColouring::Mode::Role;
    };

    // What a rack holds decides its colour in the "rack contents" colouring.
    enum class RackRole { Empty, Gpu, Network, RackSystem, Other };

    // Keeps references: project, catalog and analysis must outlive the painter.
    FloorPlanPainter(const Project &project, const Catalog &catalog, const Analysis &analysis, Options options);

    // The hall plus the margin the editor leaves around it, in scene units.
    QRectF sceneRect() const;

    // Paints the scene rectangle `source` into `target` (painter coordinates), stretched to fill
    // it as QGraphicsScene::render with Qt::IgnoreAspectRatio does: background, floor equipment,
    // then racks over them. Clipped to `target`; the painter's state is restored afterwards.
    void paint(QPainter *painter, const QRectF &target, const QRectF &source) const;

    // --- Pieces shared with the editor
    static QRectF hallRect(const Hall &hall);
    static QRectF sceneRect(const Hall &hall);
    // Grid, walls and metre labels under `exposed` (scene units); level of detail from the
    // painter's transform, as the editor shows them at that zoom.
    static void paintBackground(QPainter *painter, const Hall &hall, const QRectF &exposed);
    // One object in its own coordinates (top-left corner at 0, 0); `lod` = device pixels per unit.
    static void paintShape(QPainter *painter, const FloorShape &shape, double lod, bool selected);

    static RackRole rackRole(const Rack &rack, const Catalog &catalog);
    static QColor roleColour(RackRole role);
    static QColor alarmColour();
    // Fill and edge of a rack: `metric` from a colouring, or the role's colour when invalid.
    static void colourRack(FloorShape &shape, RackRole role, const QColor &metric);
    static FloorShape rackShape(const Rack &rack, const Catalog &catalog, const QColor &metric = {});
    static FloorShape equipmentShape(const FloorEquipment &equipment, const Catalog &catalog);
    // Short tag of a floor unit ("CRAH", "IRC", "CDU", "UPS", "PNL") and its colour.
    static QString equipmentTag(const CatalogEntry &entry);
    static QColor equipmentColour(const CatalogEntry *entry);

private:
    const Project &mProject;
    const Catalog &mCatalog;
    std::unordered_map<std::string, QColor> mColours;  // rack id -> fill of the colouring
    std::unordered_set<std::string> mAlarms;           // racks named by a power error
};

} // namespace dcs
