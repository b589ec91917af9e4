#include "setpdumodelcommand.h"
#include "document/projectdocument.h"

namespace dcs {

SetPduModelCommand::SetPduModelCommand(ProjectDocument *doc, std::string pduId, Rack before, Rack after,
                                       const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mPduId(std::move(pduId)), mBefore(std::move(before)),
      mAfter(std::move(after))
{
}

void SetPduModelCommand::apply(const Rack &rack)
{
    Rack *target = mDoc->mutableProject().findRack(rack.id);
    if (!target)
        return;
    *target = rack;
    std::vector<std::string> ids{rack.id, mPduId};
    for (const DevicePlacement &d : rack.devices)
        ids.push_back(d.id);
    mDoc->notify({ChangeEvent::Kind::Modified, std::move(ids)});
}

void SetPduModelCommand::redo() { apply(mAfter); }
void SetPduModelCommand::undo() { apply(mBefore); }

} // namespace dcs
