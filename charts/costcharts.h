#pragma once
#include <QString>

class QChart;

namespace dcs {

struct Analysis;

// Charts of the cost verdict (issue 14), for the Cost page and the report's cost chapter.
// Each returns a new QChart the caller owns. Money in millions of the site currency.
namespace CostCharts {

// Cumulative cost with opex discounted at the discount rate, air vs liquid (series "Air",
// "Liquid"), and the discounted break-even as a marker series "Break-even".
QChart *discountedCost(const Analysis &analysis, const QString &currency);
// The ten most influential inputs: horizontal bars from the base TCO difference to the
// difference with the input at its low end (set "Low") and at its high end (set "High");
// an input whose range flips the verdict is marked with "flips" in its label.
QChart *tornado(const Analysis &analysis, const QString &currency);
// The Monte Carlo distribution of the TCO difference (liquid - air) as a stepped histogram:
// bins where liquid is cheaper in the liquid colour (series "Liquid cheaper"), the others in
// the air colour ("Air cheaper").
QChart *monteCarlo(const Analysis &analysis, const QString &currency);

constexpr int kTornadoBars = 10;
// The longest input label the tornado's axis shows whole in a half-width chart at 1280 x 800
// ("Switchgear, distribution"); longer ones are shortened with an ellipsis.
constexpr int kTornadoLabelChars = 24;

} // namespace CostCharts
} // namespace dcs
