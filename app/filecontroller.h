#pragma once
#include <QObject>
#include <QStringList>

class QMenu;
class QWidget;

namespace dcs {

class ProjectDocument;
class RecoveryStore;

// File menu behaviour: new, open, recent files, save, save as, close, and the unsaved-changes
// prompt. A refused file or a failed save is reported and never costs the design in memory.
class FileController : public QObject
{
    Q_OBJECT
public:
    FileController(ProjectDocument *document, RecoveryStore *recovery, QWidget *window);

    // Loads a file (or the built-in sample for an empty path). Errors go to *errors.
    bool load(const QString &path, QString *errors, bool remember = true);
    bool saveTo(const QString &path);   // reports errors in a dialog (or to stderr when quiet)
    bool maybeSave();                   // true when it is fine to discard the current design
    QStringList recentFiles() const;
    void setQuiet(bool quiet) { mQuiet = quiet; }
    void populateRecentMenu(QMenu *menu);

public Q_SLOTS:
    void newProject();
    void open();
    void openFile(const QString &path);
    bool save();
    bool saveAs();
    void close();

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void addRecent(const QString &path);
    void showError(const QString &title, const QString &text);

    ProjectDocument *mDocument;
    RecoveryStore *mRecovery;
    QWidget *mWindow;
    bool mQuiet = false;
};

} // namespace dcs
