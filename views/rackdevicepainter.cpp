#include "rackdevicepainter.h"
#include "catalog/catalogentry.h"
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace dcs {

namespace {
// Scene units: 1 U = 20 units (see RackElevationPainter). Text is sized for a 1U box and
// drawn only once it is at least a few device pixels tall.
constexpr double kTextPx = 11.0;
constexpr double kMinTextScreenPx = 5.0;
constexpr double kPadX = 6.0;
constexpr double kPduTextPx = 10.0;
constexpr double kBadge = 16.0;  // the feed letter's square at the top of a PDU strip

QFont makeFont(int px, bool bold)
{
    QFont f;
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

const QFont &titleFont()
{
    static const QFont font = makeFont(int(kTextPx) + 1, true);
    return font;
}

const QFont &textFont()
{
    static const QFont font = makeFont(int(kTextPx), false);
    return font;
}

const QFont &pduLabelFont()
{
    static const QFont font = makeFont(int(kPduTextPx), false);
    return font;
}

const QFont &badgeFont()
{
    static const QFont font = makeFont(11, true);
    return font;
}

QStaticText staticText()
{
    QStaticText st;
    st.setTextFormat(Qt::PlainText);
    st.setPerformanceHint(QStaticText::AggressiveCaching);
    return st;
}

void setStatic(QStaticText &st, const QString &text, const QFont &font, double width)
{
    st.setText(QFontMetricsF(font).elidedText(text, Qt::ElideRight, std::max(0.0, width)));
    st.prepare(QTransform(), font);
}
} // namespace

QColor RackDevicePainter::deviceColour(const CatalogEntry *entry)
{
    if (entry && entry->kind == CatalogKind::GpuServer)
        return QColor(143, 196, 90);   // same greens and blues as the floor plan's rack roles
    if (entry && entry->kind == CatalogKind::Switch)
        return QColor(110, 160, 220);
    return QColor(225, 205, 140);
}

RackDevicePainter::Device RackDevicePainter::device(const DevicePlacement &device, const CatalogEntry *entry,
                                                    RackFace shownFace, const QSizeF &size)
{
    Device d;
    d.title = d.model = d.detail = staticText();
    d.size = size;
    d.uLow = device.uLow;
    d.heightU = entry ? std::max(1, entry->heightU) : 1;
    d.dimmed = device.fullDepth && device.face != shownFace;
    d.fill = deviceColour(entry);

    const QString id = QString::fromStdString(device.id);
    const QString model = entry ? QString::fromStdString(entry->name) : tr("unknown model %1").arg(QString::fromStdString(device.catalogId));
    const QString mounted = device.face == RackFace::Front ? tr("front") : tr("rear");
    const double room = size.width() - 2 * kPadX;
    // Two text lines need a little more than 1U; a 1U box shows id and model on one line.
    d.oneLine = size.height() < 2.4 * kTextPx + 6;
    if (d.oneLine) {
        const double idW = std::min(QFontMetricsF(titleFont()).horizontalAdvance(id), room * 0.6);
        setStatic(d.title, id, titleFont(), idW);
        setStatic(d.model, d.dimmed ? tr("%1 (%2-mounted)").arg(model, mounted) : model, textFont(),
                  room - d.title.size().width() - kPadX);
        d.detail.setText({});
    } else {
        setStatic(d.title, id, titleFont(), room);
        setStatic(d.model, model, textFont(), room);
        QString detail;
        if (d.dimmed)
            detail = tr("mounted on the %1").arg(mounted);
        else if (entry)
            detail = tr("U%1-%2 · %3 kW · %4 kg")
                         .arg(device.uLow)
                         .arg(device.uLow + d.heightU - 1)
                         .arg(entry->maxPowerW / 1000.0, 0, 'f', 1)
                         .arg(entry->weightKg, 0, 'f', 0);
        setStatic(d.detail, detail, textFont(), room);
    }
    return d;
}

void RackDevicePainter::paintDevice(QPainter *painter, const Device &d, double lod, bool selected)
{
    const QRectF r(QPointF(0, 0), d.size);
    const QColor edge = d.fill.darker(170);
    if (d.dimmed) {
        // The back of a device mounted on the other face: a ghost, hatched so it never reads as
        // free space nor as a second device.
        QColor ghost = d.fill;
        ghost.setAlpha(60);
        painter->setPen(QPen(ghost.darker(130), 0, Qt::DashLine));
        painter->setBrush(ghost);
        painter->drawRect(r);
        QColor hatch = d.fill;
        hatch.setAlpha(110);
        QBrush brush(hatch, Qt::BDiagPattern);
        painter->setBrush(brush);
        painter->setPen(Qt::NoPen);
        painter->drawRect(r);
    } else {
        painter->setPen(QPen(edge, 0));
        painter->setBrush(d.fill);
        painter->drawRect(r);
        // A slightly darker lip at the left and right like rack ears, so stacked 1U boxes separate.
        painter->fillRect(QRectF(r.left(), r.top(), 4, r.height()), edge);
        painter->fillRect(QRectF(r.right() - 4, r.top(), 4, r.height()), edge);
    }

    if (selected) {
        const double w = std::max(3.0, 2.5 / std::max(lod, 1e-6));
        const double inset = std::min({w / 2, r.width() / 4, r.height() / 4});
        painter->setPen(QPen(QColor(255, 111, 0), std::min(w, 2 * inset), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(r.adjusted(inset, inset, -inset, -inset));
    }

    if (lod * kTextPx < kMinTextScreenPx)
        return;
    const QColor ink = d.dimmed ? QColor(215, 220, 228) : QColor(20, 24, 30);
    const QColor soft = d.dimmed ? QColor(180, 186, 196) : QColor(45, 52, 62);
    const double line = kTextPx * 1.3;
    if (d.oneLine) {
        const double y = (r.height() - d.title.size().height()) / 2;
        painter->setFont(titleFont());
        painter->setPen(ink);
        painter->drawStaticText(QPointF(kPadX, y), d.title);
        painter->setFont(textFont());
        painter->setPen(soft);
        painter->drawStaticText(QPointF(2 * kPadX + d.title.size().width(), y + 0.5), d.model);
        return;
    }
    const bool three = !d.detail.text().isEmpty() && r.height() >= 3 * line + 8;
    double y = three ? 5.0 : (r.height() - 2 * line) / 2;
    painter->setFont(titleFont());
    painter->setPen(ink);
    painter->drawStaticText(QPointF(kPadX, y), d.title);
    y += line;
    painter->setFont(textFont());
    painter->setPen(soft);
    painter->drawStaticText(QPointF(kPadX, y), d.model);
    if (three) {
        y += line;
        painter->drawStaticText(QPointF(kPadX, y), d.detail);
    }
}

QColor RackDevicePainter::feedColour(Feed feed)
{
    return feed == Feed::A ? QColor(52, 115, 215) : QColor(205, 55, 50);
}

RackDevicePainter::Pdu RackDevicePainter::pdu(const RackPdu &pdu, const QSizeF &size)
{
    Pdu p;
    p.label = staticText();
    p.size = size;
    p.feed = pdu.feed;
    const double room = std::max(0.0, size.height() - kBadge - 12);
    p.label.setText(QFontMetricsF(pduLabelFont()).elidedText(QString::fromStdString(pdu.id), Qt::ElideMiddle, room));
    p.label.prepare(QTransform(), pduLabelFont());
    return p;
}

void RackDevicePainter::paintPdu(QPainter *painter, const Pdu &p, double lod)
{
    const QRectF r(QPointF(0, 0), p.size);
    const QColor c = feedColour(p.feed);
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
    if (lod * kPduTextPx < 5.0)
        return;
    painter->setFont(badgeFont());
    painter->setPen(Qt::white);
    painter->drawText(badge, Qt::AlignCenter, p.feed == Feed::A ? QStringLiteral("A") : QStringLiteral("B"));
    painter->save();
    painter->translate(r.left(), r.bottom());
    painter->rotate(-90);
    // Now x runs up the strip and y across it.
    const QSizeF s = p.label.size();
    painter->setFont(pduLabelFont());
    painter->setPen(c.darker(250));
    // Centred along the strip, below the feed badge.
    const double along = r.height() - badge.height();
    painter->drawStaticText(QPointF(std::max(6.0, (along - s.width()) / 2), (r.width() - s.height()) / 2), p.label);
    painter->restore();
}

} // namespace dcs
