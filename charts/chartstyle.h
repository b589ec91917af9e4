#pragma once
#include <QColor>
#include <QString>

#include <Qt>

class QChart;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace dcs {

// One look for every chart, on screen and in the report: white background, no animation
// (a chart rebuilt after every edit must not replay its animation), legend below, fonts
// readable at report scale.
namespace ChartStyle {

void apply(QChart *chart, const QString &title);

// Sets `axis` to run from `min` to at least `max` in steps of 1, 2 or 5 times a power of ten,
// with at most `maxTicks` ticks, labelled with the decimals the step needs: a "%.0f" format on
// Qt's own nice numbers prints "0 1 1 2 2" when the step is 0.5, and many ticks crowd a
// half-width chart.
void niceAxis(QValueAxis *axis, double min, double max, int maxTicks = 6);

// Sets `axis` to run from exactly `min` to `max` (a curve that ends at `max` reaches the frame),
// with ticks at multiples of 1, 2 or 5 times a power of ten from zero, at most `maxTicks` of them:
// a time axis of three 4.02 s steps ends at 12.06 s, not at niceAxis's 15 s.
void spanAxis(QValueAxis *axis, double min, double max, int maxTicks = 6);

// Fixed colours so the same quantity has the same colour in every chart.
QColor air();       // air cooling architecture
QColor liquid();    // liquid cooling architecture
QColor limit();     // rating lines (derated breaker limit, HBM capacity)
QColor series(int index);  // a qualitative palette for phases, tiers, components

// An empty line series named `name` (its legend text) drawn in `colour`, `style`, `width` px.
QLineSeries *line(const QString &name, const QColor &colour, Qt::PenStyle style, double width);

// A single marked point named `name` in the limit colour (a break-even on a cost chart).
QScatterSeries *marker(const QString &name, double x, double y);

} // namespace ChartStyle
} // namespace dcs
