#include "flowlayout.h"
#include <QWidget>
#include <algorithm>
#include <climits>

namespace dcs {

FlowLayout::FlowLayout(QWidget *parent, int horizontalSpacing, int verticalSpacing)
    : QLayout(parent), mHSpacing(horizontalSpacing), mVSpacing(verticalSpacing)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    mItems.append(item);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < mItems.size() ? mItems.takeAt(index) : nullptr;
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : mItems)
        size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One row: the width the layout would like; heightForWidth gives the height when it wraps.
    int w = 0, h = 0;
    for (const QLayoutItem *item : mItems) {
        w += item->sizeHint().width() + (w > 0 ? mHSpacing : 0);
        h = std::max(h, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return {w + m.left() + m.right(), h + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::rowsAt(int width) const
{
    int rows = 0, x = 0;
    for (const QLayoutItem *item : mItems) {
        if (item->widget() && item->widget()->isHidden())
            continue;
        const int w = item->sizeHint().width();
        if (rows == 0 || (x > 0 && x + w > width)) {
            ++rows;
            x = 0;
        }
        x += w + mHSpacing;
    }
    return rows;
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QMargins m = contentsMargins();
    const QRect area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom());
    // Balanced rows: as few rows as the width allows, then the narrowest width that still
    // packs into that many rows, so the items spread evenly and no row is left with a single
    // straggler. Greedy packing needs more rows as the width shrinks, so a bisection finds it.
    const int rows = rowsAt(area.width());
    int lo = 1, hi = std::max(1, area.width());
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (rowsAt(mid) <= rows)
            hi = mid;
        else
            lo = mid + 1;
    }
    const int packWidth = rows > 1 ? lo : area.width();
    int x = area.x(), y = area.y(), rowHeight = 0;
    for (QLayoutItem *item : mItems) {
        if (item->widget() && item->widget()->isHidden())
            continue;
        const QSize hint = item->sizeHint();
        if (x > area.x() && x - area.x() + hint.width() > packWidth) {
            x = area.x();
            y += rowHeight + mVSpacing;
            rowHeight = 0;
        }
        if (apply)
            item->setGeometry(QRect(QPoint(x, y), hint));
        x += hint.width() + mHSpacing;
        rowHeight = std::max(rowHeight, hint.height());
    }
    return y + rowHeight - rect.y() + m.bottom();
}

std::vector<int> FlowLayout::itemsPerRow() const
{
    std::vector<int> counts;
    int lastY = INT_MIN;
    for (const QLayoutItem *item : mItems) {
        if (item->widget() && item->widget()->isHidden())
            continue;
        const int y = item->geometry().y();
        if (counts.empty() || y != lastY) {
            counts.push_back(0);
            lastY = y;
        }
        ++counts.back();
    }
    return counts;
}

} // namespace dcs
