#pragma once
#include "paretochart.h"
#include <QString>
#include <vector>

class QChart;

namespace dcs {

struct Analysis;

// Charts with one series per variant of a design (issue 18): the Compare window and the
// report's "Variants compared" chapter. Each variant is drawn with its own cooling
// architecture (the one the design states), in the qualitative palette by position, the
// reference (the first) in the first colour, so a variant keeps its colour across the charts.
namespace VariantCharts {

struct Design {
    QString name;
    const Analysis *analysis = nullptr;
};

// Monthly PUE of each variant's own architecture, months on x.
QChart *monthlyPue(const std::vector<Design> &designs);
// Cumulative cost of each variant's own architecture in millions of `currency`, over the TCO
// years (capex at year 0); `discounted`: opex discounted at the discount rate.
QChart *cumulativeCost(const std::vector<Design> &designs, const QString &currency, bool discounted);
// The hall's load per phase (L1, L2, L3: the PDUs' line loads summed, kW), a bar per variant.
QChart *phaseLoads(const std::vector<Design> &designs);
// Days to train the workload, a bar per variant (0 for a variant without GPUs).
QChart *trainingDays(const std::vector<Design> &designs);

// The Pareto chart of the variants (ParetoChart: the points, the front joined and highlighted)
// with a ring per variant in its colour, named in the legend, so each point says whose it is.
// `points` and `names` are index-aligned; a point with a NaN figure is left out.
QChart *pareto(const std::vector<ParetoChart::Point> &points, const std::vector<QString> &names, const QString &title,
               const QString &xTitle, const QString &yTitle);

} // namespace VariantCharts
} // namespace dcs
