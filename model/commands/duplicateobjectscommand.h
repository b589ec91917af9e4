#pragma once
#include "addobjectscommand.h"

namespace dcs {

// Adds copies of objects with fresh ids (for the objects and everything they hold), offset
// on the floor. The copies are computed once, so redo after undo recreates the same ids.
class DuplicateObjectsCommand : public AddObjectsCommand
{
public:
    DuplicateObjectsCommand(ProjectDocument *doc, std::vector<Rack> copies, std::vector<FloorEquipment> equipmentCopies);

    // Makes the copies: new ids from the document, positions offset by (dx, dy).
    static void makeCopies(const ProjectDocument &doc, const std::vector<std::string> &ids, double dxM, double dyM,
                           std::vector<Rack> &racks, std::vector<FloorEquipment> &equipment);
};

} // namespace dcs
