#include "flooritem.h"
#include "floorplanscene.h"
#include "project/footprint.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace dcs {

namespace {
// Labels scale with the footprint (scene units, 1 unit = 1 cm): 30% of the short side, so a
// 600 mm rack gets 18 cm text, readable when a whole 24 m hall fits the window, and big
// units (CRAH, UPS) get larger text, capped so it never dominates.
constexpr double kMinLabelPx = 12.0;
constexpr double kMaxLabelPx = 30.0;
// Labels are drawn only once they would be at least this many device pixels tall; below that
// they are unreadable and only cost paint time when a huge hall is in view.
constexpr double kMinLabelScreenPx = 6.0;
constexpr double kFrontLineWidth = 6.0;  // 6 cm thick bar marks the cold-aisle face
} // namespace

FloorItem::FloorItem(std::string id) : mId(std::move(id))
{
    setFlag(ItemIsSelectable);
    mPrimary.setPerformanceHint(QStaticText::AggressiveCaching);
    mSecondary.setPerformanceHint(QStaticText::AggressiveCaching);
}

QRectF FloorItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), mSize);
}

QPainterPath FloorItem::shape() const
{
    QPainterPath p;
    p.addRect(boundingRect());
    return p;
}

void FloorItem::setGeometry(const RectM &rect, int rotationDeg)
{
    const QSizeF size(rect.w * FloorPlanScene::kUnitsPerMetre, rect.h * FloorPlanScene::kUnitsPerMetre);
    if (size != mSize) {
        prepareGeometryChange();
        mSize = size;
        elideLabels();
    }
    setPos(FloorPlanScene::toScene(rect.x, rect.y));
    if (rotationDeg != mRotationDeg) {
        mRotationDeg = rotationDeg;
        update();
    }
}

void FloorItem::setColours(const QColor &fill, const QColor &edge)
{
    mFill = fill;
    mEdge = edge;
    update();
}

void FloorItem::setLabels(const QString &primary, const QString &secondary)
{
    if (primary == mPrimaryText && secondary == mSecondaryText)
        return;
    mPrimaryText = primary;
    mSecondaryText = secondary;
    elideLabels();
    update();
}

void FloorItem::elideLabels()
{
    const double shortSide = std::min(mSize.width(), mSize.height());
    mVerticalLabel = mSize.height() > 1.5 * mSize.width();
    mLabelFont.setPixelSize(int(std::clamp(shortSide * 0.3, kMinLabelPx, kMaxLabelPx)));
    const QFontMetricsF metrics(mLabelFont);
    const double room = std::max(0.0, (mVerticalLabel ? mSize.height() : mSize.width()) - 8.0);
    mPrimary.setText(metrics.elidedText(mPrimaryText, Qt::ElideRight, room));
    mSecondary.setText(metrics.elidedText(mSecondaryText, Qt::ElideRight, room));
    mPrimary.prepare(QTransform(), mLabelFont);
    mSecondary.prepare(QTransform(), mLabelFont);
}

void FloorItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF r = boundingRect();
    // Edges are cosmetic (one device pixel) and skipped when racks are a few pixels wide.
    painter->setPen(lod * r.width() > 8 ? QPen(mEdge, 0) : QPen(Qt::NoPen));
    painter->setBrush(mFill);
    painter->drawRect(r);

    if (mShowsFront) {
        // Rotation 0: front faces +y (the bottom edge on screen); quarter turns go clockwise.
        const double h = kFrontLineWidth / 2;
        QLineF front;
        switch (mRotationDeg) {
        case 90: front = QLineF(r.left() + h, r.top(), r.left() + h, r.bottom()); break;
        case 180: front = QLineF(r.left(), r.top() + h, r.right(), r.top() + h); break;
        case 270: front = QLineF(r.right() - h, r.top(), r.right() - h, r.bottom()); break;
        default: front = QLineF(r.left(), r.bottom() - h, r.right(), r.bottom() - h); break;
        }
        painter->setPen(QPen(QColor(25, 80, 190), kFrontLineWidth, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(front);
    }

    if (option->state & QStyle::State_Selected) {
        // At least 2 device pixels, drawn inside the footprint so the bounding rect stays exact.
        const double w = std::max(4.0, 2.5 / std::max(lod, 1e-6));
        const double inset = std::min({w / 2, r.width() / 4, r.height() / 4});
        painter->setPen(QPen(QColor(255, 111, 0), std::min(w, 2 * inset), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(r.adjusted(inset, inset, -inset, -inset));
    }

    const double labelPx = mLabelFont.pixelSize();
    if (lod * labelPx < kMinLabelScreenPx || mPrimaryText.isEmpty())
        return;
    painter->save();
    // Vertical labels are laid out in a frame turned a quarter turn counter-clockwise.
    QSizeF box = r.size();
    if (mVerticalLabel) {
        painter->translate(r.left(), r.bottom());
        painter->rotate(-90);
        box.transpose();
    } else {
        painter->translate(r.topLeft());
    }
    painter->setFont(mLabelFont);
    // Dark fills (the deep end of a colouring scale) need light labels to stay legible.
    const bool dark = mFill.lightnessF() < 0.42;
    painter->setPen(dark ? QColor(250, 250, 250) : QColor(20, 20, 20));
    const double line = labelPx * 1.2;
    const bool two = !mSecondaryText.isEmpty() && box.height() >= 2.6 * line;
    const double total = two ? 2 * line : line;
    double y = (box.height() - total) / 2;
    const QSizeF p = mPrimary.size();
    painter->drawStaticText(QPointF((box.width() - p.width()) / 2, y), mPrimary);
    if (two) {
        y += line;
        const QSizeF s = mSecondary.size();
        painter->setPen(dark ? QColor(225, 225, 225) : QColor(70, 70, 70));
        painter->drawStaticText(QPointF((box.width() - s.width()) / 2, y), mSecondary);
    }
    painter->restore();
}

} // namespace dcs
