// ThermalSolver::solve: the potential flow's fluxes, then the temperatures by upwind advection
// with a deferred higher-order correction (docs/thermal.md), and the one-layer top-third rule.
#include "thermalsolver.h"
#include "thermalsolverlinks.h"
#include <Eigen/SparseLU>
#include <algorithm>
#include <cmath>

namespace dcs {

using SpMat = Eigen::SparseMatrix<double>;
using Triplet = Eigen::Triplet<double>;

namespace {

// SparseLU for the temperature matrix, assembled already in its fill-reducing order
// (orderTemperatureUnknowns). Eigen keeps SuperLU's settings for general matrices (panels of 16
// columns) in a protected member with no setter. Panels of 4 columns factorize stress-16k at
// 0.3 m cells about a quarter faster (re-solve 78 -> 64 ms in interleaved runs, the same factors;
// docs/thermal.md). In Eigen 3.4 `relax` only ends a panel early at the small subtrees of the
// elimination tree (it builds no relaxed supernodes); 8 measured as well as 4 and 16. Only speed
// depends on these numbers, never the result.
class TemperatureLU : public Eigen::SparseLU<SpMat, Eigen::NaturalOrdering<int>>
{
public:
    TemperatureLU()
    {
        m_perfv.panel_size = 4;
        m_perfv.relax = 8;
    }
};

} // namespace

ThermalSolver::Solution ThermalSolver::solve(const std::vector<bool> &unitOn, const Solution *warm) const
{
    Solution s;
    const ThermalGrid &g = mGrid;
    const int nLow = ceiling(), nOpen = openCount();
    const int n = nLow + 1;
    if (!mLaplace || nLow == 0)
        return s;
    std::vector<double> src, ductCold, ductHot, roomSupply, roomReturn;
    std::vector<Injection> tileSupply;
    sources(unitOn, src, ductCold, ductHot, roomSupply, roomReturn, tileSupply);
    const std::vector<double> leakRate = leakRates(src);
    Eigen::VectorXd b = Eigen::Map<Eigen::VectorXd>(src.data(), n);
    for (int u : mPinned)
        b[u] = 0.0;
    const Eigen::VectorXd phi = mLaplace->solve(b);
    if (mLaplace->info() != Eigen::Success)
        return s;

    // Temperature: per cell, outflow x T_i - inflow x T_upwind + mixing = injected air x its temperature.
    std::vector<Triplet> t;
    t.reserve(size_t(n) * 7);
    Eigen::VectorXd rhs = Eigen::VectorXd::Zero(n);
    std::vector<double> diag(size_t(n), 0.0);
    std::vector<Face> faces;
    for (int a = 0; a < n; ++a) {
        forLinks(a, [&](int v, double cond, double mix, bool leak) {
            const double flow = leak ? leakFlow(leakRate, a, v, cond) : cond * (phi[a] - phi[v]);
            diag[size_t(a)] += std::max(flow, 0.0) + mix;
            const double off = std::min(flow, 0.0) - mix;
            if (off != 0.0)
                t.emplace_back(a, v, off);
            if (flow > 0.0 && a < nLow && v < nLow &&
                !g.podWall(mOpenCells[size_t(a % nOpen)], mOpenCells[size_t(v % nOpen)]))
                faces.push_back({a, v, farUpwind(a, v), flow});
        });
    }
    auto extract = [&](const std::vector<int> &unknowns, double q) {
        for (int k : unknowns)
            diag[size_t(k)] += q / double(unknowns.size());
    };
    auto inject = [&](const std::vector<int> &unknowns, double q, double tempC) {
        for (int k : unknowns)
            rhs[k] += q / double(unknowns.size()) * tempC;
    };
    const double rhoCp = ThermalLoads::kRhoAir * ThermalLoads::kCpAir;
    const int layers = mLayers.count;
    for (size_t r = 0; r < g.racks.size(); ++r) {
        if (!mRackActive[r])
            continue;
        const ThermalGrid::RackFaces &f = g.racks[r];
        const double q = mRacks[r].airflowM3s / layers;
        const double riseK = (mRacks[r].heatW - doorRemovedW(r)) / (rhoCp * mRacks[r].airflowM3s);
        // Per layer, exhaust = that layer's mean intake + rise (the servers at that height), into
        // the top layer behind the rack (exhaustUnknowns): couples each exhaust unknown to every
        // intake cell of every layer.
        const std::vector<int> ex = exhaustUnknowns(r);
        for (int layer = 0; layer < layers; ++layer) {
            const std::vector<int> in = inLayer(f.intake, layer);
            extract(in, q);
            const double qe = q / double(ex.size()), wk = 1.0 / double(in.size());
            for (int e : ex) {
                rhs[e] += qe * riseK;
                for (int k : in)
                    t.emplace_back(e, k, -qe * wk);
            }
        }
    }
    for (size_t u = 0; u < g.units.size(); ++u) {
        if (!mUnitActive[u] || !unitOn[u])
            continue;
        if (!(mUnits[u].pooled && mRaisedFloor && !mTiles.empty()))
            inject(supplyUnknowns(u), roomSupply[u], mSupplyC);
        extract(returnUnknowns(u), roomReturn[u]);
    }
    for (const Injection &i : tileSupply)
        rhs[i.unknown] += i.flowM3s * mSupplyC;
    rhs[ceiling()] += mCeilingHeatW / rhoCp;  // the sidecars' exhaust, into the ceiling zone
    for (size_t p = 0; p < g.pods.size(); ++p) {
        if (ductCold[p] > 0)
            inject(podUnknowns(p), ductCold[p], mSupplyC);
        if (ductHot[p] > 0)
            extract(podUnknowns(p), ductHot[p]);
    }
    // The exchange at open aisle ends (endExchange): a circulation, upwind like the rest.
    for (const Circulation &c : mExchange) {
        diag[size_t(c.from)] += c.flowM3s;
        t.emplace_back(c.to, c.from, -c.flowM3s);
    }
    for (int a = 0; a < n; ++a)
        t.emplace_back(a, a, diag[size_t(a)] > 0 ? diag[size_t(a)] : 1e-12);
    const auto &position = mOrder.indices();
    for (Triplet &e : t)
        e = Triplet(position[e.row()], position[e.col()], e.value());
    SpMat m(n, n);
    m.setFromTriplets(t.begin(), t.end());
    TemperatureLU lu;
    lu.compute(m);
    if (lu.info() != Eigen::Success)
        return s;
    s.factorFill = double(lu.nnzL() + lu.nnzU()) / double(m.nonZeros());
    // The LU works in mOrder; the corrections and the results in the unknowns' own order.
    auto solveInOrder = [&](const Eigen::VectorXd &b) -> Eigen::VectorXd {
        return mOrder.inverse() * lu.solve(mOrder * b);
    };
    Eigen::VectorXd temp;
    if (warm && warm->ok && warm->allC.size() == size_t(n))
        temp = Eigen::Map<const Eigen::VectorXd>(warm->allC.data(), n);  // a nearby case: fewer corrections
    else
        temp = solveInOrder(rhs);
    if (lu.info() != Eigen::Success || !temp.allFinite())
        return s;
    // Deferred correction to a second-order TVD scheme (van Leer's limiter): the upwind matrix
    // stays on the left (factorized once), the difference between the limited face value and the
    // upwind one moves to the right from the last iterate, taken from the upwind cell and given
    // to the downwind one (conservative: the energy balance is untouched). First-order upwind
    // alone adds a numerical diffusion of about |u| h / 2, several times the eddy diffusivity at
    // 0.6 m cells: it smeared the exhaust plumes, so the inlets depended on the cell size
    // (docs/thermal.md, grid convergence). Ferziger & Peric, Computational Methods for Fluid
    // Dynamics, 5.4.4 (deferred correction) and 4.4.6 (TVD limiters); van Leer (1974).
    Eigen::VectorXd corrected(n);
    for (int iter = 0; iter < mMaxCorrections; ++iter) {
        corrected = rhs;
        for (const Face &f : faces) {
            const double c = f.flow * (faceC(temp.data(), f.up, f.down, f.upup) - temp[f.up]);  // F (T_face - T_upwind)
            corrected[f.up] -= c;
            corrected[f.down] += c;
        }
        const Eigen::VectorXd next = solveInOrder(corrected);
        if (lu.info() != Eigen::Success || !next.allFinite())
            return s;
        const double change = (next - temp).cwiseAbs().maxCoeff();
        temp = next;
        s.corrections = iter + 1;
        s.lastChangeK = change;
        s.settled = change < kCorrectionToleranceK;
        if (s.settled)
            break;
    }
    s.allC.assign(temp.data(), temp.data() + n);
    s.phi.assign(phi.data(), phi.data() + n);

    // The room map: the rack-level air of each open cell, the mean over its layers.
    s.cellC.assign(size_t(nOpen), 0.0);
    for (int a = 0; a < nLow; ++a)
        s.cellC[size_t(a % nOpen)] += temp[a] / layers;
    s.rackInletC.assign(g.racks.size(), 0.0);
    s.rackTopC.assign(g.racks.size(), 0.0);
    s.rackWarmestC.assign(g.racks.size(), 0.0);
    s.rackExhaustC.assign(g.racks.size(), 0.0);
    s.rackLayerC.assign(g.racks.size(), {});
    for (size_t r = 0; r < g.racks.size(); ++r) {
        if (!mRackActive[r])
            continue;
        const ThermalGrid::RackFaces &f = g.racks[r];
        for (int layer = 0; layer < layers; ++layer) {
            double sum = 0;
            for (int k : inLayer(f.intake, layer))
                sum += temp[k];
            s.rackLayerC[r].push_back(sum / double(f.intake.size()));
        }
        for (double c : s.rackLayerC[r])
            s.rackInletC[r] += c / layers;  // every layer draws the same air
        s.rackTopC[r] = layers > 1 ? s.rackLayerC[r].back() : oneLayerTopC(r, s.rackInletC[r], temp, phi, leakRate);
        s.rackWarmestC[r] = std::max(s.rackTopC[r], *std::max_element(s.rackLayerC[r].begin(), s.rackLayerC[r].end()));
        s.rackExhaustC[r] = s.rackInletC[r] + (mRacks[r].heatW - doorRemovedW(r)) / (rhoCp * mRacks[r].airflowM3s);
    }
    // Pooled return: the hot aisles' ducted air, shared by the CRAHs in proportion to their flow.
    double pool = 0, ductHeatFlow = 0;
    for (size_t u = 0; u < g.units.size(); ++u)
        if (mUnitActive[u] && unitOn[u] && mUnits[u].pooled)
            pool += mUnits[u].airflowM3s;
    for (size_t p = 0; p < g.pods.size(); ++p)
        if (ductHot[p] > 0)
            for (int k : podUnknowns(p))
                ductHeatFlow += ductHot[p] / double(g.pods[p].cells.size()) * temp[k];
    s.unitReturnC.assign(g.units.size(), 0.0);
    s.unitHeatW.assign(g.units.size(), 0.0);
    for (size_t u = 0; u < g.units.size(); ++u) {
        if (!mUnitActive[u] || !unitOn[u])
            continue;
        const double q = mUnits[u].airflowM3s;
        double flowT = 0;
        const std::vector<int> ret = returnUnknowns(u);
        for (int k : ret)
            flowT += roomReturn[u] / double(ret.size()) * temp[k];
        if (mUnits[u].pooled && pool > 0)
            flowT += q / pool * ductHeatFlow;
        s.unitReturnC[u] = flowT / q;
        s.unitHeatW[u] = rhoCp * q * (s.unitReturnC[u] - mSupplyC);
    }
    s.ok = true;
    return s;
}

// One layer has no height: the share of the rack's air that comes down from the ceiling zone
// over its intake (recirculation over the rack) is taken to fill the face from the top; the top
// third (ASHRAE's top sensor) sees ceiling air in proportion to three times that share, all of it
// from a third on (docs/thermal.md, "Results").
double ThermalSolver::oneLayerTopC(size_t r, double meanC, const Eigen::VectorXd &temp, const Eigen::VectorXd &phi,
                                   const std::vector<double> &leakRate) const
{
    const ThermalGrid &g = mGrid;
    const double toCeiling = g.cellM * g.cellM / ((mLayers.lowerM + mLayers.upperM) / 2.0);
    double down = 0;
    for (int k : g.racks[r].intake) {
        const int lo = mOpenIndex[size_t(k)];
        if (g.podOf[size_t(k)] >= 0)
            down += std::max(0.0, -leakFlow(leakRate, lo, ceiling(), toCeiling * kLeakConductance));
        else
            down += std::max(0.0, toCeiling * (phi[ceiling()] - phi[lo]));
    }
    const double share = std::min(1.0, 3.0 * down / mRacks[r].airflowM3s);
    return std::max(meanC, meanC + (temp[ceiling()] - meanC) * share);
}

} // namespace dcs
