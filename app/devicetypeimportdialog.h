#pragma once
#include <QDialog>
#include <QString>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSpinBox;

namespace dcs {

class MainWindow;
class ProjectDocument;

// File > Import > NetBox Device Types... (issue 19 item 2, docs/handoff.md "NetBox"): the studio's
// `dcstudio import-device-type`. Files in the community device-type library's YAML format, and
// what the library does not say (the kind; for a GPU server, the catalog entry whose GPU figures
// it takes; the PSUs that must be fed), become custom catalog entries in one undo step. Problems
// (file, line, field) are listed in the dialog and nothing is imported until every file is right.
class DeviceTypeImportDialog : public QDialog
{
    Q_OBJECT
public:
    DeviceTypeImportDialog(ProjectDocument *document, QWidget *parent = nullptr);

    // Adds File > Import > NetBox Device Types... to `fileMenu`.
    static void addMenuEntry(QMenu *fileMenu, MainWindow *window, ProjectDocument *document);

    // What was imported, for the status bar (empty until an import succeeded).
    QString summary() const { return mSummary; }

private:
    void browse();
    void importFiles();

    ProjectDocument *mDocument;
    QLineEdit *mFiles;
    QComboBox *mKind;
    QComboBox *mGpuFrom;
    QSpinBox *mPsuRequired;
    QCheckBox *mReplace;
    QLabel *mResult;
    QString mSummary;
};

} // namespace dcs
