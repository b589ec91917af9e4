#include "floorshape.h"
#include <QFontMetricsF>
#include <QTransform>
#include <algorithm>

namespace dcs {

namespace {
// Labels scale with the footprint (scene units, 1 unit = 1 cm): 30% of the short side, so a
// 600 mm rack gets 18 cm text, readable when a whole 24 m hall fits the window, and big
// units (CRAH, UPS) get larger text, capped so it never dominates.
constexpr double kMinLabelPx = 12.0;
constexpr double kMaxLabelPx = 30.0;
} // namespace

FloorShape::FloorShape()
{
    mPrimary.setPerformanceHint(QStaticText::AggressiveCaching);
    mSecondary.setPerformanceHint(QStaticText::AggressiveCaching);
}

void FloorShape::setSize(const QSizeF &size)
{
    if (size == mSize)
        return;
    mSize = size;
    layoutLabels();
}

void FloorShape::setLabels(const QString &primary, const QString &secondary)
{
    if (primary == mPrimaryText && secondary == mSecondaryText)
        return;
    mPrimaryText = primary;
    mSecondaryText = secondary;
    layoutLabels();
}

void FloorShape::layoutLabels()
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

} // namespace dcs
