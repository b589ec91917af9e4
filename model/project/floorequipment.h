#pragma once
#include <string>
#include <vector>

namespace dcs {

// Floor-standing equipment that is not a rack: cooling units (CRAH, in-row, CDU), power
// panels, UPS. Position and rotation follow the same convention as Rack.
struct FloorEquipment {
    std::string id;
    std::string name;
    std::string catalogId;
    double xM = 0.0;
    double yM = 0.0;
    int rotationDeg = 0;
    std::string upstreamId;  // optional: the UPS or panel feeding this unit (docs/power.md)
    // CDUs only, optional: the racks on this CDU's secondary loop (docs/cooling.md). Empty = the
    // hall's shared loop, pooled with every other CDU that names no racks.
    std::vector<std::string> servesRackIds;

    bool operator==(const FloorEquipment &) const = default;
};

} // namespace dcs
