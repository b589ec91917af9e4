#pragma once
#include "io/projectreader.h"
#include <QObject>
#include <QStringList>

class QMenu;
class QWidget;

namespace dcs {

class ProjectDocument;
class RecoveryStore;

// File menu behaviour: new, open, recent files, save, save as, close, and the unsaved-changes
// prompt. A refused file or a failed save is reported and never costs the design in memory:
// a file is read completely before the open design is touched (or the user is asked to save
// it), so a broken file leaves the design, its modified state and its undo history as they
// were, and nothing is written to disk.
class FileController : public QObject
{
    Q_OBJECT
public:
    FileController(ProjectDocument *document, RecoveryStore *recovery, QWidget *window);

    // Loads a file (or the built-in sample for an empty path). Errors go to *errors; the open
    // design is kept when the file is refused.
    bool load(const QString &path, QString *errors, bool remember = true);
    // Opens the built-in sample `id` (SampleProject) as an untitled design.
    bool loadSample(const QString &id, QString *errors);
    // At start-up (command line): opens `path`, or the built-in sample when path is empty. When
    // the file is refused the sample is shown and the problem dialog says so.
    bool openAtStart(const QString &path);
    bool saveTo(const QString &path);   // reports errors in a dialog (or to stderr when quiet)
    bool maybeSave();                   // true when it is fine to discard the current design
    QStringList recentFiles() const;
    void setQuiet(bool quiet) { mQuiet = quiet; }
    void populateRecentMenu(QMenu *menu);

public Q_SLOTS:
    void newProject();
    void open();
    // Reads `path`; only a file that reads without problems replaces the open design (after
    // the unsaved-changes prompt). Otherwise the problems are listed and nothing changes.
    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    void close();

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    ReadResult read(const QString &path) const;  // the file, or the built-in sample for ""
    void adopt(ReadResult &&result, const QString &path, bool remember);  // result.project is set
    void addRecent(const QString &path);
    void showError(const QString &title, const QString &text);
    // The problem list of a refused file; `outcome` says what the studio did instead.
    void showProblems(const QString &path, const LoadErrors &errors, const QString &outcome);

    ProjectDocument *mDocument;
    RecoveryStore *mRecovery;
    QWidget *mWindow;
    bool mQuiet = false;
};

} // namespace dcs
