#include "setvaluecommand.h"
#include "document/projectdocument.h"

namespace dcs {

SetValueCommand::SetValueCommand(ProjectDocument *doc, EditedValue before, EditedValue after, ChangeEvent event,
                                 const QString &text, int gestureId, QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mBefore(std::move(before)), mAfter(std::move(after)),
      mEvent(std::move(event)), mGestureId(gestureId)
{
}

void SetValueCommand::apply(const EditedValue &value)
{
    Project &p = mDoc->mutableProject();
    if (const auto *block = std::get_if<BlockValue>(&value)) {
        ProjectBlocks::set(p, *block);
    } else if (const auto *rack = std::get_if<Rack>(&value)) {
        if (Rack *target = p.findRack(rack->id))
            *target = *rack;
    } else if (const auto *unit = std::get_if<FloorEquipment>(&value)) {
        if (FloorEquipment *target = p.findEquipment(unit->id))
            *target = *unit;
    } else if (const auto *settings = std::get_if<NetworkSettings>(&value)) {
        for (Network &n : p.networks)
            if (n.id == settings->network.id) {
                std::vector<NetworkSwitch> switches = std::move(n.switches);
                std::vector<NetworkLink> links = std::move(n.links);
                n = settings->network;
                n.switches = std::move(switches);
                n.links = std::move(links);
            }
    }
    mDoc->notify(mEvent);
}

void SetValueCommand::redo() { apply(mAfter); }
void SetValueCommand::undo() { apply(mBefore); }

bool SetValueCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const SetValueCommand *>(other);
    // One gesture on one field of one object or part: the same ids, part and file key.
    if (!next || next->mGestureId != mGestureId || next->mEvent.ids != mEvent.ids || next->mEvent.part != mEvent.part
        || next->mEvent.key != mEvent.key || next->mAfter.index() != mAfter.index())
        return false;
    mAfter = next->mAfter;
    setObsolete(mAfter == mBefore);  // typed back to where it started: nothing to undo
    return true;
}

} // namespace dcs
