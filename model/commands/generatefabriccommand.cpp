#include "generatefabriccommand.h"
#include "document/projectdocument.h"

namespace dcs {

GenerateFabricCommand::GenerateFabricCommand(ProjectDocument *doc, std::vector<Rack> racksBefore,
                                             std::vector<Network> networksBefore, std::vector<Rack> racksAfter,
                                             std::vector<Network> networksAfter, const QString &text,
                                             QUndoCommand *parent)
    : QUndoCommand(text, parent), mDoc(doc), mRacksBefore(std::move(racksBefore)), mRacksAfter(std::move(racksAfter)),
      mNetworksBefore(std::move(networksBefore)), mNetworksAfter(std::move(networksAfter))
{
}

void GenerateFabricCommand::apply(const std::vector<Rack> &racks, const std::vector<Network> &networks)
{
    Project &p = mDoc->mutableProject();
    p.racks = racks;
    p.networks = networks;
    // Racks may have been added or removed: views rebuild as after a load.
    mDoc->notify({ChangeEvent::Kind::Reset, {}});
}

void GenerateFabricCommand::redo()
{
    apply(mRacksAfter, mNetworksAfter);
}

void GenerateFabricCommand::undo()
{
    apply(mRacksBefore, mNetworksBefore);
}

} // namespace dcs
