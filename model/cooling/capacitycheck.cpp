#include "capacitycheck.h"

namespace dcs {

const CapacityCheckText &capacityCheckText(CapacityCheck::Kind kind)
{
    using K = CapacityCheck::Kind;
    static const CapacityCheckText roomAir{
        "room_air", "Room air vs CRAH/in-row",
        "Room air heat (beyond rear doors) against the usable CRAH and in-row capacity with the redundancy."};
    static const CapacityCheckText rearDoor{"rear_door", "Rear doors",
                                            "Each rack's air heat against its rear-door heat exchanger."};
    static const CapacityCheckText rackDensity{"rack_density", "Rack air density",
                                               "Racks without a rear door against the air-cooling limit per rack."};
    static const CapacityCheckText cdu{
        "cdu", "CDUs (pooled)",
        "Liquid heat of the racks on no CDU loop of their own against the usable capacity of the CDUs that serve no "
        "named racks, with the redundancy."};
    static const CapacityCheckText cduLoop{
        "cdu_loop", "CDU loop",
        "Liquid heat of the racks a group of CDUs serves against those CDUs' usable capacity with the redundancy."};
    static const CapacityCheckText inRowRow{
        "inrow_row", "In-row units of a row",
        "Air heat of a row's racks against the usable capacity of the row's in-row units with the redundancy."};
    switch (kind) {
    case K::RoomAir: return roomAir;
    case K::RearDoor: return rearDoor;
    case K::RackDensity: return rackDensity;
    case K::Cdu: return cdu;
    case K::CduLoop: return cduLoop;
    case K::InRowRow: return inRowRow;
    }
    return roomAir;
}

} // namespace dcs
