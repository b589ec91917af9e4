#pragma once
#include <string>
#include <vector>

namespace dcs {

// A network of the design (issue 5, REFERENCE.md 2 and 5): the compute fabric that joins the
// GPU nodes' compute NICs, or an optional storage or management network. Switches and nodes
// are devices mounted in racks; the network names which switches belong to it (and their tier)
// and holds the links between device ports. File section "networks" (docs/network.md).
enum class NetworkRole { Compute, Storage, Management };
// IbXdr (Quantum-X800, 800G) comes last so that the values stored before it keep their numbers.
enum class NetworkTechnology { IbNdr, Roce400, Roce800, Custom, IbXdr };
enum class NetworkTopology { RailOptimized, LeafSpine, ThreeTier };
enum class SwitchTier { Leaf, Spine, Core };

// RoCE needs a lossless Ethernet: priority flow control, ECN and jumbo frames (issue 5).
struct RoceSettings {
    bool pfc = true;
    bool ecn = true;
    int mtu = 4096;

    bool operator==(const RoceSettings &) const = default;
};

// How cables are routed on the floor (assumptions, editable): through an overhead tray along
// rows and aisles (Manhattan distance between rack centres), plus a vertical run at each end
// from the device to the tray, plus slack for service loops and bends.
struct CableRouting {
    double trayHeightM = 2.6;      // assumption: tray just above 48U racks (about 2.3 m with plinth)
    double u1HeightM = 0.05;       // height of the bottom of U1 above the floor (plinth, castors)
    double slackM = 1.0;           // assumption: 0.5 m service loop at each end
    double slackFraction = 0.0;    // extra share of the routed length (bends); 0 = none
    bool sameRackDirect = true;    // both ends in one rack: run inside the rack, not via the tray

    bool operator==(const CableRouting &) const = default;
};

struct NetworkSwitch {
    std::string deviceId;
    SwitchTier tier = SwitchTier::Leaf;

    bool operator==(const NetworkSwitch &) const = default;
};

// A cable between two device ports. Port indices count the device's catalog port groups in
// order (DGX H100: 0-7 compute NICs, 8-11 storage, 12 management; QM9700: 0-63 fabric).
struct NetworkLink {
    std::string aDevice;
    int aPort = 0;
    std::string bDevice;
    int bPort = 0;
    double speedGbps = 0;      // 0 = the slower of the two ports
    std::string cableId;       // catalog cable entry; empty = chosen by reach
    double lengthM = 0;        // 0 = measured from the floor plan
    bool manual = false;       // drawn by the user: regeneration keeps it while it is valid

    bool operator==(const NetworkLink &) const = default;
};

struct Network {
    std::string id;
    std::string name;
    NetworkRole role = NetworkRole::Compute;
    NetworkTechnology technology = NetworkTechnology::IbNdr;
    NetworkTopology topology = NetworkTopology::RailOptimized;
    std::string switchCatalogId = "qm9700";
    double targetOversubscription = 1.0;  // downlink : uplink bandwidth per tier; 1 = non-blocking
    int suNodes = 32;                     // nodes per scalable unit (DGX SuperPOD: 32, REFERENCE.md 2)
    std::string rackCatalogId = "rack-48u-600";  // for network racks the generator adds
    int switchesPerNewRack = 16;          // assumption: leaves room for patching and cable management
    RoceSettings roce;
    CableRouting routing;
    std::vector<NetworkSwitch> switches;
    std::vector<NetworkLink> links;

    bool operator==(const Network &) const = default;
    bool isRoce() const { return technology == NetworkTechnology::Roce400 || technology == NetworkTechnology::Roce800; }
};

const char *networkRoleName(NetworkRole r);
const char *networkTechnologyName(NetworkTechnology t);
const char *networkTopologyName(NetworkTopology t);
const char *switchTierName(SwitchTier t);

} // namespace dcs
