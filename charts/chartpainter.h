#pragma once
#include <QRectF>

class QChart;
class QPainter;

namespace dcs {

// Draws a chart into any painter (the PDF writer, an image) at the given rectangle. Qt Charts
// are QGraphicsWidgets, so the chart is laid out in a private scene of exactly that size and
// the scene is rendered: on a QPdfWriter the result is vector paths and real text.
namespace ChartPainter {

// Takes ownership of chart.
void paint(QChart *chart, QPainter *painter, const QRectF &target);

} // namespace ChartPainter
} // namespace dcs
