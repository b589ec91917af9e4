#pragma once
#include <string>
#include <vector>

namespace dcs {

// Hot- or cold-aisle containment of a row pair (docs/thermal.md). The listed racks face the
// contained aisle with their fronts (cold) or rears (hot); the thermal engine ducts that aisle to
// the cooling units' supply (cold) or return (hot) instead of the open room.
struct Containment {
    enum class Kind { Cold, Hot };
    std::string id;
    Kind kind = Kind::Cold;
    std::vector<std::string> rackIds;

    bool operator==(const Containment &) const = default;
};

} // namespace dcs
