#include "netboxdevicetypeyaml.h"
#include "netboxinterfacetype.h"
#include "catalog/catalogentry.h"
#include "project/pdulayout.h"
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

std::string prefixOf(const std::string &role)
{
    if (role == "fabric")
        return "fab";
    if (role == "storage")
        return "stor";
    if (role == "management")
        return "mgmt";
    if (role == "uplink")
        return "up";
    return "port";
}

// The inlet a PSU cord plugs into. The catalog does not record it: a PSU of more than 2 kW
// needs the 16 A C20 inlet (C19 cord), smaller ones have the 10 A C14 (an assumption,
// docs/handoff.md).
const char *psuInletType(const CatalogEntry &e)
{
    const double perPsu = e.psuRatingW > 0 ? e.psuRatingW : (e.psuCount > 0 ? e.maxPowerW / e.psuCount : 0);
    return perPsu > 2000 ? "iec-60320-c20" : "iec-60320-c14";
}

// The PDU's input plug: three-phase wye has a neutral (3P+N+E, 6h: 380-415 V), delta none
// (3P+E, 9h: 200-250 V); single-phase P+N+E 6h (200-250 V). An assumption: the catalog has no plug.
const char *pduInletType(const PduSpec &p)
{
    if (p.phases <= 1)
        return "iec-60309-p-n-e-6h";
    return p.wiring == "delta" ? "iec-60309-3p-e-9h" : "iec-60309-3p-n-e-6h";
}

const char *outletType(const PduSpec &p)
{
    if (p.outletType == "C13")
        return "iec-60320-c13";
    if (p.outletType == "C19")
        return "iec-60320-c19";
    return "other";  // "mixed": the catalog does not say which outlet is which
}

} // namespace

std::string NetboxDeviceTypeYaml::model(const CatalogEntry &entry)
{
    return entry.name.empty() ? entry.id : entry.name;
}

std::string NetboxDeviceTypeYaml::manufacturer(const CatalogEntry &entry)
{
    return entry.vendor.empty() ? std::string("Generic") : entry.vendor;
}

std::string NetboxDeviceTypeYaml::powerPortName(int psu)
{
    return "PSU" + std::to_string(psu);
}

std::string NetboxDeviceTypeYaml::outletName(int outlet)
{
    return "Outlet " + std::to_string(outlet);
}

std::vector<NetboxDeviceTypeYaml::Interface> NetboxDeviceTypeYaml::interfaces(const CatalogEntry &entry)
{
    std::vector<Interface> out;
    std::map<std::string, int> numbered;
    for (const PortGroup &g : entry.ports) {
        const std::string prefix = prefixOf(g.role);
        const std::string type = NetboxInterfaceType::fromPort(g.speedGbps, g.formFactor);
        for (int i = 0; i < g.count; ++i)
            out.push_back({prefix + std::to_string(++numbered[prefix]), type, g.role == "management"});
    }
    return out;
}

json NetboxDeviceTypeYaml::document(const CatalogEntry &e)
{
    json doc;
    doc["manufacturer"] = manufacturer(e);
    doc["model"] = model(e);
    doc["slug"] = e.id;  // catalog ids are lower-case letters, digits and '-': a valid slug
    int height = e.heightU;
    if (e.kind == CatalogKind::RackSystem && e.rack)
        height = e.rack->heightU;  // the system is the whole rack
    doc["u_height"] = e.kind == CatalogKind::Pdu ? 0 : height;
    doc["is_full_depth"] = e.kind == CatalogKind::Pdu ? false : e.fullDepth;
    if (e.weightKg > 0) {
        doc["weight"] = std::round(e.weightKg * 100) / 100;
        doc["weight_unit"] = "kg";
    }
    doc["comments"] = "DC Studio catalog entry " + e.id + ". Source: " + e.source;

    json powerPorts = json::array();
    if (e.kind == CatalogKind::Pdu && e.pdu) {
        powerPorts.push_back({{"name", kPduInlet}, {"type", pduInletType(*e.pdu)}});
        const PduLayout layout = PduLayout::of(*e.pdu);
        json outlets = json::array();
        static const char *legs[] = {"A", "B", "C"};
        for (int o = 1; o <= layout.outlets(); ++o)
            outlets.push_back({{"name", outletName(o)},
                               {"type", outletType(*e.pdu)},
                               {"power_port", kPduInlet},
                               // wye: the outlet's phase; delta: the first line of its pair (L1-L2 on A).
                               {"feed_leg", legs[layout.phaseOf(o)]}});
        doc["power-outlets"] = outlets;
    } else {
        // Each PSU's share of the nameplate and of the typical draw: summed over the ports they
        // give back the entry's figures (NetboxDeviceTypeReader reads them that way).
        for (int psu = 1; psu <= e.psuCount; ++psu) {
            json port{{"name", powerPortName(psu)}, {"type", psuInletType(e)}};
            const double maximum = std::ceil(e.maxPowerW / e.psuCount);
            const double allocated = std::ceil(e.typicalPowerW / e.psuCount);
            if (maximum >= 1) {
                port["maximum_draw"] = int(maximum);
                if (allocated >= 1)
                    port["allocated_draw"] = int(std::min(allocated, maximum));
            }
            powerPorts.push_back(port);
        }
    }
    if (!powerPorts.empty())
        doc["power-ports"] = powerPorts;

    json ifaces = json::array();
    for (const Interface &i : interfaces(e)) {
        json item{{"name", i.name}, {"type", i.type}};
        if (i.management)
            item["mgmt_only"] = true;
        ifaces.push_back(item);
    }
    if (!ifaces.empty())
        doc["interfaces"] = ifaces;
    return doc;
}

} // namespace dcs
