#include "thermalgrid.h"
#include "catalog/catalog.h"
#include "project/footprint.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace dcs {

namespace {

struct CellBox {
    int i0 = 0, j0 = 0, i1 = -1, j1 = -1;  // inclusive
};

// Cells whose centre lies in the rectangle (lower edges in, upper edges out); an object too
// small to cover a centre gets the cell under its own centre.
CellBox cellsOf(const RectM &r, double h, int nx, int ny)
{
    CellBox b;
    b.i0 = int(std::ceil(r.x / h - 0.5 - 1e-9));
    b.i1 = int(std::ceil(r.right() / h - 0.5 - 1e-9)) - 1;
    b.j0 = int(std::ceil(r.y / h - 0.5 - 1e-9));
    b.j1 = int(std::ceil(r.bottom() / h - 0.5 - 1e-9)) - 1;
    if (b.i1 < b.i0)
        b.i0 = b.i1 = int(std::floor((r.x + r.w / 2) / h));
    if (b.j1 < b.j0)
        b.j0 = b.j1 = int(std::floor((r.y + r.h / 2) / h));
    b.i0 = std::clamp(b.i0, 0, nx - 1);
    b.i1 = std::clamp(b.i1, 0, nx - 1);
    b.j0 = std::clamp(b.j0, 0, ny - 1);
    b.j1 = std::clamp(b.j1, 0, ny - 1);
    return b;
}

// Rack convention (project/rack.h): rotation 0 faces +y, 90 faces -x, 180 -y, 270 +x.
void facing(int rotationDeg, int &di, int &dj)
{
    switch (((rotationDeg % 360) + 360) % 360) {
    case 90: di = -1; dj = 0; return;
    case 180: di = 0; dj = -1; return;
    case 270: di = 1; dj = 0; return;
    default: di = 0; dj = 1; return;
    }
}

void unique(std::vector<int> &v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

} // namespace

bool ThermalGrid::build(const Project &p, const Catalog &catalog, int refine, int layers, std::string &error)
{
    cellM = p.hall.tileM / std::max(1, refine);
    const double nxD = std::ceil(p.hall.widthM / cellM - 1e-9), nyD = std::ceil(p.hall.depthM / cellM - 1e-9);
    if (nxD * nyD * std::max(1, layers) > double(kMaxAirCells)) {
        error = "The thermal grid would have " + std::to_string(int64_t(nxD * nyD)) + " floor cells in " +
                std::to_string(std::max(1, layers)) + " layer(s), " + std::to_string(int64_t(nxD * nyD * std::max(1, layers))) +
                " cells of air (limit " + std::to_string(kMaxAirCells) +
                "); choose a coarser grid (cooling.thermal.grid_refine) or fewer layers (cooling.thermal.layers).";
        return false;
    }
    nx = std::max(1, int(nxD));
    ny = std::max(1, int(nyD));
    const size_t n = size_t(nx) * size_t(ny);
    solid.assign(n, 0);
    podOf.assign(n, -1);
    std::vector<int> owner(n, -1);  // object id per solid cell: racks 0.., equipment 1'000'000 + index
    racks.clear();
    units.clear();
    pods.clear();

    struct Placed {
        CellBox box;
        int di = 0, dj = 1;
    };
    std::vector<Placed> rackBoxes(p.racks.size()), unitBoxes(p.equipment.size());
    auto mark = [&](const CellBox &b, int id) {
        for (int j = b.j0; j <= b.j1; ++j)
            for (int i = b.i0; i <= b.i1; ++i) {
                solid[size_t(cell(i, j))] = 1;
                owner[size_t(cell(i, j))] = id;
            }
    };
    std::vector<bool> rackPlaced(p.racks.size(), false);
    for (size_t r = 0; r < p.racks.size(); ++r) {
        const Rack &rack = p.racks[r];
        const CatalogEntry *e = catalog.find(rack.catalogId);
        if (!e)
            continue;
        rackBoxes[r].box = cellsOf(footprint(rack, *e), cellM, nx, ny);
        facing(rack.rotationDeg, rackBoxes[r].di, rackBoxes[r].dj);
        mark(rackBoxes[r].box, int(r));
        rackPlaced[r] = true;
    }
    for (size_t u = 0; u < p.equipment.size(); ++u) {
        const FloorEquipment &eq = p.equipment[u];
        const CatalogEntry *e = catalog.find(eq.catalogId);
        if (!e || !e->placesOnFloor() || e->isOverhead())  // a busway above the racks blocks no air
            continue;
        unitBoxes[u].box = cellsOf(footprint(eq, *e), cellM, nx, ny);
        facing(eq.rotationDeg, unitBoxes[u].di, unitBoxes[u].dj);
        mark(unitBoxes[u].box, 1'000'000 + int(u));
    }
    auto open = [&](int i, int j) { return i >= 0 && j >= 0 && i < nx && j < ny && !solid[size_t(cell(i, j))]; };
    // Open cells one step from the box in direction (di, dj), along the whole face.
    auto face = [&](const CellBox &b, int di, int dj) {
        std::vector<int> out;
        for (int j = b.j0; j <= b.j1; ++j)
            for (int i = b.i0; i <= b.i1; ++i) {
                const int ni = i + di, nj = j + dj;
                const bool inside = ni >= b.i0 && ni <= b.i1 && nj >= b.j0 && nj <= b.j1;
                if (!inside && open(ni, nj))
                    out.push_back(cell(ni, nj));
            }
        unique(out);
        return out;
    };

    // Containment: the aisle is every open cell reachable from the contained faces inside the
    // box around the pod's racks and those faces; its other boundaries become walls.
    std::unordered_map<std::string, size_t> rackIndex;
    for (size_t r = 0; r < p.racks.size(); ++r)
        rackIndex.emplace(p.racks[r].id, r);
    for (const Containment &c : p.containments) {
        const bool cold = c.kind == Containment::Kind::Cold;
        std::vector<int> seeds;
        CellBox bb{nx, ny, -1, -1};
        for (const std::string &id : c.rackIds) {
            const auto it = rackIndex.find(id);
            if (it == rackIndex.end() || !rackPlaced[it->second])
                continue;
            const Placed &pl = rackBoxes[it->second];
            const std::vector<int> f = cold ? face(pl.box, pl.di, pl.dj) : face(pl.box, -pl.di, -pl.dj);
            seeds.insert(seeds.end(), f.begin(), f.end());
            bb.i0 = std::min(bb.i0, pl.box.i0);
            bb.j0 = std::min(bb.j0, pl.box.j0);
            bb.i1 = std::max(bb.i1, pl.box.i1);
            bb.j1 = std::max(bb.j1, pl.box.j1);
            for (int c0 : f) {
                bb.i0 = std::min(bb.i0, c0 % nx);
                bb.i1 = std::max(bb.i1, c0 % nx);
                bb.j0 = std::min(bb.j0, c0 / nx);
                bb.j1 = std::max(bb.j1, c0 / nx);
            }
        }
        // One pod per connected space: a containment whose racks face two aisles (a hand-written
        // file can list the rears of two rows back to back) contains two aisles, each at its own
        // pressure. As one pod, its net flow was shared over both aisles' leaks while each
        // aisle's flow problem stayed unbalanced: inlets read below the supply (0.3 C on the
        // dense hall with one hot containment round both rows).
        for (int s : seeds) {
            if (podOf[size_t(s)] != -1)
                continue;
            Pod part{cold, c.id, {}};
            const int podIndex = int(pods.size());
            podOf[size_t(s)] = podIndex;
            std::vector<int> todo{s};
            while (!todo.empty()) {
                const int c0 = todo.back();
                todo.pop_back();
                part.cells.push_back(c0);
                const int i = c0 % nx, j = c0 / nx;
                const int nb[4][2] = {{i + 1, j}, {i - 1, j}, {i, j + 1}, {i, j - 1}};
                for (const auto &q : nb)
                    if (q[0] >= bb.i0 && q[0] <= bb.i1 && q[1] >= bb.j0 && q[1] <= bb.j1 && open(q[0], q[1]) &&
                        podOf[size_t(cell(q[0], q[1]))] == -1) {
                        podOf[size_t(cell(q[0], q[1]))] = podIndex;
                        todo.push_back(cell(q[0], q[1]));
                    }
            }
            unique(part.cells);
            pods.push_back(std::move(part));
        }
    }

    // A rack, or a sidecar CDU, from its box: the faces it draws from and blows into.
    auto airMover = [&](const Placed &pl, size_t index, bool sidecar) {
        RackFaces f;
        f.rackIndex = index;
        f.sidecar = sidecar;
        f.di = pl.di;
        f.dj = pl.dj;
        f.intake = face(pl.box, pl.di, pl.dj);
        f.exhaust = face(pl.box, -pl.di, -pl.dj);
        // A face in a contained aisle joins that pod, listed or not (it draws from / blows into it).
        for (int c0 : f.intake)
            if (podOf[size_t(c0)] >= 0 && pods[size_t(podOf[size_t(c0)])].cold)
                f.coldPod = podOf[size_t(c0)];
        for (int c0 : f.exhaust)
            if (podOf[size_t(c0)] >= 0 && !pods[size_t(podOf[size_t(c0)])].cold)
                f.hotPod = podOf[size_t(c0)];
        // Racks draw from and blow into one floor tile's depth of air in front and behind, and the
        // perforated tile in front is that tile, whatever the cell size (so that refining the
        // grid does not shrink the intake to a thinner and thinner strip).
        auto deepen = [&](const std::vector<int> &faceCells, int di, int dj) {
            std::vector<int> out;
            for (int c0 : faceCells) {
                int i = c0 % nx, j = c0 / nx;
                const int pod = podOf[size_t(c0)];
                for (int k = 0; k < std::max(1, refine) && open(i, j) && podOf[size_t(cell(i, j))] == pod;
                     ++k, i += di, j += dj)
                    out.push_back(cell(i, j));
            }
            unique(out);
            return out;
        };
        f.intake = deepen(f.intake, pl.di, pl.dj);
        f.exhaust = deepen(f.exhaust, -pl.di, -pl.dj);
        // Perforated tiles are laid in front of IT racks; a sidecar draws the aisle's air.
        if (!sidecar)
            f.tile = f.intake;
        racks.push_back(std::move(f));
    };
    for (size_t r = 0; r < p.racks.size(); ++r)
        if (rackPlaced[r])
            airMover(rackBoxes[r], r, false);
    projectRacks = racks.size();
    for (size_t u = 0; u < p.equipment.size(); ++u)
        if (const CatalogEntry *e = catalog.find(p.equipment[u].catalogId); e && e->isRoomAirCdu() && e->placesOnFloor())
            airMover(unitBoxes[u], u, true);
    for (size_t u = 0; u < p.equipment.size(); ++u) {
        const CatalogEntry *e = catalog.find(p.equipment[u].catalogId);
        if (!e || !e->isRoomAirUnit())
            continue;
        const Placed &pl = unitBoxes[u];
        UnitFaces f;
        f.equipmentIndex = u;
        f.supply = face(pl.box, pl.di, pl.dj);
        // A CRAH returns from the ceiling above itself (top return); an in-row unit from the hot
        // aisle behind it, at rack level.
        f.topReturn = e->isCooling(CoolingType::Crah);
        if (f.topReturn) {
            for (int j = pl.box.j0; j <= pl.box.j1; ++j)
                for (int i = pl.box.i0; i <= pl.box.i1; ++i)
                    f.ret.push_back(cell(i, j));
        } else {
            f.ret = face(pl.box, -pl.di, -pl.dj);
        }
        units.push_back(std::move(f));
    }
    return true;
}

std::vector<ThermalGrid::EndFace> ThermalGrid::aisleEndFaces(const std::vector<bool> &moving) const
{
    std::vector<char> front(solid.size(), 0);
    for (size_t r = 0; r < racks.size(); ++r)
        if (moving[r])
            for (int c : racks[r].intake)
                front[size_t(c)] = 1;
    std::vector<EndFace> out;
    for (size_t r = 0; r < racks.size(); ++r) {
        const RackFaces &f = racks[r];
        if (!moving[r] || f.coldPod >= 0)
            continue;
        const bool rowAlongX = f.dj != 0;  // the row runs across the way the racks face
        for (int c : f.intake) {
            const int i = c % nx, j = c / nx;
            for (int step : {-1, 1}) {
                const int ni = rowAlongX ? i + step : i, nj = rowAlongX ? j : j + step;
                if (ni < 0 || nj < 0 || ni >= nx || nj >= ny)
                    continue;
                const int n = cell(ni, nj);
                if (!solid[size_t(n)] && !front[size_t(n)] && podOf[size_t(n)] < 0)
                    out.push_back({r, c, n});
            }
        }
    }
    return out;
}

std::vector<ThermalGrid::WrongFace> ThermalGrid::facesInWrongAisle() const
{
    std::vector<WrongFace> out;
    auto in = [&](const std::vector<int> &cells, bool cold) -> int {
        for (int c : cells)
            if (const int p = podOf[size_t(c)]; p >= 0 && pods[size_t(p)].cold == cold)
                return p;
        return -1;
    };
    for (size_t r = 0; r < racks.size(); ++r) {
        const int hot = in(racks[r].intake, false), cold = in(racks[r].exhaust, true);
        if (hot >= 0)
            out.push_back({pods[size_t(hot)].id, true, r});
        else if (cold >= 0)
            out.push_back({pods[size_t(cold)].id, false, r});
    }
    return out;
}

std::vector<bool> ThermalGrid::openAisleEnds(const std::vector<bool> &moving) const
{
    std::vector<bool> end(racks.size(), false);
    for (const EndFace &f : aisleEndFaces(moving))
        end[f.rack] = true;
    return end;
}

} // namespace dcs
