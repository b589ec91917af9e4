#include "thermalsolver.h"
#include "thermalsolverlinks.h"
#include <Eigen/SparseLU>
#include <algorithm>
#include <cmath>

namespace dcs {

using SpMat = Eigen::SparseMatrix<double>;
using Triplet = Eigen::Triplet<double>;

ThermalSolver::ThermalSolver(const ThermalGrid &grid, std::vector<RackAirLoad> rackLoads, std::vector<Unit> units,
                             double supplyC, Layers layers, bool raisedFloor, bool plenumReturn)
    : mGrid(grid), mRacks(std::move(rackLoads)), mUnits(std::move(units)), mSupplyC(supplyC), mLayers(layers),
      mRaisedFloor(raisedFloor), mPlenumReturn(plenumReturn)
{
}

ThermalSolver::~ThermalSolver() = default;

double ThermalSolver::doorRemovedW(size_t rack) const
{
    return std::min(mRacks[rack].heatW, mRacks[rack].doorCapacityW);
}

int ThermalSolver::podOfUnknown(int a) const
{
    return a < ceiling() ? mGrid.podOf[size_t(mOpenCells[size_t(a % openCount())])] : -1;
}

std::vector<int> ThermalSolver::inLayer(const std::vector<int> &cells, int layer) const
{
    std::vector<int> out;
    out.reserve(cells.size());
    for (int c : cells)
        out.push_back(layer * openCount() + mOpenIndex[size_t(c)]);
    return out;
}

std::vector<int> ThermalSolver::inAllLayers(const std::vector<int> &cells) const
{
    std::vector<int> out;
    for (int layer = 0; layer < mLayers.count; ++layer) {
        const std::vector<int> l = inLayer(cells, layer);
        out.insert(out.end(), l.begin(), l.end());
    }
    return out;
}

// A contained aisle's air is at one pressure (its air moves slowly: the pressure differences
// inside it are small against the difference across its walls), so its leaks carry its net
// surplus out, or its shortfall in, through every leak face in proportion to the face's
// conductance, all the same way. Driving the leaks by the potential instead (as the room's open
// faces are) drew room air in near the racks at the aisle's ends while aisle air left elsewhere:
// the contained dense hall of docs/thermal.md ("CFD reference") read 30 C at its end racks where
// the CFD holds every inlet at the supply. Moves each aisle's net source to its leak faces'
// outer cells (so every aisle's flow problem is balanced) and returns the flow per unit of leak
// conductance of each aisle, m3/s, positive out.
std::vector<double> ThermalSolver::leakRates(std::vector<double> &src) const
{
    std::vector<double> net(mGrid.pods.size(), 0.0), rate(mGrid.pods.size(), 0.0);
    for (size_t a = 0; a < size_t(ceiling()); ++a)
        if (const int p = podOfUnknown(int(a)); p >= 0)
            net[size_t(p)] += src[a];
    for (size_t p = 0; p < net.size(); ++p)
        rate[p] = mPodLeakConductance[p] > 0 ? net[p] / mPodLeakConductance[p] : 0.0;
    for (size_t a = 0; a < size_t(ceiling()); ++a) {
        const int p = podOfUnknown(int(a));
        if (p < 0)
            continue;
        forLinks(int(a), [&](int v, double cond, double, bool leak) {
            if (!leak)
                return;
            src[a] -= rate[size_t(p)] * cond;
            src[size_t(v)] += rate[size_t(p)] * cond;
        });
    }
    return rate;
}

double ThermalSolver::leakFlow(const std::vector<double> &rate, int a, int v, double cond) const
{
    if (const int p = podOfUnknown(a); p >= 0)
        return rate[size_t(p)] * cond;
    return -rate[size_t(podOfUnknown(v))] * cond;
}

// The unknown beyond `a` on the far side from `v` (the upwind cell's own upwind neighbour on the
// line of the face, in the same layer or the same column), or -1 at a wall, a solid cell, a
// containment wall or the ceiling zone.
int ThermalSolver::farUpwind(int a, int v) const
{
    const ThermalGrid &g = mGrid;
    const int n = openCount(), layer = a / n;
    if (v / n != layer) {  // a vertical face
        const int beyond = 2 * a - v;
        return beyond >= 0 && beyond < ceiling() ? beyond : -1;
    }
    const int c = mOpenCells[size_t(a % n)], d = mOpenCells[size_t(v % n)] - c;
    const int i = c % g.nx - (d == 1 ? 1 : d == -1 ? -1 : 0), j = c / g.nx - (d == g.nx ? 1 : d == -g.nx ? -1 : 0);
    if (i < 0 || j < 0 || i >= g.nx || j >= g.ny)
        return -1;
    const int u = g.cell(i, j);
    if (mOpenIndex[size_t(u)] < 0 || g.podWall(u, c))
        return -1;
    return layer * n + mOpenIndex[size_t(u)];
}

double ThermalSolver::faceC(const double *temp, int up, int down, int upup)
{
    const double tu = temp[up], jump = temp[down] - tu;
    if (upup < 0 || std::abs(jump) < 1e-12)
        return tu;
    const double r = (tu - temp[upup]) / jump;
    const double psi = (r + std::abs(r)) / (1.0 + std::abs(r));
    return tu + 0.5 * psi * jump;
}

// Hot exhaust rises: the hot aisle is a chimney, each server's exhaust 12-16 K warmer than the
// room at rack level. So every layer's exhaust enters behind the rack in the top layer. Blown
// into its own layer, with no buoyancy in potential flow, it stayed at the floor and came round
// the row ends into the bottom of the faces: flooded supply read a rack's bottom third 82 C, its
// top 47 C, the reverse of a hall's stratification.
std::vector<int> ThermalSolver::exhaustUnknowns(size_t r) const
{
    return inLayer(mGrid.racks[r].exhaust, mLayers.count - 1);
}

// A CRAH returns from the ceiling zone (an open return to its top), or, with a ceiling return
// plenum, through grilles over the hot aisles: the top layer of the cells behind the racks, each
// grille drawing the same share (one plenum pressure, as the floor's tiles).
std::vector<int> ThermalSolver::returnUnknowns(size_t u) const
{
    if (mGrid.units[u].topReturn)
        return mGrilles.empty() ? std::vector<int>{ceiling()} : mGrilles;
    return inAllLayers(mGrid.units[u].ret);
}

bool ThermalSolver::prepare()
{
    const ThermalGrid &g = mGrid;
    const size_t cells = g.solid.size();
    mOpenIndex.assign(cells, -1);
    mOpenCells.clear();
    for (size_t c = 0; c < cells; ++c)
        if (!g.solid[c]) {
            mOpenIndex[c] = int(mOpenCells.size());
            mOpenCells.push_back(int(c));
        }
    if (mOpenCells.empty())
        return false;
    const int n = ceiling() + 1;
    // Connected regions, through containment leaks (which racks and units can move air) and
    // without them (the flow problems: a contained aisle is its own, its leaks are given flows,
    // leakRates); one pinned potential each (the Neumann problem fixes it up to a constant).
    auto regions = [&](bool throughLeaks, std::vector<int> *seeds) {
        std::vector<int> region(size_t(n), -1);
        int count = 0;
        for (int s = 0; s < n; ++s) {
            if (region[size_t(s)] >= 0)
                continue;
            const int id = count++;
            if (seeds)
                seeds->push_back(s);
            std::vector<int> todo{s};
            region[size_t(s)] = id;
            while (!todo.empty()) {
                const int u = todo.back();
                todo.pop_back();
                forLinks(u, [&](int v, double, double, bool leak) {
                    if (region[size_t(v)] < 0 && (throughLeaks || !leak)) {
                        region[size_t(v)] = id;
                        todo.push_back(v);
                    }
                });
            }
        }
        return region;
    };
    const std::vector<int> region = regions(true, nullptr);
    mPinned.clear();
    regions(false, &mPinned);
    mPodLeakConductance.assign(g.pods.size(), 0.0);
    for (int a = 0; a < ceiling(); ++a)
        if (const int p = podOfUnknown(a); p >= 0)
            forLinks(a, [&](int, double cond, double, bool leak) {
                if (leak)
                    mPodLeakConductance[size_t(p)] += cond;
            });
    mRackActive.assign(g.racks.size(), false);
    for (size_t r = 0; r < g.racks.size(); ++r) {
        const ThermalGrid::RackFaces &f = g.racks[r];
        if (mRacks[r].airflowM3s <= 0 || f.intake.empty() || f.exhaust.empty())
            continue;
        const int in = region[size_t(mOpenIndex[size_t(f.intake[0])])];
        const int out = region[size_t(exhaustUnknowns(r)[0])];
        mRackActive[r] = in == out || f.coldPod >= 0 || f.hotPod >= 0;
    }
    // Return grilles of a ceiling plenum: over the exhaust of the racks that move air, outside
    // contained hot aisles (those are ducted to the return already).
    mGrilles.clear();
    if (mPlenumReturn)
        for (size_t r = 0; r < g.racks.size(); ++r)
            if (mRackActive[r] && g.racks[r].hotPod < 0)
                for (int e : exhaustUnknowns(r))
                    if (podOfUnknown(e) < 0)
                        mGrilles.push_back(e);
    std::sort(mGrilles.begin(), mGrilles.end());
    mGrilles.erase(std::unique(mGrilles.begin(), mGrilles.end()), mGrilles.end());
    mUnitActive.assign(g.units.size(), false);
    for (size_t u = 0; u < g.units.size(); ++u) {
        const ThermalGrid::UnitFaces &f = g.units[u];
        bool joined = mUnits[u].pooled && mRaisedFloor && !f.ret.empty();  // supplies through the floor
        for (int s : f.supply)
            for (int r : returnUnknowns(u))
                joined = joined || region[size_t(mOpenIndex[size_t(s)])] == region[size_t(r)];
        mUnitActive[u] = mUnits[u].airflowM3s > 0 && joined;
    }
    // Perforated tiles: the open cells in front of racks outside contained cold aisles.
    mTiles.clear();
    for (size_t r = 0; r < g.racks.size(); ++r)
        if (mRackActive[r] && g.racks[r].coldPod < 0)
            mTiles.insert(mTiles.end(), g.racks[r].tile.begin(), g.racks[r].tile.end());
    std::sort(mTiles.begin(), mTiles.end());
    mTiles.erase(std::unique(mTiles.begin(), mTiles.end()), mTiles.end());
    // Open aisle ends: where the exchange of exhaust and supply air happens (endExchange).
    mAisleEnds.clear();
    if (mLayers.count > 1)
        for (const ThermalGrid::EndFace &e : g.aisleEndFaces(mRackActive))
            mAisleEnds.push_back({mOpenIndex[size_t(e.front)], mOpenIndex[size_t(e.room)], e.rack});
    mExchange = endExchange();
    mRoomCells.clear();
    for (size_t c = 0; c < cells; ++c)
        if (!g.solid[c] && g.podOf[c] < 0 && !std::binary_search(mTiles.begin(), mTiles.end(), int(c)))
            mRoomCells.push_back(mOpenIndex[c]);
    std::vector<double> draw(cells, 0.0);
    for (size_t r = 0; r < g.racks.size(); ++r)
        if (mRackActive[r])
            for (int c : g.racks[r].intake)
                draw[size_t(c)] += mRacks[r].airflowM3s / double(mLayers.count * g.racks[r].intake.size());
    mTileLayerDraw.clear();
    for (int c : mTiles)
        mTileLayerDraw.push_back(draw[size_t(c)]);
    orderTemperatureUnknowns();
    std::vector<bool> pinned(size_t(n), false);
    for (int u : mPinned)
        pinned[size_t(u)] = true;
    std::vector<Triplet> t;
    t.reserve(size_t(n) * 6);
    for (int u = 0; u < n; ++u) {
        if (pinned[size_t(u)]) {
            t.emplace_back(u, u, 1.0);
            continue;
        }
        forLinks(u, [&](int v, double cond, double, bool leak) {
            if (leak)
                return;  // given flows (leakRates)
            t.emplace_back(u, u, cond);
            if (!pinned[size_t(v)])
                t.emplace_back(u, v, -cond);
        });
    }
    SpMat a(n, n);
    a.setFromTriplets(t.begin(), t.end());
    mLaplace = std::make_unique<Laplace>();
    mLaplace->compute(a);
    return mLaplace->info() == Eigen::Success;
}

// The fill-reducing order of the temperature matrix (solve). Its pattern depends on the
// geometry and on which racks move air, not on the flow or on which units run: every open face
// mixes both ways, and each rack's exhaust cells are joined to its intake cells. So one ordering
// serves the map and every failure case.
// AMD on the pattern of A + A^T suits a pattern this close to symmetric: on stress-16k at 0.3 m
// cells its LU factors have 0.63 M non-zeros against 1.0 M with COLAMD (SparseLU's default,
// which orders A^T A), and the factorization takes about 60 % of the time.
// Eigen's AMDOrdering gives its permutation the inverse way round from the one SparseLU takes
// (SimplicialCholesky inverts it itself): handed to SparseLU as its ordering it ordered the
// columns backwards (6.0 M non-zeros), hence the symmetric permutation here, done at assembly.
void ThermalSolver::orderTemperatureUnknowns()
{
    const int n = ceiling() + 1;
    std::vector<Triplet> t;
    t.reserve(size_t(n) * 8);
    for (int a = 0; a < n; ++a) {
        t.emplace_back(a, a, 1.0);
        forLinks(a, [&](int v, double, double, bool) { t.emplace_back(a, v, 1.0); });
    }
    for (size_t r = 0; r < mGrid.racks.size(); ++r)
        if (mRackActive[r]) {
            const std::vector<int> intake = inAllLayers(mGrid.racks[r].intake);
            for (int e : exhaustUnknowns(r))
                for (int k : intake)
                    t.emplace_back(e, k, 1.0);
        }
    SpMat pattern(n, n);
    pattern.setFromTriplets(t.begin(), t.end());
    Permutation amd;
    Eigen::AMDOrdering<int>()(pattern, amd);
    mOrder = amd.inverse();
}

// Where air enters and leaves the rack-level layers. A rack draws the same share of its air at
// every height (servers stacked evenly); its exhaust rises into the top layer (exhaustUnknowns).
// Perforated tiles feed the layers from the bottom up (tileInjection), a contained cold aisle's
// floor its bottom layer; a contained hot aisle returns from its top layer to the ceiling
// return; units supply (flooded) and in-row units return over their whole face.
std::vector<int> ThermalSolver::podUnknowns(size_t p) const
{
    return inLayer(mGrid.pods[p].cells, mGrid.pods[p].cold ? 0 : mLayers.count - 1);
}

std::vector<int> ThermalSolver::supplyUnknowns(size_t u) const
{
    return inAllLayers(mGrid.units[u].supply);
}

} // namespace dcs
