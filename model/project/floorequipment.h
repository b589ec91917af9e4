#pragma once
#include <string>

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

    bool operator==(const FloorEquipment &) const = default;
};

} // namespace dcs
