// ThermalSolver::heatByLayer: the heat balance of every layer, a check the tests and the
// thermal summary use (what comes in equals what goes out, layer by layer).
#include "thermalsolver.h"
#include "thermalsolverlinks.h"
#include <algorithm>
#include <cmath>

namespace dcs {

std::vector<ThermalSolver::LayerHeat> ThermalSolver::heatByLayer(const std::vector<bool> &unitOn,
                                                                 const Solution &s) const
{
    const int n = openCount(), layers = mLayers.count;
    std::vector<LayerHeat> out(size_t(layers) + 1);
    if (!s.ok || s.allC.size() != size_t(ceiling()) + 1)
        return out;
    std::vector<double> src, ductCold, ductHot, roomSupply, roomReturn;
    std::vector<Injection> tileSupply;
    sources(unitOn, src, ductCold, ductHot, roomSupply, roomReturn, tileSupply);
    const std::vector<double> leakRate = leakRates(src);
    const Eigen::Map<const Eigen::VectorXd> temp(s.allC.data(), Eigen::Index(s.allC.size()));
    const double rhoCp = ThermalLoads::kRhoAir * ThermalLoads::kCpAir;
    auto layerOf = [&](int a) { return a < ceiling() ? a / n : layers; };
    auto heat = [&](int a, double flowM3s) { return rhoCp * flowM3s * (temp[a] - mSupplyC); };
    for (size_t r = 0; r < mGrid.racks.size(); ++r) {
        if (!mRackActive[r])
            continue;
        const std::vector<int> &intake = mGrid.racks[r].intake;
        const double q = mRacks[r].airflowM3s;
        for (int layer = 0; layer < layers; ++layer)
            for (int k : inLayer(intake, layer))
                out[size_t(layer)].intakeW += heat(k, q / layers / double(intake.size()));
        out[size_t(layers) - 1].exhaustW +=
            rhoCp * q * (s.rackInletC[r] - mSupplyC) + mRacks[r].heatW - doorRemovedW(r);
    }
    out[size_t(layers)].exhaustW += mCeilingHeatW;  // the ceiling zone's own source (sidecars)
    auto returning = [&](const std::vector<int> &unknowns, double q) {
        for (int k : unknowns)
            out[size_t(layerOf(k))].returnW += heat(k, q / double(unknowns.size()));
    };
    for (size_t u = 0; u < mGrid.units.size(); ++u)
        if (mUnitActive[u] && unitOn[u])
            returning(returnUnknowns(u), roomReturn[u]);
    for (size_t p = 0; p < mGrid.pods.size(); ++p)
        if (ductHot[p] > 0)
            returning(podUnknowns(p), ductHot[p]);
    for (int a = 0; a < ceiling(); ++a)
        forLinks(a, [&](int v, double cond, double mix, bool leak) {
            if (layerOf(v) != layerOf(a) + 1)
                return;  // within the layer (what one cell gives, its neighbour receives) or down
            const double flow = leak ? leakFlow(leakRate, a, v, cond) : cond * (s.phi[size_t(a)] - s.phi[size_t(v)]);
            const bool resolved = v < ceiling();  // the TVD correction is applied between rack-level layers
            const double faceT = flow > 0 ? faceC(s.allC.data(), a, v, resolved ? farUpwind(a, v) : -1)
                                          : faceC(s.allC.data(), v, a, resolved ? farUpwind(v, a) : -1);
            out[size_t(layerOf(a))].upW += rhoCp * (flow * (faceT - mSupplyC) + mix * (temp[a] - temp[v]));
        });
    for (const Circulation &c : mExchange) {
        const int from = layerOf(c.from), to = layerOf(c.to);
        if (to != from)  // up the room's column or down the aisle's, at an open aisle end
            out[size_t(std::min(from, to))].upW += (to > from ? 1.0 : -1.0) * heat(c.from, c.flowM3s);
    }
    for (int layer = 0; layer <= layers; ++layer) {
        LayerHeat &h = out[size_t(layer)];
        const double fromBelow = layer > 0 ? out[size_t(layer) - 1].upW : 0.0;
        h.residualW = h.exhaustW + fromBelow - h.intakeW - h.returnW - h.upW;
    }
    return out;
}

} // namespace dcs
