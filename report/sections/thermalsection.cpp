#include "thermalsection.h"
#include "displayformat.h"
#include "thermal/thermalresult.h"
#include "floorcolouring.h"
#include "floorlegend.h"
#include "floorplanpainter.h"
#include "reportcontext.h"
#include "reportwriter.h"
#include "thermalmap.h"
#include "thermalsectionpainter.h"
#include <QPainter>
#include <QStringList>
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
                               "after Herrlin 2005), CRAH supply at %2 %13, return %14, ASHRAE class %3. Worst inlet (the warmest height of "
                               "a rack's face) %4 at %5; RCI HI %6 %, RCI LO %7 %, RTI %8 %. Heat from racks %9%15, removed by "
                               "rear doors %10 and by the air units %11.")
                    .arg(f.number(r.cellM, 2), f.celsius(r.supplySetpointC), QString::fromStdString(r.ashraeClass),
                         f.celsius(r.worstInletC), QString::fromStdString(r.worstRackId), f.number(r.rciHiPct, 1),
                         f.number(r.rciLoPct, 1), f.number(r.rtiPct, 0), f.kilowatts(r.rackHeatW))
                    .arg(f.kilowatts(r.doorHeatW), f.kilowatts(r.unitHeatW), QString::number(r.layers),
                         r.raisedFloor ? QStringLiteral("through the raised floor's perforated tiles") : QStringLiteral("into the room"),
                         r.plenumReturn ? QStringLiteral("through a ceiling plenum's grilles over the hot aisles")
                                        : QStringLiteral("through the room"),
                         r.sidecarHeatW <= 0 ? QString()
                         : QStringLiteral(" and from liquid-to-air CDUs %1 (their loops' heat, fans and pumps, blown out of "
                                          "their backs where they stand%2)")
                               .arg(f.kilowatts(r.sidecarHeatW),
                                    r.sidecarCeilingHeatW > 0
                                        ? QStringLiteral("; %1 of it under the ceiling, from CDUs with no path for their air")
                                              .arg(f.kilowatts(r.sidecarCeilingHeatW))
                                        : QString())));
    w.paragraph(QStringLiteral("Model error: against CFD (OpenFOAM) of three reference halls in eight cases, the rack "
                               "inlets are within 2 K on average, at the face and at the top third of the rack, with three "
                               "layers. The racks at the ends of open (uncontained) aisles are the exception: there hot "
                               "exhaust wraps round the row and enters the top of the aisle, which the CFD shows 3-14 K "
                               "over the supply even where the tiles pass 1.6 times the racks' air; this model's buoyant "
                               "exchange at the open ends shows 2-5 K of it, so their tops may be up to 11 K warmer than "
                               "shown. Read the map as a ranking of racks and aisles at "
                               "risk, treat open aisle ends as warmer than shown, and confirm marginal racks with CFD or "
                               "contain the aisles."),
                true);
    QStringList openEnds;
    for (const RackThermal &t : r.racks)
        if (t.solved && t.openAisleEnd)
            openEnds << QString::fromStdString(t.rackId);
    if (!openEnds.isEmpty())
        w.paragraph(QStringLiteral("Racks at open aisle ends in this design (%1): %2.").arg(openEnds.size()).arg(openEnds.join(QStringLiteral(", "))));

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

    // The section of the worst rack's row (the studio's section view): the inlet by height, where
    // the plan map shows the layers' mean.
    const std::vector<const RackThermal *> row = ThermalSectionPainter::row(r, r.worstRackId);
    if (!row.empty()) {
        const double height = 130;
        w.figure(height, [&](QPainter *p, const QRectF &rect) {
            p->setFont(ReportWriter::font(8));
            p->setPen(Qt::black);
            const QRectF title(rect.left(), rect.top(), rect.width(), 14);
            p->drawText(title, Qt::AlignLeft | Qt::AlignVCenter,
                        QStringLiteral("Section. %1 (the warmest inlet, %2)")
                            .arg(ThermalSectionPainter::title(row, r), QString::fromStdString(r.worstRackId)));
            p->setFont(ReportWriter::font(6.5));
            ThermalSectionPainter::paint(*p, rect.adjusted(0, 18, 0, 0), r, row, r.worstRackId, Qt::black);
        }, row.front()->openAisleEnd || row.back()->openAisleEnd
               ? QStringLiteral("Dashed amber: the top of a rack at an open aisle end, which the map may read up to 11 K too cool.")
               : QString());
    }

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

    // Where the heat goes in height: what recirculates reaches the intakes layer by layer.
    if (r.layerHeat.size() > 1) {
        ReportTable layers;
        layers.columns = {{QStringLiteral("Height"), 1.3}, {QStringLiteral("Exhaust brings"), 1, true},
                          {QStringLiteral("Intakes draw"), 1, true}, {QStringLiteral("Returns take"), 1, true},
                          {QStringLiteral("Carried up"), 1, true}};
        for (size_t l = r.layerHeat.size(); l-- > 0;) {
            const LayerHeatFlow &h = r.layerHeat[l];
            const QString height = QStringLiteral("%1 – %2 m%3")
                                       .arg(f.number(h.fromM, 1), f.number(h.toM, 1),
                                            l + 1 == r.layerHeat.size() ? QStringLiteral(" (ceiling)") : QString());
            layers.add({height, f.kilowatts(h.exhaustW), f.kilowatts(h.intakeW), f.kilowatts(h.returnW), f.kilowatts(h.upW)});
        }
        w.heading(QStringLiteral("Heat by height"), 2);
        w.paragraph(QStringLiteral("Heat above the supply air, top down: what the racks' exhaust brings (it rises into "
                                   "the top layer), what their intakes draw back (recirculation), what the cooling units' "
                                   "returns take, and what the air carries up through each layer's top (negative: down)."));
        w.table(layers);
    }

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
