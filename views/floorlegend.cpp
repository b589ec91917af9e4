#include "floorlegend.h"
#include "project/project.h"
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace dcs::FloorLegend {

namespace {
// Layout in multiples of the font's line height, so the legend scales with the font (screen or PDF).
struct Metrics {
    double line, swatch, gap, pad;
    explicit Metrics(const QFontMetricsF &fm)
        : line(fm.height() * 1.35), swatch(fm.height() * 0.95), gap(fm.height() * 0.5), pad(fm.height() * 0.5)
    {
    }
};
} // namespace

QSizeF sizeHint(const FloorColouring::Legend &legend, const QFont &font)
{
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF fm(font), fb(bold);
    const Metrics m(fm);
    double w = fb.horizontalAdvance(legend.title);
    for (const auto &e : legend.entries)
        w = std::max(w, m.swatch + m.gap + fm.horizontalAdvance(e.label));
    const int lines = int(legend.entries.size()) + (legend.title.isEmpty() ? 0 : 1);
    return {w + 2 * m.pad, m.pad * 2 + m.line * double(lines)};
}

void paint(QPainter *painter, const QRectF &target, const FloorColouring::Legend &legend, bool framed)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QFont font = painter->font();
    QFont bold = font;
    bold.setBold(true);
    const Metrics m{QFontMetricsF(font)};
    if (framed) {
        painter->setPen(QPen(QColor(180, 184, 190), 0));
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawRect(target);
    }
    const double x = target.left() + m.pad;
    double y = target.top() + m.pad;
    if (!legend.title.isEmpty()) {
        painter->setFont(bold);
        painter->setPen(QColor(30, 30, 30));
        painter->drawText(QRectF(x, y, target.width() - 2 * m.pad, m.line), Qt::AlignLeft | Qt::AlignVCenter, legend.title);
        y += m.line;
    }
    painter->setFont(font);
    for (const auto &e : legend.entries) {
        const QRectF swatch(x, y + (m.line - m.swatch) / 2, m.swatch, m.swatch);
        if (e.outline) {
            const double w = m.swatch / 5;
            painter->setPen(QPen(e.colour, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            painter->setBrush(Qt::white);
            painter->drawRect(swatch.adjusted(w / 2, w / 2, -w / 2, -w / 2));
        } else {
            painter->setPen(QPen(e.colour.darker(160), 0));
            painter->setBrush(e.colour);
            painter->drawRect(swatch);
        }
        painter->setPen(QColor(40, 40, 40));
        painter->drawText(QRectF(swatch.right() + m.gap, y, target.right() - swatch.right() - m.gap - m.pad, m.line),
                          Qt::AlignLeft | Qt::AlignVCenter, e.label);
        y += m.line;
    }
    painter->restore();
}

void paint(QPainter *painter, const QRectF &target, FloorColouring::Mode mode, const Project &project)
{
    paint(painter, target, FloorColouring::legend(mode, project));
}

} // namespace dcs::FloorLegend
