#pragma once
#include "studioparts.h"
#include <QObject>

class QMenuBar;

namespace dcs {

class MainWindow;

// The Design menu: one group of actions per engine area (power settings and auto-balance,
// site and cooling, the fabric generator).
class DesignActions : public QObject
{
    Q_OBJECT
public:
    DesignActions(MainWindow *window, const StudioParts &parts, QMenuBar *bar);

private:
    void editPowerSettings();
    void autoBalancePhases();
    void editSiteAndCooling();
    void generateFabric();

    MainWindow *mWindow;
    StudioParts mParts;
};

} // namespace dcs
