#pragma once
#include "powerconnection.h"
#include <string>
#include <vector>

namespace dcs {

enum class RackFace { Front, Rear };

// A device mounted in a rack. Its rack is the Rack that holds it; uLow is the lowest U it
// occupies (1 = bottom). A full-depth device occupies its U range on both faces.
struct DevicePlacement {
    std::string id;
    std::string catalogId;
    int uLow = 1;
    RackFace face = RackFace::Front;
    bool fullDepth = true;
    std::vector<PowerConnection> power{};  // PSU -> PDU outlet cords (docs/power.md)

    bool operator==(const DevicePlacement &) const = default;
};

} // namespace dcs
