#include "equipmentitem.h"
#include "catalog/catalog.h"
#include "project/floorequipment.h"
#include "floorplanpainter.h"

namespace dcs {

EquipmentItem::EquipmentItem(const std::string &id) : FloorItem(id)
{
}

QString EquipmentItem::typeTag(const CatalogEntry &entry)
{
    return FloorPlanPainter::equipmentTag(entry);
}

QColor EquipmentItem::colourFor(const CatalogEntry *entry)
{
    return FloorPlanPainter::equipmentColour(entry);
}

void EquipmentItem::sync(const FloorEquipment &equipment, const Catalog &catalog)
{
    setFloorShape(FloorPlanPainter::equipmentShape(equipment, catalog));
    const CatalogEntry *entry = catalog.find(equipment.catalogId);
    // A busway hangs above the racks (RackItem z 1): drawn over them, see-through.
    setZValue(entry && entry->isOverhead() ? 2 : 0);

    QString tip = QStringLiteral("<b>%1</b> (%2)<br>")
                      .arg(QString::fromStdString(equipment.name).toHtmlEscaped(),
                           QString::fromStdString(equipment.id).toHtmlEscaped());
    if (entry) {
        tip += QString::fromStdString(entry->name).toHtmlEscaped();
        if (entry->cooling)
            tip += QStringLiteral("<br>") + tr("Cooling capacity %1 kW")
                                                .arg(entry->cooling->capacityKw, 0, 'f', 0);
        if (entry->ups)
            tip += QStringLiteral("<br>") + tr("Rating %1 kVA / %2 kW")
                                                .arg(entry->ups->ratingKva, 0, 'f', 0)
                                                .arg(entry->ups->ratingKw, 0, 'f', 0);
        if (entry->panel && entry->isOverhead())
            tip += QStringLiteral("<br>") + tr("Overhead busway, %1 A busbar, %2 tap-offs of %3 A")
                                                .arg(entry->panel->mainBreakerA, 0, 'f', 0)
                                                .arg(entry->panel->circuits)
                                                .arg(entry->panel->circuitBreakerA, 0, 'f', 0);
        else if (entry->panel)
            tip += QStringLiteral("<br>") + tr("Main breaker %1 A")
                                                .arg(entry->panel->mainBreakerA, 0, 'f', 0);
    }
    setToolTip(tip);
}

} // namespace dcs
