// The inputs registry's rows for a network's settings ("networks.*.<key>"), sorted by key
// (inputdescriptions.h says what each column is for). The fabric dock edits these.
#include "inputdescriptiontable.h"

namespace dcs {

namespace {

// key, label, unit, decimals, scale, min, max (file units; 0, 0: none), source of the default,
// [meaning (the tooltip's first line), [form label]]
constexpr InputDescription kNetworkRows[] = {
    {"networks.*.cable_routing.same_rack_direct", "Same-rack links run inside the rack", "", -1, 1, 0, 0, "assumption"},
    {"networks.*.cable_routing.slack_fraction", "Cable slack share of routed length", "%", 0, 100, 0, 1, "assumption: none (bends)"},
    {"networks.*.cable_routing.slack_m", "Cable slack per link", "m", 1, 1, 0, 100, "assumption: 0.5 m service loop at each end"},
    {"networks.*.cable_routing.tray_height_m", "Cable tray height", "m", 1, 1, 0.5, 20, "assumption: tray just above 48U racks"},
    {"networks.*.cable_routing.u1_height_m", "Height of U1 above the floor", "m", 2, 1, 0, 2, "assumption: plinth and castors"},
    {"networks.*.id", "Network id", "", -1, 1, 0, 0, "user input"},
    {"networks.*.name", "Network name", "", -1, 1, 0, 0, "user input"},
    {"networks.*.rack_catalog_id", "Rack model for new network racks", "", -1, 1, 0, 0, "catalog"},
    {"networks.*.roce.ecn", "RoCE congestion notification (ECN)", "", -1, 1, 0, 0, "DCQCN congestion control needs ECN"},
    {"networks.*.roce.mtu", "RoCE MTU", "B", 0, 1, 576, 9216, "assumption: 4096 B, below which RoCE is warned about"},
    {"networks.*.roce.pfc", "RoCE priority flow control (PFC)", "", -1, 1, 0, 0, "RoCE needs a lossless class for RDMA traffic"},
    {"networks.*.role", "Network role", "", -1, 1, 0, 0, "studio default: compute fabric"},
    {"networks.*.su_nodes", "Nodes per scalable unit", "nodes", 0, 1, 1, 4096, "DGX SuperPOD reference architecture: 32 nodes per scalable unit"},
    {"networks.*.switch_catalog_id", "Switch model", "", -1, 1, 0, 0, "catalog: Quantum-2 QM9700 for InfiniBand, Spectrum-4 SN5600 for RoCE"},
    {"networks.*.switches_per_new_rack", "Switches per new network rack", "", 0, 1, 1, 60, "assumption: leaves room for patching and cable management"},
    {"networks.*.target_oversubscription", "Target oversubscription (x:1)", "", 1, 1, 1, 64, "DGX SuperPOD reference architecture: 1:1, non-blocking"},
    {"networks.*.technology", "Link technology", "", -1, 1, 0, 0, "DGX SuperPOD reference architecture: InfiniBand NDR 400G"},
    {"networks.*.topology", "Fabric topology", "", -1, 1, 0, 0, "DGX SuperPOD reference architecture: rail-optimised"},
};

} // namespace

std::span<const InputDescription> networkInputRows()
{
    return kNetworkRows;
}

} // namespace dcs
