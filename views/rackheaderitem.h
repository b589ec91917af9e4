#pragma once
#include "rackelevationpainter.h"
#include <QGraphicsItem>

namespace dcs {

// The elevation's title block: rack name and model, then three gauges (U used, nameplate
// power against the budget, equipment weight against the rack's limit). The content comes from
// RackElevationPainter::headerOf and is painted by RackElevationPainter::paintHeader, as in the
// report.
class RackHeaderItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 203 };

    using Gauge = RackElevationPainter::Gauge;
    using Content = RackElevationPainter::Header;

    RackHeaderItem();
    int type() const override { return Type; }

    void setContent(const Content &content, double width);
    const Content &content() const { return mContent; }

    static constexpr double kHeight = RackElevationPainter::kHeaderHeight;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Content mContent;
    double mWidth = 0;
};

} // namespace dcs
