#pragma once
#include "studioparts.h"
#include <QObject>

class QMenuBar;

namespace dcs {

class MainWindow;

// The Edit menu: undo and redo, clipboard, delete, rotate, select all, find in the catalog,
// preferences, place a row of racks. Delete acts on the editor in front.
class EditActions : public QObject
{
    Q_OBJECT
public:
    EditActions(MainWindow *window, const StudioParts &parts, QMenuBar *bar);

private:
    void deleteSelection();
    void editPreferences();
    void placeRowOfRacks();

    MainWindow *mWindow;
    StudioParts mParts;
};

} // namespace dcs
