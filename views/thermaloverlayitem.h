#pragma once
#include "thermal/thermalresult.h"
#include <QGraphicsItem>

namespace dcs {

// The room-temperature heat map under the racks of the floor plan (colour-by "Room
// temperature"): one light cell per grid cell of the thermal engine, drawn by ThermalMap.
class ThermalOverlayItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 160 };
    ThermalOverlayItem();

    void setResult(const ThermalResult &result);
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ThermalResult mResult;
};

} // namespace dcs
