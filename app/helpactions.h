#pragma once
#include <QObject>

class QMenuBar;

namespace dcs {

class MainWindow;

// The Help menu: About DC Studio.
class HelpActions : public QObject
{
    Q_OBJECT
public:
    HelpActions(MainWindow *window, QMenuBar *bar);

private:
    MainWindow *mWindow;
};

} // namespace dcs
