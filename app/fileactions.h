#pragma once
#include "studioparts.h"
#include <QObject>

class QMenuBar;

namespace dcs {

class MainWindow;

// The File menu: new (empty or from a template), open, recent files, the sample, save, export
// (the report; alert rules and the bill of materials, handoffexport.h), close, quit. The file behaviour itself is FileController's.
class FileActions : public QObject
{
    Q_OBJECT
public:
    FileActions(MainWindow *window, const StudioParts &parts, QMenuBar *bar);

private:
    MainWindow *mWindow;
    StudioParts mParts;
};

} // namespace dcs
