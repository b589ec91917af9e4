#include "addobjectscommand.h"
#include "document/projectdocument.h"
#include <algorithm>

namespace dcs {

AddObjectsCommand::AddObjectsCommand(ProjectDocument *doc, std::vector<Rack> racks,
                                     std::vector<FloorEquipment> equipment, const QString &text,
                                     QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mRacks(std::move(racks)), mEquipment(std::move(equipment))
{
}

std::vector<std::string> AddObjectsCommand::ids() const
{
    std::vector<std::string> out;
    for (const Rack &r : mRacks)
        out.push_back(r.id);
    for (const FloorEquipment &e : mEquipment)
        out.push_back(e.id);
    return out;
}

void AddObjectsCommand::redo()
{
    Project &p = mDoc->mutableProject();
    p.racks.insert(p.racks.end(), mRacks.begin(), mRacks.end());
    p.equipment.insert(p.equipment.end(), mEquipment.begin(), mEquipment.end());
    mDoc->notify({ChangeEvent::Kind::Added, ids()});
}

void AddObjectsCommand::undo()
{
    // Added objects sit at the end of their lists (redo appends them), so undo truncates.
    Project &p = mDoc->mutableProject();
    p.racks.resize(p.racks.size() - mRacks.size());
    p.equipment.resize(p.equipment.size() - mEquipment.size());
    mDoc->notify({ChangeEvent::Kind::Removed, ids()});
}

} // namespace dcs
