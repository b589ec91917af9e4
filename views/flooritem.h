#pragma once
#include "floorshape.h"
#include <QGraphicsItem>
#include <string>

namespace dcs {

// Common base of everything standing on the floor plan: it keeps the object's FloorShape (a
// footprint rectangle with a front edge, a fill colour and up to two cached label lines) and
// paints it with FloorPlanPainter, the drawing the report uses too. It is a plain
// QGraphicsItem (no QObject, no child items) so that a hall of hundreds of racks builds and
// paints quickly. The item's position is the footprint's minimum corner in scene units; its
// geometry is always replaced from the model, never dragged by Qt itself (moves go through
// the document).
class FloorItem : public QGraphicsItem
{
public:
    explicit FloorItem(std::string id);

    const std::string &id() const { return mId; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    const FloorShape &floorShape() const { return mShape; }

protected:
    // Replaces what the item shows (geometry, colours, labels, alarm) by `shape`.
    void setFloorShape(const FloorShape &shape);

private:
    std::string mId;
    FloorShape mShape;
};

} // namespace dcs
