#pragma once
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct CatalogEntry;
struct DevicePlacement;
struct Project;
struct Rack;

// What a network cable can end on (issue 33 item 2): every device mounted in a rack, and every
// rack-scale system, whose NICs are ports of the system and which a link names by its rack's id
// (GB200 NVL72: 18 compute trays x 4 ConnectX-7 = ports 0-71; tray t holds ports 4t to 4t+3).
// One list for the engine, the fabric generator, the file checks and the views, so that a
// system's links are never dropped or dangling on one path and kept on another.
struct NetworkEndpoint {
    const std::string *id = nullptr;
    const Rack *rack = nullptr;
    int rackIndex = -1;
    const DevicePlacement *device = nullptr;  // null for a rack-scale system
    const CatalogEntry *entry = nullptr;      // null when the catalog id is unknown

    bool isSystem() const { return device == nullptr; }
    // A GPU server or a rack-scale system: an end node of the compute fabric.
    bool isNode() const;
    bool isSwitch() const;
};

class NetworkEndpoints
{
public:
    // In project order: each rack's devices, a rack-scale system where its rack stands.
    static std::vector<NetworkEndpoint> of(const Project &project, const Catalog &catalog);
    // The ids alone, for checks that have no catalog (a rack-scale system's id is its rack's,
    // so every rack id is taken: a link to a plain rack is refused when the file is read).
    static std::vector<std::string_view> idsWithoutCatalog(const Project &project);
};

} // namespace dcs
