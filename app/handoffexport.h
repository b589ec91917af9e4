#pragma once
#include "studioparts.h"
#include <QObject>
#include <QString>

class QMenu;

namespace dcs {

class MainWindow;

// File > Export > Alert Rules / Bill of Materials / NetBox (issue 19, docs/handoff.md): a save
// dialog (a folder chooser for NetBox) that remembers its folder, the file written atomically from the complete analysis (the same
// text as `dcstudio export`), and a message saying what the file holds or why it was not written.
class HandoffExport : public QObject
{
    Q_OBJECT
public:
    enum class Kind { AlertRules, BillOfMaterials, NetBox };  // NetBox: a folder of files

    HandoffExport(MainWindow *window, const StudioParts &parts);
    void addActionsTo(QMenu *exportMenu);

    // The dialog, then write(). The dialog is a QFileDialog named "handoffFileDialog".
    void exportInteractive(Kind kind);
    // Writes the file; the summary (or the reason it failed) goes to the status bar and a message box.
    bool write(Kind kind, const QString &path);

private:
    QString suggestedPath(Kind kind) const;

    MainWindow *mWindow;
    StudioParts mParts;
};

} // namespace dcs
