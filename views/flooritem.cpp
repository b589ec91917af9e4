#include "flooritem.h"
#include "floorplanpainter.h"
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace dcs {

FloorItem::FloorItem(std::string id) : mId(std::move(id))
{
    setFlag(ItemIsSelectable);
}

QRectF FloorItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), mShape.size());
}

QPainterPath FloorItem::shape() const
{
    QPainterPath p;
    p.addRect(boundingRect());
    return p;
}

void FloorItem::setFloorShape(const FloorShape &shape)
{
    if (shape.size() != mShape.size())
        prepareGeometryChange();
    mShape = shape;
    setPos(shape.pos);
    update();
}

void FloorItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    FloorPlanPainter::paintShape(painter, mShape, lod, option->state & QStyle::State_Selected);
}

} // namespace dcs
