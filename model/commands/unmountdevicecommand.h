#pragma once
#include "project/deviceplacement.h"
#include <QUndoCommand>
#include <string>

namespace dcs {

class ProjectDocument;

// Takes a device out of its rack; undo puts it back at the same index.
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
};

} // namespace dcs
