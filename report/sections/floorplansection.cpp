#include "floorplansection.h"
#include "power/powerresult.h"
#include "floorcolouring.h"
#include "floorlegend.h"
#include "project/footprint.h"
#include <QFontMetricsF>
#include <algorithm>
#include "floorplanpainter.h"
#include "project/project.h"
#include "catalog/catalog.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <QPainter>
#include <cmath>

namespace dcs {

namespace {

constexpr double kMmPerPoint = 25.4 / 72.0;

// The largest "nice" drawing scale 1:N at which `metres` fit into `points` of paper.
int niceScale(double metres, double points)
{
    const double needed = metres * 1000.0 / (points * kMmPerPoint);
    for (int n : {20, 25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 5000, 10000})
        if (n >= needed)
            return n;
    return static_cast<int>(std::ceil(needed / 10000.0)) * 10000;
}

void drawScaleBar(QPainter *p, const QPointF &origin, double pointsPerMetre)
{
    // 1, 2, 5, 10, 20 m: the longest segment no wider than 150 pt.
    double step = 1;
    for (double s : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0})
        if (s * pointsPerMetre * 4 <= 150)
            step = s;
    p->setFont(ReportWriter::font(6.5));
    for (int i = 0; i < 4; ++i) {
        const QRectF seg(origin.x() + i * step * pointsPerMetre, origin.y(), step * pointsPerMetre, 4);
        p->fillRect(seg, i % 2 ? Qt::white : QColor(0x33, 0x33, 0x33));
        p->setPen(QPen(QColor(0x33, 0x33, 0x33), 0.5));
        p->drawRect(seg);
        p->drawText(QRectF(seg.left() - 15, seg.bottom() + 1, 30, 9), Qt::AlignCenter, ReportFormat::number(i * step));
    }
    p->drawText(QRectF(origin.x() + 4 * step * pointsPerMetre - 15, origin.y() + 5, 40, 9), Qt::AlignCenter,
                ReportFormat::number(4 * step) + QStringLiteral(" m"));
}

// The plan hides labels below a readable size on screen; on paper every rack is named, in
// a font sized to its footprint (vector text stays legible when the PDF is zoomed).
void drawRackNames(QPainter *p, const Project &project, const Catalog &catalog, const QRectF &target, const QRectF &source, double pointsPerMetre)
{
    const QPointF origin = target.topLeft() - source.topLeft() / FloorPlanPainter::kUnitsPerMetre * pointsPerMetre;
    for (const Rack &r : project.racks) {
        const CatalogEntry *entry = catalog.find(r.catalogId);
        if (!entry)
            continue;
        const RectM box = footprint(r, *entry);
        const QRectF rect(origin.x() + box.x * pointsPerMetre, origin.y() + box.y * pointsPerMetre, box.w * pointsPerMetre,
                          box.h * pointsPerMetre);
        const bool vertical = rect.height() > rect.width() * 1.4;
        const double along = vertical ? rect.height() : rect.width();
        const double across = vertical ? rect.width() : rect.height();
        const QString name = QString::fromStdString(r.name);
        QFont f = ReportWriter::font(std::clamp(across * 0.45, 2.5, 7.0));
        const double advance = QFontMetricsF(f).horizontalAdvance(name);
        if (advance > along * 0.9)
            f.setPointSizeF(std::max(2.0, f.pointSizeF() * along * 0.9 / advance));
        p->save();
        p->setFont(f);
        p->setPen(QColor(0x11, 0x11, 0x11));
        p->translate(rect.center());
        if (vertical)
            p->rotate(-90);
        p->drawText(QRectF(-along / 2, -across / 2, along, across), Qt::AlignCenter, name);
        p->restore();
    }
}

} // namespace

void FloorPlanSection::write(ReportWriter &w, const ReportContext &c) const
{
    const Hall &hall = c.project.hall;
    w.heading(title());
    const FloorPlanPainter plan(c.project, c.catalog, c.analysis, {FloorColouring::Mode::RackKw});
    const QRectF source = plan.sceneRect();  // the hall plus its margin, in cm
    const double sourceWidthM = source.width() / FloorPlanPainter::kUnitsPerMetre;
    const double sourceDepthM = source.height() / FloorPlanPainter::kUnitsPerMetre;
    const double maxHeight = w.contentRect().height() * 0.62;
    const int scale = std::max(niceScale(sourceWidthM, w.width()), niceScale(sourceDepthM, maxHeight));
    const double pointsPerMetre = 1000.0 / scale / kMmPerPoint;
    const QSizeF drawn(sourceWidthM * pointsPerMetre, sourceDepthM * pointsPerMetre);

    w.paragraph(QStringLiteral("Hall %1 × %2 m, %3 m tiles. Drawn at 1:%4 on %5 paper; cold aisles are marked by the "
                               "thick bar on each rack's front.")
                    .arg(ReportFormat::number(hall.widthM, 1), ReportFormat::number(hall.depthM, 1),
                         ReportFormat::number(hall.tileM, 2), ReportFormat::number(scale),
                         c.options.paper == ReportOptions::Paper::A4 ? QStringLiteral("A4") : QStringLiteral("Letter")));
    const FloorColouring::Legend legend = FloorColouring::legend(FloorColouring::Mode::RackKw, c.project);
    const QSizeF legendSize = FloorLegend::sizeHint(legend, ReportWriter::font(6.5));
    w.figure(drawn.height() + 12 + std::max(24.0, legendSize.height()), [&](QPainter *p, const QRectF &rect) {
        const QRectF target(rect.left() + (rect.width() - drawn.width()) / 2, rect.top(), drawn.width(), drawn.height());
        plan.paint(p, target, source);
        drawRackNames(p, c.project, c.catalog, target, source, pointsPerMetre);
        drawScaleBar(p, QPointF(rect.left() + 12, target.bottom() + 8), pointsPerMetre);
        p->setFont(ReportWriter::font(6.5));
        FloorLegend::paint(p, QRectF(QPointF(rect.right() - legendSize.width(), target.bottom() + 6), legendSize), legend);
    });

    // Names are drawn on the plan where they fit; the table lists every rack with its position.
    ReportTable t;
    t.columns = {{QStringLiteral("Rack"), 1.1}, {QStringLiteral("Model"), 1.4}, {QStringLiteral("x, y (m)"), 1, true},
                 {QStringLiteral("Facing"), 0.7}, {QStringLiteral("Design kW"), 0.8, true}, {QStringLiteral("Budget kW"), 0.8, true}};
    std::unordered_map<std::string, const RackPower *> power;
    for (const RackPower &r : c.analysis.power->racks)
        power[r.id] = &r;
    static const char *facing[] = {"+y", "−x", "−y", "+x"};
    for (const Rack &r : c.project.racks) {
        const auto found = power.find(r.id);
        const RackPower *rp = found == power.end() ? nullptr : found->second;
        t.add({QString::fromStdString(r.name), QString::fromStdString(r.catalogId),
               ReportFormat::number(r.xM, 2) + QStringLiteral(", ") + ReportFormat::number(r.yM, 2),
               QString::fromUtf8(facing[((r.rotationDeg / 90) % 4 + 4) % 4]),
               rp ? ReportFormat::number(rp->powerW / 1000.0, 1) : QString(),
               r.powerBudgetKw > 0 ? ReportFormat::number(r.powerBudgetKw, 1) : QStringLiteral("—")});
    }
    if (c.project.racks.size() <= 120) {
        w.heading(QStringLiteral("Rack positions"), 2);
        w.table(t);
    }
}

} // namespace dcs
