#pragma once
#include "studioparts.h"
#include <QObject>

class QMenuBar;

namespace dcs {

class CableOverlay;
class MainWindow;

// The View menu: zoom and fit (on the editor in front), the cable routes over the floor plan,
// and a toggle for every dock.
class ViewActions : public QObject
{
    Q_OBJECT
public:
    ViewActions(MainWindow *window, const StudioParts &parts, QMenuBar *bar);

private:
    // The zoom keys are window shortcuts, so they reach the views only through these actions:
    // each acts on the editor in front.
    void inFront(void (FloorPlanView::*floor)(), void (RackElevationView::*rack)());

    MainWindow *mWindow;
    StudioParts mParts;
    CableOverlay *mCableOverlay;
};

} // namespace dcs
