#pragma once
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace dcs {

struct CatalogEntry;

// A catalog entry as a NetBox device type in the community device-type library's format
// (netbox-community/devicetype-library schema/devicetype.json at 014cd468fa8c; NetBox imports the
// same YAML on Devices > Device Types > Import, with its components as templates, so every device
// created from it has its power ports, outlets and interfaces). The names given to components
// here are the ones the exported cables refer to. docs/handoff.md, "NetBox".
class NetboxDeviceTypeYaml
{
public:
    struct Interface {
        std::string name;  // "fab1", "stor2", "mgmt1", "up3"
        std::string type;  // a NetBox interface type ("400gbase-x-osfp")
        bool management = false;
    };

    // The device-type document: manufacturer, model, slug, u_height, is_full_depth, weight,
    // power-ports (maximum_draw, allocated_draw), power-outlets (PDUs), interfaces.
    static nlohmann::json document(const CatalogEntry &entry);

    // The interfaces in catalog port order: link port index i is interfaces(entry)[i]
    // (docs/network.md: indices count the port groups in order).
    static std::vector<Interface> interfaces(const CatalogEntry &entry);

    // "PSU3" for PSU 3 (counting from 1, as the design's cords do); a PDU's inlet is kPduInlet.
    static std::string powerPortName(int psu);
    static std::string outletName(int outlet);
    static constexpr const char *kPduInlet = "Input";

    // The model name the devices CSV refers to (NetBox looks device types up by model).
    static std::string model(const CatalogEntry &entry);
    static std::string manufacturer(const CatalogEntry &entry);
};

} // namespace dcs
