#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct Project;

// The hall's floor cut into square cells (the tile, or a tile / refine) for the thermal map
// (docs/thermal.md). Cells under racks, cooling units and other floor equipment are solid;
// the hall's outline is a wall. Racks and air units are known by the open cells their faces
// touch; contained aisles by their cells, walled off from the room except for leak faces.
class ThermalGrid
{
public:
    struct RackFaces {
        size_t rackIndex = 0;       // into Project::racks; a sidecar's: into Project::equipment
        bool sidecar = false;       // a liquid-to-air CDU on the floor: draws and blows air as a rack does
        std::vector<int> intake;    // open cells in front of the rack
        std::vector<int> exhaust;   // open cells behind it
        std::vector<int> tile;      // the floor tile in front (refine rows of cells): perforated tile
        int coldPod = -1;           // index into pods, or -1
        int hotPod = -1;
        int di = 0, dj = 1;         // the way the front faces, in cells (rotation 0: +y)
    };
    struct UnitFaces {
        size_t equipmentIndex = 0;
        std::vector<int> supply;    // open cells in front of the unit (rack level)
        std::vector<int> ret;       // in-row: open cells behind it (rack level); CRAH: its own cells (upper layer)
        bool topReturn = false;     // CRAH: draws from the upper layer above itself
    };
    struct Pod {
        bool cold = true;
        std::string id;
        std::vector<int> cells;     // the contained aisle
    };

    // Builds the grid for `layers` layers of air in height; on refusal (too many cells of air)
    // returns false with `error` set.
    bool build(const Project &project, const Catalog &catalog, int refine, int layers, std::string &error);

    // Cells of air: floor cells x layers, the solver's unknowns. Stress-16k at grid_refine 4 with
    // three layers (241,920) solves in a few seconds (SparseLU); the limit keeps a solve there.
    static constexpr int64_t kMaxAirCells = 300'000;

    double cellM = 0.6;
    int nx = 0, ny = 0;
    std::vector<int8_t> solid;     // per cell: 1 solid, 0 open
    std::vector<int> podOf;        // per cell: pod index or -1
    // One per project rack that stands on the floor, then one per liquid-to-air CDU on the floor
    // (a sidecar: its fans draw the room's air through its coil from the front and blow it,
    // carrying its loop's heat, out of the back, as a rack's do). The first projectRacks are racks.
    std::vector<RackFaces> racks;
    size_t projectRacks = 0;
    std::vector<UnitFaces> units;  // one per air cooling unit (crah, inrow) with known catalog
    std::vector<Pod> pods;

    int cell(int i, int j) const { return j * nx + i; }
    // Per rack: its front is at an open end of an uncontained cold aisle (an intake cell whose
    // neighbour along the row is open floor, not another moving rack's front), where the CFD shows
    // the exhaust wrapping round the row into the top of the face (docs/thermal.md, "CFD
    // reference"). `moving`: per rack, whether it moves air.
    std::vector<bool> openAisleEnds(const std::vector<bool> &moving) const;
    // Racks whose other face lies in a contained aisle: a front in a hot aisle (it draws the
    // exhaust) or a rear in a cold one. A containment written round a space its racks do not face
    // (a file listing the rears of two rows of unequal length) does that; the studio's tools do not.
    struct WrongFace {
        std::string podId;
        bool hotAisle = false;  // a front in a hot aisle (else a rear in a cold one)
        size_t rack = 0;        // index into racks
    };
    std::vector<WrongFace> facesInWrongAisle() const;
    // The faces of those open ends: a rack's intake cell and the open floor beyond it along the row.
    struct EndFace {
        size_t rack = 0;
        int front = 0, room = 0;  // cells
    };
    std::vector<EndFace> aisleEndFaces(const std::vector<bool> &moving) const;
    // Faces between two open cells: open unless a containment wall separates them.
    bool podWall(int a, int b) const { return podOf[size_t(a)] != podOf[size_t(b)]; }
};

} // namespace dcs
