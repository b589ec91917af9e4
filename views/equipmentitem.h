#pragma once
#include "flooritem.h"
#include <QCoreApplication>

namespace dcs {

class Catalog;
struct CatalogEntry;
struct FloorEquipment;

// A floor-standing unit that is not a rack: CRAH, in-row cooler, CDU, UPS or power panel.
class EquipmentItem : public FloorItem
{
    Q_DECLARE_TR_FUNCTIONS(EquipmentItem)
public:
    enum { Type = UserType + 102 };

    explicit EquipmentItem(const std::string &id);
    int type() const override { return Type; }

    void sync(const FloorEquipment &equipment, const Catalog &catalog);

    // Short tag shown on the plan ("CRAH", "IRC", "CDU", "UPS", "PNL"); also the id prefix
    // the floor plan uses for new units.
    static QString typeTag(const CatalogEntry &entry);
    static QColor colourFor(const CatalogEntry *entry);
};

} // namespace dcs
