#include "mountdevicecommand.h"
#include "document/projectdocument.h"

namespace dcs {

MountDeviceCommand::MountDeviceCommand(ProjectDocument *doc, std::string rackId, DevicePlacement device,
                                       QUndoCommand *parent)
    : QUndoCommand(parent), mDoc(doc), mRackId(std::move(rackId)), mDevice(std::move(device))
{
    setText(QObject::tr("Mount %1 in %2").arg(QString::fromStdString(mDevice.catalogId), QString::fromStdString(mRackId)));
}

void MountDeviceCommand::redo()
{
    if (Rack *r = mDoc->mutableProject().findRack(mRackId)) {
        r->devices.push_back(mDevice);
        mDoc->notify({ChangeEvent::Kind::Modified, {mRackId, mDevice.id}});
    }
}

void MountDeviceCommand::undo()
{
    if (Rack *r = mDoc->mutableProject().findRack(mRackId)) {
        r->devices.pop_back();  // redo appended it
        mDoc->notify({ChangeEvent::Kind::Modified, {mRackId, mDevice.id}});
    }
}

} // namespace dcs
