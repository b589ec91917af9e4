#pragma once
#include <QString>

class QChart;

namespace dcs {

struct Analysis;

// Charts of the cooling and cost engines (issue 4 section 5), for the "Cooling & cost" page
// and the PDF report alike. Each returns a new QChart the caller owns.
namespace CoolingCharts {

// Monthly PUE, one line per architecture (series "Air", "Liquid"), months on x (index 0..11).
QChart *monthlyPue(const Analysis &analysis);
// Cumulative cost (capex at year 0, + opex each year) over the TCO years, air vs liquid, in
// millions of the site currency; the break-even point is a marker series "Break-even", and the
// title says the year or "never".
QChart *cumulativeCost(const Analysis &analysis, const QString &currency);
// Annual energy by component (IT, cooling, distribution losses, other) in MWh as stacked bars,
// one bar per architecture (air first).
QChart *energyByComponent(const Analysis &analysis);

// Title text of cumulativeCost for a break-even (years, or < 0 for none) within `tcoYears`.
QString breakEvenText(double years, bool never, int tcoYears, const QString &candidate);

} // namespace CoolingCharts
} // namespace dcs
