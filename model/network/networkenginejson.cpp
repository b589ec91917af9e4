// NetworkEngine::toJson: the "network" section of `dcstudio evaluate` (keys in docs/network.md).
#include "networkengine.h"
#include <cmath>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// JSON has no infinity: an unbounded ratio (leaves without uplinks) is written as null.
json ratio(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

json tierPorts(const NetworkFabricResult &f, SwitchTier tier)
{
    int used = 0, total = 0, full = 0;
    double maxUse = 0;
    for (const SwitchPortUse &u : f.switches) {
        if (u.tier != tier)
            continue;
        used += u.portsUsed;
        total += u.portsTotal;
        full += u.portsTotal > 0 && u.portsUsed >= u.portsTotal;
        if (u.portsTotal > 0)
            maxUse = std::max(maxUse, double(u.portsUsed) / u.portsTotal);
    }
    return {{"used", used}, {"total", total}, {"switches_full", full}, {"max_utilisation", maxUse}};
}

json fabricJson(const NetworkFabricResult &f)
{
    json byType = json::array();
    for (const CableTally &t : f.cables) {
        if (t.count == 0)
            continue;
        byType.push_back({{"cable_id", t.cableId},
                          {"name", t.name},
                          {"medium", t.medium},
                          {"count", t.count},
                          {"total_length_m", t.totalLengthM},
                          {"cost_usd", t.costUsd},
                          {"optics_power_w", t.powerW},
                          {"transceivers", t.transceivers},
                          {"length_bins", t.lengthBins}});
    }
    return {
        {"id", f.id},
        {"role", networkRoleName(f.role)},
        {"tiers", f.tiers},
        {"switches", {{"leaf", f.leaves}, {"spine", f.spines}, {"core", f.cores}}},
        {"switch_radix", f.switchRadix},
        {"two_tier_max_endpoints", f.twoTierMaxEndpoints},
        {"links",
         {{"total", f.links},
          {"node_leaf", f.nodeLinks},
          {"leaf_spine", f.leafSpineLinks},
          {"spine_core", f.spineCoreLinks},
          {"other", f.otherLinks},
          {"dangling", f.danglingLinks}}},
        {"nodes", f.nodes},
        {"gpus", f.gpus},
        {"nics_total", f.nicsTotal},
        {"nics_connected", f.nicsConnected},
        {"oversubscription",
         {{"target", f.targetOversubscription},
          {"leaf", ratio(f.leafOversubscription)},
          {"spine", ratio(f.spineOversubscription)},
          {"worst_leaf", ratio(f.worstLeafOversubscription)},
          {"end_to_end", ratio(f.endToEndOversubscription)}}},
        {"endpoint_bandwidth_gbps", f.endpointGbps},
        {"bisection_bandwidth_gbps", f.bisectionGbps},
        {"per_gpu_cross_leaf_gbps", f.perGpuCrossLeafGbps},
        {"per_gpu_cross_leaf_gbytes_per_s", f.perGpuCrossLeafGbytesPerS},
        {"nics_per_node", f.nicsPerNode},
        {"nic_gbps", f.nicGbps},
        {"per_gpu_node_link_gbps", f.perGpuNodeLinkGbps},
        {"peer_cross_leaf_share", f.peerCrossLeafShare},
        {"max_switch_hops", f.maxSwitchHops},
        {"port_use",
         {{"leaf", tierPorts(f, SwitchTier::Leaf)},
          {"spine", tierPorts(f, SwitchTier::Spine)},
          {"core", tierPorts(f, SwitchTier::Core)}}},
        {"cables",
         {{"total_length_m", f.cableLengthM},
          {"cost_usd", f.cableCostUsd},
          {"optics_power_w", f.opticsPowerW},
          {"transceivers", f.transceivers},
          {"too_long", f.linksTooLong},
          {"by_type", byType}}},
    };
}

} // namespace

json NetworkEngine::toJson(const NetworkResult &r, const std::vector<Warning> &warnings)
{
    json networks = json::array();
    for (const NetworkFabricResult &f : r.networks)
        networks.push_back(fabricJson(f));
    json racks = json::object();
    for (const DeviceOpticsPower &p : r.opticsByRack)
        racks[p.rackId] = p.powerW;
    json codes = json::array();
    for (const Warning &w : warnings)
        if (warningArea(w.code) == WarningArea::Network)
            codes.push_back(w.key());
    json edges = json::array();
    for (double e : NetworkResult::kLengthBinEdgesM)
        edges.push_back(e);
    return {{"compute_fabric_required", r.computeFabricRequired},
            {"optics_power_w", r.opticsPowerW},
            {"cable_cost_usd", r.cableCostUsd},
            {"length_bin_upper_edges_m", edges},
            {"optics_power_by_rack_w", racks},
            {"networks", networks},
            {"warnings", codes}};
}

} // namespace dcs
