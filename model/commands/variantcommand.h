#pragma once
#include "document/changeevent.h"
#include "project/project.h"
#include <QUndoCommand>

namespace dcs {

class ProjectDocument;

// A variant saved, switched to, renamed or deleted (ProjectVariants): the project before and
// after. The variants not involved are shared between the two, so the step costs the design
// being edited, not every variant. `event` says what views redraw: a switch is a Reset (another
// design), saving or renaming only changes the list (Settings, "variants").
class VariantCommand : public QUndoCommand
{
public:
    VariantCommand(ProjectDocument *doc, Project before, Project after, ChangeEvent event, const QString &text,
                   QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ProjectDocument *mDoc;
    Project mBefore;
    Project mAfter;
    ChangeEvent mEvent;
};

} // namespace dcs
