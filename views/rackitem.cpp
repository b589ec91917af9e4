#include "rackitem.h"
#include "catalog/catalog.h"
#include "inventory/inventoryengine.h"
#include "project/rack.h"

namespace dcs {

RackItem::RackItem(const std::string &id) : FloorItem(id)
{
    setZValue(1);  // above floor equipment, which may sit behind a row
}

QColor RackItem::colourFor(Role role)
{
    return FloorPlanPainter::roleColour(role);
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
    FloorShape shape = floorShape();
    FloorPlanPainter::colourRack(shape, mRole, mMetric);
    setFloorShape(shape);
}

void RackItem::sync(const Rack &rack, const Catalog &catalog)
{
    mRole = FloorPlanPainter::rackRole(rack, catalog);
    FloorShape shape = FloorPlanPainter::rackShape(rack, catalog, mMetric);
    shape.alarm = !mAlarm.isEmpty();
    setFloorShape(shape);

    const CatalogEntry *entry = catalog.find(rack.catalogId);
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
    FloorShape shape = floorShape();
    shape.alarm = !mAlarm.isEmpty();
    setFloorShape(shape);
}

void RackItem::setThermalLine(const QString &line)
{
    if (line == mThermalLine)
        return;
    mThermalLine = line;
    applyToolTip();
}

void RackItem::setLoopLine(const QString &line)
{
    if (line == mLoopLine)
        return;
    mLoopLine = line;
    applyToolTip();
}

void RackItem::applyToolTip()
{
    QString tip = mBaseTip;
    if (!mThermalLine.isEmpty())
        tip += QStringLiteral("<br>") + mThermalLine.toHtmlEscaped();
    if (!mLoopLine.isEmpty())
        tip += QStringLiteral("<br>") + mLoopLine.toHtmlEscaped();
    if (!mAlarm.isEmpty()) {
        tip += QStringLiteral("<br><span style='color:#c81e1e'><b>%1</b>").arg(tr("Power error:"));
        for (const QString &line : mAlarm)
            tip += QStringLiteral("<br>") + line.toHtmlEscaped();
        tip += QStringLiteral("</span>");
    }
    setToolTip(tip);
}

QColor RackItem::alarmColour()
{
    return FloorPlanPainter::alarmColour();
}

} // namespace dcs
