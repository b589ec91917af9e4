#include "thermalsection.h"
#include "displayformat.h"
#include "thermal/thermalresult.h"
#include "floorcolouring.h"
#include "floorlegend.h"
#include "floorplanpainter.h"
#include "reportcontext.h"
#include "reportwriter.h"
#include "thermalmap.h"
#include <QPainter>
#include <algorithm>

namespace dcs {

void ThermalSection::write(ReportWriter &w, const ReportContext &c) const
{
    const ThermalResult &r = c.analysis.thermal;
    const DisplayFormat f = DisplayFormat::report();
    w.heading(title());
    if (!r.solved) {
        w.paragraph(QStringLiteral("No thermal map: %1").arg(QString::fromStdString(r.message)));
        return;
    }
    w.paragraph(QStringLiteral("Zonal model on %1 m cells, %12 layer(s) in the rack's height under a mixed ceiling zone: "
                               "potential flow of the air, steady advection-diffusion of its heat (rack cooling indices "
                               "after Herrlin 2005), CRAH supply at %2, ASHRAE class %3. Worst inlet (the warmest height of "
                               "a rack's face) %4 at %5; RCI HI %6 %, RCI LO %7 %, RTI %8 %. Heat from racks %9, removed by "
                               "rear doors %10 and by the air units %11.")
                    .arg(f.number(r.cellM, 2), f.celsius(r.supplySetpointC), QString::fromStdString(r.ashraeClass),
                         f.celsius(r.worstInletC), QString::fromStdString(r.worstRackId), f.number(r.rciHiPct, 1),
                         f.number(r.rciLoPct, 1), f.number(r.rtiPct, 0), f.kilowatts(r.rackHeatW))
                    .arg(f.kilowatts(r.doorHeatW), f.kilowatts(r.unitHeatW), QString::number(r.layers)));
    w.paragraph(QStringLiteral("Model error: against CFD (OpenFOAM) of two reference halls in six cases, the rack inlets "
                               "are within 2 K on average, at the face and at the top third of the rack, with three "
                               "layers; the worst rack is 7 K too cool at the top, at a row end where hot exhaust wraps "
                               "round the row (the model has no buoyancy or momentum). Read the map as a ranking of "
                               "racks and aisles at risk; confirm marginal racks with CFD."),
                true);

    const FloorPlanPainter plan(c.project, c.catalog, c.analysis, {FloorColouring::Mode::RoomTemperature});
    const QRectF source = plan.sceneRect();
    const double maxHeight = w.contentRect().height() * 0.5;
    const double scale = std::min(w.width() / source.width(), maxHeight / source.height());
    const QSizeF drawn(source.width() * scale, source.height() * scale);
    const FloorColouring::Legend legend = FloorColouring::legend(FloorColouring::Mode::RoomTemperature, c.project, c.analysis);
    const QSizeF legendSize = FloorLegend::sizeHint(legend, ReportWriter::font(6.5));
    w.figure(drawn.height() + 8 + legendSize.height(), [&](QPainter *p, const QRectF &rect) {
        const QRectF target(rect.left() + (rect.width() - drawn.width()) / 2, rect.top(), drawn.width(), drawn.height());
        plan.paint(p, target, source);
        // The air over the open floor (racks and units are no cells of the map, so they stay as drawn).
        p->save();
        p->setClipRect(target);
        p->translate(target.topLeft());
        p->scale(scale, scale);
        p->translate(-source.topLeft());
        ThermalMap::paintCells(p, r, FloorPlanPainter::kUnitsPerMetre);
        p->restore();
        p->setFont(ReportWriter::font(6.5));
        FloorLegend::paint(p, QRectF(QPointF(rect.right() - legendSize.width(), target.bottom() + 6), legendSize), legend);
    });

    std::vector<const RackThermal *> hot;
    for (const RackThermal &t : r.racks)
        if (t.solved)
            hot.push_back(&t);
    std::sort(hot.begin(), hot.end(), [](const RackThermal *a, const RackThermal *b) { return a->inletWarmestC > b->inletWarmestC; });
    hot.resize(std::min<size_t>(hot.size(), 12));
    ReportTable racks;
    racks.columns = {{QStringLiteral("Rack"), 1.2}, {QStringLiteral("Air heat"), 1, true}, {QStringLiteral("Airflow m³/s"), 1, true},
                     {QStringLiteral("Inlet mean"), 1, true}, {QStringLiteral("Inlet by height, bottom up"), 1.8, true},
                     {QStringLiteral("Exhaust"), 1, true}};
    for (const RackThermal *t : hot)
        racks.add({QString::fromStdString(t->rackId), f.kilowatts(t->airHeatW), f.number(t->airflowM3s, 2),
                   f.celsius(t->inletMeanC), t->inletByLayerC.size() > 1 ? f.celsiusSeries(t->inletByLayerC) : f.celsius(t->inletTopC),
                   f.celsius(t->exhaustC)},
                  t->ashraeBand == 2 ? QColor(0xf8, 0xd0, 0xd0) : t->ashraeBand == 1 ? QColor(0xfd, 0xe9, 0xc8) : QColor());
    w.heading(QStringLiteral("Hottest racks"), 2);
    w.table(racks);

    if (r.failures.empty() && !r.failureScanComplete) {
        w.heading(QStringLiteral("Failure scan"), 2);
        w.paragraph(QString::fromStdString(r.failureScanNote), true);
    }
    if (!r.failures.empty()) {
        ReportTable scan;
        scan.columns = {{QStringLiteral("Unit off"), 1.2}, {QStringLiteral("Worst rack"), 1.2},
                        {QStringLiteral("Worst inlet"), 1, true}, {QStringLiteral("Over recommended"), 1, true},
                        {QStringLiteral("Over allowable"), 1, true}};
        for (const ThermalFailureCase &fc : r.failures)
            scan.add({QString::fromStdString(fc.unitId), QString::fromStdString(fc.worstRackId),
                      fc.noCoolingLeft ? QStringLiteral("no cooling left") : f.celsius(fc.worstInletC),
                      f.number(fc.racksOverRecommended), f.number(fc.racksOverAllowable)},
                     fc.racksOverAllowable > 0 ? QColor(0xf8, 0xd0, 0xd0) : fc.racksOverRecommended > 0 ? QColor(0xfd, 0xe9, 0xc8) : QColor());
        w.heading(QStringLiteral("Failure scan (each air unit off in turn)"), 2);
        if (!r.failureScanComplete)
            w.paragraph(QString::fromStdString(r.failureScanNote), true);
        w.table(scan);
    }
}

} // namespace dcs
