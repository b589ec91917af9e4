#include "netboxexport.h"
#include "spec/networkendpoints.h"
#include "network/networkresult.h"
#include "power/powerresult.h"
#include "netboxcsv.h"
#include "netboxdevicetypeyaml.h"
#include "netboxreadme.h"
#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "json/textfile.h"
#include "json/yamltext.h"
#include "project/pdulayout.h"
#include "project/project.h"
#include <QDir>
#include <QFileInfo>
#include <QObject>
#include <cctype>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

namespace dcs {

namespace {

// Field names as NetBox's import forms spell them (Meta.fields of SiteImportForm, ...); only the
// ones the design fills. Required ones: site name/slug/status; location site/name/slug/status;
// rack site/name/status; device role/manufacturer/device_type/status/site; power feed site/
// power_panel/name/status/type/supply/phase; cable side_*_type/side_*_name.
const std::vector<std::string> kSite{"name", "slug", "status", "description"};
const std::vector<std::string> kLocation{"site", "name", "slug", "status", "description"};
const std::vector<std::string> kManufacturer{"name", "slug"};
const std::vector<std::string> kDeviceRole{"name", "slug", "color", "description"};
const std::vector<std::string> kRack{"site", "location", "name", "facility_id", "status", "form_factor", "width",
                                     "u_height", "outer_width", "outer_depth", "outer_unit", "max_weight",
                                     "weight_unit", "description"};
const std::vector<std::string> kDevice{"name", "role", "manufacturer", "device_type", "status", "site",
                                       "location", "rack", "position", "face", "description"};
const std::vector<std::string> kPowerPanel{"site", "location", "name", "description"};
const std::vector<std::string> kPowerFeed{"site", "power_panel", "location", "rack", "name", "status", "type",
                                          "supply", "phase", "voltage", "amperage", "max_utilization", "description"};
const std::vector<std::string> kCable{"side_a_site", "side_a_device", "side_a_power_panel", "side_a_type",
                                      "side_a_name", "side_b_site", "side_b_device", "side_b_power_panel",
                                      "side_b_type", "side_b_name", "type", "status", "length", "length_unit",
                                      "description"};

// Every object is exported "planned": it is a design, not yet built.
constexpr const char *kPlanned = "planned";

std::string slugOf(const std::string &name)
{
    std::string slug;
    for (unsigned char c : name) {
        if (std::isalnum(c))
            slug += char(std::tolower(c));
        else if (!slug.empty() && slug.back() != '-')
            slug += '-';
    }
    while (!slug.empty() && slug.back() == '-')
        slug.pop_back();
    if (slug.size() > 100)
        slug.resize(100);
    return slug.empty() ? std::string("dc-studio") : slug;
}

// NetBox names are at most 100 characters (64 for components).
std::string name100(std::string s)
{
    if (s.size() > 100)
        s.resize(100);
    return s;
}

struct Role {
    const char *name;
    const char *color;  // hex, as NetBox's ColorField stores it
    const char *description;
};

Role roleOf(CatalogKind kind)
{
    switch (kind) {
    case CatalogKind::GpuServer: return {"GPU server", "4caf50", "GPU training node"};
    case CatalogKind::RackSystem: return {"Rack-scale system", "9c27b0", "A rack-scale GPU system (the whole rack)"};
    case CatalogKind::Switch: return {"Switch", "2196f3", "Fabric, storage or management switch"};
    case CatalogKind::Pdu: return {"PDU", "ff9800", "Rack power distribution unit"};
    default: return {"Other", "9e9e9e", "Other equipment"};
    }
}

class Builder
{
public:
    Builder(const Project &p, const Catalog &c, const Analysis &a) : mProject(p), mCatalog(c), mAnalysis(a) {}

