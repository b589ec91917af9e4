#include "setpropertycommand.h"
#include "document/projectdocument.h"

namespace dcs {

SetPropertyCommand::SetPropertyCommand(ProjectDocument *doc, std::vector<std::string> objectIds, std::string property,
                                       Project before, Project after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mObjectIds(std::move(objectIds)), mProperty(std::move(property)),
      mBefore(std::move(before)), mAfter(std::move(after))
{
}

void SetPropertyCommand::redo()
{
    mDoc->replaceProject(mAfter);
    mDoc->notify({ChangeEvent::Kind::Modified, mObjectIds, mProperty});
}

void SetPropertyCommand::undo()
{
    mDoc->replaceProject(mBefore);
    mDoc->notify({ChangeEvent::Kind::Modified, mObjectIds, mProperty});
}

} // namespace dcs
