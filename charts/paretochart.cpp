#include "paretochart.h"
#include "chartstyle.h"
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace dcs::ParetoChart {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("dcs::ParetoChart", text); }
} // namespace

QChart *build(const std::vector<Point> &points, const QString &title, const QString &xTitle, const QString &yTitle)
{
    auto *chart = new QChart;
    ChartStyle::apply(chart, title);
    auto *all = new QScatterSeries;
    auto *front = new QScatterSeries;
    auto *line = new QLineSeries;
    all->setMarkerSize(6);
    all->setColor(QColor(150, 160, 175));
    all->setBorderColor(QColor(150, 160, 175));
    front->setMarkerSize(10);
    front->setColor(ChartStyle::series(1));
    front->setBorderColor(ChartStyle::series(1).darker(140));
    line->setPen(QPen(ChartStyle::series(1), 1.6, Qt::DashLine));
    std::vector<QPointF> frontPoints;
    double xMin = INFINITY, xMax = -INFINITY, yMin = INFINITY, yMax = -INFINITY;
    int shown = 0;
    for (const Point &p : points) {
        if (!std::isfinite(p.x) || !std::isfinite(p.y))
            continue;
        ++shown;
        (p.onFront ? front : all)->append(p.x, p.y);
        if (p.onFront)
            frontPoints.emplace_back(p.x, p.y);
        xMin = std::min(xMin, p.x);
        xMax = std::max(xMax, p.x);
        yMin = std::min(yMin, p.y);
        yMax = std::max(yMax, p.y);
    }
    std::sort(frontPoints.begin(), frontPoints.end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    for (const QPointF &p : frontPoints)
        line->append(p);
    all->setName(tr("Variants (%1)").arg(shown - int(frontPoints.size())));
    front->setName(tr("Pareto front (%1)").arg(frontPoints.size()));
    chart->addSeries(all);
    chart->addSeries(line);
    chart->addSeries(front);
    auto *xAxis = new QValueAxis;
    auto *yAxis = new QValueAxis;
    xAxis->setTitleText(xTitle);
    yAxis->setTitleText(yTitle);
    if (shown == 0) {
        xMin = yMin = 0;
        xMax = yMax = 1;
    }
    // A margin of 5 % so the extreme points are not drawn on the axes.
    const double dx = std::max(xMax - xMin, std::abs(xMax) * 0.01 + 1e-9) * 0.05;
    const double dy = std::max(yMax - yMin, std::abs(yMax) * 0.01 + 1e-9) * 0.05;
    ChartStyle::niceAxis(xAxis, xMin - dx, xMax + dx);
    ChartStyle::niceAxis(yAxis, yMin - dy, yMax + dy);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    // The dashed line only joins the front; it needs no legend entry of its own.
    const auto markers = chart->legend()->markers(line);
    for (auto *m : markers)
        m->setVisible(false);
    return chart;
}

} // namespace dcs::ParetoChart
