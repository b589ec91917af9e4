#include "unmountdevicecommand.h"
#include "document/projectdocument.h"

namespace dcs {

UnmountDeviceCommand::UnmountDeviceCommand(ProjectDocument *doc, std::string rackId, size_t index, QUndoCommand *parent)
    : QUndoCommand(parent), mDoc(doc), mRackId(std::move(rackId)), mIndex(index)
{
    if (const Rack *r = doc->project().findRack(mRackId); r && index < r->devices.size())
        mDevice = r->devices[index];
    if (!mDevice.id.empty())
        mLinks = NetworkReferences::of(doc->project(), {mDevice.id});
    setText(QObject::tr("Unmount %1").arg(QString::fromStdString(mDevice.id)));
}

void UnmountDeviceCommand::redo()
{
    if (Rack *r = mDoc->mutableProject().findRack(mRackId); r && mIndex < r->devices.size()) {
        r->devices.erase(r->devices.begin() + std::ptrdiff_t(mIndex));
        mLinks.erase(mDoc->mutableProject());
        mDoc->notify({ChangeEvent::Kind::Modified, {mRackId, mDevice.id}});
    }
}

void UnmountDeviceCommand::undo()
{
    if (Rack *r = mDoc->mutableProject().findRack(mRackId); r && mIndex <= r->devices.size()) {
        r->devices.insert(r->devices.begin() + std::ptrdiff_t(mIndex), mDevice);
        mLinks.restore(mDoc->mutableProject());
        mDoc->notify({ChangeEvent::Kind::Modified, {mRackId, mDevice.id}});
    }
}

} // namespace dcs
