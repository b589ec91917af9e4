#pragma once
#include "costbasis.h"
#include "spec/costinputs.h"
#include "costresult.h"
#include <optional>

namespace dcs {

// The verdict of one set of input values: enough for the tornado and the Monte Carlo run.
struct CostVerdict {
    double tcoDifference = 0;  // candidate - reference over the TCO years
    double npvDifference = 0;
    std::optional<double> breakEvenYears;
    std::optional<double> discountedBreakEvenYears;
};

// Prices a measured design (CostBasis) at given input values (issue 14; docs/cost.md has every
// formula): the bottom-up capex bill of each architecture, opex (energy, maintenance, water,
// demand charges), TCO, NPV and the break-even years. Pure and allocation-free unless lines
// are asked for, so 10,000 Monte Carlo samples take milliseconds.
class CostModel
{
public:
    // Both options' bills (basis.options: air and liquid, or the liquid loop on dry coolers and
    // on cooling towers) with their lines and yearly curves.
    static CostVerdict price(const CostBasis &basis, const CostInputValues &x, ArchitectureCost &reference,
                             ArchitectureCost &candidate);
    // The verdict alone (no lines, no curves).
    static CostVerdict verdict(const CostBasis &basis, const CostInputValues &x);

    // sum over years 1..n of 1 / (1 + r)^y (r as a fraction; n years at r = 0).
    static double annuityFactor(double rate, double years);
    // Years t at which capex difference dCapex is repaid by a yearly saving dOpex discounted at
    // rate r: dCapex = dOpex (1 - (1 + r)^-t) / r; 0 when the candidate is not dearer up front and
    // saves; none when it never pays back.
    static std::optional<double> breakEven(double dCapex, double dOpex, double rate);
};

} // namespace dcs
