#pragma once
#include "studioparts.h"

namespace dcs {

class MainWindow;
class ObjectNavigator;

// Connects the Cooling & cost, Network and Training pages and the fabric and workload docks to
// the analysis runner (the pages only while they are shown) and their links to the floor.
class PageWiring
{
public:
    static void wire(MainWindow *window, const StudioParts &parts, ObjectNavigator *navigator);

private:
    template <class Page> static void deliverWhenShown(const StudioParts &parts, Page *page);
};

} // namespace dcs
