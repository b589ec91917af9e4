#pragma once
#include "engine/enginecontext.h"
#include "inventoryresult.h"

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
    // Every rack's floor load against project.hall.floorRatingKpa.
    static void floorLoads(const Project &project, const Catalog &catalog, InventoryResult &out,
                           std::vector<Warning> &warnings);
};

} // namespace dcs
