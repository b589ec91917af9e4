#include "projectwriter.h"
#include "json/jsontext.h"
#include "containmentio.h"
#include "coolingsettingsio.h"
#include "json/textfile.h"
#include "networkio.h"
#include "objectio.h"
#include "powerio.h"
#include "projectformat.h"
#include "variantio.h"
#include "workloadio.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

json ProjectWriter::toJson(const Project &p, bool withVariants)
{
    json doc = {{"format", kProjectFormatName},
                {"format_version", kProjectFormatVersion},
                {"app_version", DCS_VERSION},
                {"name", p.name}};
    if (!p.description.empty())
        doc["description"] = p.description;
    doc["site"] = ObjectIo::siteToJson(p.site);
    doc["hall"] = ObjectIo::hallToJson(p.hall);
    json racks = json::array();
    for (const Rack &r : p.racks)
        racks.push_back(ObjectIo::rackToJson(r));
    doc["racks"] = std::move(racks);
    json equipment = json::array();
    for (const FloorEquipment &e : p.equipment)
        equipment.push_back(ObjectIo::equipmentToJson(e));
    doc["equipment"] = std::move(equipment);
    if (!p.customCatalog.get().empty())
        doc["custom_catalog"] = p.customCatalog.get();
    // Engine settings sections: one line each, e.g. doc["workload"] = workloadToJson(p.workload);
    NetworkIo::write(p, doc);
    if (json c = coolingSettingsToJson(p.cooling); !c.is_null()) doc["cooling"] = std::move(c);
    doc["workload"] = workloadToJson(p.workload);
    doc["power_settings"] = PowerIo::settingsToJson(p.power);
    ContainmentIo::write(p, doc);
    if (withVariants)
        VariantIo::write(p, doc);
    return doc;
}

std::string ProjectWriter::toText(const Project &project)
{
    // The identifying keys first, the rest sorted as before: the desktop's MIME sniffing
    // (packaging/dcstudio.xml) reads only a file's first 4 KiB, and a large hall's equipment
    // (sorted before "format") pushed the "format" key beyond them.
    const json doc = toJson(project);
    nlohmann::ordered_json out;
    for (const char *key : {"format", "format_version", "app_version", "name"})
        out[key] = doc.at(key);
    for (const auto &[key, value] : doc.items())
        if (!out.contains(key))
            out[key] = value;
    return JsonText::dump(out, 1, '\t') + "\n";
}

QString ProjectWriter::save(const Project &project, const QString &path)
{
    // Atomic, and a device or FIFO is refused (QSaveFile renames a new file over the target: as
    // root, `-o /dev/null` once replaced the machine's /dev/null): TextFile::write.
    return TextFile::write(path, toText(project));
}

} // namespace dcs
