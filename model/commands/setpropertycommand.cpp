#include "setpropertycommand.h"
#include "document/projectdocument.h"

namespace dcs {

SetPropertyCommand::SetPropertyCommand(ProjectDocument *doc, ChangeEvent event, Project before, Project after,
                                       const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mEvent(std::move(event)), mBefore(std::move(before)), mAfter(std::move(after))
{
}

void SetPropertyCommand::redo()
{
    mDoc->replaceProject(mAfter);
    mDoc->notify(mEvent);
}

void SetPropertyCommand::undo()
{
    mDoc->replaceProject(mBefore);
    mDoc->notify(mEvent);
}

} // namespace dcs
