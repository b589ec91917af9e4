#include "cablerouter.h"
#include "catalog/catalog.h"
#include "project/footprint.h"
#include "project/rack.h"
#include <algorithm>
#include <cmath>

namespace dcs {

CableRouter::EndPoint CableRouter::endPoint(const Rack &rack, const CatalogEntry &rackEntry, int rackIndex,
                                            const DevicePlacement &device, const CatalogEntry *deviceEntry)
{
    const RectM f = footprint(rack, rackEntry);
    const int h = deviceEntry ? std::max(deviceEntry->heightU, 1) : 1;
    return {f.x + f.w / 2, f.y + f.h / 2, (device.uLow - 1 + h / 2.0) * kRackUnitM, rackIndex};
}

CableRouter::EndPoint CableRouter::systemEndPoint(const Rack &rack, const CatalogEntry &systemEntry, int rackIndex)
{
    const RectM f = footprint(rack, systemEntry);
    return {f.x + f.w / 2, f.y + f.h / 2, std::max(systemEntry.heightU, 1) / 2.0 * kRackUnitM, rackIndex};
}

double CableRouter::lengthM(const EndPoint &a, const EndPoint &b, const CableRouting &r)
{
    double routed;
    if (a.rack == b.rack && r.sameRackDirect) {
        // Inside one rack: along the vertical cable manager from one device to the other.
        routed = std::abs(a.uCentreM - b.uCentreM);
    } else {
        const double upA = std::max(0.0, r.trayHeightM - (r.u1HeightM + a.uCentreM));
        const double upB = std::max(0.0, r.trayHeightM - (r.u1HeightM + b.uCentreM));
        routed = std::abs(a.xM - b.xM) + std::abs(a.yM - b.yM) + upA + upB;
    }
    return routed * (1.0 + r.slackFraction) + r.slackM;
}

std::vector<const CatalogEntry *> CableRouter::cableTypes(const Catalog &catalog)
{
    std::vector<const CatalogEntry *> out = catalog.entriesOfKind(CatalogKind::Cable);
    std::erase_if(out, [](const CatalogEntry *e) { return !e->cable; });
    std::stable_sort(out.begin(), out.end(), [](const CatalogEntry *x, const CatalogEntry *y) {
        if (x->cable->maxLengthM != y->cable->maxLengthM)
            return x->cable->maxLengthM < y->cable->maxLengthM;
        return x->listPriceUsd < y->listPriceUsd;
    });
    return out;
}

int CableRouter::choose(const std::vector<const CatalogEntry *> &types, double lengthM, double speedGbps)
{
    int longestFast = -1, longestAny = -1;
    for (size_t i = 0; i < types.size(); ++i) {
        const CableSpec &c = *types[i]->cable;
        const bool fast = c.speedGbps + 1e-9 >= speedGbps;
        if (fast && lengthM <= c.maxLengthM + 1e-9)
            return int(i);
        if (fast)
            longestFast = int(i);
        longestAny = int(i);
    }
    // No type both fast enough and long enough: the longest fast one, else the longest at all.
    if (longestFast >= 0)
        return longestFast;
    for (size_t i = 0; i < types.size(); ++i)
        if (lengthM <= types[i]->cable->maxLengthM + 1e-9)
            return int(i);
    return longestAny;
}

} // namespace dcs
