#include "variantcommand.h"
#include "document/projectdocument.h"

namespace dcs {

VariantCommand::VariantCommand(ProjectDocument *doc, Project before, Project after, ChangeEvent event,
                               const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mBefore(std::move(before)), mAfter(std::move(after)),
      mEvent(std::move(event))
{
}

void VariantCommand::redo()
{
    mDoc->replaceProject(mAfter);
    mDoc->notify(mEvent);
}

void VariantCommand::undo()
{
    mDoc->replaceProject(mBefore);
    mDoc->notify(mEvent);
}

} // namespace dcs
