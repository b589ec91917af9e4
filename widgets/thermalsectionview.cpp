#include "thermalsectionview.h"
#include "thermal/thermalresult.h"
#include "thermalmap.h"
#include "thermalsectionpainter.h"
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace dcs {

namespace {
constexpr double kMargin = 8, kTitle = 20;
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
    if (!mAnalysis || !mAnalysis->complete)
        return {};
    return ThermalSectionPainter::row(*mAnalysis->thermal, mRackId);
}

std::vector<std::string> ThermalSectionView::rackIds() const
{
    std::vector<std::string> ids;
    for (const RackThermal *r : row())
        ids.push_back(r->rackId);
    return ids;
}

QRectF ThermalSectionView::columnsArea() const
{
    return {kMargin, kMargin + kTitle, width() - 2 * kMargin, height() - 2 * kMargin - kTitle};
}

void ThermalSectionView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const std::vector<const RackThermal *> racks = row();
    const QRectF titleRect(kMargin, kMargin, width() - 2 * kMargin, kTitle);
    if (racks.empty()) {
        p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                   mAnalysis && !mAnalysis->complete ? tr("Section: computing…") : tr("Section: no thermal map."));
        return;
    }
    const ThermalResult &t = *mAnalysis->thermal;
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(ThermalSectionPainter::title(racks, t), Qt::ElideRight, int(titleRect.width())));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() - 1.5));
    p.setFont(small);
    ThermalSectionPainter::paint(p, columnsArea(), t, racks, mRackId, palette().color(QPalette::WindowText));
}

bool ThermalSectionView::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(e);
        const std::vector<const RackThermal *> racks = row();
        for (int i = 0; i < int(racks.size()); ++i)
            if (ThermalSectionPainter::columnRect(columnsArea(), i, int(racks.size())).contains(help->pos())) {
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
