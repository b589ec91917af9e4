#include "powerio.h"
#include "inputreader.h"
#include "json/jsonfieldreader.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;
using P = JsonFieldReader;

namespace {
// PSUs per device and outlets per PDU are small; these bounds only catch absurd values.
constexpr int kMaxPsus = 64;
constexpr int kMaxOutlets = 9600;

const char *designLoadName(PowerSettings::DesignLoad d)
{
    switch (d) {
    case PowerSettings::DesignLoad::Nameplate: return "nameplate";
    case PowerSettings::DesignLoad::Typical: return "typical";
    case PowerSettings::DesignLoad::LoadFactor: return "load_factor";
    }
    return "nameplate";
}
} // namespace

void PowerIo::readConnections(const json &device, const std::string &devicePath, std::vector<PowerConnection> &out,
                              JsonFieldReader &r)
{
    const json *cords = r.array(device, "power", devicePath, false, kMaxPsus);
    if (!cords)
        return;
    out.reserve(cords->size());
    for (size_t i = 0; i < cords->size(); ++i) {
        const std::string path = P::child(P::child(devicePath, "power"), i);
        PowerConnection c;
        if (!r.expectObject((*cords)[i], path)) {
            out.push_back(c);  // a placeholder keeps the later cords' paths right
            continue;
        }
        c.psu = r.integer((*cords)[i], "psu", path, 1, kMaxPsus);
        c.pduId = r.string((*cords)[i], "pdu", path);
        c.outlet = r.integer((*cords)[i], "outlet", path, 1, kMaxOutlets);
        out.push_back(std::move(c));
    }
}

void PowerIo::writeConnections(const std::vector<PowerConnection> &cords, json &device)
{
    if (cords.empty())
        return;
    json arr = json::array();
    for (const PowerConnection &c : cords)
        arr.push_back({{"psu", c.psu}, {"pdu", c.pduId}, {"outlet", c.outlet}});
    device["power"] = std::move(arr);
}

void PowerIo::readSettings(const json &doc, PowerSettings &s, JsonFieldReader &r)
{
    const json *o = r.object(doc, "power_settings", "", false);
    if (!o)
        return;
    const std::string path = "/power_settings";
    const std::string basis = r.optString(*o, "design_load", path, designLoadName(s.designLoad));
    if (basis == "nameplate")
        s.designLoad = PowerSettings::DesignLoad::Nameplate;
    else if (basis == "typical")
        s.designLoad = PowerSettings::DesignLoad::Typical;
    else if (basis == "load_factor")
        s.designLoad = PowerSettings::DesignLoad::LoadFactor;
    else
        r.error(P::child(path, "design_load"),
                "design_load must be \"nameplate\", \"typical\" or \"load_factor\", found \"" + basis + "\".");
    const InputReader in(r, "power_settings");
    s.loadFactor = in.number(*o, "load_factor", path, s.loadFactor);
    const std::string derating = r.optString(*o, "continuous_derating", path, "nec_80");
    if (derating == "nec_80" || derating == "none")
        s.derating = derating == "none" ? PowerSettings::Derating::None : PowerSettings::Derating::Nec80;
    else
        r.error(P::child(path, "continuous_derating"),
                "continuous_derating must be \"nec_80\" or \"none\", found \"" + derating + "\".");
    s.warningThreshold = in.number(*o, "warning_threshold", path, s.warningThreshold);
    s.imbalanceThresholdPct = in.number(*o, "imbalance_threshold_pct", path, s.imbalanceThresholdPct);
    s.imbalanceMinUtilisation = in.number(*o, "imbalance_min_utilisation", path, s.imbalanceMinUtilisation);
    s.powerFactor = in.number(*o, "power_factor", path, s.powerFactor);
}

json PowerIo::settingsToJson(const PowerSettings &s)
{
    return {{"design_load", designLoadName(s.designLoad)},
            {"load_factor", s.loadFactor},
            {"continuous_derating", s.derating == PowerSettings::Derating::Nec80 ? "nec_80" : "none"},
            {"warning_threshold", s.warningThreshold},
            {"imbalance_threshold_pct", s.imbalanceThresholdPct},
            {"imbalance_min_utilisation", s.imbalanceMinUtilisation},
            {"power_factor", s.powerFactor}};
}

} // namespace dcs
