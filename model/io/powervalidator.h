#pragma once
#include <string>

namespace dcs {

class Catalog;
class JsonFieldReader;
class UnreadFields;
struct Project;
struct Rack;

// Checks the references of the power model when a file is read (docs/power.md): each cord's
// PDU is in the device's own rack, its outlet exists in that PDU's layout and is used once, its
// PSU exists on the device and is plugged once; a PDU's "panel" is a power panel; an
// equipment's "upstream" is a UPS or panel and the chain has no loop. Errors carry JSON paths
// (/racks/3/devices/1/power/2/pdu). Unknown catalog ids are reported elsewhere and skipped here:
// no PSU count for an unknown device, no outlet count for an unknown PDU. Cords whose values
// could not be read (`unread`) are skipped too.
class PowerValidator
{
public:
    static void validate(const Project &project, const Catalog &catalog, JsonFieldReader &r,
                         const UnreadFields &unread);
    // The cords and PDU panels of one rack (at `path`, e.g. "/racks/3"), as validate() checks them.
    static void validateRack(const Rack &rack, const std::string &path, const Project &project, const Catalog &catalog,
                             JsonFieldReader &r);
};

} // namespace dcs
