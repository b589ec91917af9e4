#include "thermalsectionview.h"
#include "thermal/thermalresult.h"
#include "thermalmap.h"
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

namespace dcs {

namespace {
constexpr double kMargin = 8, kTitle = 20, kLabel = 18;
}

ThermalSectionView::ThermalSectionView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("thermalSection"));
    setToolTip(tr("Section: the fronts of one row of racks, each cut into the layers of the thermal map "
                  "(cooling.thermal.layers), coloured by the inlet air at that height. Click a rack in the "
                  "table above to show its row. A dashed amber outline marks the top of a rack at an open "
                  "aisle end, which the map may read up to 11 K too cool (docs/thermal.md)."));
}

void ThermalSectionView::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    const ThermalResult *t = mAnalysis ? mAnalysis->thermal.get() : nullptr;
    if (t && t->solved && (mRackId.empty() || !t->rack(mRackId)))
        mRackId = t->worstRackId;
    update();
}

void ThermalSectionView::showRowOf(const std::string &rackId)
{
    const RackThermal *r = mAnalysis ? mAnalysis->thermal->rack(rackId) : nullptr;
    if (!r || r->faceLine < 0)
        return;
    mRackId = rackId;
    update();
}

std::vector<const RackThermal *> ThermalSectionView::row() const
{
    std::vector<const RackThermal *> out;
    if (!mAnalysis || !mAnalysis->complete || !mAnalysis->thermal->solved)
        return out;
    const RackThermal *chosen = mAnalysis->thermal->rack(mRackId);
    if (!chosen || chosen->faceLine < 0)
        return out;
    for (const RackThermal &r : mAnalysis->thermal->racks)
        if (r.faceLine == chosen->faceLine && r.solved)
            out.push_back(&r);
    std::sort(out.begin(), out.end(), [](const RackThermal *a, const RackThermal *b) { return a->alongM < b->alongM; });
    return out;
}

std::vector<std::string> ThermalSectionView::rackIds() const
{
    std::vector<std::string> ids;
    for (const RackThermal *r : row())
        ids.push_back(r->rackId);
    return ids;
}

// Columns as wide as the racks would be side by side, at most 64 px, centred.
QRectF ThermalSectionView::columnRect(int index, int count) const
{
    const double usable = width() - 2 * kMargin;
    const double w = std::min(64.0, usable / std::max(1, count));
    const double left = kMargin + (usable - w * count) / 2;
    return {left + index * w, kMargin + kTitle, w, height() - 2 * kMargin - kTitle - kLabel};
}

void ThermalSectionView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const std::vector<const RackThermal *> racks = row();
    const QRectF titleRect(kMargin, kMargin, width() - 2 * kMargin, kTitle);
    if (racks.empty()) {
        p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                   mAnalysis && !mAnalysis->complete ? tr("Section: computing…") : tr("Section: no thermal map."));
        return;
    }
    const ThermalResult &t = *mAnalysis->thermal;
    const QString title = tr("Row %1 – %2: inlet by height, floor to %3 m")
                              .arg(QString::fromStdString(racks.front()->rackId), QString::fromStdString(racks.back()->rackId))
                              .arg(t.layersHeightM, 0, 'f', 1);
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, p.fontMetrics().elidedText(title, Qt::ElideRight, int(titleRect.width())));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() - 1.5));
    p.setFont(small);
    const int n = int(racks.size());
    for (int i = 0; i < n; ++i) {
        const RackThermal &r = *racks[size_t(i)];
        const QRectF col = columnRect(i, n);
        const int layers = std::max(1, int(r.inletByLayerC.size()));
        const double bandH = col.height() / layers;
        for (int l = 0; l < layers; ++l) {
            const double c = r.inletByLayerC.empty() ? r.inletMeanC : r.inletByLayerC[size_t(l)];
            const QRectF band(col.left(), col.bottom() - (l + 1) * bandH, col.width(), bandH);
            p.fillRect(band, ThermalMap::colourFor(c, t));
            p.setPen(QColor(0x60, 0x60, 0x60));
            p.drawRect(band);
            if (band.width() >= 30)
                p.drawText(band, Qt::AlignCenter, QString::number(c, 'f', band.width() >= 44 ? 1 : 0));
        }
        if (r.openAisleEnd) {  // the map's blind spot: warm air comes over the top of an open end
            p.setPen(QPen(openEndColour(), 2, Qt::DashLine));
            p.drawRect(QRectF(col.left(), col.bottom() - layers * bandH, col.width(), bandH).adjusted(2, 2, -2, -2));
        }
        if (r.rackId == mRackId) {
            p.setPen(QPen(Qt::black, 2));
            p.drawRect(col.adjusted(1, 1, -1, -1));
        }
        // Labels where they fit; in a narrow view the first, the last and the chosen rack's.
        if (col.width() < 40 && i != 0 && i != n - 1 && r.rackId != mRackId)
            continue;
        p.setPen(palette().color(QPalette::WindowText));
        const QString id = QString::fromStdString(r.rackId);
        const double labelW = std::max(col.width() + 8, 52.0);
        const double labelX = std::clamp(col.center().x() - labelW / 2, 0.0, std::max(0.0, width() - labelW));
        p.drawText(QRectF(labelX, col.bottom() + 2, labelW, kLabel), Qt::AlignHCenter | Qt::AlignTop,
                   p.fontMetrics().elidedText(id, Qt::ElideLeft, int(labelW)));
    }
}

bool ThermalSectionView::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(e);
        const std::vector<const RackThermal *> racks = row();
        for (int i = 0; i < int(racks.size()); ++i)
            if (columnRect(i, int(racks.size())).contains(help->pos())) {
                QToolTip::showText(help->globalPos(), tr("%1: inlet %2")
                                                          .arg(QString::fromStdString(racks[size_t(i)]->rackId),
                                                               ThermalMap::inletLine(*racks[size_t(i)])),
                                   this);
                return true;
            }
    }
    return QWidget::event(e);
}

} // namespace dcs
