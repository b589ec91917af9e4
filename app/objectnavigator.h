#pragma once
#include "studioparts.h"
#include <QObject>
#include <string>
#include <vector>

namespace dcs {

class MainWindow;

// Takes the user to the objects a warning, a table row or a chart names. Racks and floor
// equipment are shown on the floor plan; devices and PDUs through the rack that holds them.
class ObjectNavigator : public QObject
{
    Q_OBJECT
public:
    ObjectNavigator(MainWindow *window, const StudioParts &parts);

public Q_SLOTS:
    // Selects and centres them on the floor plan; devices of one rack open that rack with the
    // devices selected.
    void show(const std::vector<std::string> &ids);
    // Selects them on the floor plan (the inspector follows) without leaving the current page;
    // PDUs through their rack.
    void select(const std::vector<std::string> &ids);

private:
    MainWindow *mWindow;
    StudioParts mParts;
};

} // namespace dcs
