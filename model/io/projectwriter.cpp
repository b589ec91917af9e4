#include "projectwriter.h"
#include "coolingsettingsio.h"
#include "networkio.h"
#include "powerio.h"
#include "projectformat.h"
#include "workloadio.h"
#include <QSaveFile>

namespace dcs {

using nlohmann::json;

namespace {

json rackToJson(const Rack &rack)
{
    json r = {{"id", rack.id}, {"name", rack.name}, {"catalog_id", rack.catalogId}, {"x_m", rack.xM},
              {"y_m", rack.yM}, {"rotation_deg", rack.rotationDeg}};
    if (rack.powerBudgetKw > 0)
        r["power_budget_kw"] = rack.powerBudgetKw;
    if (rack.weightLimitKg > 0)
        r["weight_limit_kg"] = rack.weightLimitKg;
    if (!rack.rearDoorCatalogId.empty())
        r["rear_door"] = rack.rearDoorCatalogId;
    json pdus = json::array();
    for (const RackPdu &p : rack.pdus) {
        pdus.push_back({{"id", p.id}, {"catalog_id", p.catalogId}, {"feed", p.feed == Feed::A ? "A" : "B"},
                        {"side", p.side == RailSide::Left ? "left" : "right"}});
        if (!p.panelId.empty())
            pdus.back()["panel"] = p.panelId;
    }
    r["pdus"] = std::move(pdus);
    json devices = json::array();
    for (const DevicePlacement &d : rack.devices) {
        json dj = {{"id", d.id}, {"catalog_id", d.catalogId}, {"u", d.uLow}};
        if (d.face == RackFace::Rear)
            dj["face"] = "rear";
        if (!d.fullDepth)
            dj["full_depth"] = false;
        PowerIo::writeConnections(d.power, dj);
        devices.push_back(std::move(dj));
    }
    r["devices"] = std::move(devices);
    return r;
}

} // namespace

json ProjectWriter::toJson(const Project &p)
{
    json doc = {{"format", kProjectFormatName},
                {"format_version", kProjectFormatVersion},
                {"app_version", DCS_VERSION},
                {"name", p.name}};
    if (!p.description.empty())
        doc["description"] = p.description;
    doc["site"] = {{"name", p.site.name},
                   {"location", p.site.location},
                   {"currency", p.site.currency},
                   {"electricity_price_per_kwh", p.site.electricityPricePerKwh},
                   {"grid_co2_kg_per_kwh", p.site.gridCo2KgPerKwh}};
    doc["hall"] = {{"width_m", p.hall.widthM}, {"depth_m", p.hall.depthM}, {"tile_m", p.hall.tileM}};
    json racks = json::array();
    for (const Rack &r : p.racks)
        racks.push_back(rackToJson(r));
    doc["racks"] = std::move(racks);
    json equipment = json::array();
    for (const FloorEquipment &e : p.equipment) {
        equipment.push_back({{"id", e.id}, {"name", e.name}, {"catalog_id", e.catalogId}, {"x_m", e.xM},
                             {"y_m", e.yM}, {"rotation_deg", e.rotationDeg}});
        if (!e.upstreamId.empty())
            equipment.back()["upstream"] = e.upstreamId;
        if (!e.servesRackIds.empty())
            equipment.back()["serves"] = e.servesRackIds;
    }
    doc["equipment"] = std::move(equipment);
    if (!p.customCatalog.empty())
        doc["custom_catalog"] = p.customCatalog;
    // Engine settings sections: one line each, e.g. doc["workload"] = workloadToJson(p.workload);
    NetworkIo::write(p, doc);
    if (json c = coolingSettingsToJson(p.cooling); !c.is_null()) doc["cooling"] = std::move(c);
    doc["workload"] = workloadToJson(p.workload);
    doc["power_settings"] = PowerIo::settingsToJson(p.power);
    return doc;
}

std::string ProjectWriter::toText(const Project &project)
{
    return toJson(project).dump(1, '\t') + "\n";
}

QString ProjectWriter::save(const Project &project, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QObject::tr("Cannot write %1: %2").arg(path, file.errorString());
    const std::string text = toText(project);
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        const QString why = file.errorString();
        file.cancelWriting();
        return QObject::tr("Cannot write %1: %2").arg(path, why);
    }
    if (!file.commit())
        return QObject::tr("Cannot save %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace dcs
