#include "rackheaderitem.h"
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace dcs {

namespace {
QFont font(int px, bool bold)
{
    QFont f;
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

QColor gaugeColour(double ratio)
{
    if (ratio > 1.0 + 1e-9)
        return QColor(205, 45, 40);   // over the limit
    if (ratio >= 0.9)
        return QColor(230, 150, 20);  // within 10% of it
    return QColor(70, 150, 80);
}
} // namespace

RackHeaderItem::RackHeaderItem()
{
    setZValue(3);
}

QRectF RackHeaderItem::boundingRect() const
{
    return QRectF(0, 0, mWidth, kHeight);
}

void RackHeaderItem::setContent(const Content &content, double width)
{
    if (width != mWidth) {
        prepareGeometryChange();
        mWidth = width;
    }
    mContent = content;
    update();
}

void RackHeaderItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF r = boundingRect();
    painter->setPen(QPen(QColor(200, 204, 212), 0));
    painter->setBrush(Qt::white);
    painter->drawRoundedRect(r, 6, 6);

    const double pad = 12;
    const QFont titleFont = font(18, true);
    painter->setFont(titleFont);
    painter->setPen(QColor(25, 30, 38));
    const QFontMetricsF tm(titleFont);
    const QString title = tm.elidedText(mContent.title, Qt::ElideRight, r.width() / 2 - pad);
    painter->drawText(QPointF(pad, pad + tm.ascent()), title);
    const QFont subFont = font(12, false);
    painter->setFont(subFont);
    painter->setPen(QColor(90, 96, 108));
    const QFontMetricsF sm(subFont);
    const double titleW = tm.horizontalAdvance(title);
    painter->drawText(QPointF(pad + titleW + 12, pad + tm.ascent()),
                      sm.elidedText(mContent.subtitle, Qt::ElideRight, r.width() - titleW - 12 - 2 * pad));

    // Three gauges side by side under the title.
    const double top = pad + tm.height() + 8;
    const double colW = (r.width() - 2 * pad) / 3;
    const QFont labelFont = font(11, false);
    const QFont valueFont = font(14, true);
    const QFontMetricsF lm(labelFont), vm(valueFont);
    for (size_t i = 0; i < mContent.gauges.size(); ++i) {
        const Gauge &g = mContent.gauges[i];
        const double x = pad + double(i) * colW;
        const double w = colW - 16;
        painter->setFont(labelFont);
        painter->setPen(QColor(100, 106, 118));
        painter->drawText(QPointF(x, top + lm.ascent()), lm.elidedText(g.label, Qt::ElideRight, w));
        painter->setFont(valueFont);
        painter->setPen(g.ratio > 1.0 + 1e-9 ? gaugeColour(g.ratio) : QColor(25, 30, 38));
        const double vy = top + lm.height() + 1;
        painter->drawText(QPointF(x, vy + vm.ascent()), vm.elidedText(g.value, Qt::ElideRight, w));
        const double by = vy + vm.height() + 4;
        if (g.ratio >= 0) {
            const QRectF bar(x, by, w, 6);
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(228, 231, 236));
            painter->drawRoundedRect(bar, 3, 3);
            painter->setBrush(gaugeColour(g.ratio));
            painter->drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * std::clamp(g.ratio, 0.0, 1.0), bar.height()), 3, 3);
        } else if (!g.note.isEmpty()) {
            painter->setFont(labelFont);
            painter->setPen(QColor(130, 136, 148));
            painter->drawText(QPointF(x, by + lm.ascent() - 3), lm.elidedText(g.note, Qt::ElideRight, w));
        }
    }
}

} // namespace dcs
