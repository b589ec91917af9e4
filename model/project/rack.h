#pragma once
#include "deviceplacement.h"
#include "powerconnection.h"
#include "rackpdu.h"
#include <string>
#include <vector>

namespace dcs {

// A rack on the floor. (xM, yM) is the minimum corner of its footprint as placed (after
// rotation), so snapping and overlap tests work on axis-aligned boxes. Rotation 0 means the
// front (cold-aisle side) faces +y; 90 faces -x, 180 faces -y, 270 faces +x (clockwise on screen).
struct Rack {
    std::string id;
    std::string name;
    std::string catalogId;
    double xM = 0.0;
    double yM = 0.0;
    int rotationDeg = 0;
    double powerBudgetKw = 0.0;   // 0 = not set
    double weightLimitKg = 0.0;   // 0 = use the rack model's static load rating
    std::string rearDoorCatalogId; // optional rear-door heat exchanger (catalog cooling entry)
    std::vector<DevicePlacement> devices;
    std::vector<RackPdu> pdus;
    // A rack-scale system's power shelves (PowerConnection::psu = shelf 1..psu_count of the
    // catalog), each on a three-phase outlet of a PDU of this rack. Empty for a plain rack: a
    // server's PSUs are cabled on the device.
    std::vector<PowerConnection> power;

    bool operator==(const Rack &) const = default;
};

} // namespace dcs
