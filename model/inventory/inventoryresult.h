#pragma once
#include <map>
#include <string>
#include <vector>

namespace dcs {

// What is placed in the design: counts by catalog model and by kind, GPUs and nameplate power.
struct InventoryResult {
    struct ModelCount {
        std::string name;
        std::string kind;
        int count = 0;
        double unitMaxPowerW = 0;
        double unitListPriceUsd = 0;
    };
    std::map<std::string, ModelCount> byModel;  // catalog id -> count (ordered: stable JSON)
    std::map<std::string, int> byKind;          // catalog kind name -> count
    int racks = 0;
    int gpus = 0;
    int gpuNodes = 0;
    int usedU = 0;
    int totalU = 0;
    double nameplateItPowerW = 0;  // sum of max_w of every IT device and rack-scale system
    double typicalItPowerW = 0;    // catalog typical draw (the maximum where an entry has none)
    double listPriceUsd = 0;
    int unknownCatalogIds = 0;     // should be 0: the reader refuses such files

    // Floor loading (issue 33 item 3): each rack's weight (rack, devices, PDUs; a rack-scale
    // system's catalog weight) over its footprint, against the hall's rating.
    struct RackFloorLoad {
        std::string rackId;
        double weightKg = 0;
        double areaM2 = 0;
        double loadKpa = 0;   // weight x g / area
        double footLoadKn = 0;     // weight x g / 4 levelling feet
        double worstTileKn = 0;    // the most any panel under one of its feet carries (its neighbours' feet too)
    };
    double floorRatingKpa = 0;
    std::vector<RackFloorLoad> floorLoads;   // in rack order
    double worstFloorLoadKpa = 0;
    std::string worstFloorLoadRackId;
    // Point loads on the panels (0 limit: a slab, not checked).
    double floorPointLimitKn = 0;
    double worstTileLoadKn = 0;
    double worstTileXM = 0, worstTileYM = 0;  // the worst panel's corner on the floor
    int tilesOverPointLimit = 0;
};

} // namespace dcs
