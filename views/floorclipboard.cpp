#include "floorclipboard.h"
#include "json/jsontext.h"
#include "document/projectdocument.h"
#include "io/projectformat.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include <nlohmann/json.hpp>
#include <unordered_set>

namespace dcs {

using nlohmann::json;

QByteArray FloorClipboard::serialise(const ProjectDocument &document, const std::vector<std::string> &ids)
{
    const Project &p = document.project();
    const std::unordered_set<std::string> wanted(ids.begin(), ids.end());
    Project subset;
    for (const Rack &r : p.racks)
        if (wanted.count(r.id))
            subset.racks.push_back(r);
    for (const FloorEquipment &e : p.equipment)
        if (wanted.count(e.id))
            subset.equipment.push_back(e);
    const json doc = ProjectWriter::toJson(subset);
    const json payload = {{"racks", doc["racks"]}, {"equipment", doc["equipment"]}};
    return QByteArray::fromStdString(JsonText::dump(payload));
}

bool FloorClipboard::parse(const QByteArray &payload, const ProjectDocument &document, std::vector<Rack> &racks,
                           std::vector<FloorEquipment> &equipment, QString *why)
{
    const json data = json::parse(payload.toStdString(), nullptr, false);
    if (!data.is_object() || !data.contains("racks") || !data.contains("equipment")) {
        if (why)
            *why = tr("The clipboard does not hold DC Studio objects.");
        return false;
    }
    // Read through the project reader inside an empty hall of the largest size, so the
    // objects are checked like file content but not against the current layout (the caller
    // finds them a free spot) nor against the hall's walls.
    Project shell;
    shell.hall.widthM = shell.hall.depthM = kMaxHallSideM;
    shell.customCatalog = document.project().customCatalog;
    json doc = ProjectWriter::toJson(shell);
    doc["racks"] = data["racks"];
    doc["equipment"] = data["equipment"];
    ReadResult result = ProjectReader::readJson(std::move(doc), "clipboard", document.builtInCatalog());
    if (!result.project) {
        if (why)
            *why = tr("The clipboard content is not valid: %1")
                       .arg(QString::fromStdString(formatErrors(result.errors)).trimmed());
        return false;
    }
    racks = std::move(result.project->racks);
    equipment = std::move(result.project->equipment);
    return !racks.empty() || !equipment.empty();
}

} // namespace dcs
