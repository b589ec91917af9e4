// CostBasis over its inputs' ranges (the Monte Carlo of the cost verdict): the mechanical
// plant's hours tabulated across each climate-sensitive input's range once (spanRanges), read
// back by interpolation for a sampled input vector (mechanicalAt), and the power chain's losses
// applied to a sample (withLosses).
#include "costbasis.h"
#include "spec/costinputs.h"
#include "climate/hourlyclimate.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {

// n steps from low up to the base and n from the base up to high: the base is a grid point.
std::vector<double> gridAround(double low, double base, double high, int n)
{
    std::vector<double> g;
    for (int i = 0; i <= n; ++i)
        g.push_back(low + (base - low) * i / n);
    for (int i = 1; i <= n; ++i)
        g.push_back(base + (high - base) * i / n);
    return g;
}

// The cell of `g` holding v and the fraction across it (clamped at the ends; a zero-width cell
// of a range that starts at its base is never chosen).
std::pair<size_t, double> bracket(const std::vector<double> &g, double v)
{
    if (g.size() < 2 || v <= g.front())
        return {0, 0.0};
    if (v >= g.back())
        return {g.size() - 2, 1.0};
    const size_t i = size_t(std::upper_bound(g.begin(), g.end(), v) - g.begin()) - 1;
    return {i, (v - g[i]) / (g[i + 1] - g[i])};
}

double at(const CostInputValues &x, CostInput i) { return x[size_t(i)]; }

} // namespace

void CostBasis::spanRanges(const Project &p)
{
    if (!year)
        return;
    constexpr int kSteps = 4;
    auto offsets = [&](CostInput supply, CostInput approach, bool supplyCounts) {
        const CostInputRange s = CostInputs::range(p, supply), a = CostInputs::range(p, approach);
        const double w = supplyCounts ? 1.0 : 0.0;
        return gridAround(w * (s.low - s.base) - (a.high - a.base), 0.0, w * (s.high - s.base) - (a.low - a.base), kSteps);
    };
    const CostInputRange cop = CostInputs::range(p, CostInput::ChillerCop);
    copGrid = gridAround(cop.low, cop.base, cop.high, kSteps);
    airShiftGrid = offsets(CostInput::ChilledWaterSupplyC, CostInput::EconomizerApproachK,
                           plant.air.economizer == Economizer::WaterSide);
    liquidShiftGrid = offsets(CostInput::LiquidSupplyC, CostInput::DryCoolerApproachK, true);
    // Free cooling keys on (supply - approach): shifting the approach by -d is shifting it by d.
    std::vector<CoolingSettings> chillers(copGrid.size(), plant), economizers(airShiftGrid.size(), plant);
    for (size_t i = 0; i < copGrid.size(); ++i)
        chillers[i].air.chillerCop = copGrid[i];
    for (size_t j = 0; j < airShiftGrid.size(); ++j) {
        economizers[j].air.economizerApproachK = plant.air.economizerApproachK - airShiftGrid[j];
        economizers[j].liquid.dryCoolerApproachK = plant.liquid.dryCoolerApproachK - liquidShiftGrid[j];
    }
    for (int t = 0; t < tables(); ++t) {
        // The same grid for the other table, with its liquid loop's heat rejection.
        for (CoolingSettings &c : chillers)
            c.liquid.heatRejection = tablePlants[size_t(t)].liquid.heatRejection;
        for (CoolingSettings &c : economizers)
            c.liquid.heatRejection = tablePlants[size_t(t)].liquid.heatRejection;
        mechanical[size_t(t)] = PlantModel::mechanicalHoursTable(chillers, economizers, *year, tableWatched[size_t(t)]);
    }
}

PlantModel::MechanicalHours CostBasis::mechanicalAt(const CostInputValues &x, int table) const
{
    const std::vector<PlantModel::MechanicalHours> &grid = mechanical[size_t(table)];
    if (grid.empty())
        return mechanicalBase[size_t(table)];
    const double airShift =
        (plant.air.economizer == Economizer::WaterSide ? at(x, CostInput::ChilledWaterSupplyC) - plant.air.chilledWaterSupplyC
                                                        : 0.0) -
        (at(x, CostInput::EconomizerApproachK) - plant.air.economizerApproachK);
    const double liquidShift = (at(x, CostInput::LiquidSupplyC) - plant.liquid.supplyC) -
                               (at(x, CostInput::DryCoolerApproachK) - plant.liquid.dryCoolerApproachK);
    // Named, not a structured binding: the lambda below captures them, which clang 14 (the fuzz
    // build's compiler) refuses for bindings.
    const auto copBracket = bracket(copGrid, at(x, CostInput::ChillerCop));
    const size_t i = copBracket.first;
    const double t = copBracket.second;
    const auto [j, u] = bracket(airShiftGrid, airShift);
    const auto [k, v] = bracket(liquidShiftGrid, liquidShift);
    const size_t n = airShiftGrid.size();
    auto cell = [&](size_t ci, size_t si) -> const PlantModel::MechanicalHours & { return grid[ci * n + si]; };
    auto bilinear = [&](size_t s, double w, auto field) {
        const double lo = (1 - w) * field(cell(i, s)) + w * field(cell(i, s + 1));
        const double hi = (1 - w) * field(cell(i + 1, s)) + w * field(cell(i + 1, s + 1));
        return (1 - t) * lo + t * hi;
    };
    using M = PlantModel::MechanicalHours;
    M m;
    m.air = bilinear(j, u, [](const M &c) { return c.air; });
    m.liquid = bilinear(k, v, [](const M &c) { return c.liquid; });
    for (size_t h = 0; h < m.airAt.size(); ++h) {
        m.airAt[h] = bilinear(j, u, [h](const M &c) { return c.airAt[h]; });
        m.liquidAt[h] = bilinear(k, v, [h](const M &c) { return c.liquidAt[h]; });
    }
    // The hottest hour's trim share does not depend on the COP.
    m.liquidPeakTrim = (1 - v) * cell(0, k).liquidPeakTrim + v * cell(0, k + 1).liquidPeakTrim;
    return m;
}

CostBasis::Architecture CostBasis::withLosses(Architecture a, const CostInputValues &x) const
{
    constexpr double kHours = HourlyClimate::kHours;
    const double dLossPerItW = lossPerNoLoad * (at(x, CostInput::UpsNoLoadLoss) - plant.powerChain.ups.noLoad);
    const double itW = a.itKwh * 1000.0 / kHours;  // the IT draw is constant over the year
    a.fixedKwh += dLossPerItW * a.itKwh;
    a.peakNonCoolingW += dLossPerItW * itW + (at(x, CostInput::LightingWPerM2) - plant.lightingOtherWPerM2) * designAreaM2;
    return a;
}

} // namespace dcs
