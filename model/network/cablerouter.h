#pragma once
#include "project/network.h"
#include <vector>

namespace dcs {

class Catalog;
struct CatalogEntry;
struct DevicePlacement;
struct Rack;

// Measures a cable on the floor plan and picks its type by reach (issue 5, engine section;
// REFERENCE.md 1.3 for the reaches). Routing: from the device straight up to the overhead
// tray, along rows and aisles (Manhattan distance between the two racks' centres), down to
// the other device, plus slack; all of it set in the network's CableRouting.
class CableRouter
{
public:
    // EIA-310 rack unit: 1.75 in.
    static constexpr double kRackUnitM = 0.04445;

    struct EndPoint {
        double xM = 0;        // rack footprint centre on the floor
        double yM = 0;
        double uCentreM = 0;  // device centre above the bottom of U1
        int rack = -1;        // rack index in the project
    };

    static EndPoint endPoint(const Rack &rack, const CatalogEntry &rackEntry, int rackIndex,
                             const DevicePlacement &device, const CatalogEntry *deviceEntry);
    // A rack-scale system's NICs sit on compute trays spread over its height (GB200 NVL72: ten
    // trays above the NVLink switch trays, eight below); a link is measured from half the
    // system's height, the mean height of its trays (assumption, docs/network.md).
    static EndPoint systemEndPoint(const Rack &rack, const CatalogEntry &systemEntry, int rackIndex);
    static double lengthM(const EndPoint &a, const EndPoint &b, const CableRouting &routing);

    // Cable entries of the catalog, shortest reach first (ties: cheaper first).
    static std::vector<const CatalogEntry *> cableTypes(const Catalog &catalog);
    // The shortest-reach type of the slowest speed of at least `speedGbps` that covers
    // `lengthM` (a 400G link takes a 400G cable even where an 800G DAC would reach; a faster
    // type only when no slower one covers the length); when none covers it, the longest-reach
    // fast type, else the longest-reach type (the caller flags the link as too long). Index
    // into `types`, -1 when `types` is empty. Passive copper -> active copper -> multimode ->
    // single-mode follows from the reach order.
    static int choose(const std::vector<const CatalogEntry *> &types, double lengthM, double speedGbps);
    // The most a cable end can draw in a switch port of `portGbps`: the worst switch end among
    // the types up to the slowest cable speed that carries the port (faster cables do not fit
    // it; all types when none is that fast). For switch power reserves before cabling.
    static double worstSwitchEndW(const std::vector<const CatalogEntry *> &types, double portGbps);
};

} // namespace dcs
