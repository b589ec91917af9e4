#include "rackheaderitem.h"

namespace dcs {

RackHeaderItem::RackHeaderItem()
{
    setZValue(3);
}

QRectF RackHeaderItem::boundingRect() const
{
    return QRectF(0, 0, mWidth, kHeight);
}

void RackHeaderItem::setContent(const Content &content, double width)
{
    if (width != mWidth) {
        prepareGeometryChange();
        mWidth = width;
    }
    mContent = content;
    update();
}

void RackHeaderItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    RackElevationPainter::paintHeader(painter, mContent, mWidth);
}

} // namespace dcs
