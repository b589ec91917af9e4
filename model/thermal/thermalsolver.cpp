#include "thermalsolver.h"
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

namespace {

template <typename F>
void forNeighbours(const ThermalGrid &g, int cell, F &&f)
{
    const int i = cell % g.nx, j = cell / g.nx;
    if (i + 1 < g.nx) f(cell + 1);
    if (i > 0) f(cell - 1);
    if (j + 1 < g.ny) f(cell + g.nx);
    if (j > 0) f(cell - g.nx);
}

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

// Conductance of a link = face area / distance between cell centres (potential flow on the
// layers' cells); mixing = eddy diffusivity x the same ratio. Containment walls and roofs leak
// (kLeakConductance) and do not mix; `leak` marks them: their flow is not potential flow but the
// aisle's net surplus or shortfall (leakRates). Two contained aisles side by side share a closed
// wall.
template <typename F>
void ThermalSolver::forLinks(int a, F &&f) const
{
    const ThermalGrid &g = mGrid;
    const int n = openCount(), layers = mLayers.count;
    const double h = g.cellM, eddy = mLayers.eddyM2s, dz = layerM();
    const double vertical = h * h / dz;                                   // between rack-level layers
    const double toCeiling = h * h / ((dz + mLayers.upperM) / 2.0);       // top layer to the ceiling zone
    auto roofLink = [&](int c, auto &&addLink) {
        const bool roof = g.podOf[size_t(c)] >= 0;
        addLink(toCeiling * (roof ? kLeakConductance : 1.0), roof ? 0.0 : eddy * toCeiling, roof);
    };
    if (a < ceiling()) {
        const int layer = a / n, c = mOpenCells[size_t(a % n)];
        forNeighbours(g, c, [&](int nb) {
            const int v = mOpenIndex[size_t(nb)];
            if (v < 0)
                return;
            const bool wall = g.podWall(c, nb);
            if (wall && g.podOf[size_t(c)] >= 0 && g.podOf[size_t(nb)] >= 0)
                return;  // between two contained aisles
            f(layer * n + v, dz * (wall ? kLeakConductance : 1.0), wall ? 0.0 : eddy * dz, wall);
        });
        if (layer > 0)
            f(a - n, vertical, eddy * vertical, false);
        if (layer + 1 < layers)
            f(a + n, vertical, eddy * vertical, false);
        else
            roofLink(c, [&](double cond, double mix, bool roof) { f(ceiling(), cond, mix, roof); });
        return;
    }
    const int top = (layers - 1) * n;
    for (int v = 0; v < n; ++v)
        roofLink(mOpenCells[size_t(v)], [&](double cond, double mix, bool roof) { f(top + v, cond, mix, roof); });
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

void ThermalSolver::sources(const std::vector<bool> &unitOn, std::vector<double> &src, std::vector<double> &ductCold,
                            std::vector<double> &ductHot, std::vector<double> &roomSupply,
                            std::vector<double> &roomReturn, std::vector<Injection> &tileSupply) const
{
    const ThermalGrid &g = mGrid;
    src.assign(size_t(ceiling()) + 1, 0.0);
    auto spread = [&](const std::vector<int> &unknowns, double q) {
        for (int k : unknowns)
            src[size_t(k)] += q / double(unknowns.size());
    };
    std::vector<double> need(g.pods.size(), 0.0);
    for (size_t r = 0; r < g.racks.size(); ++r) {
        if (!mRackActive[r])
            continue;
        const double q = mRacks[r].airflowM3s;
        for (int layer = 0; layer < mLayers.count; ++layer)
            spread(inLayer(g.racks[r].intake, layer), -q / mLayers.count);
        spread(exhaustUnknowns(r), q);
        if (g.racks[r].coldPod >= 0)
            need[size_t(g.racks[r].coldPod)] += q;
        if (g.racks[r].hotPod >= 0)
            need[size_t(g.racks[r].hotPod)] += q;
    }
    // The CRAHs' air is one pool (raised floor / ceiling return, no plenum losses): contained
    // aisles get their racks' air from it first, pro rata when it falls short.
    double pool = 0, coldNeed = 0, hotNeed = 0;
    for (size_t u = 0; u < g.units.size(); ++u)
        if (mUnitActive[u] && unitOn[u] && mUnits[u].pooled)
            pool += mUnits[u].airflowM3s;
    for (size_t p = 0; p < g.pods.size(); ++p)
        (g.pods[p].cold ? coldNeed : hotNeed) += need[p];
    const double fc = coldNeed > 0 ? std::min(1.0, pool / coldNeed) : 0.0;
    const double fh = hotNeed > 0 ? std::min(1.0, pool / hotNeed) : 0.0;
    ductCold.assign(g.pods.size(), 0.0);
    ductHot.assign(g.pods.size(), 0.0);
    for (size_t p = 0; p < g.pods.size(); ++p) {
        if (g.pods[p].cells.empty())
            continue;
        if (g.pods[p].cold) {
            ductCold[p] = need[p] * fc;
            spread(podUnknowns(p), ductCold[p]);
        } else {
            ductHot[p] = need[p] * fh;
            spread(podUnknowns(p), -ductHot[p]);
        }
    }
    roomSupply.assign(g.units.size(), 0.0);
    roomReturn.assign(g.units.size(), 0.0);
    for (size_t u = 0; u < g.units.size(); ++u) {
        if (!mUnitActive[u] || !unitOn[u])
            continue;
        const double q = mUnits[u].airflowM3s;
        const bool pooled = mUnits[u].pooled && pool > 0;
        roomSupply[u] = pooled ? q * (1.0 - coldNeed * fc / pool) : q;
        roomReturn[u] = pooled ? q * (1.0 - hotNeed * fh / pool) : q;
        spread(returnUnknowns(u), -roomReturn[u]);
        if (pooled && mRaisedFloor && !mTiles.empty())
            continue;  // through the floor: the perforated tiles below
        spread(supplyUnknowns(u), roomSupply[u]);
    }
    // Raised floor: what the CRAHs send to the room comes up through the perforated tiles in
    // front of the racks, the same flow through each (uniform plenum pressure).
    tileSupply.clear();
    if (mRaisedFloor && !mTiles.empty()) {
        double toRoom = 0;
        for (size_t u = 0; u < g.units.size(); ++u)
            if (mUnitActive[u] && unitOn[u] && mUnits[u].pooled)
                toRoom += roomSupply[u];
        tileSupply = tileInjection(toRoom);
        for (const Injection &i : tileSupply)
            src[size_t(i.unknown)] += i.flowM3s;
    }
}

// A perforated tile's air rises as a jet along the rack face: it fills the layers from the
// bottom up, each with what the racks draw there. A tile that passes less than the racks draw
// leaves the top of the face to room air, as the CFD's failed-CRAH hall shows (docs/thermal.md,
// "Height"). A source at the floor alone, with no jet momentum, let ceiling air come down to the
// tops of racks whose tiles passed more than they drew, more so the finer the layers.
// What the tiles pass beyond the draw goes on up: a tile at 2-3 m/s throws a cold jet 6-9 m (a
// fountain's rise height, Turner 1966), above the racks, where it spreads and, colder than the
// room, falls back into it: the surplus enters the top layer of the room's open floor (outside
// the racks' fronts and contained aisles), evenly, for want of the momentum that would say where.
// Left in the top layer of the tiles instead, it flowed out through the aisles' open ends at
// about 1 m/s and filled them with supply air, where the air sample's CFD has room air coming
// in at the top (docs/thermal.md, "Open aisle ends"); sent to the ceiling zone, it left the room
// warm where the first hall's CFD (3.8 x the draw) floods it with supply air.
std::vector<ThermalSolver::Injection> ThermalSolver::tileInjection(double flowM3s) const
{
    std::vector<Injection> out;
    const int n = openCount(), layers = mLayers.count;
    const double perTile = flowM3s / double(mTiles.size());
    double surplus = 0;
    for (size_t t = 0; t < mTiles.size(); ++t) {
        double rest = perTile;
        for (int layer = 0; layer < layers && rest > 0; ++layer) {
            const double give = std::min(rest, mTileLayerDraw[t]);
            out.push_back({layer * n + mOpenIndex[size_t(mTiles[t])], give});
            rest -= give;
        }
        surplus += rest;
    }
    if (mRoomCells.empty())
        out.push_back({ceiling(), surplus});  // no open floor outside the aisles: to the return
    for (int c : mRoomCells)
        out.push_back({(layers - 1) * n + c, surplus / double(mRoomCells.size())});
    return out;
}

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

// The two-way exchange at an open aisle end. The aisle's column of supply air is colder and
// heavier than the room's beside it, so across the end the pressure difference grows linearly
// from the neutral plane (mid-height, no net flow): room air comes in above it, aisle air goes
// out below, at Cd sqrt(2 g' |z - z_n|) (Brown & Solvason 1962; Cd 0.6, their measured value for
// large openings), (Cd / 3) w H sqrt(g' H) in all, g' = g dT / T. The air that comes in goes
// down the aisle's column and out at the bottom, and up the room's: a closed circulation on top
// of the potential flow, with no net flow of its own.
// dT is the end rack's own rise (its exhaust over the supply): the exhaust that wraps round the
// row end is that warm at most, and the air sample's CFD comes close to it (R-DL's top 37.9 C,
// the supply plus its rise 39.7 C). The solved columns would drive it as well, but their exchange changes
// them: successive substitution took 4-6 factorizations on stress-16k (docs/thermal.md).
std::vector<ThermalSolver::Circulation> ThermalSolver::endExchange() const
{
    std::vector<Circulation> out;
    const int n = openCount(), layers = mLayers.count;
    const double height = mLayers.lowerM, dz = layerM(), neutral = height / 2.0;
    auto rise = [](double lo, double hi) {  // integral of sqrt(s) ds from lo to hi
        return hi > lo ? 2.0 / 3.0 * (std::pow(hi, 1.5) - std::pow(lo, 1.5)) : 0.0;
    };
    std::vector<double> inflow(static_cast<size_t>(layers), 0.0);
    const double rhoCp = ThermalLoads::kRhoAir * ThermalLoads::kCpAir;
    for (const AisleEnd &e : mAisleEnds) {
        const double riseK = (mRacks[e.rack].heatW - doorRemovedW(e.rack)) / (rhoCp * mRacks[e.rack].airflowM3s);
        if (riseK <= 0)
            continue;  // no warmer air beside the aisle: nothing drives the exchange
        const double reduced = kGravity * riseK / (273.15 + mSupplyC + riseK / 2.0);
        const double scale = mLayers.openingCd * mGrid.cellM * std::sqrt(2.0 * reduced);
        for (int k = 0; k < layers; ++k) {
            const double z0 = k * dz, z1 = (k + 1) * dz;
            const double above = rise(std::max(0.0, z0 - neutral), std::max(0.0, z1 - neutral));
            const double below = rise(std::max(0.0, neutral - z1), std::max(0.0, neutral - z0));
            inflow[size_t(k)] = scale * (above - below);  // positive: room air in
        }
        double down = 0;  // what came in above a layer's bottom, carried down to it
        for (int k = layers - 1; k >= 0; --k) {
            const int front = k * n + e.front, room = k * n + e.room;
            if (inflow[size_t(k)] > 1e-9)
                out.push_back({room, front, inflow[size_t(k)]});
            else if (inflow[size_t(k)] < -1e-9)
                out.push_back({front, room, -inflow[size_t(k)]});
            down += inflow[size_t(k)];
            if (k > 0 && down > 0) {
                out.push_back({front, front - n, down});
                out.push_back({room - n, room, down});
            }
        }
    }
    return out;
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
