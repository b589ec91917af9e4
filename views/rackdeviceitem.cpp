#include "rackdeviceitem.h"
#include "catalog/catalogentry.h"
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace dcs {

RackDeviceItem::RackDeviceItem(std::string id, RackFace shownFace) : mId(std::move(id)), mShownFace(shownFace)
{
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(false);
    setZValue(2);
}

QColor RackDeviceItem::colourFor(const CatalogEntry *entry)
{
    return RackDevicePainter::deviceColour(entry);
}

QRectF RackDeviceItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), mLook.size);
}

void RackDeviceItem::sync(const DevicePlacement &device, const CatalogEntry *entry, const QRectF &rect)
{
    if (rect.size() != mLook.size)
        prepareGeometryChange();
    mLook = RackDevicePainter::device(device, entry, mShownFace, rect.size());
    setPos(rect.topLeft());

    const QString id = QString::fromStdString(device.id);
    const QString model = entry ? QString::fromStdString(entry->name) : tr("unknown model %1").arg(QString::fromStdString(device.catalogId));
    const QString mounted = device.face == RackFace::Front ? tr("front") : tr("rear");
    QString tip = QStringLiteral("<b>%1</b><br>%2<br>").arg(id.toHtmlEscaped(), model.toHtmlEscaped());
    tip += tr("U%1 to U%2, mounted on the %3").arg(device.uLow).arg(device.uLow + mLook.heightU - 1).arg(mounted);
    if (device.fullDepth)
        tip += tr(" (full depth)");
    if (entry)
        tip += QStringLiteral("<br>") + tr("Nameplate %1 W, %2 kg").arg(entry->maxPowerW, 0, 'f', 0).arg(entry->weightKg, 0, 'f', 1);
    setToolTip(tip);
    update();
}

void RackDeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    RackDevicePainter::paintDevice(painter, mLook, lod, option->state & QStyle::State_Selected);
}

} // namespace dcs
