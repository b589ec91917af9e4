// ThermalSolver's sources: what the racks, the units and the tiles put into and take out of the
// air (sources, tileInjection), and the open aisle ends' buoyant exchange (endExchange).
#include "thermalsolver.h"
#include "thermalsolverlinks.h"
#include <algorithm>
#include <cmath>

namespace dcs {

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

} // namespace dcs
