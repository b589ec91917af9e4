#pragma once
#include <QString>

namespace dcs {

struct CostResult;

// The sentence of the cost verdict that says when the dearer-to-build option pays its way,
// shared by the report's summary and its cost chapter: "Break-even of liquid cooling: year 3.4
// (discounted: year 4.1)." or, when the candidate costs less to build and more to run (it leads
// from year 0 and has no break-even), "Liquid cooling on cooling towers costs less up front and
// more to run: liquid cooling on dry coolers repays its larger capex in year 2.7 (discounted:
// year 3.2)."
QString costPaybackText(const CostResult &k);

} // namespace dcs
