#pragma once
#include <QString>
#include <string>
#include <vector>

namespace dcs {

struct Analysis;
class Catalog;
struct Project;

// How many objects of each kind an export holds (the README in the folder lists them).
struct NetboxCounts {
    int sites = 0, locations = 0, manufacturers = 0, deviceRoles = 0, deviceTypes = 0;
    int racks = 0;
    int devices = 0;        // servers, switches and rack-scale systems (not PDUs)
    int pdus = 0;           // rack PDUs, devices in NetBox too
    int powerPanels = 0, powerFeeds = 0;
    int powerPorts = 0;     // the devices' PSU inlets and the PDUs' inputs (from the device types)
    int powerOutlets = 0;   // the PDUs' outlets (from the device types)
    int interfaces = 0;     // every device's ports (from the device types)
    int feedCables = 0;     // power feed -> PDU input
    int powerCables = 0;    // PSU -> PDU outlet: the design's cords
    int fabricCables = 0;   // the networks' links
};

struct NetboxFile {
    std::string name;  // "06-racks.csv"
    std::string text;
    int records = 0;
};

struct NetboxExportResult {
    std::vector<NetboxFile> files;  // in the order NetBox needs them, the README last
    NetboxCounts counts;
    std::vector<std::string> notes;  // assumptions made for this design (also in the README)
};

// The design in NetBox's bulk import formats (issue 19 item 1; docs/handoff.md, "NetBox"): the
// site and a location for the hall, manufacturers, device roles, device types (YAML, the
// device-type library format, with power ports, outlets and interfaces as templates), racks,
// devices with rack, U and face, PDUs as 0U devices, power panels, one power feed per PDU, and
// cables: feed -> PDU input, each PSU cord -> PDU outlet, each fabric link interface -> interface.
// CSV headers are the field names of NetBox's import forms (netbox/dcim/forms/bulk_import.py,
// netbox-community/netbox at 43fe81f9e833228c9869f7ddadb67e6c5f145060, v4.6.8+36), each file
// numbered in the order NetBox needs the objects to exist.
class NetboxExport
{
public:
    static NetboxExportResult build(const Project &project, const Catalog &catalog, const Analysis &analysis);

    // Writes every file into `folder` (made when missing; each file through QSaveFile). "" on
    // success, else a sentence naming the file that could not be written.
    static QString write(const NetboxExportResult &result, const QString &folder);
    // What the folder holds, in a sentence (the command's output, the studio's message).
    static std::string summary(const NetboxExportResult &result);

    // The CSV headers, by file (the test checks them against NetBox's forms).
    static const std::vector<std::string> &siteFields();
    static const std::vector<std::string> &locationFields();
    static const std::vector<std::string> &manufacturerFields();
    static const std::vector<std::string> &deviceRoleFields();
    static const std::vector<std::string> &rackFields();
    static const std::vector<std::string> &deviceFields();
    static const std::vector<std::string> &powerPanelFields();
    static const std::vector<std::string> &powerFeedFields();
    static const std::vector<std::string> &cableFields();
};

} // namespace dcs
