#pragma once
#include "document/changeevent.h"
#include <QGraphicsScene>
#include <string>
#include <unordered_map>
#include <vector>

namespace dcs {

class FloorItem;
class ProjectDocument;

// The floor plan of the document's hall: the tile grid (FloorPlanPainter::paintBackground, no items),
// one RackItem per rack and one EquipmentItem per floor unit. It follows the document's change
// events and touches only the items they name, so a drag step repaints one rack, not the hall.
//
// Scene units: 1 unit = 1 cm. Centimetres keep a 600 mm tile at 60 units (whole numbers for
// the usual tile sizes) while a 2 km hall (the format's limit) stays far inside float range.
// x grows to the right, y downwards, as in the model; the origin is the hall's top-left corner.
class FloorPlanScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr double kUnitsPerMetre = 100.0;  // = FloorPlanPainter::kUnitsPerMetre

    explicit FloorPlanScene(ProjectDocument *document, QObject *parent = nullptr);

    ProjectDocument *document() const { return mDocument; }
    FloorItem *itemFor(const std::string &id) const;
    size_t objectCount() const { return mItems.size(); }
    QRectF hallRect() const;

    static QPointF toScene(double xM, double yM) { return {xM * kUnitsPerMetre, yM * kUnitsPerMetre}; }
    static double toMetres(double sceneUnits) { return sceneUnits / kUnitsPerMetre; }

    std::vector<std::string> selectedIds() const;
    void selectIds(const std::vector<std::string> &ids);

    // Throws every item away and builds the plan again from the document (also on Reset).
    void rebuild();

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void onChanged(const dcs::ChangeEvent &event);
    void updateHall();
    // Creates, refreshes or removes the item of one rack or equipment id; false when the id
    // names neither (a device, a PDU, "hall", ...).
    bool syncObject(const std::string &id);
    void syncRackOfDevice(const std::string &deviceId);

    ProjectDocument *mDocument;
    std::unordered_map<std::string, FloorItem *> mItems;
};

} // namespace dcs
