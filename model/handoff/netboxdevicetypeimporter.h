#pragma once
#include "handoff/netboxdevicetypereader.h"
#include "json/loaderror.h"
#include "project/project.h"
#include <string>
#include <vector>

namespace dcs {

class Catalog;

// One device-type file as read, for the importer.
struct DeviceTypeFile {
    std::string name;  // for messages, as the user gave it
    std::string text;
};

struct DeviceTypeImported {
    std::string file;
    nlohmann::json entry;            // the custom catalog entry added or replaced
    bool replaced = false;
    std::vector<std::string> notes;
};

struct DeviceTypeImportRun {
    LoadErrors errors;                       // any error: nothing is imported
    std::vector<DeviceTypeImported> imported;
    Project project;                         // the project with the entries, when errors is empty
};

// Adds device types in the community library's YAML format to a project's custom catalog
// (`dcstudio import-device-type`, docs/handoff.md "NetBox"). All or nothing: every file is read
// and every problem reported (file, line, field); an id that clashes with a built-in entry, with
// another file of the same run, or (without `replace`) with a custom entry already in the project
// is an error; and the project with the new entries must read back without errors.
class NetboxDeviceTypeImporter
{
public:
    static DeviceTypeImportRun run(const Project &project, const std::string &projectFile, const Catalog &builtIn,
                                   const std::vector<DeviceTypeFile> &files, const DeviceTypeImportOptions &options,
                                   bool replace);
};

} // namespace dcs
