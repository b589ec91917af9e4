#pragma once
#include "project/floorequipment.h"
#include "project/rack.h"
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <string>
#include <vector>

namespace dcs {

class ProjectDocument;

// Floor objects on the clipboard: the file format's JSON for the copied racks (with their
// devices and PDUs) and floor equipment, so a paste is validated exactly like a file.
class FloorClipboard
{
    Q_DECLARE_TR_FUNCTIONS(FloorClipboard)
public:
    static constexpr const char *kMimeType = "application/x-dcstudio-objects";

    // {"racks": [...], "equipment": [...]} for the objects named by ids.
    static QByteArray serialise(const ProjectDocument &document, const std::vector<std::string> &ids);
    // Reads what serialise wrote (or a hand-written equivalent); false with a reason when the
    // payload is not valid for this document's catalog.
    static bool parse(const QByteArray &payload, const ProjectDocument &document, std::vector<Rack> &racks,
                      std::vector<FloorEquipment> &equipment, QString *why);
};

} // namespace dcs
