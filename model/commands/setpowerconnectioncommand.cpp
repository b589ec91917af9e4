#include "setpowerconnectioncommand.h"
#include "document/projectdocument.h"

namespace dcs {

SetPowerConnectionCommand::SetPowerConnectionCommand(ProjectDocument *doc, std::string rackId, std::string deviceId,
                                                     std::vector<PowerConnection> before,
                                                     std::vector<PowerConnection> after, const QString &text,
                                                     QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mRackId(std::move(rackId)), mDeviceId(std::move(deviceId)),
      mBefore(std::move(before)), mAfter(std::move(after))
{
}

void SetPowerConnectionCommand::apply(const std::vector<PowerConnection> &cords)
{
    Rack *rack = mDoc->mutableProject().findRack(mRackId);
    if (!rack)
        return;
    if (mDeviceId == mRackId) {  // a rack-scale system's power shelves
        rack->power = cords;
        mDoc->notify({ChangeEvent::Kind::Modified, {mRackId}});
        return;
    }
    for (DevicePlacement &d : rack->devices)
        if (d.id == mDeviceId) {
            d.power = cords;
            mDoc->notify({ChangeEvent::Kind::Modified, {mRackId, mDeviceId}});
            return;
        }
}

void SetPowerConnectionCommand::redo() { apply(mAfter); }
void SetPowerConnectionCommand::undo() { apply(mBefore); }

} // namespace dcs
