#include "rackdeviceitem.h"
#include "catalog/catalogentry.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace dcs {

namespace {
// Scene units: 1 U = 20 units (see RackElevationScene). Text is sized for a 1U box and
// drawn only once it is at least a few device pixels tall.
constexpr double kTextPx = 11.0;
constexpr double kMinTextScreenPx = 5.0;
constexpr double kPadX = 6.0;

const QFont &titleFont()
{
    static const QFont font = [] {
        QFont f;
        f.setPixelSize(int(kTextPx) + 1);
        f.setBold(true);
        return f;
    }();
    return font;
}

const QFont &textFont()
{
    static const QFont font = [] {
        QFont f;
        f.setPixelSize(int(kTextPx));
        return f;
    }();
    return font;
}

void setStatic(QStaticText &st, const QString &text, const QFont &font, double width)
{
    st.setText(QFontMetricsF(font).elidedText(text, Qt::ElideRight, std::max(0.0, width)));
    st.prepare(QTransform(), font);
}
} // namespace

RackDeviceItem::RackDeviceItem(std::string id, RackFace shownFace) : mId(std::move(id)), mShownFace(shownFace)
{
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(false);
    for (QStaticText *st : {&mTitle, &mModel, &mDetail}) {
        st->setTextFormat(Qt::PlainText);
        st->setPerformanceHint(QStaticText::AggressiveCaching);
    }
    setZValue(2);
}

QColor RackDeviceItem::colourFor(const CatalogEntry *entry)
{
    if (entry && entry->kind == CatalogKind::GpuServer)
        return QColor(143, 196, 90);   // same greens and blues as the floor plan's rack roles
    if (entry && entry->kind == CatalogKind::Switch)
        return QColor(110, 160, 220);
    return QColor(225, 205, 140);
}

QRectF RackDeviceItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), mSize);
}

void RackDeviceItem::sync(const DevicePlacement &device, const CatalogEntry *entry, const QRectF &rect)
{
    if (rect.size() != mSize) {
        prepareGeometryChange();
        mSize = rect.size();
    }
    setPos(rect.topLeft());
    mULow = device.uLow;
    mHeightU = entry ? std::max(1, entry->heightU) : 1;
    mDimmed = device.fullDepth && device.face != mShownFace;
    mFill = colourFor(entry);

    const QString id = QString::fromStdString(device.id);
    const QString model = entry ? QString::fromStdString(entry->name) : tr("unknown model %1").arg(QString::fromStdString(device.catalogId));
    const QString mounted = device.face == RackFace::Front ? tr("front") : tr("rear");
    const double room = mSize.width() - 2 * kPadX;
    // Two text lines need a little more than 1U; a 1U box shows id and model on one line.
    mOneLine = mSize.height() < 2.4 * kTextPx + 6;
    if (mOneLine) {
        const double idW = std::min(QFontMetricsF(titleFont()).horizontalAdvance(id), room * 0.6);
        setStatic(mTitle, id, titleFont(), idW);
        setStatic(mModel, mDimmed ? tr("%1 (%2-mounted)").arg(model, mounted) : model, textFont(),
                  room - mTitle.size().width() - kPadX);
        mDetail.setText({});
    } else {
        setStatic(mTitle, id, titleFont(), room);
        setStatic(mModel, model, textFont(), room);
        QString detail;
        if (mDimmed)
            detail = tr("mounted on the %1").arg(mounted);
        else if (entry)
            detail = tr("U%1-%2 · %3 kW · %4 kg")
                         .arg(device.uLow)
                         .arg(device.uLow + mHeightU - 1)
                         .arg(entry->maxPowerW / 1000.0, 0, 'f', 1)
                         .arg(entry->weightKg, 0, 'f', 0);
        setStatic(mDetail, detail, textFont(), room);
    }

    QString tip = QStringLiteral("<b>%1</b><br>%2<br>").arg(id.toHtmlEscaped(), model.toHtmlEscaped());
    tip += tr("U%1 to U%2, mounted on the %3").arg(device.uLow).arg(device.uLow + mHeightU - 1).arg(mounted);
    if (device.fullDepth)
        tip += tr(" (full depth)");
    if (entry)
        tip += QStringLiteral("<br>") + tr("Nameplate %1 W, %2 kg").arg(entry->maxPowerW, 0, 'f', 0).arg(entry->weightKg, 0, 'f', 1);
    setToolTip(tip);
    update();
}

void RackDeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF r = boundingRect();
    const QColor edge = mFill.darker(170);
    if (mDimmed) {
        // The back of a device mounted on the other face: a ghost, hatched so it never reads as
        // free space nor as a second device.
        QColor ghost = mFill;
        ghost.setAlpha(60);
        painter->setPen(QPen(ghost.darker(130), 0, Qt::DashLine));
        painter->setBrush(ghost);
        painter->drawRect(r);
        QColor hatch = mFill;
        hatch.setAlpha(110);
        QBrush brush(hatch, Qt::BDiagPattern);
        painter->setBrush(brush);
        painter->setPen(Qt::NoPen);
        painter->drawRect(r);
    } else {
        painter->setPen(QPen(edge, 0));
        painter->setBrush(mFill);
        painter->drawRect(r);
        // A slightly darker lip at the left and right like rack ears, so stacked 1U boxes separate.
        painter->fillRect(QRectF(r.left(), r.top(), 4, r.height()), edge);
        painter->fillRect(QRectF(r.right() - 4, r.top(), 4, r.height()), edge);
    }

    if (option->state & QStyle::State_Selected) {
        const double w = std::max(3.0, 2.5 / std::max(lod, 1e-6));
        const double inset = std::min({w / 2, r.width() / 4, r.height() / 4});
        painter->setPen(QPen(QColor(255, 111, 0), std::min(w, 2 * inset), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(r.adjusted(inset, inset, -inset, -inset));
    }

    if (lod * kTextPx < kMinTextScreenPx)
        return;
    const QColor ink = mDimmed ? QColor(215, 220, 228) : QColor(20, 24, 30);
    const QColor soft = mDimmed ? QColor(180, 186, 196) : QColor(45, 52, 62);
    const double line = kTextPx * 1.3;
    if (mOneLine) {
        const double y = (r.height() - mTitle.size().height()) / 2;
        painter->setFont(titleFont());
        painter->setPen(ink);
        painter->drawStaticText(QPointF(kPadX, y), mTitle);
        painter->setFont(textFont());
        painter->setPen(soft);
        painter->drawStaticText(QPointF(2 * kPadX + mTitle.size().width(), y + 0.5), mModel);
        return;
    }
    const bool three = !mDetail.text().isEmpty() && r.height() >= 3 * line + 8;
    double y = three ? 5.0 : (r.height() - 2 * line) / 2;
    painter->setFont(titleFont());
    painter->setPen(ink);
    painter->drawStaticText(QPointF(kPadX, y), mTitle);
    y += line;
    painter->setFont(textFont());
    painter->setPen(soft);
    painter->drawStaticText(QPointF(kPadX, y), mModel);
    if (three) {
        y += line;
        painter->drawStaticText(QPointF(kPadX, y), mDetail);
    }
}

} // namespace dcs
