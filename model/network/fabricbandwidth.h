#pragma once
#include <string>

namespace dcs {

struct NetworkResult;
struct Project;

// What the compute fabric gives the training engine across nodes (issue 12, defect 3): the
// NICs cabled per node and their line rate, the end-to-end oversubscription and the share of
// each GPU's cross-node peers behind another leaf, as the network engine measured them.
// REFERENCE.md 5: "an end-to-end oversubscribed fabric divides each GPU's cross-leaf bandwidth
// by that ratio"; REFERENCE.md 2: on a rail-optimised fabric, traffic between nodes on one rail
// is one hop (the rail leaf), only traffic between leaves crosses the spine.
struct FabricBandwidth {
    bool present = false;          // a compute fabric cables GPU nodes with a bounded ratio
    std::string networkId;
    std::string technology;        // short label for messages: "NDR", "RoCE", ""
    double nicsPerNode = 0;        // compute NICs cabled per node (average)
    double nicGbps = 0;            // line rate per NIC (average)
    double linkGbpsPerGpu = 0;     // cabled node bandwidth / GPUs, before oversubscription
    double oversubscription = 1;   // end to end, >= 1
    double crossLeafShare = 0;     // share of same-rank peers on another leaf (0-1)

    // Time per byte grows by the oversubscription for the share of bytes that cross leaves
    // (their uplinks carry 1/o of the downlink rate) and stays at line rate for the rest:
    // effective = line / ((1 - f) + f o) = line / (1 + f (o - 1)). 1 at 1:1 or f = 0.
    double slowdown() const { return 1 + crossLeafShare * (oversubscription - 1); }

    // The first compute network of `project` whose nodes are cabled, from the network result.
    static FabricBandwidth of(const Project &project, const NetworkResult &network);
};

} // namespace dcs
