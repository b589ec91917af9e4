#pragma once
#include "project/project.h"
#include <nlohmann/json_fwd.hpp>

namespace dcs {

class Catalog;
class JsonFieldReader;

// Reads and writes the project's optional "networks" section (docs/network.md). Reading
// checks the section's own values and its references: devices that exist, port indices inside
// the device's catalog ports, no port cabled twice, switches of the right kind.
class NetworkIo
{
public:
    // Reads doc["networks"] (absent -> none) into p.networks: the section's own values only.
    static void read(const nlohmann::json &doc, Project &p, JsonFieldReader &r);
    // The references of p.networks, checked against `catalog` (errors with JSON paths); the
    // project reader calls it after the racks and the custom catalog are read. Devices whose
    // catalog id is unknown are skipped (their ports are unknown; the id is reported at the device).
    static void validate(const Project &p, const Catalog &catalog, JsonFieldReader &r);
    // What validate() says of the one device whose model is edited (`device` with its new
    // catalog id): a switch of a network still a switch, every cabled port still on the device.
    // The rest of the references cannot change with a device's model. O(links).
    // A rack whose model changes: its links (a rack-scale system's NICs) need a system with
    // those ports; a plain rack has none. Refused at the rack's catalog_id, so that a saved file
    // never names ports that are gone.
    static void validateRackModel(const Project &p, const Rack &rack, const Catalog &catalog, const std::string &path,
                                  JsonFieldReader &r);
    static void validateDeviceModel(const Project &p, const DevicePlacement &device, const Catalog &catalog,
                                    JsonFieldReader &r);
    static nlohmann::json toJson(const std::vector<Network> &networks);
    // One network's settings, every key but "switches" and "links" (a typed edit patches these
    // without writing tens of thousands of links), and the reader of one network object.
    static nlohmann::json settingsToJson(const Network &network);
    static Network readOne(const nlohmann::json &o, const std::string &path, JsonFieldReader &r);
    // The settings' own references (switch and rack models), as validate() checks them.
    static void validateSettings(const Network &network, const Catalog &catalog, const std::string &path,
                                 JsonFieldReader &r);
    // Writes the section when there is one (keeps files without networks unchanged).
    static void write(const Project &p, nlohmann::json &doc);
};

} // namespace dcs
