#pragma once
#include <QColor>
#include <QString>

class QChart;

namespace dcs {

// One look for every chart, on screen and in the report: white background, no animation
// (a chart rebuilt after every edit must not replay its animation), legend below, fonts
// readable at report scale.
namespace ChartStyle {

void apply(QChart *chart, const QString &title);

// Fixed colours so the same quantity has the same colour in every chart.
QColor air();       // air cooling architecture
QColor liquid();    // liquid cooling architecture
QColor limit();     // rating lines (derated breaker limit, HBM capacity)
QColor series(int index);  // a qualitative palette for phases, tiers, components

} // namespace ChartStyle
} // namespace dcs
