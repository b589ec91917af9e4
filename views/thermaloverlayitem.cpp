#include "thermaloverlayitem.h"
#include "floorplanscene.h"
#include "thermalmap.h"

namespace dcs {

ThermalOverlayItem::ThermalOverlayItem()
{
    setZValue(-10.0);  // under the racks and units, over the tile grid (scene background)
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

void ThermalOverlayItem::setResult(const ThermalResult &result)
{
    prepareGeometryChange();
    mResult = result;
    update();
}

QRectF ThermalOverlayItem::boundingRect() const
{
    const double s = mResult.cellM * FloorPlanScene::kUnitsPerMetre;
    return QRectF(0, 0, mResult.nx * s, mResult.ny * s);
}

void ThermalOverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    ThermalMap::paintCells(painter, mResult, FloorPlanScene::kUnitsPerMetre);
}

} // namespace dcs
