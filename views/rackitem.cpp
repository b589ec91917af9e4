#include "rackitem.h"
#include "catalog/catalog.h"
#include "engines/inventoryengine.h"
#include "project/footprint.h"
#include "project/rack.h"
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace dcs {

namespace {
RackItem::Role roleOf(const Rack &rack, const CatalogEntry *entry, const Catalog &catalog)
{
    if (entry && entry->kind == CatalogKind::RackSystem)
        return RackItem::Role::RackSystem;
    if (rack.devices.empty())
        return RackItem::Role::Empty;
    bool gpu = false, network = false;
    for (const DevicePlacement &d : rack.devices)
        if (const CatalogEntry *e = catalog.find(d.catalogId)) {
            gpu = gpu || e->kind == CatalogKind::GpuServer;
            network = network || e->kind == CatalogKind::Switch;
        }
    // A GPU rack usually carries a leaf switch too; it is still a GPU rack.
    return gpu ? RackItem::Role::Gpu : network ? RackItem::Role::Network : RackItem::Role::Other;
}
} // namespace

RackItem::RackItem(const std::string &id) : FloorItem(id)
{
    setZValue(1);  // above floor equipment, which may sit behind a row
}

QColor RackItem::colourFor(Role role)
{
    switch (role) {
    case Role::Gpu: return QColor(143, 196, 90);
    case Role::Network: return QColor(110, 160, 220);
    case Role::RackSystem: return QColor(170, 130, 220);
    case Role::Other: return QColor(225, 205, 140);
    case Role::Empty: break;
    }
    return QColor(222, 222, 222);
}

void RackItem::setMetricColour(const QColor &fill)
{
    if (fill == mMetric)
        return;
    mMetric = fill;
    applyColours();
}

QColor RackItem::fillColour() const
{
    return mMetric.isValid() ? mMetric : colourFor(mRole);
}

void RackItem::applyColours()
{
    const QColor fill = fillColour();
    setColours(fill, mRole == Role::Empty && !mMetric.isValid() ? QColor(140, 140, 140) : fill.darker(160));
}

void RackItem::sync(const Rack &rack, const Catalog &catalog)
{
    const CatalogEntry *entry = catalog.find(rack.catalogId);
    // An unknown model (should not happen: the reader refuses it) still shows as a 600 x 1200 box.
    const RectM rect = entry ? footprint(rack, *entry)
                             : RectM{rack.xM, rack.yM, rack.rotationDeg % 180 ? 1.2 : 0.6,
                                     rack.rotationDeg % 180 ? 0.6 : 1.2};
    setGeometry(rect, rack.rotationDeg);
    mRole = roleOf(rack, entry, catalog);
    applyColours();
    setLabels(QString::fromStdString(rack.name), {});

    const InventoryEngine::RackFill fill = InventoryEngine::rackFill(rack, catalog);
    const QString model = entry ? QString::fromStdString(entry->name) : tr("unknown model");
    QString tip = QStringLiteral("<b>%1</b> (%2)<br>%3<br>")
                      .arg(QString::fromStdString(rack.name).toHtmlEscaped(),
                           QString::fromStdString(rack.id).toHtmlEscaped(), model.toHtmlEscaped());
    tip += tr("%1 U used / %2 U").arg(fill.usedU).arg(fill.heightU) + QStringLiteral("<br>");
    tip += tr("Nameplate %1 kW").arg(fill.nameplateW / 1000.0, 0, 'f', 1);
    if (rack.powerBudgetKw > 0)
        tip += tr(" of %1 kW budget").arg(rack.powerBudgetKw, 0, 'f', 1);
    tip += QStringLiteral("<br>") + tr("%n GPU(s)", nullptr, fill.gpus);
    mBaseTip = tip;
    applyToolTip();
}

void RackItem::setPowerAlarm(const QStringList &lines)
{
    if (lines == mAlarm)
        return;
    mAlarm = lines;
    applyToolTip();
    update();
}

void RackItem::applyToolTip()
{
    QString tip = mBaseTip;
    if (!mAlarm.isEmpty()) {
        tip += QStringLiteral("<br><span style='color:#c81e1e'><b>%1</b>").arg(tr("Power error:"));
        for (const QString &line : mAlarm)
            tip += QStringLiteral("<br>") + line.toHtmlEscaped();
        tip += QStringLiteral("</span>");
    }
    setToolTip(tip);
}

void RackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    FloorItem::paint(painter, option, widget);
    if (mAlarm.isEmpty())
        return;
    // Inside the footprint (the bounding rect stays exact), at least 3 device pixels wide so it
    // reads at hall zoom, and drawn over any fill: the colouring never hides an overload.
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF r = boundingRect();
    const double w = std::min({std::max(8.0, 3.0 / std::max(lod, 1e-6)), r.width() / 3, r.height() / 3});
    painter->save();
    painter->setPen(QPen(alarmColour(), w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    // A round "!" badge in the back corner, when the rack is big enough on screen to hold one.
    const double d = std::min(r.width(), r.height()) * 0.6;
    if (lod * d >= 10) {
        const QRectF badge(r.right() - d - w, r.top() + w, d, d);
        painter->setPen(Qt::NoPen);
        painter->setBrush(alarmColour());
        painter->drawEllipse(badge);
        QFont f = painter->font();
        f.setPixelSize(std::max(1, int(d * 0.75)));
        f.setBold(true);
        painter->setFont(f);
        painter->setPen(Qt::white);
        painter->drawText(badge, Qt::AlignCenter, QStringLiteral("!"));
    }
    painter->restore();
}

QColor RackItem::alarmColour()
{
    return QColor(200, 30, 30);
}

} // namespace dcs
