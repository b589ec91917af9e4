#pragma once
#include "project/powerconnection.h"
#include "project/powersettings.h"
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace dcs {

class JsonFieldReader;

// File keys of the power model (docs/power.md): a device's "power" cords, a PDU's "panel", an
// equipment's "upstream", and the optional top-level "power_settings" section. Values are
// typed and range-checked here; references between objects are checked by PowerValidator.
class PowerIo
{
public:
    static void readConnections(const nlohmann::json &device, const std::string &devicePath,
                                std::vector<PowerConnection> &out, JsonFieldReader &r);
    // Adds "power" to a device object when it has cords (absent = not connected).
    static void writeConnections(const std::vector<PowerConnection> &cords, nlohmann::json &device);

    static void readSettings(const nlohmann::json &doc, PowerSettings &s, JsonFieldReader &r);
    static nlohmann::json settingsToJson(const PowerSettings &s);
};

} // namespace dcs
