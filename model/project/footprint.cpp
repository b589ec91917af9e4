#include "footprint.h"
#include "catalog/catalogentry.h"
#include "floorequipment.h"
#include "rack.h"

namespace dcs {

RectM footprintAt(const CatalogEntry &entry, double x, double y, int rotationDeg)
{
    const double w = entry.footprintWidthM();
    const double d = entry.footprintDepthM();
    const bool quarter = (rotationDeg % 180) != 0;
    return RectM{x, y, quarter ? d : w, quarter ? w : d};
}

RectM footprint(const Rack &rack, const CatalogEntry &entry)
{
    return footprintAt(entry, rack.xM, rack.yM, rack.rotationDeg);
}

RectM footprint(const FloorEquipment &equipment, const CatalogEntry &entry)
{
    return footprintAt(entry, equipment.xM, equipment.yM, equipment.rotationDeg);
}

} // namespace dcs
