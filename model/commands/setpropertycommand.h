#pragma once
#include "project/project.h"
#include <QUndoCommand>
#include <string>
#include <vector>

namespace dcs {

class ProjectDocument;

// Sets properties (by their file-format keys) of one or several objects. The document
// validates the edit as it would a file; the command keeps the project before and after, which
// makes undo exact for any property without a setter per field.
class SetPropertyCommand : public QUndoCommand
{
public:
    // `property`: the file key when all edits set the same one, else empty.
    SetPropertyCommand(ProjectDocument *doc, std::vector<std::string> objectIds, std::string property, Project before,
                       Project after, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ProjectDocument *mDoc;
    std::vector<std::string> mObjectIds;
    std::string mProperty;
    Project mBefore;
    Project mAfter;
};

} // namespace dcs
