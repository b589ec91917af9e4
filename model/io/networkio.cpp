#include "networkio.h"
#include "inputreader.h"
#include "catalog/catalog.h"
#include "spec/networkendpoints.h"
#include "spec/networkports.h"
#include "json/jsonfieldreader.h"
#include <array>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <unordered_set>

namespace dcs {

using nlohmann::json;
using P = JsonFieldReader;

namespace {

constexpr size_t kMaxNetworks = 64;
constexpr size_t kMaxLinks = 2'000'000;

template <typename E, size_t N>
E readEnum(JsonFieldReader &r, const json &o, const char *key, const std::string &path, E fallback,
           const std::array<E, N> &values, const char *(*name)(E))
{
    if (!o.contains(key))
        return fallback;
    const std::string s = r.string(o, key, path);
    for (E v : values)
        if (s == name(v))
            return v;
    std::string list;
    for (E v : values)
        list += (list.empty() ? "\"" : ", \"") + std::string(name(v)) + "\"";
    if (o[key].is_string())
        r.error(P::child(path, key), "unknown value \"" + s + "\" (expected one of " + list + ").");
    return fallback;
}

const std::array<NetworkRole, 3> kRoles{NetworkRole::Compute, NetworkRole::Storage, NetworkRole::Management};
const std::array<NetworkTechnology, 5> kTechs{NetworkTechnology::IbNdr, NetworkTechnology::IbXdr, NetworkTechnology::Roce400,
                                              NetworkTechnology::Roce800, NetworkTechnology::Custom};
const std::array<NetworkTopology, 3> kTopologies{NetworkTopology::RailOptimized, NetworkTopology::LeafSpine,
                                                 NetworkTopology::ThreeTier};
const std::array<SwitchTier, 3> kTiers{SwitchTier::Leaf, SwitchTier::Spine, SwitchTier::Core};

Network readNetwork(const json &o, const std::string &path, JsonFieldReader &r)
{
    Network n;
    n.id = r.string(o, "id", path);
    if (n.id.empty() && o.contains("id") && o["id"].is_string())
        r.error(P::child(path, "id"), "the id must not be empty.");
    n.name = r.optString(o, "name", path, n.id);
    n.role = readEnum(r, o, "role", path, n.role, kRoles, networkRoleName);
    n.technology = readEnum(r, o, "technology", path, n.technology, kTechs, networkTechnologyName);
    n.topology = readEnum(r, o, "topology", path, n.topology, kTopologies, networkTopologyName);
    // Ethernet fabrics default to the Spectrum-4 switch, InfiniBand to the Quantum-2 (REFERENCE.md 1.4).
    n.switchCatalogId = r.optString(o, "switch_catalog_id", path, n.isRoce() ? "sn5600" : n.switchCatalogId);
    const InputReader in(r, "networks.*");
    n.targetOversubscription = in.number(o, "target_oversubscription", path, n.targetOversubscription);
    n.suNodes = in.integer(o, "su_nodes", path, n.suNodes);
    n.rackCatalogId = r.optString(o, "rack_catalog_id", path, n.rackCatalogId);
    n.switchesPerNewRack = in.integer(o, "switches_per_new_rack", path, n.switchesPerNewRack);
    if (const json *roce = r.object(o, "roce", path, false)) {
        const std::string p = P::child(path, "roce");
        n.roce.pfc = r.optBool(*roce, "pfc", p, n.roce.pfc);
        n.roce.ecn = r.optBool(*roce, "ecn", p, n.roce.ecn);
        n.roce.mtu = InputReader(r, "networks.*.roce").integer(*roce, "mtu", p, n.roce.mtu);
    }
    if (const json *c = r.object(o, "cable_routing", path, false)) {
        const std::string p = P::child(path, "cable_routing");
        CableRouting &cr = n.routing;
        const InputReader routing(r, "networks.*.cable_routing");
        cr.trayHeightM = routing.number(*c, "tray_height_m", p, cr.trayHeightM);
        cr.u1HeightM = routing.number(*c, "u1_height_m", p, cr.u1HeightM);
        cr.slackM = routing.number(*c, "slack_m", p, cr.slackM);
        cr.slackFraction = routing.number(*c, "slack_fraction", p, cr.slackFraction);
        cr.sameRackDirect = r.optBool(*c, "same_rack_direct", p, cr.sameRackDirect);
    }
    if (const json *sw = r.array(o, "switches", path, false, 100'000)) {
        const std::string lp = P::child(path, "switches");
        n.switches.reserve(sw->size());
        for (size_t i = 0; i < sw->size(); ++i) {
            const std::string p = P::child(lp, i);
            NetworkSwitch s;
            if (!r.expectObject((*sw)[i], p)) {
                n.switches.push_back(s);  // a placeholder keeps the later items' paths right
                continue;
            }
            s.deviceId = r.string((*sw)[i], "device_id", p);
            s.tier = readEnum(r, (*sw)[i], "tier", p, s.tier, kTiers, switchTierName);
            n.switches.push_back(std::move(s));
        }
    }
    if (const json *links = r.array(o, "links", path, false, kMaxLinks)) {
        const std::string lp = P::child(path, "links");
        n.links.reserve(links->size());
        for (size_t i = 0; i < links->size(); ++i) {
            const json &l = (*links)[i];
            const std::string p = P::child(lp, i);
            NetworkLink k;
            if (!r.expectObject(l, p)) {
                n.links.push_back(k);  // a placeholder keeps the later items' paths right
                continue;
            }
            k.aDevice = r.string(l, "a", p);
            k.aPort = r.integer(l, "a_port", p, 0, 100'000);
            k.bDevice = r.string(l, "b", p);
            k.bPort = r.integer(l, "b_port", p, 0, 100'000);
            k.speedGbps = r.optNumber(l, "speed_gbps", p, 0, 3200, 0);
            k.cableId = r.optString(l, "cable", p);
            k.lengthM = r.optNumber(l, "length_m", p, 0, 10'000, 0);
            k.manual = r.optBool(l, "manual", p, false);
            n.links.push_back(std::move(k));
        }
    }
    return n;
}

struct DeviceRef {
    const CatalogEntry *entry = nullptr;
    int ports = 0;
};

// The references a device's model decides, with one wording for the whole file's check and for
// the check of one device whose model is edited.
void checkSwitchKind(const CatalogEntry &entry, const std::string &id, const std::string &path, JsonFieldReader &r)
{
    if (entry.kind != CatalogKind::Switch)
        r.error(path, "'" + id + "' is not a switch.");
}

bool checkPortInRange(int port, int ports, const std::string &dev, const std::string &path, JsonFieldReader &r,
                      const CatalogEntry *system = nullptr)
{
    if (port < ports)
        return true;
    // A rack-scale system's ports sit on its compute trays: say how many, so that a port meant
    // for a tray the system does not have reads as that.
    std::string trays;
    if (system && system->computeTrays > 0 && ports % system->computeTrays == 0)
        trays = ", " + std::to_string(system->computeTrays) + " compute trays of " + std::to_string(ports / system->computeTrays);
    r.error(path, "port " + std::to_string(port) + " is out of range: '" + dev + "' has " + std::to_string(ports)
                      + " ports (0 to " + std::to_string(ports - 1) + trays + ").");
    return false;
}

} // namespace

void NetworkIo::read(const json &doc, Project &p, JsonFieldReader &r)
{
    const json *list = r.array(doc, "networks", "", false, kMaxNetworks);
    if (!list)
        return;
    for (size_t i = 0; i < list->size(); ++i) {
        const std::string path = P::child("/networks", i);
        p.networks.push_back(r.expectObject((*list)[i], path) ? readNetwork((*list)[i], path, r) : Network{});
    }
    // The references are checked by the project reader (validate()), with the project's catalog.
}

void NetworkIo::validate(const Project &p, const Catalog &catalog, JsonFieldReader &r)
{
    std::unordered_map<std::string_view, DeviceRef> devices;
    for (const NetworkEndpoint &end : NetworkEndpoints::of(p, catalog)) {
        const CatalogEntry *e = end.entry;
        if (e && !end.isSystem() && e->kind != CatalogKind::GpuServer && e->kind != CatalogKind::Switch)
            e = nullptr;  // not a rack-mounted device: reported at the device
        devices[*end.id] = {e, e ? NetworkPorts::total(*e) : 0};
    }
    std::unordered_set<std::string_view> networkIds;
    std::unordered_set<std::string_view> switchesSeen;
    // Every physical port holds one cable, whichever network it belongs to.
    std::unordered_map<std::string_view, std::vector<char>> portsUsed;
    for (size_t ni = 0; ni < p.networks.size(); ++ni) {
        const Network &n = p.networks[ni];
        const std::string path = P::child("/networks", ni);
        if (!networkIds.insert(n.id).second || devices.count(n.id) || p.hasObject(n.id))
            r.error(P::child(path, "id"), "the id '" + n.id + "' is already used by another object.");
        validateSettings(n, catalog, path, r);
        for (size_t i = 0; i < n.switches.size(); ++i) {
            const std::string sp = P::child(P::child(P::child(path, "switches"), i), "device_id");
            const std::string &id = n.switches[i].deviceId;
            auto it = devices.find(id);
            if (it == devices.end())
                r.error(sp, "there is no device '" + id + "' in the racks.");
            else if (!it->second.entry)
                continue;  // its unknown catalog id is reported where the device is mounted
            else if (it->second.entry->kind != CatalogKind::Switch)
                checkSwitchKind(*it->second.entry, id, sp, r);
            else if (!switchesSeen.insert(id).second)
                r.error(sp, "the switch '" + id + "' is listed twice (a switch belongs to one network, in one tier).");
        }
        const std::string lp = P::child(path, "links");
        for (size_t i = 0; i < n.links.size(); ++i) {
            const NetworkLink &l = n.links[i];
            const std::string ip = P::child(lp, i);
            auto end = [&](const std::string &dev, int port, const char *devKey, const char *portKey) {
                auto it = devices.find(dev);
                if (it == devices.end()) {
                    r.error(P::child(ip, devKey), "there is no device or rack-scale system '" + dev + "' in the racks.");
                    return;
                }
                if (!it->second.entry)
                    return;  // no ports known: the unknown catalog id is reported at the device
                const CatalogEntry *system = it->second.entry->kind == CatalogKind::RackSystem ? it->second.entry : nullptr;
                if (!checkPortInRange(port, it->second.ports, dev, P::child(ip, portKey), r, system))
                    return;
                std::vector<char> &used = portsUsed[it->first];
                if (used.empty())
                    used.assign(size_t(it->second.ports), 0);
                if (used[size_t(port)])
                    r.error(P::child(ip, portKey), "port " + std::to_string(port) + " of '" + dev
                                                       + "' is already cabled by another link.");
                used[size_t(port)] = 1;
            };
            end(l.aDevice, l.aPort, "a", "a_port");
            end(l.bDevice, l.bPort, "b", "b_port");
            if (!l.cableId.empty()) {
                const CatalogEntry *c = catalog.find(l.cableId);
                if (!c || c->kind != CatalogKind::Cable)
                    r.error(P::child(ip, "cable"), "'" + l.cableId + "' is not a cable of the catalog.");
            }
            if (!r.ok() && r.errors().size() > 100)
                return;  // a broken file: enough said
        }
    }
}

void NetworkIo::validateDeviceModel(const Project &p, const DevicePlacement &device, const Catalog &catalog,
                                    JsonFieldReader &r)
{
    const CatalogEntry *e = catalog.find(device.catalogId);
    if (!e || (e->kind != CatalogKind::GpuServer && e->kind != CatalogKind::Switch))
        return;  // reported at the device
    const int ports = NetworkPorts::total(*e);
    for (size_t ni = 0; ni < p.networks.size(); ++ni) {
        const Network &n = p.networks[ni];
        const std::string path = P::child("/networks", ni);
        for (size_t i = 0; i < n.switches.size(); ++i)
            if (n.switches[i].deviceId == device.id)
                checkSwitchKind(*e, device.id, P::child(P::child(P::child(path, "switches"), i), "device_id"), r);
        for (size_t i = 0; i < n.links.size() && r.errors().size() < 100; ++i) {
            const NetworkLink &l = n.links[i];
            const std::string ip = P::child(P::child(path, "links"), i);
            if (l.aDevice == device.id)
                checkPortInRange(l.aPort, ports, device.id, P::child(ip, "a_port"), r);
            if (l.bDevice == device.id)
                checkPortInRange(l.bPort, ports, device.id, P::child(ip, "b_port"), r);
        }
    }
}

void NetworkIo::validateRackModel(const Project &p, const Rack &rack, const Catalog &catalog, const std::string &path,
                                  JsonFieldReader &r)
{
    const CatalogEntry *e = catalog.find(rack.catalogId);
    const int ports = e && e->kind == CatalogKind::RackSystem ? NetworkPorts::total(*e) : 0;
    int links = 0, highest = -1;
    for (const Network &n : p.networks)
        for (const NetworkLink &l : n.links) {
            if (l.aDevice == rack.id)
                highest = std::max(highest, l.aPort), ++links;
            if (l.bDevice == rack.id)
                highest = std::max(highest, l.bPort), ++links;
        }
    if (links > 0 && highest >= ports)
        r.error(P::child(path, "catalog_id"),
                "'" + rack.id + "' has " + std::to_string(links) + " fabric link(s) on its ports (up to port "
                    + std::to_string(highest) + "); '" + rack.catalogId + "' has "
                    + (ports > 0 ? std::to_string(ports) + " ports" : "no network ports")
                    + ". Remove the links first (regenerate the fabric after the change).");
}

json NetworkIo::toJson(const std::vector<Network> &networks)
{
    json out = json::array();
    for (const Network &n : networks) {
        json sw = json::array();
        for (const NetworkSwitch &s : n.switches)
            sw.push_back({{"device_id", s.deviceId}, {"tier", switchTierName(s.tier)}});
        json links = json::array();
        for (const NetworkLink &l : n.links) {
            json j = {{"a", l.aDevice}, {"a_port", l.aPort}, {"b", l.bDevice}, {"b_port", l.bPort}};
            // Defaults are left out: a 16k-GPU fabric has tens of thousands of links.
            if (l.speedGbps > 0)
                j["speed_gbps"] = l.speedGbps;
            if (!l.cableId.empty())
                j["cable"] = l.cableId;
            if (l.lengthM > 0)
                j["length_m"] = l.lengthM;
            if (l.manual)
                j["manual"] = true;
            links.push_back(std::move(j));
        }
        json o = settingsToJson(n);
        o["switches"] = std::move(sw);
        o["links"] = std::move(links);
        out.push_back(std::move(o));
    }
    return out;
}

json NetworkIo::settingsToJson(const Network &n)
{
    const CableRouting &cr = n.routing;
    return json{{"id", n.id},
                {"name", n.name},
                {"role", networkRoleName(n.role)},
                {"technology", networkTechnologyName(n.technology)},
                {"topology", networkTopologyName(n.topology)},
                {"switch_catalog_id", n.switchCatalogId},
                {"target_oversubscription", n.targetOversubscription},
                {"su_nodes", n.suNodes},
                {"rack_catalog_id", n.rackCatalogId},
                {"switches_per_new_rack", n.switchesPerNewRack},
                {"roce", {{"pfc", n.roce.pfc}, {"ecn", n.roce.ecn}, {"mtu", n.roce.mtu}}},
                {"cable_routing",
                 {{"tray_height_m", cr.trayHeightM},
                  {"u1_height_m", cr.u1HeightM},
                  {"slack_m", cr.slackM},
                  {"slack_fraction", cr.slackFraction},
                  {"same_rack_direct", cr.sameRackDirect}}}};
}

Network NetworkIo::readOne(const json &o, const std::string &path, JsonFieldReader &r)
{
    return readNetwork(o, path, r);
}

void NetworkIo::validateSettings(const Network &n, const Catalog &catalog, const std::string &path, JsonFieldReader &r)
{
    const CatalogEntry *sw = catalog.find(n.switchCatalogId);
    if (!sw || sw->kind != CatalogKind::Switch)
        r.error(P::child(path, "switch_catalog_id"), "'" + n.switchCatalogId + "' is not a switch of the catalog.");
    const CatalogEntry *rk = catalog.find(n.rackCatalogId);
    if (!rk || rk->kind != CatalogKind::Rack)
        r.error(P::child(path, "rack_catalog_id"), "'" + n.rackCatalogId + "' is not a rack of the catalog.");
}

void NetworkIo::write(const Project &p, json &doc)
{
    if (p.networks.empty())
        return;
    // A link whose device was removed (rack deleted, device unmounted) has no meaning left and
    // would make the file unreadable; it is dropped here so that every edit path stays valid.
    const std::vector<std::string_view> ids = NetworkEndpoints::idsWithoutCatalog(p);
    const std::unordered_set<std::string_view> devices(ids.begin(), ids.end());
    std::vector<Network> kept = p.networks;
    for (Network &n : kept) {
        std::erase_if(n.links, [&](const NetworkLink &l) { return !devices.count(l.aDevice) || !devices.count(l.bDevice); });
        std::erase_if(n.switches, [&](const NetworkSwitch &s) { return !devices.count(s.deviceId); });
    }
    doc["networks"] = toJson(kept);
}

} // namespace dcs
