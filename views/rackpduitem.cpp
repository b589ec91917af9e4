#include "rackpduitem.h"
#include "catalog/catalogentry.h"
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace dcs {

RackPduItem::RackPduItem(std::string id) : mId(std::move(id))
{
    setZValue(1);
}

QColor RackPduItem::colourFor(Feed feed)
{
    return RackDevicePainter::feedColour(feed);
}

QRectF RackPduItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), mLook.size);
}

void RackPduItem::sync(const RackPdu &pdu, const CatalogEntry *entry, const QRectF &rect)
{
    if (rect.size() != mLook.size)
        prepareGeometryChange();
    mLook = RackDevicePainter::pdu(pdu, rect.size());
    setPos(rect.topLeft());

    const QString feed = pdu.feed == Feed::A ? QStringLiteral("A") : QStringLiteral("B");
    QString tip = QStringLiteral("<b>%1</b><br>").arg(QString::fromStdString(pdu.id).toHtmlEscaped());
    if (entry) {
        tip += QString::fromStdString(entry->name).toHtmlEscaped() + QStringLiteral("<br>");
        if (entry->pdu)
            tip += tr("%1 V %2, %3 A per phase").arg(entry->pdu->voltageLineToLineV, 0, 'f', 0)
                       .arg(QString::fromStdString(entry->pdu->wiring))
                       .arg(entry->pdu->inputCurrentA, 0, 'f', 0)
                + QStringLiteral("<br>");
    }
    tip += tr("Feed %1, %2 rear rail").arg(feed, pdu.side == RailSide::Left ? tr("left") : tr("right"));
    setToolTip(tip);
    update();
}

void RackPduItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    RackDevicePainter::paintPdu(painter, mLook, option->levelOfDetailFromTransform(painter->worldTransform()));
}

} // namespace dcs
