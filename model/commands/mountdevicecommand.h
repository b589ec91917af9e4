#pragma once
#include "project/deviceplacement.h"
#include <QUndoCommand>
#include <string>

namespace dcs {

class ProjectDocument;

// Mounts a device in a rack. The document checks the slot before pushing it.
class MountDeviceCommand : public QUndoCommand
{
public:
    MountDeviceCommand(ProjectDocument *doc, std::string rackId, DevicePlacement device, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    ProjectDocument *mDoc;
    std::string mRackId;
    DevicePlacement mDevice;
};

} // namespace dcs
