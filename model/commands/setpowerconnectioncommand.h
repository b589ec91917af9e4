#pragma once
#include "project/powerconnection.h"
#include <QUndoCommand>
#include <string>
#include <vector>

namespace dcs {

class ProjectDocument;

// Re-plugs (or unplugs) one PSU of one device: the power-connections table's edit. The document
// validates the new cord before pushing; the command swaps the device's whole cord list, which
// keeps undo exact whether the PSU had a cord before or not.
class SetPowerConnectionCommand : public QUndoCommand
{
public:
    SetPowerConnectionCommand(ProjectDocument *doc, std::string rackId, std::string deviceId,
                              std::vector<PowerConnection> before, std::vector<PowerConnection> after,
                              const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const std::vector<PowerConnection> &cords);

    ProjectDocument *mDoc;
    std::string mRackId;
    std::string mDeviceId;
    std::vector<PowerConnection> mBefore;
    std::vector<PowerConnection> mAfter;
};

} // namespace dcs
