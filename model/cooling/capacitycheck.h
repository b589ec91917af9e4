#pragma once
#include <string>
#include <vector>

namespace dcs {

// One capacity check of the cooling engine: a load against the usable capacity with the chosen
// redundancy.
struct CapacityCheck {
    enum class Kind {
        RoomAir,     // room air heat (beyond rear doors) against the CRAH and in-row units
        RearDoor,    // each rack's air heat against its rear door (the worst rack)
        RackDensity, // racks without a rear door against the air-cooling limit per rack
        Cdu,         // liquid heat of racks on no named loop against the pooled CDUs
        CduLoop,     // the racks a group of CDUs serves against those CDUs
        InRowRow,    // a row's air heat against its in-row units
    };
    Kind kind = Kind::RoomAir;
    bool ok = true;
    double loadW = 0;
    double capacityW = 0;
    std::vector<std::string> objectIds;  // units and racks concerned
};

// How a check is named: its key in `evaluate --json` ("room_air", ...), its name on the Cooling
// page and in the report, and what it compares (the page's tooltip).
struct CapacityCheckText {
    const char *key;
    const char *name;
    const char *explanation;
};
const CapacityCheckText &capacityCheckText(CapacityCheck::Kind kind);

} // namespace dcs
