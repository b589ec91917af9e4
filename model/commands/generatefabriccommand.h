#pragma once
#include "project/network.h"
#include "project/rack.h"
#include <QUndoCommand>
#include <vector>

namespace dcs {

class ProjectDocument;

// "Generate fabric" as one undo step (issue 5): the generator may add network racks, mount
// switches and rewrite a network's switches and links, so the command keeps the racks and
// networks before and after (floor equipment and settings are untouched).
class GenerateFabricCommand : public QUndoCommand
{
public:
    GenerateFabricCommand(ProjectDocument *doc, std::vector<Rack> racksBefore, std::vector<Network> networksBefore,
                          std::vector<Rack> racksAfter, std::vector<Network> networksAfter, const QString &text,
                          QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const std::vector<Rack> &racks, const std::vector<Network> &networks);

    ProjectDocument *mDoc;
    std::vector<Rack> mRacksBefore, mRacksAfter;
    std::vector<Network> mNetworksBefore, mNetworksAfter;
};

} // namespace dcs
