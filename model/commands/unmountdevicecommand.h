#pragma once
#include "networkreferences.h"
#include "project/deviceplacement.h"
#include <QUndoCommand>
#include <string>

namespace dcs {

class ProjectDocument;

// Takes a device out of its rack, with the network links that end at it; undo puts both back.
class UnmountDeviceCommand : public QUndoCommand
{
public:
    UnmountDeviceCommand(ProjectDocument *doc, std::string rackId, size_t index, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ProjectDocument *mDoc;
    std::string mRackId;
    size_t mIndex;
    DevicePlacement mDevice;
    NetworkReferences mLinks;  // the device's links and switch entry, removed with it
};

} // namespace dcs
