#pragma once
#include <optional>
#include <string>

namespace dcs {

// Between a catalog port group (speed, form factor) and a NetBox interface type, both ways.
// The type strings are values of NetBox's InterfaceTypeChoices (netbox/dcim/choices.py,
// netbox-community/netbox at 43fe81f9e833, v4.6.8+); docs/handoff.md, "NetBox".
class NetboxInterfaceType
{
public:
    struct Speed {
        double gbps = 0;
        std::string formFactor;  // "OSFP", "QSFP112", "RJ45"; empty when the type does not say
    };

    // "400gbase-x-osfp" for 400 Gb/s OSFP, "1000base-t" for 1 Gb/s RJ45; "other" when NetBox has
    // no type for the pair (the export never invents one NetBox would refuse).
    static std::string fromPort(double speedGbps, const std::string &formFactor);

    // The line rate and form factor a NetBox interface type names: "400gbase-x-osfp" is 400 Gb/s
    // OSFP, "infiniband-ndr" 400 Gb/s (a 4x port). Nullopt for types without one (virtual, lag,
    // bridge, wireless, cellular, "other"): they are not ports the design can cable.
    static std::optional<Speed> speedOf(const std::string &type);
};

} // namespace dcs
