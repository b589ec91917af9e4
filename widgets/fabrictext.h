#pragma once
#include "network/networkresult.h"
#include <QCoreApplication>
#include <QString>
#include <cmath>

namespace dcs {

// Display text for the network engine's numbers, shared by the fabric dock and the Network page.
namespace FabricText {

// A downlink:uplink ratio as "1:1", "2.5:1"; 0 means a single switch layer needs no uplinks,
// infinity means leaves without uplinks (docs/network.md).
inline QString ratio(double r)
{
    if (!std::isfinite(r))
        return QCoreApplication::translate("FabricText", "unbounded");
    if (r <= 0)
        return QCoreApplication::translate("FabricText", "—");
    return QStringLiteral("%1:1").arg(QString::number(r, 'g', 3));
}

inline QString tierName(SwitchTier t)
{
    switch (t) {
    case SwitchTier::Leaf: return QCoreApplication::translate("FabricText", "Leaf");
    case SwitchTier::Spine: return QCoreApplication::translate("FabricText", "Spine");
    case SwitchTier::Core: return QCoreApplication::translate("FabricText", "Core");
    }
    return {};
}

// The compute fabric of an analysis (the first compute network), or nullptr.
inline const NetworkFabricResult *computeFabric(const NetworkResult &r)
{
    for (const NetworkFabricResult &f : r.networks)
        if (f.role == NetworkRole::Compute)
            return &f;
    return nullptr;
}

} // namespace FabricText
} // namespace dcs
