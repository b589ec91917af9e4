#include "chartpainter.h"
#include <QChart>
#include <QGraphicsScene>
#include <QPainter>

namespace dcs::ChartPainter {

void paint(QChart *chart, QPainter *painter, const QRectF &target)
{
    QGraphicsScene scene;
    scene.addItem(chart);  // the scene now owns the chart
    const QRectF source(QPointF(0, 0), target.size());
    chart->setGeometry(source);
    scene.setSceneRect(source);
    painter->save();
    scene.render(painter, target, source, Qt::IgnoreAspectRatio);
    painter->restore();
}

} // namespace dcs::ChartPainter
