#pragma once
#include "studioparts.h"

namespace dcs {

class MainWindow;
class ObjectNavigator;

// Connects the power area: the Power page (analysis, the rack it reports on, its links to the
// floor), the floor colouring, the power-chain dock and the power-cords dock beside the rack
// elevation.
class PowerWiring
{
public:
    static void wire(MainWindow *window, const StudioParts &parts, ObjectNavigator *navigator);
};

} // namespace dcs
