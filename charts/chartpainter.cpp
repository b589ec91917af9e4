#include "chartpainter.h"
#include <QChart>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QPainter>
#include <QScreen>
#include <algorithm>

namespace dcs::ChartPainter {

void paint(QChart *chart, QPainter *painter, const QRectF &target)
{
    QGraphicsScene scene;
    scene.addItem(chart);  // the scene now owns the chart
    // Chart text is laid out with the screen's DPI; a 72-dpi PDF page would print it a third
    // larger than its point size. Laying the chart out on a proportionally larger canvas and
    // scaling it into the target keeps fonts at their size on paper.
    const QScreen *screen = QGuiApplication::primaryScreen();
    const double deviceDpi = painter->device() ? painter->device()->logicalDpiX() : 96.0;
    const double k = screen && deviceDpi > 0 ? std::max(1.0, screen->logicalDotsPerInch() / deviceDpi) : 1.0;
    const QRectF source(QPointF(0, 0), target.size() * k);
    chart->setGeometry(source);
    scene.setSceneRect(source);
    painter->save();
    scene.render(painter, target, source, Qt::IgnoreAspectRatio);
    painter->restore();
}

} // namespace dcs::ChartPainter
