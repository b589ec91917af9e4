#include "rackpduitem.h"
#include "catalog/catalogentry.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace dcs {

namespace {
constexpr double kTextPx = 10.0;
constexpr double kBadge = 16.0;  // the feed letter's square at the top of the strip

const QFont &labelFont()
{
    static const QFont font = [] {
        QFont f;
        f.setPixelSize(int(kTextPx));
        return f;
    }();
    return font;
}

const QFont &badgeFont()
{
    static const QFont font = [] {
        QFont f;
        f.setPixelSize(11);
        f.setBold(true);
        return f;
    }();
    return font;
}
} // namespace

RackPduItem::RackPduItem(std::string id) : mId(std::move(id))
{
    mLabel.setTextFormat(Qt::PlainText);
    mLabel.setPerformanceHint(QStaticText::AggressiveCaching);
    setZValue(1);
}

QColor RackPduItem::colourFor(Feed feed)
{
    return feed == Feed::A ? QColor(52, 115, 215) : QColor(205, 55, 50);
}

QRectF RackPduItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), mSize);
}

void RackPduItem::sync(const RackPdu &pdu, const CatalogEntry *entry, const QRectF &rect)
{
    if (rect.size() != mSize) {
        prepareGeometryChange();
        mSize = rect.size();
    }
    setPos(rect.topLeft());
    mFeed = pdu.feed;
    const QString feed = pdu.feed == Feed::A ? QStringLiteral("A") : QStringLiteral("B");
    const QString id = QString::fromStdString(pdu.id);
    const double room = std::max(0.0, mSize.height() - kBadge - 12);
    mLabel.setText(QFontMetricsF(labelFont()).elidedText(id, Qt::ElideMiddle, room));
    mLabel.prepare(QTransform(), labelFont());

    QString tip = QStringLiteral("<b>%1</b><br>").arg(id.toHtmlEscaped());
    if (entry) {
        tip += QString::fromStdString(entry->name).toHtmlEscaped() + QStringLiteral("<br>");
        if (entry->pdu)
            tip += tr("%1 V %2, %3 A per phase").arg(entry->pdu->voltageLineToLineV, 0, 'f', 0)
                       .arg(QString::fromStdString(entry->pdu->wiring))
                       .arg(entry->pdu->inputCurrentA, 0, 'f', 0)
                + QStringLiteral("<br>");
    }
    tip += tr("Feed %1, %2 rear rail").arg(feed, pdu.side == RailSide::Left ? tr("left") : tr("right"));
    setToolTip(tip);
    update();
}

void RackPduItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF r = boundingRect();
    const QColor c = colourFor(mFeed);
    painter->setPen(QPen(c.darker(150), 0));
    painter->setBrush(c.lighter(165));
    painter->drawRect(r);
    const QRectF badge(r.left(), r.top(), r.width(), std::min(kBadge, r.height()));
    painter->fillRect(badge, c);
    // Outlet ticks on both edges every 2U: enough to read as a PDU, and clear of the label.
    painter->setPen(QPen(c.darker(130), 0));
    for (double y = badge.bottom() + 10; y < r.bottom() - 6; y += 40) {
        painter->drawLine(QPointF(r.left() + 1, y), QPointF(r.left() + 3, y));
        painter->drawLine(QPointF(r.right() - 3, y), QPointF(r.right() - 1, y));
    }
    if (lod * kTextPx < 5.0)
        return;
    painter->setFont(badgeFont());
    painter->setPen(Qt::white);
    painter->drawText(badge, Qt::AlignCenter, mFeed == Feed::A ? QStringLiteral("A") : QStringLiteral("B"));
    painter->save();
    painter->translate(r.left(), r.bottom());
    painter->rotate(-90);
    // Now x runs up the strip and y across it.
    const QSizeF s = mLabel.size();
    painter->setFont(labelFont());
    painter->setPen(c.darker(250));
    // Centred along the strip, below the feed badge.
    const double along = r.height() - badge.height();
    painter->drawStaticText(QPointF(std::max(6.0, (along - s.width()) / 2), (r.width() - s.height()) / 2), mLabel);
    painter->restore();
}

} // namespace dcs
