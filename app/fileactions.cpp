#include "fileactions.h"
#include "devicetypeimportdialog.h"
#include "filecontroller.h"
#include "handoffexport.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "newdesignaction.h"
#include "sampleproject.h"
#include "variantactions.h"
#include <QMenuBar>

namespace dcs {

FileActions::FileActions(MainWindow *window, const StudioParts &parts, QMenuBar *bar)
    : QObject(window), mWindow(window), mParts(parts)
{
    QMenu *file = bar->addMenu(tr("&File"));
    addMenuAction(file, this, tr("&New"), [this] { mParts.files->newProject(); }, QKeySequence::New,
                  tr("Start an empty design"));
    addMenuAction(file, this, tr("New from &Template..."), [this] {
        const QString status = NewDesignAction::run(mWindow, mParts.files, mParts.document);
        if (!status.isEmpty())
            mWindow->showStatus(status);
    }, QKeySequence(tr("Ctrl+Shift+N")), tr("Generate a complete design from a GPU system, a count and a few choices"));
    // [generator-actions]
    addMenuAction(file, this, tr("&Open..."), [this] { mParts.files->open(); }, QKeySequence::Open);
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { mParts.files->populateRecentMenu(recent); });
    // The samples, the default design first (issue 33: the GB200 and GB300 halls among them).
    QMenu *samples = file->addMenu(tr("Open &Sample Design"));
    for (const SampleProject::Sample &s : SampleProject::all()) {
        QAction *a = samples->addAction(s.title);
        a->setToolTip(s.tip);
        a->setStatusTip(s.tip);
        a->setObjectName(QStringLiteral("sample-") + s.id);
        connect(a, &QAction::triggered, this, [this, id = s.id] {
            if (mParts.files->maybeSave())
                mWindow->openSample(id);
        });
    }
    file->addSeparator();
    addMenuAction(file, this, tr("&Save"), [this] { mParts.files->save(); }, QKeySequence::Save);
    addMenuAction(file, this, tr("Save &As..."), [this] { mParts.files->saveAs(); }, QKeySequence::SaveAs);
    new VariantActions(mWindow, mParts, file);  // Save as Variant, Variants, Compare Variants
    // Export: the customer's report, and the hand-off files for operations (docs/handoff.md).
    QMenu *exports = file->addMenu(tr("E&xport"));
    addMenuAction(exports, this, tr("Design &Report (PDF)..."), [this] { mWindow->exportReportInteractive(); },
                  QKeySequence(tr("Ctrl+E")), tr("Write the PDF design report of this design"));
    exports->addSeparator();
    (new HandoffExport(mWindow, mParts))->addActionsTo(exports);
    DeviceTypeImportDialog::addMenuEntry(file, mWindow, mParts.document);  // Import > NetBox Device Types
    addMenuAction(file, this, tr("&Close"), [this] { mParts.files->close(); }, QKeySequence::Close);
    file->addSeparator();
    addMenuAction(file, this, tr("&Quit"), [this] { mWindow->close(); }, QKeySequence::Quit);
}

} // namespace dcs
