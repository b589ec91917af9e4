#pragma once
#include "project/containment.h"
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct Project;

// The aisles of the floor as the containment editor sees them (docs/thermal.md): the racks
// whose fronts (cold) or rears (hot) face the same aisle as a given rack.
namespace ThermalAisles {

// The rack's own row (same facing, that face on the same line, side by side without a gap)
// and the row across the aisle (facing it, the nearest face line within 4 m, overlapping the
// row along its length). Empty for an unknown rack.
std::vector<std::string> aisleRacks(const Project &project, const Catalog &catalog, const std::string &rackId,
                                    Containment::Kind kind);

// The project's `containment` list (the file format, ContainmentIo) with the aisle of `rackId`
// contained (`contained`) or opened: its racks leave every containment of that kind (emptied ones
// go) and, when contained, join one new containment named after the rack.
nlohmann::json withAisle(const Project &project, const Catalog &catalog, const std::string &rackId,
                         Containment::Kind kind, bool contained);

} // namespace ThermalAisles
} // namespace dcs
