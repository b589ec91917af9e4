// ThermalSolver's link walk and the grid neighbours it uses: shared by the solver's files
// (thermalsolver*.cpp), not part of its interface.
#pragma once
#include "thermalsolver.h"

namespace dcs {

// The four floor neighbours of a cell on the grid.
template <typename F>
inline void forNeighbours(const ThermalGrid &g, int cell, F &&f)
{
    const int i = cell % g.nx, j = cell / g.nx;
    if (i + 1 < g.nx) f(cell + 1);
    if (i > 0) f(cell - 1);
    if (j + 1 < g.ny) f(cell + g.nx);
    if (j > 0) f(cell - g.nx);
}

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

} // namespace dcs
