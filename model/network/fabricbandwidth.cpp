#include "fabricbandwidth.h"
#include "networkresult.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>

namespace dcs {

FabricBandwidth FabricBandwidth::of(const Project &project, const NetworkResult &network)
{
    FabricBandwidth b;
    for (const NetworkFabricResult &f : network.networks) {
        if (f.role != NetworkRole::Compute || f.nodeLinks == 0 || f.gpus == 0)
            continue;
        // Leaves without uplinks give an unbounded ratio: no figure to pass on (the network
        // engine warns); the training engine then keeps the workload's inputs.
        if (!std::isfinite(f.endToEndOversubscription))
            continue;
        b.present = true;
        b.networkId = f.id;
        for (const Network &n : project.networks)
            if (n.id == f.id)
                b.technology = n.technology == NetworkTechnology::IbNdr ? "NDR"
                               : n.technology == NetworkTechnology::IbXdr ? "XDR"
                               : n.isRoce()                              ? "RoCE"
                                                                         : "";
        b.nicsPerNode = f.nicsPerNode;
        b.nicGbps = f.nicGbps;
        b.linkGbpsPerGpu = f.perGpuNodeLinkGbps;
        b.oversubscription = std::max(1.0, f.endToEndOversubscription);
        b.crossLeafShare = std::clamp(f.peerCrossLeafShare, 0.0, 1.0);
        break;
    }
    return b;
}

} // namespace dcs