    NetboxExportResult run();

private:
    std::string rackName(const Rack &r) const { return mUniqueRackNames && !r.name.empty() ? name100(r.name) : r.id; }
    void useType(const CatalogEntry &e)
    {
        mTypes.emplace(e.id, &e);
        mManufacturers.insert(NetboxDeviceTypeYaml::manufacturer(e));
        mRoles.insert(e.kind);
    }
    void add(const std::string &name, const NetboxCsv &csv)
    {
        if (csv.rows() > 0)
            mOut.files.push_back({name, csv.text(), int(csv.rows())});
    }
    void racksAndDevices(NetboxCsv &racks, NetboxCsv &devices);
    void power(NetboxCsv &panels, NetboxCsv &feeds, NetboxCsv &feedCables, NetboxCsv &cords);
    void fabric(NetboxCsv &cables);

    const Project &mProject;
    const Catalog &mCatalog;
    const Analysis &mAnalysis;
    NetboxExportResult mOut;
    std::string mSite, mLocation;
    bool mUniqueRackNames = true;
    std::map<std::string, const CatalogEntry *> mTypes;  // by catalog id (sorted: stable files)
    std::set<std::string> mManufacturers;
    std::set<CatalogKind> mRoles;
};

void Builder::racksAndDevices(NetboxCsv &racks, NetboxCsv &devices)
{
    NetboxCounts &n = mOut.counts;
    for (const Rack &r : mProject.racks) {
        const CatalogEntry *rackEntry = mCatalog.find(r.catalogId);
        if (!rackEntry)
            continue;  // the reader refuses such files; nothing to say about an unknown rack
        const RackSpec spec = rackEntry->rack.value_or(RackSpec{});
        const double maxWeight = r.weightLimitKg > 0 ? r.weightLimitKg : spec.staticLoadKg;
        // Width 19: every rack of the catalog takes 19-inch equipment (EIA-310); outer sizes in mm.
        racks.add({mSite, mLocation, rackName(r), r.id, kPlanned, "4-post-cabinet", "19", std::to_string(spec.heightU),
                   NetboxCsv::number(spec.widthMm, 0), NetboxCsv::number(spec.depthMm, 0), "mm",
                   maxWeight > 0 ? NetboxCsv::number(maxWeight, 0) : "", maxWeight > 0 ? "kg" : "",
                   "DC Studio rack " + r.id + " (" + rackEntry->name + ") at x " + NetboxCsv::number(r.xM) + " m, y "
                       + NetboxCsv::number(r.yM) + " m, rotated " + std::to_string(r.rotationDeg) + " degrees"});
        ++n.racks;
        if (rackEntry->kind == CatalogKind::RackSystem) {
            // A rack-scale system is the rack and its contents: one device filling it from U1.
            useType(*rackEntry);
            devices.add({r.id + "-system", roleOf(CatalogKind::RackSystem).name,
                         NetboxDeviceTypeYaml::manufacturer(*rackEntry), NetboxDeviceTypeYaml::model(*rackEntry),
                         kPlanned, mSite, mLocation, rackName(r), "1", "front", "DC Studio rack-scale system " + r.id});
            ++n.devices;
            n.powerPorts += rackEntry->psuCount;
            n.interfaces += int(NetboxDeviceTypeYaml::interfaces(*rackEntry).size());
        }
        for (const DevicePlacement &d : r.devices) {
            const CatalogEntry *e = mCatalog.find(d.catalogId);
            if (!e)
                continue;
            useType(*e);
            devices.add({d.id, roleOf(e->kind).name, NetboxDeviceTypeYaml::manufacturer(*e),
                         NetboxDeviceTypeYaml::model(*e), kPlanned, mSite, mLocation, rackName(r),
                         std::to_string(d.uLow), d.face == RackFace::Front ? "front" : "rear", ""});
            ++n.devices;
            n.powerPorts += e->psuCount;
            n.interfaces += int(NetboxDeviceTypeYaml::interfaces(*e).size());
        }
        for (const RackPdu &p : r.pdus) {
            const CatalogEntry *e = mCatalog.find(p.catalogId);
            if (!e || !e->pdu)
                continue;
            useType(*e);
            // 0U: in the rack, on no U position (NetBox lists it beside the elevation).
            devices.add({p.id, roleOf(CatalogKind::Pdu).name, NetboxDeviceTypeYaml::manufacturer(*e),
                         NetboxDeviceTypeYaml::model(*e), kPlanned, mSite, mLocation, rackName(r), "", "",
                         std::string("Feed ") + (p.feed == Feed::A ? "A" : "B") + ", "
                             + (p.side == RailSide::Left ? "left" : "right") + " rail"});
            ++n.pdus;
            ++n.powerPorts;
            n.powerOutlets += PduLayout::of(*e->pdu).outlets();
        }
    }
}

void Builder::power(NetboxCsv &panels, NetboxCsv &feeds, NetboxCsv &feedCables, NetboxCsv &cords)
{
    NetboxCounts &n = mOut.counts;
    // The design's panels (floor equipment of kind power_panel), by id.
    std::map<std::string, std::string> panelNames;
    for (const FloorEquipment &eq : mProject.equipment) {
        const CatalogEntry *e = mCatalog.find(eq.catalogId);
        if (!e || e->kind != CatalogKind::PowerPanel)
            continue;
        const std::string name = name100(eq.name.empty() ? eq.id : eq.name);
        panelNames[eq.id] = name;
        panels.add({mSite, mLocation, name, "DC Studio panel " + eq.id + " (" + e->name + ")"});
        ++n.powerPanels;
    }
    // A feed needs a panel; PDUs whose panel the design does not name hang off one per feed.
    std::set<std::string> placeholders;
    auto panelFor = [&](const RackPdu &p) {
        if (const auto it = panelNames.find(p.panelId); it != panelNames.end())
            return it->second;
        const std::string name = std::string("FEED-") + (p.feed == Feed::A ? "A" : "B");
        if (placeholders.insert(name).second) {
            panels.add({mSite, mLocation, name, std::string("Placeholder: the design names no panel for some PDUs on feed ")
                                                    + (p.feed == Feed::A ? "A" : "B") + "; rename to the real panel"});
            ++n.powerPanels;
            mOut.notes.push_back("Power panel " + name + " stands for the panel the design does not name for the PDUs of feed "
                                 + (p.feed == Feed::A ? "A" : "B") + " without one.");
        }
        return name;
    };

    const double continuous = mProject.power.continuousFraction();
    std::map<std::string, const PduPower *> pduPower;
    for (const PduPower &pp : mAnalysis.power->pdus)
        pduPower[pp.id] = &pp;
    for (const Rack &r : mProject.racks) {
        for (const RackPdu &p : r.pdus) {
            const CatalogEntry *e = mCatalog.find(p.catalogId);
            if (!e || !e->pdu)
                continue;
            const PduSpec &s = *e->pdu;
            const std::string panel = panelFor(p);
            const std::string feedName = p.id + " feed";
            // NetBox's available power of a three-phase feed is voltage x amperage x sqrt(3) x
            // max utilisation: the line-to-line voltage. Single-phase: the voltage across the PDU.
            double voltage = s.voltageLineToLineV;
            if (s.phases <= 1)
                if (const auto it = pduPower.find(p.id); it != pduPower.end() && it->second->voltageLnV > 0)
                    voltage = it->second->voltageLnV;
            feeds.add({mSite, panel, mLocation, rackName(r), feedName, kPlanned,
                       p.feed == Feed::A ? "primary" : "redundant", "ac", s.phases <= 1 ? "single-phase" : "three-phase",
                       NetboxCsv::number(voltage, 0), NetboxCsv::number(s.inputCurrentA, 0),
                       NetboxCsv::number(continuous * 100, 0),
                       std::string("Feed ") + (p.feed == Feed::A ? "A" : "B") + " of PDU " + p.id});
            ++n.powerFeeds;
            feedCables.add({mSite, "", panel, "dcim.powerfeed", feedName, "", p.id, "", "dcim.powerport",
                            NetboxDeviceTypeYaml::kPduInlet, "power", kPlanned, "", "", ""});
            ++n.feedCables;
        }
        for (const DevicePlacement &d : r.devices)
            for (const PowerConnection &c : d.power) {
                cords.add({"", d.id, "", "dcim.powerport", NetboxDeviceTypeYaml::powerPortName(c.psu), "", c.pduId, "",
                           "dcim.poweroutlet", NetboxDeviceTypeYaml::outletName(c.outlet), "power", kPlanned, "", "", ""});
                ++n.powerCables;
            }
    }
}

void Builder::fabric(NetboxCsv &cables)
{
    // Device id -> its catalog entry, for the port names, and its NetBox name (a rack-scale
    // system, named by its rack's id in the links, is the device "<rack>-system").
    std::map<std::string, const CatalogEntry *> entryOf;
    std::map<std::string, std::string> netboxName;
    for (const NetworkEndpoint &e : NetworkEndpoints::of(mProject, mCatalog))
        if (e.entry) {
            entryOf[*e.id] = e.entry;
            if (e.isSystem())
                netboxName[*e.id] = *e.id + "-system";
        }
    auto nameOf = [&](const std::string &id) {
        const auto it = netboxName.find(id);
        return it == netboxName.end() ? id : it->second;
    };
    int skipped = 0;
    for (const Network &net : mProject.networks) {
        const NetworkFabricResult *result = nullptr;
        for (const NetworkFabricResult &f : mAnalysis.network->networks)
            if (f.id == net.id)
                result = &f;
        for (size_t i = 0; i < net.links.size(); ++i) {
            const NetworkLink &l = net.links[i];
            const LinkMeasure *m = result && i < result->linkMeasures.size() ? &result->linkMeasures[i] : nullptr;
            const auto a = entryOf.find(l.aDevice), b = entryOf.find(l.bDevice);
            if ((m && !m->valid) || a == entryOf.end() || b == entryOf.end()) {
                ++skipped;
                continue;
            }
            const auto aPorts = NetboxDeviceTypeYaml::interfaces(*a->second);
            const auto bPorts = NetboxDeviceTypeYaml::interfaces(*b->second);
            if (l.aPort < 0 || l.bPort < 0 || size_t(l.aPort) >= aPorts.size() || size_t(l.bPort) >= bPorts.size()) {
                ++skipped;
                continue;
            }
            std::string type;
            if (m && result && m->cable >= 0 && size_t(m->cable) < result->cables.size()) {
                const std::string &medium = result->cables[size_t(m->cable)].medium;
                type = medium == "passive-copper" ? "dac-passive"
                    : medium == "active-copper"   ? "dac-active"
                    : medium == "multimode"       ? "mmf"
                    : medium == "single-mode"     ? "smf"
                                                  : "";
            }
            const double length = m && m->lengthM > 0 ? m->lengthM : l.lengthM;
            cables.add({"", nameOf(l.aDevice), "", "dcim.interface", aPorts[size_t(l.aPort)].name, "", nameOf(l.bDevice), "",
                        "dcim.interface", bPorts[size_t(l.bPort)].name, type, kPlanned,
                        length > 0 ? NetboxCsv::number(length) : "", length > 0 ? "m" : "", name100(net.name.empty() ? net.id : net.name)});
            ++mOut.counts.fabricCables;
        }
    }
    if (skipped > 0)
        mOut.notes.push_back(std::to_string(skipped) + " fabric links left out: an end device or port that no longer exists.");
}

NetboxExportResult Builder::run()
{
    NetboxCounts &n = mOut.counts;
    mSite = name100(mProject.site.name.empty() ? mProject.name : mProject.site.name);
    mLocation = name100(mProject.name.empty() ? "Data hall" : mProject.name);
    std::set<std::string> rackNames;
    for (const Rack &r : mProject.racks)
        mUniqueRackNames = mUniqueRackNames && !r.name.empty() && rackNames.insert(r.name).second;
    if (!mUniqueRackNames)
        mOut.notes.push_back("Racks are named by their ids: their names in the design are not all present and unique.");

    NetboxCsv sites(kSite), locations(kLocation), manufacturers(kManufacturer), roles(kDeviceRole), racks(kRack),
        devices(kDevice), panels(kPowerPanel), feeds(kPowerFeed), feedCables(kCable), cords(kCable), links(kCable);
    sites.add({mSite, slugOf(mSite), kPlanned, mProject.site.location});
    locations.add({mSite, mLocation, slugOf(mLocation), kPlanned,
                   "Data hall of the DC Studio design, " + NetboxCsv::number(mProject.hall.widthM) + " m x "
                       + NetboxCsv::number(mProject.hall.depthM) + " m"});
    n.sites = n.locations = 1;
    racksAndDevices(racks, devices);
    power(panels, feeds, feedCables, cords);
    fabric(links);

    for (const std::string &m : mManufacturers)
        manufacturers.add({m, slugOf(m)});
    for (CatalogKind k : mRoles) {
        const Role r = roleOf(k);
        roles.add({r.name, slugOf(r.name), r.color, r.description});
    }
    n.manufacturers = int(mManufacturers.size());
    n.deviceRoles = int(mRoles.size());
    n.deviceTypes = int(mTypes.size());

    // NetBox's import page reads several YAML documents when the text starts with "---".
    std::string types;
    for (const auto &[id, e] : mTypes)
        types += "---\n" + YamlText::write(NetboxDeviceTypeYaml::document(*e));

    add("01-sites.csv", sites);
    add("02-locations.csv", locations);
    add("03-manufacturers.csv", manufacturers);
    add("04-device-roles.csv", roles);
    if (!types.empty())
        mOut.files.push_back({"05-device-types.yaml", types, n.deviceTypes});
    add("06-racks.csv", racks);
    add("07-devices.csv", devices);
    add("08-power-panels.csv", panels);
    add("09-power-feeds.csv", feeds);
    add("10-cables-power-feeds.csv", feedCables);
    add("11-cables-power-cords.csv", cords);
    add("12-cables-fabric.csv", links);
    mOut.files.push_back({"README.md", NetboxReadme::text(mProject, mOut), 0});
    return std::move(mOut);
}

} // namespace

const std::vector<std::string> &NetboxExport::siteFields() { return kSite; }
const std::vector<std::string> &NetboxExport::locationFields() { return kLocation; }
const std::vector<std::string> &NetboxExport::manufacturerFields() { return kManufacturer; }
const std::vector<std::string> &NetboxExport::deviceRoleFields() { return kDeviceRole; }
const std::vector<std::string> &NetboxExport::rackFields() { return kRack; }
const std::vector<std::string> &NetboxExport::deviceFields() { return kDevice; }
const std::vector<std::string> &NetboxExport::powerPanelFields() { return kPowerPanel; }
const std::vector<std::string> &NetboxExport::powerFeedFields() { return kPowerFeed; }
const std::vector<std::string> &NetboxExport::cableFields() { return kCable; }

NetboxExportResult NetboxExport::build(const Project &project, const Catalog &catalog, const Analysis &analysis)
{
    return Builder(project, catalog, analysis).run();
}

std::string NetboxExport::summary(const NetboxExportResult &result)
{
    const NetboxCounts &c = result.counts;
    return std::to_string(result.files.size()) + " files for NetBox (" + std::to_string(c.racks) + " racks, " +
           std::to_string(c.devices) + " devices, " + std::to_string(c.pdus) + " PDUs, " + std::to_string(c.powerFeeds) +
           " power feeds, " + std::to_string(c.feedCables + c.powerCables + c.fabricCables) +
           " cables); load them in the order README.md gives";
}

QString NetboxExport::write(const NetboxExportResult &result, const QString &folder)
{
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir())
        return QObject::tr("Cannot write into %1: it is a file, not a folder.").arg(folder);
    if (!QDir().mkpath(folder))
        return QObject::tr("Cannot make the folder %1.").arg(folder);
    const QDir dir(folder);
    for (const NetboxFile &f : result.files)
        if (const QString error = TextFile::write(dir.filePath(QString::fromStdString(f.name)), f.text); !error.isEmpty())
            return error;
    return {};
}

} // namespace dcs
