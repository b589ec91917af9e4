#pragma once
#include "document/changeevent.h"
#include "project/project.h"
#include <QUndoCommand>

namespace dcs {

class ProjectDocument;

// Sets properties (by their file-format keys) of one or several objects. The document
// validates the edit as it would a file; the command keeps the project before and after, which
// makes undo exact for any property without a setter per field.
class SetPropertyCommand : public QUndoCommand
{
public:
    // `event`: what the edit changed (the objects and the key when all edits set the same one, or
    // the part of the design), sent on redo and undo.
    SetPropertyCommand(ProjectDocument *doc, ChangeEvent event, Project before, Project after, const QString &text,
                       QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ProjectDocument *mDoc;
    ChangeEvent mEvent;
    Project mBefore;
    Project mAfter;
};

} // namespace dcs
