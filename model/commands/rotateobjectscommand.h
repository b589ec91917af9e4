#pragma once
#include <QUndoCommand>
#include <string>
#include <vector>

namespace dcs {

class ProjectDocument;

// Turns floor objects a quarter turn clockwise about their footprint's minimum corner.
class RotateObjectsCommand : public QUndoCommand
{
public:
    RotateObjectsCommand(ProjectDocument *doc, std::vector<std::string> ids, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void turn(int quarterTurns);

    ProjectDocument *mDoc;
    std::vector<std::string> mIds;
};

} // namespace dcs
