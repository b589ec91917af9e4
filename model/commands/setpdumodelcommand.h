#pragma once
#include "project/rack.h"
#include <QUndoCommand>
#include <string>

namespace dcs {

class ProjectDocument;

// Changes the catalog model of one rack PDU and plugs its cords afresh (PowerAutoConnect::replugPdu). Holds the rack before and after: a PDU
// swap touches the PDU and the cords of several devices of that one rack, never anything else,
// so the snapshot is O(rack) and undo restores every cord exactly.
class SetPduModelCommand : public QUndoCommand
{
public:
    SetPduModelCommand(ProjectDocument *doc, std::string pduId, Rack before, Rack after, const QString &text,
                       QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const Rack &rack);

    ProjectDocument *mDoc;
    std::string mPduId;
    Rack mBefore;
    Rack mAfter;
};

} // namespace dcs
