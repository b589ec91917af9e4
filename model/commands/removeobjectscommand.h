#pragma once
#include "networkreferences.h"
#include "project/floorequipment.h"
#include "project/rack.h"
#include <QUndoCommand>
#include <string>
#include <utility>
#include <vector>

namespace dcs {

class ProjectDocument;

// Removes racks (with their devices and PDUs) and floor equipment; undo puts each back at its
// original index so the file order, and so the saved JSON, is restored exactly.
class RemoveObjectsCommand : public QUndoCommand
{
public:
    RemoveObjectsCommand(ProjectDocument *doc, const std::vector<std::string> &ids, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    bool isEmpty() const { return mRacks.empty() && mEquipment.empty(); }

private:
    std::vector<std::string> ids() const;

    ProjectDocument *mDoc;
    std::vector<std::pair<size_t, Rack>> mRacks;  // ascending original index
    std::vector<std::pair<size_t, FloorEquipment>> mEquipment;
    NetworkReferences mLinks;  // links and switch entries naming devices of the removed racks
};

} // namespace dcs
