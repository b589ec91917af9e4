#include "thermalsectionpainter.h"
#include "thermal/thermalresult.h"
#include "thermalmap.h"
#include <QPainter>
#include <algorithm>

namespace dcs {

std::vector<const RackThermal *> ThermalSectionPainter::row(const ThermalResult &result, const std::string &rackId)
{
    std::vector<const RackThermal *> out;
    const RackThermal *chosen = result.solved ? result.rack(rackId) : nullptr;
    if (!chosen || chosen->faceLine < 0)
        return out;
    for (const RackThermal &r : result.racks)
        if (r.faceLine == chosen->faceLine && r.solved)
            out.push_back(&r);
    std::sort(out.begin(), out.end(), [](const RackThermal *a, const RackThermal *b) { return a->alongM < b->alongM; });
    return out;
}

QString ThermalSectionPainter::title(const std::vector<const RackThermal *> &racks, const ThermalResult &result)
{
    if (racks.empty())
        return {};
    return QStringLiteral("Row %1 – %2: inlet by height, floor to %3 m")
        .arg(QString::fromStdString(racks.front()->rackId), QString::fromStdString(racks.back()->rackId))
        .arg(result.layersHeightM, 0, 'f', 1);
}

QRectF ThermalSectionPainter::columnRect(const QRectF &area, int index, int count)
{
    const double w = std::min(kMaxColumn, area.width() / std::max(1, count));
    const double left = area.left() + (area.width() - w * count) / 2;
    return {left + index * w, area.top(), w, area.height() - kLabel};
}

void ThermalSectionPainter::paint(QPainter &p, const QRectF &area, const ThermalResult &result,
                                  const std::vector<const RackThermal *> &racks, const std::string &chosenId,
                                  const QColor &text)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    const int n = int(racks.size());
    for (int i = 0; i < n; ++i) {
        const RackThermal &r = *racks[size_t(i)];
        const QRectF col = columnRect(area, i, n);
        const int layers = std::max(1, int(r.inletByLayerC.size()));
        const double bandH = col.height() / layers;
        for (int l = 0; l < layers; ++l) {
            const double c = r.inletByLayerC.empty() ? r.inletMeanC : r.inletByLayerC[size_t(l)];
            const QRectF band(col.left(), col.bottom() - (l + 1) * bandH, col.width(), bandH);
            p.fillRect(band, ThermalMap::colourFor(c, result));
            p.setPen(QColor(0x60, 0x60, 0x60));
            p.drawRect(band);
            if (band.width() >= 30)
                p.drawText(band, Qt::AlignCenter, QString::number(c, 'f', band.width() >= 44 ? 1 : 0));
        }
        if (r.openAisleEnd) {  // warm air comes in over the top of an open end: the map may read it too cool
            p.setPen(QPen(openEndColour(), 2, Qt::DashLine));
            p.drawRect(QRectF(col.left(), col.bottom() - layers * bandH, col.width(), bandH).adjusted(2, 2, -2, -2));
        }
        if (r.rackId == chosenId) {
            p.setPen(QPen(Qt::black, 2));
            p.drawRect(col.adjusted(1, 1, -1, -1));
        }
        // Labels where they fit; in a narrow area the first, the last and the chosen rack's.
        if (col.width() < 40 && i != 0 && i != n - 1 && r.rackId != chosenId)
            continue;
        p.setPen(text);
        const QString id = QString::fromStdString(r.rackId);
        const double labelW = std::max(col.width() + 8, 52.0);
        const double labelX = std::clamp(col.center().x() - labelW / 2, area.left(), std::max(area.left(), area.right() - labelW));
        p.drawText(QRectF(labelX, col.bottom() + 2, labelW, kLabel), Qt::AlignHCenter | Qt::AlignTop,
                   p.fontMetrics().elidedText(id, Qt::ElideLeft, int(labelW)));
    }
    p.restore();
}

} // namespace dcs
