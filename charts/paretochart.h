#pragma once
#include <QString>
#include <vector>

class QChart;

namespace dcs {

// A scatter of designs over two figures with the Pareto front highlighted and joined (issue
// 18): `dcstudio sweep --plot`, `sweep-merge --plot`, and the Compare window to come.
namespace ParetoChart {

struct Point {
    double x = 0, y = 0;
    bool onFront = false;  // ParetoFront::of
};

// Points with a NaN figure are left out (the caller counts them into the title if it likes).
QChart *build(const std::vector<Point> &points, const QString &title, const QString &xTitle, const QString &yTitle);

} // namespace ParetoChart
} // namespace dcs
