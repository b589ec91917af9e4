#pragma once
#include "project/floorequipment.h"
#include "project/rack.h"
#include <QUndoCommand>
#include <vector>

namespace dcs {

class ProjectDocument;

// Adds racks and floor equipment (also the base of Duplicate and Paste).
class AddObjectsCommand : public QUndoCommand
{
public:
    AddObjectsCommand(ProjectDocument *doc, std::vector<Rack> racks, std::vector<FloorEquipment> equipment,
                      const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    std::vector<std::string> ids() const;

    ProjectDocument *mDoc;
    std::vector<Rack> mRacks;
    std::vector<FloorEquipment> mEquipment;
};

} // namespace dcs
