#pragma once
#include <QColor>
#include <string_view>

namespace dcs {

// One colour per cable medium, shared by the network charts and the floor-plan cable overlay
// (header-only so the views library can use it without linking the charts): copper warm,
// optics cool, as on LinkX product pages (DAC black/orange, multimode aqua, single-mode yellow
// would clash with the floor plan, so blue is used for single-mode).
inline QColor cableColour(std::string_view medium)
{
    if (medium == "passive-copper")
        return QColor(0xd5, 0x5e, 0x00);  // vermilion
    if (medium == "active-copper")
        return QColor(0xe6, 0x9f, 0x00);  // orange
    if (medium == "multimode")
        return QColor(0x00, 0x9e, 0x73);  // bluish green (OM4 aqua)
    if (medium == "single-mode")
        return QColor(0x00, 0x72, 0xb2);  // blue
    return QColor(0x7f, 0x7f, 0x7f);
}

} // namespace dcs
