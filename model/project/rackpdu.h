#pragma once
#include <string>

namespace dcs {

enum class Feed { A, B };
enum class RailSide { Left, Right };

// A 0U PDU on one of the rack's rear rails, fed from feed A or B.
struct RackPdu {
    std::string id;
    std::string catalogId;
    Feed feed = Feed::A;
    RailSide side = RailSide::Left;
    std::string panelId;  // optional upstream power panel (equipment id), docs/power.md

    bool operator==(const RackPdu &) const = default;
};

} // namespace dcs
