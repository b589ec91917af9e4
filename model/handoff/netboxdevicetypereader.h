#pragma once
#include "json/loaderror.h"
#include "yamldocument.h"
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace dcs {

struct CatalogEntry;

// What the device-type library does not say and the catalog needs.
struct DeviceTypeImportOptions {
    // "auto" (a GPU server when gpuFrom is set, else a switch), "switch" or "gpu_server".
    std::string kind = "auto";
    // The catalog entry whose GPU figures a GPU server takes: the library has no GPU fields.
    const CatalogEntry *gpuFrom = nullptr;
    // PSUs that must be fed for the device to run; 0 = half its power ports, rounded up (then
    // listed among the entry's assumptions).
    int psuRequired = 0;
};

struct DeviceTypeImport {
    nlohmann::json entry;            // a custom catalog entry (resources/catalog schema); null on errors
    LoadErrors errors;               // file "name.yaml:line", path the YAML field ("/power-ports/1/maximum_draw")
    std::vector<std::string> notes;  // what was skipped or assumed, for the user to read
};

// Reads one device type in the NetBox community device-type library's YAML format
// (netbox-community/devicetype-library, schema/devicetype.json at 014cd468fa8c and
// schema/components.json at 013d489ba86d) into a custom catalog entry (issue 19 item 2):
// manufacturer and model name it, slug is its id, u_height and is_full_depth place it, the
// power ports' maximum_draw sum to its nameplate power (allocated_draw to its typical power when
// every port has one), and its interfaces, grouped by type, become its port groups. Every problem
// is reported with the file, line and field; nothing is guessed. docs/handoff.md, "NetBox".
class NetboxDeviceTypeReader
{
public:
    static DeviceTypeImport read(const std::string &text, const std::string &fileName,
                                 const DeviceTypeImportOptions &options);
    static DeviceTypeImport fromDocument(const YamlDocument &doc, const std::string &fileName,
                                         const DeviceTypeImportOptions &options);
};

} // namespace dcs
