#pragma once
#include <QGraphicsItem>
#include <QString>
#include <array>

namespace dcs {

// The elevation's title block: rack name and model, then three gauges (U used, nameplate
// power against the budget, equipment weight against the rack's limit). Values come from the
// scene, which computes them with InventoryEngine::rackFill.
class RackHeaderItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 203 };

    struct Gauge {
        QString label;    // "Rack units"
        QString value;    // "33 / 48 U"
        double ratio = -1;  // used / limit; negative when there is no limit to compare with
        QString note;     // shown instead of a bar when ratio < 0
    };
    struct Content {
        QString title;
        QString subtitle;
        std::array<Gauge, 3> gauges;
    };

    RackHeaderItem();
    int type() const override { return Type; }

    void setContent(const Content &content, double width);
    const Content &content() const { return mContent; }

    static constexpr double kHeight = 92.0;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Content mContent;
    double mWidth = 0;
};

} // namespace dcs
