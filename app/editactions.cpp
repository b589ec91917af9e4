#include "editactions.h"
#include "catalogpalette.h"
#include "document/projectdocument.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "preferencesdialog.h"
#include "rackelevationview.h"
#include "standardshortcuts.h"
#include <QInputDialog>
#include <QMenuBar>
#include <QTabWidget>
#include <QUndoStack>

namespace dcs {

EditActions::EditActions(MainWindow *window, const StudioParts &parts, QMenuBar *bar)
    : QObject(window), mWindow(window), mParts(parts)
{
    QMenu *edit = bar->addMenu(tr("&Edit"));
    QAction *undo = mParts.document->undoStack()->createUndoAction(window, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = mParts.document->undoStack()->createRedoAction(window, tr("&Redo"));
    redo->setShortcuts(StandardShortcuts::redo());
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    FloorPlanView *floor = mParts.floorPlan;
    addMenuAction(edit, this, tr("Cu&t"), [floor] { floor->cutSelection(); }, QKeySequence::Cut);
    addMenuAction(edit, this, tr("&Copy"), [floor] { floor->copySelection(); }, QKeySequence::Copy);
    addMenuAction(edit, this, tr("&Paste"), [floor] { floor->paste(); }, QKeySequence::Paste);
    addMenuAction(edit, this, tr("D&uplicate"), [floor] { floor->duplicateSelection(); }, QKeySequence(tr("Ctrl+D")));
    addMenuAction(edit, this, tr("&Delete"), [this] { deleteSelection(); }, QKeySequence::Delete);
    addMenuAction(edit, this, tr("R&otate 90°"), [floor] { floor->rotateSelection(); }, QKeySequence(tr("R")),
                  tr("Turn the selection a quarter turn clockwise"));
    edit->addSeparator();
    addMenuAction(edit, this, tr("Select &All"), [floor] { floor->selectAll(); }, QKeySequence::SelectAll);
    addMenuAction(edit, this, tr("&Find in Catalog"), [this] { mParts.palette->focusSearch(); }, QKeySequence::Find);
    edit->addSeparator();
    QAction *preferences = addMenuAction(edit, this, tr("Pre&ferences..."), [this] { editPreferences(); }, {},
                                         tr("Company, author and paper of your reports"));
    preferences->setShortcuts(StandardShortcuts::preferences());
    preferences->setMenuRole(QAction::PreferencesRole);
    addMenuAction(edit, this, tr("Place a Row of Racks..."), [this] { placeRowOfRacks(); }, QKeySequence(tr("Ctrl+Shift+R")));
}

void EditActions::deleteSelection()
{
    // Delete is a window shortcut, so it reaches the views only through this action: it acts
    // on the editor in front (the rack elevation unmounts, the floor removes).
    if (mParts.tabs->currentWidget() == mParts.elevation)
        mParts.elevation->deleteSelection();
    else
        mParts.floorPlan->deleteSelection();
}

void EditActions::editPreferences()
{
    PreferencesDialog dialog(mWindow);
    if (dialog.exec() == QDialog::Accepted)
        mWindow->showStatus(tr("Preferences saved: the next report carries them."));
}

void EditActions::placeRowOfRacks()
{
    bool ok = false;
    const int n = QInputDialog::getInt(mWindow, tr("Place a row of racks"), tr("Number of 48U racks (600 mm):"), 8, 1,
                                       64, 1, &ok);
    if (ok)
        mParts.floorPlan->placeRow("rack-48u-600", n);
}

} // namespace dcs
