#pragma once
#include "document/changeevent.h"
#include "io/projectblocks.h"
#include "project/floorequipment.h"
#include "project/network.h"
#include "project/rack.h"
#include <QUndoCommand>
#include <variant>

namespace dcs {

class ProjectDocument;

// A network's settings (name, technology, oversubscription, RoCE, cable routing ...): a Network
// whose switches and links are not part of the value; they stay as they are.
struct NetworkSettings {
    Network network;
    bool operator==(const NetworkSettings &) const = default;
};

// A typed edit: the value of one settings block, one rack (with its devices and PDUs), one
// floor unit or one network's settings, before and after. Undo puts the old value back exactly;
// the cost is the size of that value, never the size of the design.
using EditedValue = std::variant<BlockValue, Rack, FloorEquipment, NetworkSettings>;

class SetValueCommand : public QUndoCommand
{
public:
    // `gestureId` (not 0): the edits of one continuous gesture (a slider dragged, a value stepped
    // with the arrows held down) pass the same id and become one undo step.
    SetValueCommand(ProjectDocument *doc, EditedValue before, EditedValue after, ChangeEvent event,
                    const QString &text, int gestureId = 0, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return mGestureId != 0 ? int(MergeId::SetValue) : -1; }
    // Consecutive edits of the same property of the same object or block in one gesture.
    bool mergeWith(const QUndoCommand *other) override;
    const EditedValue &after() const { return mAfter; }

private:
    void apply(const EditedValue &value);

    ProjectDocument *mDoc;
    EditedValue mBefore;
    EditedValue mAfter;
    ChangeEvent mEvent;
    int mGestureId;
};

} // namespace dcs
