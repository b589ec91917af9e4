#include "costengine.h"
#include "costbasis.h"
#include "spec/costinputs.h"
#include "spec/costmarkets.h"
#include "costmodel.h"
#include "costuncertainty.h"
#include "project/project.h"
#include <cstdio>

namespace dcs {

namespace {

enum class Uncertainty { Left, Computed };

CostResult priced(const EngineContext &context, const CostEngine::Needs &needs, Uncertainty uncertainty)
{
    const Project &p = context.project;
    std::vector<Warning> &warnings = context.warnings;
    const CostSettings &c = p.cooling.cost;
    CostBasis basis = CostBasis::measure(p, context.catalog, needs.inventory, needs.cooling, needs.network);
    if (needs.smoothing)
        basis.smoothing = *needs.smoothing;
    std::array<CostInputRange, kCostInputCount> ranges;
    for (int i = 0; i < kCostInputCount; ++i)
        ranges[size_t(i)] = CostInputs::range(p, CostInput(i));
    CostInputValues base{};
    for (size_t i = 0; i < ranges.size(); ++i)
        base[i] = ranges[i].base;

    CostResult r;
    r.years = c.tcoYears;
    r.gpus = basis.gpus;
    r.cablingUsd = basis.cablingUsd;
    r.discountRatePct = c.discountRatePct;
    {
        std::string how;
        const CostMarket &m = CostMarkets::resolve(p.site, p.cooling, &how);
        r.location = {m.id, m.name, how, CostMarkets::factor(p.site, p.cooling), c.locationFactor > 0, m.source};
        if (how == "fallback" && c.locationFactor <= 0)
            warnings.push_back({WarningCode::CostMarketFallback,
                                "No construction market of the cost index matches the site location '" + p.site.location +
                                    "'; the plant and the building are priced as in " + m.name + ".",
                                {}, "Choose the construction market in Site and Cooling > Site and cost, or set the location factor on "
                                    "the Cost inputs page."});
    }
    r.comparison = basis.comparison;
    r.airNotBuildable = basis.airNotBuildable;
    const CostVerdict v = CostModel::price(basis, base, r.reference, r.candidate);
    r.tcoDifference = v.tcoDifference;
    r.npvDifference = v.npvDifference;
    r.breakEvenYears = v.breakEvenYears;
    r.discountedBreakEvenYears = v.discountedBreakEvenYears;
    // Cheaper to build and dearer to run, the candidate has no break-even: when the reference catches up.
    const double extraCapex = r.reference.capexTotal - r.candidate.capexTotal;
    const double runningSaving = r.candidate.opexPerYear - r.reference.opexPerYear;
    if (extraCapex > 0 && runningSaving > 0) {
        r.candidateCheaperUpFrontDearerToRun = true;
        r.referenceCatchUpYears = CostModel::breakEven(extraCapex, runningSaving, 0.0);
        r.discountedReferenceCatchUpYears = CostModel::breakEven(extraCapex, runningSaving, r.discountRatePct / 100.0);
    }
    if (uncertainty == Uncertainty::Computed) {
        basis.spanRanges(p);  // the year over the COP and setpoint ranges: the tornado and Monte Carlo run need it
        r.tornado = CostUncertainty::tornado(basis, ranges);
        r.monteCarlo = CostUncertainty::monteCarlo(basis, ranges, c.monteCarloSamples, std::uint64_t(c.monteCarloSeed));
    }
    for (CostInput i : CostInputs::outsideRange(p)) {
        const CostInputInfo &info = CostInputs::info(i);
        const CostInputRange &range = ranges[size_t(i)];
        const bool user = p.cooling.cost.ranges.count(info.key) > 0;
        const CostDefaultRange sourced = CostInputs::defaultRange(p.site, p.cooling, i);
        const auto given = user ? p.cooling.cost.ranges.at(info.key) : CostRange{sourced.low, sourced.high};
        r.outsideRange.push_back(info.key);
        char figures[160];
        std::snprintf(figures, sizeof figures, "%g lies outside its %s range %g..%g %s", range.base,
                      user ? "own" : "sourced", given.low, given.high, info.unit);
        warnings.push_back({WarningCode::CostInputOutsideRange,
                            std::string(info.label) + " (" + info.key + "): " + figures + ".", {},
                            user ? "Widen the range or correct the value; the tornado and Monte Carlo run use the value "
                                   "as the range's end."
                                 : "Check the value, or set your own range with its source (default from: " + sourced.source + ")."});
    }
    return r;
}

} // namespace

CostResult CostEngine::evaluate(const EngineContext &context, const Needs &needs)
{
    return priced(context, needs, Uncertainty::Computed);
}

CostResult CostEngine::verdict(const EngineContext &context, const Needs &needs)
{
    return priced(context, needs, Uncertainty::Left);
}

} // namespace dcs
