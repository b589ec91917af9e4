#pragma once
#include "project/network.h"
#include <string>
#include <vector>

namespace dcs {

// Results of the network engine (issue 5; REFERENCE.md 2 and 5). Bandwidths in Gb/s
// (gbps) as the port ratings are quoted, with GB/s (gbytes_per_s) where the training engine
// wants bytes; lengths in metres, power in watts, money in US dollars.
struct SwitchPortUse {
    std::string deviceId;
    std::string rackId;
    SwitchTier tier = SwitchTier::Leaf;
    int portsTotal = 0;       // ports of the network's role (fabric ports)
    int portsUsed = 0;
    int downPorts = 0;        // towards nodes (leaf) or the tier below
    int upPorts = 0;
    double downGbps = 0;
    double upGbps = 0;
    double opticsPowerW = 0;  // transceivers and active cable ends plugged into this switch
};

// One measured link, in the order of Network::links (the floor overlay draws these).
struct LinkMeasure {
    double lengthM = 0;
    int cable = -1;           // index into NetworkFabricResult::cables, -1 = no cable type fits
    bool tooLong = false;     // longer than the reach of its cable type
    bool valid = true;        // false when an end device no longer exists
};

struct CableTally {
    std::string cableId;
    std::string name;
    std::string medium;
    int count = 0;
    double totalLengthM = 0;
    double costUsd = 0;
    double powerW = 0;
    double transceivers = 0;  // modules (twin-port switch modules count half per port)
    std::vector<int> lengthBins;  // counts per NetworkResult::kLengthBinEdgesM bin
};

struct NetworkFabricResult {
    std::string id;
    NetworkRole role = NetworkRole::Compute;
    int tiers = 0;            // 1 = single switch layer, 2 = leaf/spine, 3 = with core
    int leaves = 0, spines = 0, cores = 0;
    int links = 0;            // valid links
    int nodeLinks = 0, leafSpineLinks = 0, spineCoreLinks = 0, otherLinks = 0;
    int nodes = 0;            // GPU nodes with at least one link
    int gpus = 0;             // GPUs of those nodes
    int nicsTotal = 0;        // compute NICs of every GPU node of the design (compute role)
    int nicsConnected = 0;
    int switchRadix = 0;      // fabric ports of the network's switch model (k)
    int twoTierMaxEndpoints = 0;  // k^2/2 at 1:1; k x leaf down ports at the target (REFERENCE.md 2)
    double targetOversubscription = 1.0;
    double leafOversubscription = 0;   // sum of leaf downlink / leaf uplink bandwidth; 0 = no uplinks needed
    double spineOversubscription = 0;  // sum of spine downlink / spine uplink (three tiers only)
    double worstLeafOversubscription = 0;
    double endToEndOversubscription = 1.0;  // product of the tiers' ratios (each at least 1)
    double endpointGbps = 0;                // sum of node link bandwidth
    double bisectionGbps = 0;               // endpointGbps / 2 / end-to-end oversubscription
    double perGpuCrossLeafGbps = 0;         // node NIC bandwidth per GPU / end-to-end oversubscription
    double perGpuCrossLeafGbytesPerS = 0;
    // What the training engine needs (issue 12, defect 3): the cabled NICs per node and their
    // line rate, and the share of a GPU's cross-node peers (the same-rank GPU of every other
    // node, reached through the NIC of the same index: one rail) whose NIC sits on another leaf,
    // so that traffic to them crosses the oversubscribed spine tier.
    double nicsPerNode = 0;                 // compute NICs cabled / nodes with a link (average)
    double nicGbps = 0;                     // node link bandwidth / node links (average line rate)
    double perGpuNodeLinkGbps = 0;          // node link bandwidth / GPUs of the cabled nodes
    double peerCrossLeafShare = 0;          // 0 = every same-rank peer on the same leaf
    int maxSwitchHops = 0;                  // switches on the longest shortest path (1, 3 or 5)
    int danglingLinks = 0;
    double cableLengthM = 0;
    double cableCostUsd = 0;     // cables, fibre and transceivers
    double opticsPowerW = 0;     // all link ends
    double transceivers = 0;
    int linksTooLong = 0;
    std::vector<CableTally> cables;         // by catalog cable type, shortest reach first
    std::vector<SwitchPortUse> switches;    // in Network::switches order
    std::vector<LinkMeasure> linkMeasures;  // in Network::links order
};

// Optics power seen at one device or rack, for the power engine (issue 5: "optics power added
// to the switch and node power").
struct DeviceOpticsPower {
    std::string deviceId;
    std::string rackId;
    double powerW = 0;
};

struct NetworkResult {
    std::vector<NetworkFabricResult> networks;
    std::vector<DeviceOpticsPower> opticsByDevice;  // devices with any link end, sorted by id
    std::vector<DeviceOpticsPower> opticsByRack;    // deviceId empty, sorted by rack id
    double opticsPowerW = 0;
    double cableCostUsd = 0;
    bool computeFabricRequired = false;  // more than one GPU node placed

    // Upper edges of the cable-length histogram bins (the last bin is open ended).
    static constexpr double kLengthBinEdgesM[] = {1, 2, 3, 5, 10, 20, 50, 100, 500};
    static constexpr int kLengthBins = 10;
};

} // namespace dcs
