#include "netboxreadme.h"
#include "netboxexport.h"
#include "project/project.h"
#include <map>

namespace dcs {

namespace {

// Where each file is loaded: the object list's Import button in NetBox's UI.
const std::map<std::string, std::pair<const char *, const char *>> kPages{
    {"01-sites.csv", {"Organization > Sites > Import", "/dcim/sites/import/"}},
    {"02-locations.csv", {"Organization > Locations > Import", "/dcim/locations/import/"}},
    {"03-manufacturers.csv", {"Devices > Manufacturers > Import", "/dcim/manufacturers/import/"}},
    {"04-device-roles.csv", {"Devices > Device Roles > Import", "/dcim/device-roles/import/"}},
    {"05-device-types.yaml", {"Devices > Device Types > Import", "/dcim/device-types/import/"}},
    {"06-racks.csv", {"Racks > Racks > Import", "/dcim/racks/import/"}},
    {"07-devices.csv", {"Devices > Devices > Import", "/dcim/devices/import/"}},
    {"08-power-panels.csv", {"Power > Power Panels > Import", "/dcim/power-panels/import/"}},
    {"09-power-feeds.csv", {"Power > Power Feeds > Import", "/dcim/power-feeds/import/"}},
    {"10-cables-power-feeds.csv", {"Connections > Cables > Import", "/dcim/cables/import/"}},
    {"11-cables-power-cords.csv", {"Connections > Cables > Import", "/dcim/cables/import/"}},
    {"12-cables-fabric.csv", {"Connections > Cables > Import", "/dcim/cables/import/"}},
};

std::string row(const std::string &what, int count)
{
    return "| " + what + " | " + std::to_string(count) + " |\n";
}

} // namespace

std::string NetboxReadme::text(const Project &project, const NetboxExportResult &result)
{
    const NetboxCounts &c = result.counts;
    std::string t = "# NetBox import: " + project.name + "\n\n"
        "Written by `dcstudio export netbox` (DC Studio). Every object has the status *planned*: this is a design,\n"
        "not yet built. The CSV headers are the field names of NetBox's import forms\n"
        "(`netbox/dcim/forms/bulk_import.py`, netbox-community/netbox at 43fe81f9e833, v4.6.8); the device types are\n"
        "in the community device-type library's YAML format (`schema/devicetype.json`).\n\n"
        "## Load the files in this order\n\n"
        "Each file goes to the Import button of its object list (paste the text or upload the file; NetBox tells\n"
        "CSV from YAML by itself). Later files refer to earlier objects by name, so the order matters.\n\n"
        "| file | records | NetBox page | URL |\n|---|---|---|---|\n";
    for (const NetboxFile &f : result.files) {
        const auto it = kPages.find(f.name);
        if (it == kPages.end())
            continue;
        t += "| `" + f.name + "` | " + std::to_string(f.records) + " | " + it->second.first + " | `" + it->second.second + "` |\n";
    }
    t += "\nThe device types carry their components as templates: NetBox gives every device created from them its\n"
         "power ports (`PSU1`...), a PDU its input (`Input`) and outlets (`Outlet 1`... with their feed leg), and every\n"
         "device its interfaces (`fab1`..., `stor1`..., `mgmt1`..., `up1`..., in the catalog's port order). The cable\n"
         "files connect those by name, so load the device types before the devices and the devices before the cables.\n"
         "Files with nothing to import are not written.\n\n"
         "## What is in it\n\n| object | count |\n|---|---|\n";
    t += row("sites", c.sites) + row("locations (the hall)", c.locations) + row("manufacturers", c.manufacturers)
        + row("device roles", c.deviceRoles) + row("device types", c.deviceTypes) + row("racks", c.racks)
        + row("devices (servers, switches, rack-scale systems)", c.devices) + row("PDUs (0U devices)", c.pdus)
        + row("power panels", c.powerPanels) + row("power feeds (one per PDU)", c.powerFeeds)
        + row("power ports (PSU inlets and PDU inputs)", c.powerPorts) + row("power outlets", c.powerOutlets)
        + row("interfaces", c.interfaces) + row("cables: power feed to PDU", c.feedCables)
        + row("cables: PSU to PDU outlet", c.powerCables) + row("cables: fabric links", c.fabricCables);
    t += "\n## With a script\n\n"
         "pynetbox (the REST API) creates objects from ids, not from the names these files use: a script reads each\n"
         "row, looks the names up (`nb.dcim.sites.get(name=row[\"site\"]).id`, `nb.dcim.racks.get(name=..., site_id=...)`)\n"
         "and calls `nb.dcim.racks.create(...)`, in the order above. For the device types, the community\n"
         "Device-Type-Library-Import tool reads the YAML as it is. The Import pages do the name look-ups themselves.\n\n"
         "## Assumptions\n\n"
         "- Racks are 19-inch (rail-to-rail) 4-post cabinets; outer width and depth and the weight limit are the design's.\n"
         "- PSU inlets are C20 when a PSU is rated above 2 kW, else C14; a PDU's input plug is IEC 60309 3P+N+E 6h (wye),\n"
         "  3P+E 9h (delta) or P+N+E 6h (single phase); outlets are C13 or C19 as the catalog says, `other` when mixed.\n"
         "- A power port's maximum_draw is its share of the nameplate (nameplate / PSUs), allocated_draw its share of\n"
         "  the typical power; a feed's max_utilization is the design's continuous-load derating.\n"
         "- Delta PDUs: NetBox has one feed leg per outlet; an outlet on the line pair L1-L2 is on leg A, L2-L3 on B,\n"
         "  L3-L1 on C.\n";
    for (const std::string &note : result.notes)
        t += "- " + note + "\n";
    return t;
}

} // namespace dcs
