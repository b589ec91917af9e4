#pragma once
#include "json/sharedjson.h"
#include <QUndoCommand>

namespace dcs {

class ProjectDocument;

// Replaces the project's custom catalog entries ("custom_catalog") as one undo step: File >
// Import > NetBox Device Types (docs/handoff.md, "NetBox"). The entries are validated by the
// caller (NetboxDeviceTypeImporter reads the project back with them); the document's catalog is
// rebuilt on redo and undo, and views are told everything changed (palette, inspector).
class SetCustomCatalogCommand : public QUndoCommand
{
public:
    SetCustomCatalogCommand(ProjectDocument *doc, SharedJson before, SharedJson after, const QString &text,
                            QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const SharedJson &entries);

    ProjectDocument *mDoc;
    SharedJson mBefore;
    SharedJson mAfter;
};

} // namespace dcs
