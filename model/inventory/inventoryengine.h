#pragma once
#include "engine/enginecontext.h"
#include "inventoryresult.h"
#include <array>
#include <utility>

namespace dcs {

class Catalog;
struct CatalogEntry;
struct Project;
struct Rack;

// Counts what is placed. Nameplate IT power is the sum of the catalog max_w of every
// rack-mounted device and rack-scale system (REFERENCE 1.1: nameplate maximum, not average draw).
class InventoryEngine
{
public:
    struct Needs {};  // reads no other engine
    // Its one finding: racks that load the floor above the hall's rating (floor.rack_over_rating).
    static InventoryResult evaluate(const EngineContext &context, const Needs &needs = {});

    struct RackFill {
        int usedU = 0;
        int heightU = 0;
        double nameplateW = 0;
        double weightKg = 0;
        int gpus = 0;
    };
    static RackFill rackFill(const Rack &rack, const Catalog &catalog);

    // One rack's weight over its catalog footprint: kPa = kg x g / m² / 1000 (issue 33 item 3).
    static InventoryResult::RackFloorLoad rackFloorLoad(const Rack &rack, const CatalogEntry &entry, const Catalog &catalog);
    // Every rack's floor load against project.hall.floorRatingKpa, and its feet on the panels.
    static void floorLoads(const Project &project, const Catalog &catalog, InventoryResult &out,
                           std::vector<Warning> &warnings);

    // A rack stands on four levelling feet near the corners of its footprint (assumption: 50 mm
    // in from each edge, as on common 600 mm cabinets), each carrying a quarter of its weight.
    static constexpr int kFeetPerRack = 4;
    static constexpr double kFootInsetM = 0.05;
    static std::array<std::pair<double, double>, kFeetPerRack> feetOf(const Rack &rack, const CatalogEntry &entry);

private:
    // The feet's loads summed per raised-floor panel, against hall.floorPointLoadKn
    // (floor.tile_point_load naming the racks whose feet stand on an overloaded panel).
    static void pointLoads(const Project &project, const Catalog &catalog, InventoryResult &out,
                           std::vector<Warning> &warnings);
};

} // namespace dcs
