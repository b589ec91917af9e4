#include "sweepgeneratorkeys.h"
#include "catalog/catalog.h"
#include "io/unknownkeys.h"
#include "project/project.h"
#include <charconv>
#include <map>

namespace dcs::SweepGeneratorKeys {

namespace {

const std::vector<std::string> &names()
{
    static const std::vector<std::string> keys = {"system", "nodes", "gpus", "cooling", "rack-kw", "fabric",
                                                  "technology", "oversubscription", "power", "cooling-redundancy",
                                                  "pdu", "rack"};
    return keys;
}

bool parseInt(const std::string &text, int &out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

bool parseDouble(const std::string &text, double &out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

} // namespace

bool isKey(const std::string &key)
{
    for (const std::string &k : names())
        if (k == key)
            return true;
    return false;
}

std::string namesText()
{
    std::string text;
    for (const std::string &k : names())
        text += (text.empty() ? "" : ", ") + k;
    return text;
}

std::string closest(const std::string &key)
{
    const std::vector<std::string> near = UnknownKeys::closest(key, names(), 1);
    return near.empty() ? std::string() : near.front();
}

std::string apply(GeneratorOptions &o, const std::string &key, const std::string &value)
{
    if (key == "system") {
        o.systemId = value;
    } else if (key == "nodes" || key == "gpus") {
        int n = 0;
        if (!parseInt(value, n))
            return "expects a whole number.";
        // One of the two sizes the design: the other goes back to "not given".
        (key == "nodes" ? o.nodes : o.gpus) = n;
        (key == "nodes" ? o.gpus : o.nodes) = 0;
    } else if (key == "cooling") {
        const auto c = generatorCoolingFromName(value);
        if (!c)
            return "must be air, liquid, hybrid or sidecar.";
        o.cooling = *c;
    } else if (key == "rack-kw") {
        if (!parseDouble(value, o.rackPowerLimitKw) || o.rackPowerLimitKw <= 0)
            return "expects a positive number of kW.";
    } else if (key == "fabric") {
        const auto f = generatorFabricFromName(value);
        if (!f)
            return "must be rail-optimized, leaf-spine, three-tier or none.";
        o.fabric = *f;
    } else if (key == "technology") {
        const auto t = networkTechnologyFromName(value);
        if (!t)
            return "must be " + generatorTechnologyList() + ".";
        o.technology = *t;
    } else if (key == "oversubscription") {
        if (!parseDouble(value, o.oversubscription))
            return "expects a number >= 1.";
    } else if (key == "power") {
        if (value != "2N" && value != "N" && value != "2n" && value != "n")
            return "must be 2N or N.";
        o.power2N = value == "2N" || value == "2n";
    } else if (key == "cooling-redundancy") {
        const auto r = coolingRedundancyFromName(value);
        if (!r)
            return "must be N, N+1 or 2N.";
        o.coolingRedundancy = *r;
    } else if (key == "pdu") {
        o.pduId = value;
    } else if (key == "rack") {
        o.rackId = value;
    } else {
        return "is not a generator option.";
    }
    return {};
}

GeneratorOptions fromBase(const Project &base, const Catalog &catalog)
{
    GeneratorOptions o;
    std::map<std::string, int> systems;  // ordered: ties go to the first id, the same every time
    bool rearDoors = false, feedB = false;
    for (const Rack &r : base.racks) {
        const CatalogEntry *rack = catalog.find(r.catalogId);
        if (rack && rack->kind == CatalogKind::RackSystem)
            ++systems[r.catalogId];
        for (const DevicePlacement &d : r.devices)
            if (const CatalogEntry *e = catalog.find(d.catalogId); e && e->kind == CatalogKind::GpuServer)
                ++systems[d.catalogId];
        rearDoors = rearDoors || !r.rearDoorCatalogId.empty();
        for (const RackPdu &p : r.pdus)
            feedB = feedB || p.feed == Feed::B;
    }
    int most = 0;
    for (const auto &[id, n] : systems)
        if (n > most) {
            most = n;
            o.systemId = id;
            o.nodes = n;
        }
    // A facility-water CDU makes the regenerated hall liquid; CDUs that all reject to the room
    // (sidecars) keep it air-cooled with sidecars, as the cooling engine reads such a hall.
    bool cdus = false, facilityCdus = false;
    for (const FloorEquipment &e : base.equipment)
        if (const CatalogEntry *c = catalog.find(e.catalogId); c && c->isCooling(CoolingType::Cdu)) {
            cdus = true;
            facilityCdus = facilityCdus || !c->isRoomAirCdu();
        }
    const bool liquid = base.cooling.architecture == CoolingArchitecture::Liquid
                        || (base.cooling.architecture == CoolingArchitecture::Auto && facilityCdus);
    o.cooling = liquid                  ? GeneratorCooling::Liquid
                : cdus && !facilityCdus ? GeneratorCooling::Sidecar
                : rearDoors ? GeneratorCooling::Hybrid
                            : GeneratorCooling::Air;
    o.coolingRedundancy = base.cooling.redundancy;
    o.power2N = feedB;
    o.location = base.site.location.empty() ? o.location : base.site.location;
    const Network *compute = nullptr;
    for (const Network &n : base.networks)
        if (n.role == NetworkRole::Compute && (!compute || n.links.size() > compute->links.size()))
            compute = &n;
    if (compute) {
        o.fabric = compute->topology == NetworkTopology::LeafSpine   ? GeneratorFabric::LeafSpine
                   : compute->topology == NetworkTopology::ThreeTier ? GeneratorFabric::ThreeTier
                                                                     : GeneratorFabric::RailOptimized;
        if (compute->technology != NetworkTechnology::Custom)
            o.technology = compute->technology;
        o.oversubscription = compute->targetOversubscription;
    } else {
        o.fabric = GeneratorFabric::None;
    }
    return o;
}

} // namespace dcs::SweepGeneratorKeys
