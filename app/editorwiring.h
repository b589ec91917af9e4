#pragma once
#include "studioparts.h"

class QLabel;

namespace dcs {

class MainWindow;
class ObjectNavigator;

// Connects the editors and what follows them: the floor plan's selection to the inspector, its
// double-click to the rack tab, the editors' messages and the cursor position to the status
// bar; the KPI strip and the warnings dock to the analysis, a warning's click to its objects.
class EditorWiring
{
public:
    static void wire(MainWindow *window, const StudioParts &parts, ObjectNavigator *navigator, QLabel *cursorLabel);
};

} // namespace dcs
