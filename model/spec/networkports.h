#pragma once
#include "catalog/catalogentry.h"
#include "project/network.h"
#include <string_view>

namespace dcs {

// Port numbering shared by the file format, the generator and the engine: a device's ports
// are its catalog port groups laid end to end (DGX H100: 0-7 compute NICs, 8-11 storage,
// 12 management; QM9700: 0-63 fabric, 64 management).
struct PortRange {
    int offset = 0;
    int count = 0;
    double speedGbps = 0;
};

class NetworkPorts
{
public:
    static int total(const CatalogEntry &e)
    {
        int n = 0;
        for (const PortGroup &g : e.ports)
            n += g.count;
        return n;
    }

    // The first port group with `role` ("fabric", "storage", "management", "uplink").
    static PortRange group(const CatalogEntry &e, std::string_view role)
    {
        int offset = 0;
        for (const PortGroup &g : e.ports) {
            if (g.role == role)
                return {offset, g.count, g.speedGbps};
            offset += g.count;
        }
        return {};
    }

    static double speedOf(const CatalogEntry &e, int port)
    {
        int offset = 0;
        for (const PortGroup &g : e.ports) {
            if (port < offset + g.count)
                return g.speedGbps;
            offset += g.count;
        }
        return 0;
    }

    // The ports a network of `role` uses on a GPU node and on a switch.
    static PortRange nodePorts(const CatalogEntry &node, NetworkRole role)
    {
        switch (role) {
        case NetworkRole::Compute: return group(node, "fabric");
        case NetworkRole::Storage: return group(node, "storage");
        case NetworkRole::Management: return group(node, "management");
        }
        return {};
    }
    static PortRange switchPorts(const CatalogEntry &sw, NetworkRole role)
    {
        PortRange r = role == NetworkRole::Management ? group(sw, "management") : group(sw, "fabric");
        return r.count > 0 ? r : PortRange{0, total(sw), e0speed(sw)};
    }

private:
    static double e0speed(const CatalogEntry &e) { return e.ports.empty() ? 0 : e.ports.front().speedGbps; }
};

} // namespace dcs
