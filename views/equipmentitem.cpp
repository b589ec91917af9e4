#include "equipmentitem.h"
#include "catalog/catalog.h"
#include "project/floorequipment.h"
#include "project/footprint.h"

namespace dcs {

EquipmentItem::EquipmentItem(const std::string &id) : FloorItem(id)
{
}

QString EquipmentItem::typeTag(const CatalogEntry &entry)
{
    if (entry.cooling) {
        const std::string &t = entry.cooling->type;
        if (t == "crah")
            return QStringLiteral("CRAH");
        if (t == "inrow")
            return QStringLiteral("IRC");
        if (t == "cdu")
            return QStringLiteral("CDU");
        if (t == "rdhx")
            return QStringLiteral("RDHX");
    }
    switch (entry.kind) {
    case CatalogKind::Ups: return QStringLiteral("UPS");
    case CatalogKind::PowerPanel: return QStringLiteral("PNL");
    case CatalogKind::Cooling: return QStringLiteral("COOL");
    default: break;
    }
    return QStringLiteral("EQ");
}

QColor EquipmentItem::colourFor(const CatalogEntry *entry)
{
    if (!entry)
        return QColor(200, 200, 200);
    const QString tag = typeTag(*entry);
    // Cooling in blues and teals, power in warm colours, so the two chains read apart.
    if (tag == QLatin1String("CRAH"))
        return QColor(128, 208, 240);
    if (tag == QLatin1String("IRC"))
        return QColor(77, 182, 172);
    if (tag == QLatin1String("CDU"))
        return QColor(66, 135, 245);
    if (tag == QLatin1String("UPS"))
        return QColor(255, 183, 77);
    if (tag == QLatin1String("PNL"))
        return QColor(229, 115, 115);
    return QColor(190, 200, 210);
}

void EquipmentItem::sync(const FloorEquipment &equipment, const Catalog &catalog)
{
    const CatalogEntry *entry = catalog.find(equipment.catalogId);
    const RectM rect = entry ? footprint(equipment, *entry) : RectM{equipment.xM, equipment.yM, 0.6, 0.6};
    setGeometry(rect, equipment.rotationDeg);
    const QColor fill = colourFor(entry);
    setColours(fill, fill.darker(170));
    const QString tag = entry ? typeTag(*entry) : QStringLiteral("?");
    setLabels(QString::fromStdString(equipment.name), tag);

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
        if (entry->panel)
            tip += QStringLiteral("<br>") + tr("Main breaker %1 A")
                                                .arg(entry->panel->mainBreakerA, 0, 'f', 0);
    }
    setToolTip(tip);
}

} // namespace dcs
