#include "setcustomcatalogcommand.h"
#include "document/projectdocument.h"

namespace dcs {

SetCustomCatalogCommand::SetCustomCatalogCommand(ProjectDocument *doc, SharedJson before, SharedJson after,
                                                 const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mBefore(std::move(before)), mAfter(std::move(after))
{
}

void SetCustomCatalogCommand::apply(const SharedJson &entries)
{
    // replaceProject rebuilds the catalog when the custom entries differ.
    Project project = mDoc->project();
    project.customCatalog = entries;
    mDoc->replaceProject(project);
    mDoc->notify({ChangeEvent::Kind::Reset});
}

void SetCustomCatalogCommand::redo()
{
    apply(mAfter);
}

void SetCustomCatalogCommand::undo()
{
    apply(mBefore);
}

} // namespace dcs
