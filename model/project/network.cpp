#include "network.h"

namespace dcs {

// The file-format names of the enums (docs/network.md); the io reads them back.
const char *networkRoleName(NetworkRole r)
{
    switch (r) {
    case NetworkRole::Compute: return "compute";
    case NetworkRole::Storage: return "storage";
    case NetworkRole::Management: return "management";
    }
    return "compute";
}

const char *networkTechnologyName(NetworkTechnology t)
{
    switch (t) {
    case NetworkTechnology::IbNdr: return "ib-ndr";
    case NetworkTechnology::IbXdr: return "ib-xdr";
    case NetworkTechnology::Roce400: return "roce-400";
    case NetworkTechnology::Roce800: return "roce-800";
    case NetworkTechnology::Custom: return "custom";
    }
    return "custom";
}

const char *networkTopologyName(NetworkTopology t)
{
    switch (t) {
    case NetworkTopology::RailOptimized: return "rail-optimized";
    case NetworkTopology::LeafSpine: return "leaf-spine";
    case NetworkTopology::ThreeTier: return "three-tier";
    }
    return "leaf-spine";
}

const char *switchTierName(SwitchTier t)
{
    switch (t) {
    case SwitchTier::Leaf: return "leaf";
    case SwitchTier::Spine: return "spine";
    case SwitchTier::Core: return "core";
    }
    return "leaf";
}

} // namespace dcs
