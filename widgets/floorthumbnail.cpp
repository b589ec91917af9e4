#include "floorthumbnail.h"
#include "floorplanpainter.h"
#include "project/project.h"
#include <QPainter>

namespace dcs {

FloorThumbnail::FloorThumbnail(const QString &caption, const Project &project, const Catalog &catalog,
                               const Analysis &analysis, std::shared_ptr<const void> keepAlive, QWidget *parent)
    : QWidget(parent), mCaption(caption), mProject(project), mCatalog(catalog), mAnalysis(analysis),
      mKeepAlive(std::move(keepAlive))
{
    setMinimumSize(160, 140);
    setToolTip(tr("%1: %2 x %3 m").arg(caption).arg(project.hall.widthM).arg(project.hall.depthM));
}

void FloorThumbnail::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Qt::white);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const int captionHeight = p.fontMetrics().height() + 6;
    p.drawText(QRect(6, 2, width() - 12, captionHeight), Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(mCaption, Qt::ElideRight, width() - 12));
    const FloorPlanPainter painter(mProject, mCatalog, mAnalysis, {});
    const QRectF source = painter.sceneRect();
    const QRectF room = QRectF(rect()).adjusted(4, captionHeight + 2, -4, -4);
    if (source.isEmpty() || room.width() < 10 || room.height() < 10)
        return;
    // Same scale both ways, centred: the hall keeps its proportions.
    const double scale = std::min(room.width() / source.width(), room.height() / source.height());
    const QSizeF size = source.size() * scale;
    const QRectF target(room.center() - QPointF(size.width() / 2, size.height() / 2), size);
    painter.paint(&p, target, source);
}

} // namespace dcs
