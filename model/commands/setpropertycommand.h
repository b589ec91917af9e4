#pragma once
#include "project/project.h"
#include <QUndoCommand>
#include <string>

namespace dcs {

class ProjectDocument;

// Sets one property (by its file-format key) of one object. The document validates the edit
// as it would a file; the command keeps the project before and after, which makes undo exact
// for any property without a setter per field.
class SetPropertyCommand : public QUndoCommand
{
public:
    SetPropertyCommand(ProjectDocument *doc, std::string objectId, Project before, Project after,
                       const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ProjectDocument *mDoc;
    std::string mObjectId;
    Project mBefore;
    Project mAfter;
};

} // namespace dcs
