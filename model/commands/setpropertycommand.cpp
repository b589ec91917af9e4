#include "setpropertycommand.h"
#include "document/projectdocument.h"

namespace dcs {

SetPropertyCommand::SetPropertyCommand(ProjectDocument *doc, std::string objectId, Project before, Project after,
                                       const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mObjectId(std::move(objectId)), mBefore(std::move(before)),
      mAfter(std::move(after))
{
}

void SetPropertyCommand::redo()
{
    mDoc->replaceProject(mAfter);
    mDoc->notify({ChangeEvent::Kind::Modified, {mObjectId}});
}

void SetPropertyCommand::undo()
{
    mDoc->replaceProject(mBefore);
    mDoc->notify({ChangeEvent::Kind::Modified, {mObjectId}});
}

} // namespace dcs
