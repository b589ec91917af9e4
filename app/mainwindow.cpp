#include "mainwindow.h"
#include "newdesignaction.h"
#include "analysis/analysisrunner.h"
#include "catalog/catalog.h"
#include "cableoverlay.h"
#include "catalogpalette.h"
#include "designreport.h"
#include "exportreportdialog.h"
#include "coolingpage.h"
#include "sitecoolingdialog.h"
#include "document/projectdocument.h"
#include "fabricdock.h"
#include "filecontroller.h"
#include "floorplanview.h"
#include "inspectordock.h"
#include "kpistrip.h"
#include "floorcolourpanel.h"
#include "io/powerio.h"
#include "powerchaindock.h"
#include "powerconnectionsdock.h"
#include "powerpage.h"
#include "powersettingsdialog.h"
#include "preferencesdialog.h"
#include "reportwrittenmessage.h"
#include "standardshortcuts.h"
#include "networkpage.h"
#include "rackelevationview.h"
#include "recoverystore.h"
#include "trainingpage.h"
#include "warningsdock.h"
#include "workloaddock.h"
#include <QAction>
#include <algorithm>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QProgressDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoView>
#include <QVBoxLayout>

namespace dcs {

MainWindow::MainWindow(Options options, QWidget *parent) : QMainWindow(parent), mOptions(options)
{
    setObjectName(QStringLiteral("mainWindow"));
    mDocument = new ProjectDocument(Catalog::builtIn(), this);
    mRunner = new AnalysisRunner(mDocument, this);
    mRecovery = new RecoveryStore(mDocument, RecoveryStore::defaultDirectory(), this);
    mFiles = new FileController(mDocument, mRecovery, this);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    mKpi = new KpiStrip(central);
    layout->addWidget(mKpi);
    mTabs = new QTabWidget(central);
    mTabs->setDocumentMode(true);
    mFloorPlan = new FloorPlanView(mDocument, mTabs);
    mTabs->addTab(mFloorPlan, tr("Floor plan"));
    mElevation = new RackElevationView(mDocument, mTabs);
    mTabs->addTab(mElevation, tr("Rack"));
    mTabs->setTabToolTip(1, tr("Rack elevation: double-click a rack on the floor plan to open it"));
    // Analysis pages (charts and tables that follow the runner), one tab per engine:
    // [power-page]
    auto *powerPage = new PowerPage(mDocument, mTabs);
    mTabs->addTab(powerPage, tr("Power"));
    mTabs->setTabToolTip(mTabs->indexOf(powerPage),
                         tr("Phase currents per PDU (normal, feed A or B lost), the power chain and failure scenarios"));
    connect(mRunner, &AnalysisRunner::analysisReady, powerPage, &PowerPage::setAnalysis);
    connect(powerPage, &PowerPage::objectsActivated, this, &MainWindow::showObjects);
    connect(powerPage, &PowerPage::objectsSelected, this, [this](const std::vector<std::string> &ids) {
        // Select on the floor plan (the inspector follows) without leaving the page; PDUs and
        // devices through the rack that holds them.
        std::vector<std::string> floorIds;
        for (const std::string &id : ids) {
            if (mDocument->project().findRack(id) || mDocument->project().findEquipment(id)) {
                floorIds.push_back(id);
                continue;
            }
            for (const Rack &r : mDocument->project().racks)
                for (const RackPdu &u : r.pdus)
                    if (u.id == id)
                        floorIds.push_back(r.id);
        }
        mFloorPlan->selectIds(floorIds);
    });
    connect(mElevation, &RackElevationView::rackChanged, powerPage, &PowerPage::setRackContext);
    connect(mFloorPlan, &FloorPlanView::selectionIdsChanged, powerPage, [this, powerPage](const std::vector<std::string> &ids) {
        if (ids.size() == 1 && mDocument->project().findRack(ids.front()))
            powerPage->setRackContext(ids.front());
    });
    auto *floorColours = new FloorColourPanel(mFloorPlan);
    connect(mRunner, &AnalysisRunner::analysisReady, floorColours, &FloorColourPanel::setAnalysis);
    // [cooling-page]
    auto *coolingPage = new CoolingPage(mDocument, mTabs);
    mTabs->addTab(coolingPage, tr("Cooling && cost"));
    mTabs->setTabToolTip(mTabs->indexOf(coolingPage), tr("PUE, energy, cost and capacity checks: air vs liquid for the same IT"));
    deliverWhenShown(coolingPage);
    connect(coolingPage, &CoolingPage::objectsActivated, this, &MainWindow::showObjects);
    // [network-page]
    auto *networkPage = new NetworkPage(mDocument, mTabs);
    mTabs->addTab(networkPage, tr("Network"));
    mTabs->setTabToolTip(mTabs->indexOf(networkPage),
                         tr("Compute fabric: tier diagram, cables by type, cable lengths and bandwidth per tier"));
    deliverWhenShown(networkPage);
    // [training-page]
    auto *trainingPage = new TrainingPage(mDocument, mTabs);
    mTabs->addTab(trainingPage, tr("Training"));
    mTabs->setTabToolTip(mTabs->indexOf(trainingPage),
                         tr("Training run: scaling curve, time breakdown, memory per GPU and results (workload dock)"));
    deliverWhenShown(trainingPage);
    layout->addWidget(mTabs, 1);
    setCentralWidget(central);

    createDocks();
    createActions();

    mCursorLabel = new QLabel(this);
    mCursorLabel->setMinimumWidth(180);
    statusBar()->addPermanentWidget(mCursorLabel);
    connect(mFloorPlan, &FloorPlanView::cursorMoved, this, [this](double x, double y) {
        mCursorLabel->setText(tr("x %1 m  y %2 m").arg(x, 0, 'f', 2).arg(y, 0, 'f', 2));
    });
    connect(mFloorPlan, &FloorPlanView::statusMessage, this, &MainWindow::showStatus);
    connect(mElevation, &RackElevationView::statusMessage, this, &MainWindow::showStatus);
    connect(mFloorPlan, &FloorPlanView::rackActivated, this, &MainWindow::openRack);
    connect(mFiles, &FileController::statusMessage, this, &MainWindow::showStatus);
    connect(mFloorPlan, &FloorPlanView::selectionIdsChanged, mInspector, &InspectorDock::setSelection);
    connect(mFloorPlan, &FloorPlanView::propertiesRequested, this, [this] {
        mInspector->show();
        mInspector->raise();
    });
    connect(mRunner, &AnalysisRunner::analysisReady, mKpi, &KpiStrip::setAnalysis);
    connect(mRunner, &AnalysisRunner::analysisReady, mWarnings, &WarningsDock::setAnalysis);
    connect(mDocument, &ProjectDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &ProjectDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        // A rename is a property edit, not a reset: the title follows the name on every edit
        // (one string comparison, cheaper than finding out which property changed).
        if (windowTitle() != titleText())
            updateTitle();
        if (e.kind == ChangeEvent::Kind::Reset) {
            updateTitle();
            mRunner->runNow();
            mFloorPlan->fitToView();
        }
    });

    resize(1440, 900);
    if (mOptions.restoreLayout) {
        QSettings s;
        restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
        mLayoutRestored = restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    }
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    // Five docks share the right-hand area: with their tabs along its outer edge, rotated,
    // every title reads in full instead of being clipped to "Work...".
    setTabPosition(Qt::RightDockWidgetArea, QTabWidget::East);
    mPalette = new CatalogPalette(mDocument, this);
    addDockWidget(Qt::LeftDockWidgetArea, mPalette);
    mInspector = new InspectorDock(mDocument, this);
    addDockWidget(Qt::RightDockWidgetArea, mInspector);
    mWarnings = new WarningsDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, mWarnings);
    connect(mWarnings, &WarningsDock::objectsActivated, this, &MainWindow::showObjects);
    // Engine docks (editing the power chain, the fabric, the workload):
    // [power-dock]
    auto *chainDock = new PowerChainDock(mDocument, this);
    addDockWidget(Qt::LeftDockWidgetArea, chainDock);
    tabifyDockWidget(mPalette, chainDock);
    mPalette->raise();
    connect(mRunner, &AnalysisRunner::analysisReady, chainDock, &PowerChainDock::setAnalysis);
    connect(chainDock, &PowerChainDock::objectsActivated, this, &MainWindow::showObjects);
    auto *cordsDock = new PowerConnectionsDock(mDocument, this);
    addDockWidget(Qt::RightDockWidgetArea, cordsDock);
    tabifyDockWidget(mInspector, cordsDock);
    connect(cordsDock, &PowerConnectionsDock::statusMessage, this, &MainWindow::showStatus);
    connect(mElevation, &RackElevationView::rackChanged, cordsDock, &PowerConnectionsDock::setRack);
    connect(mElevation, &RackElevationView::selectionIdsChanged, cordsDock, &PowerConnectionsDock::highlightDevices);
    // The rack's cords are what matters beside its elevation; the inspector is about the floor.
    connect(mTabs, &QTabWidget::currentChanged, cordsDock, [this, cordsDock] {
        // isVisible() is false for a dock tabbed behind another; isHidden() only when the user closed it.
        if (mTabs->currentWidget() == mElevation && !cordsDock->isHidden())
            cordsDock->raise();
        else if (mTabs->currentWidget() == mFloorPlan && !mInspector->isHidden())
            mInspector->raise();
    });
    // [network-dock]
    auto *fabricDock = new FabricDock(mDocument, this);
    addDockWidget(Qt::RightDockWidgetArea, fabricDock);
    tabifyDockWidget(mInspector, fabricDock);
    connect(mRunner, &AnalysisRunner::analysisReady, fabricDock, &FabricDock::setAnalysis);
    connect(fabricDock, &FabricDock::statusMessage, this, &MainWindow::showStatus);
    // [training-dock]
    auto *workloadDock = new WorkloadDock(mDocument, this);
    addDockWidget(Qt::RightDockWidgetArea, workloadDock);
    tabifyDockWidget(mInspector, workloadDock);
    connect(mRunner, &AnalysisRunner::analysisReady, workloadDock, &WorkloadDock::setAnalysis);
    auto *history = new QDockWidget(tr("History"), this);
    history->setObjectName(QStringLiteral("history"));
    history->setWidget(new QUndoView(mDocument->undoStack(), history));
    addDockWidget(Qt::RightDockWidgetArea, history);
    tabifyDockWidget(mInspector, history);
    mInspector->raise();
    // Wide enough for the property editors to show their values unclipped.
    resizeDocks({mPalette, mInspector}, {260, 330}, Qt::Horizontal);
    resizeDocks({mWarnings}, {130}, Qt::Vertical);  // the floor plan keeps most of the height
}

void MainWindow::createActions()
{
    auto add = [this](QMenu *menu, const QString &text, auto slot, const QKeySequence &key = {},
                      const QString &tip = {}) {
        QAction *a = menu->addAction(text);
        a->setShortcut(key);
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };

    QMenu *file = menuBar()->addMenu(tr("&File"));
    add(file, tr("&New"), [this] { mFiles->newProject(); }, QKeySequence::New, tr("Start an empty design"));
    add(file, tr("New from &Template..."), [this] {
        const QString status = NewDesignAction::run(this, mFiles, mDocument);
        if (!status.isEmpty())
            showStatus(status);
    }, QKeySequence(tr("Ctrl+Shift+N")), tr("Generate a complete design from a GPU system, a count and a few choices"));
    // [generator-actions]
    add(file, tr("&Open..."), [this] { mFiles->open(); }, QKeySequence::Open);
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { mFiles->populateRecentMenu(recent); });
    add(file, tr("Open &Sample Design"), [this] {
        if (mFiles->maybeSave())
            openProject({});
    });
    file->addSeparator();
    add(file, tr("&Save"), [this] { mFiles->save(); }, QKeySequence::Save);
    add(file, tr("Save &As..."), [this] { mFiles->saveAs(); }, QKeySequence::SaveAs);
    add(file, tr("&Export Report..."), [this] { exportReportInteractive(); }, QKeySequence(tr("Ctrl+E")),
        tr("Write the PDF design report of this design"));
    add(file, tr("&Close"), [this] { mFiles->close(); }, QKeySequence::Close);
    file->addSeparator();
    add(file, tr("&Quit"), [this] { close(); }, QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = mDocument->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = mDocument->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(StandardShortcuts::redo());
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    add(edit, tr("Cu&t"), [this] { mFloorPlan->cutSelection(); }, QKeySequence::Cut);
    add(edit, tr("&Copy"), [this] { mFloorPlan->copySelection(); }, QKeySequence::Copy);
    add(edit, tr("&Paste"), [this] { mFloorPlan->paste(); }, QKeySequence::Paste);
    add(edit, tr("D&uplicate"), [this] { mFloorPlan->duplicateSelection(); }, QKeySequence(tr("Ctrl+D")));
    // Delete and the zoom keys are window shortcuts, so they reach the views only through these
    // actions: each acts on the editor in front (the rack elevation unmounts, the floor removes).
    add(edit, tr("&Delete"), [this] {
        if (mTabs->currentWidget() == mElevation)
            mElevation->deleteSelection();
        else
            mFloorPlan->deleteSelection();
    }, QKeySequence::Delete);
    add(edit, tr("R&otate 90°"), [this] { mFloorPlan->rotateSelection(); }, QKeySequence(tr("R")),
        tr("Turn the selection a quarter turn clockwise"));
    edit->addSeparator();
    add(edit, tr("Select &All"), [this] { mFloorPlan->selectAll(); }, QKeySequence::SelectAll);
    add(edit, tr("&Find in Catalog"), [this] { mPalette->focusSearch(); }, QKeySequence::Find);
    edit->addSeparator();
    QAction *preferences = add(edit, tr("Pre&ferences..."), [this] {
        PreferencesDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted)
            showStatus(tr("Preferences saved: the next report carries them."));
    }, {}, tr("Company, author and paper of your reports"));
    preferences->setShortcuts(StandardShortcuts::preferences());
    preferences->setMenuRole(QAction::PreferencesRole);
    add(edit, tr("Place a Row of Racks..."), [this] {
        bool ok = false;
        const int n = QInputDialog::getInt(this, tr("Place a row of racks"), tr("Number of 48U racks (600 mm):"), 8, 1,
                                           64, 1, &ok);
        if (ok)
            mFloorPlan->placeRow("rack-48u-600", n);
    }, QKeySequence(tr("Ctrl+Shift+R")));

    QMenu *design = menuBar()->addMenu(tr("&Design"));
    mDesignMenu = design;
    // [power-actions]
    add(design, tr("&Power Settings..."), [this] {
        PowerSettingsDialog dialog(mDocument->project().power, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        QString why;
        if (!mDocument->setProperty("project", "power_settings", PowerIo::settingsToJson(dialog.settings()), &why))
            QMessageBox::warning(this, tr("Power settings"), tr("The settings were not applied:\n\n%1").arg(why));
    }, {}, tr("Design-load basis, continuous derating (NEC 80 % or none), warning thresholds, power factor"));
    add(design, tr("Auto-&balance Phases"), [this] {
        // The racks selected on the floor plan, else the rack open in the elevation, else all.
        std::vector<std::string> racks;
        for (const std::string &id : mFloorPlan->selectedIds())
            if (mDocument->project().findRack(id))
                racks.push_back(id);
        if (racks.empty() && mTabs->currentWidget() == mElevation && !mElevation->rackId().empty())
            racks.push_back(mElevation->rackId());
        const QString which = racks.empty() ? tr("every rack") : tr("%n rack(s)", nullptr, int(racks.size()));
        QStringList why;  // per PDU: what moved, or why whole PSUs cannot split better
        const bool moved = mDocument->autoBalance(racks, &why);
        QString text = moved ? tr("Re-plugged the power cords of %1 for the best phase balance (Ctrl+Z undoes it).").arg(which)
                             : tr("Auto-balance cannot improve the phases of %1.").arg(which);
        constexpr int kShown = 4;  // the status bar is one line; the rest are counted
        if (!why.isEmpty())
            text += QLatin1Char(' ') + why.mid(0, kShown).join(QLatin1Char(' '))
                + (why.size() > kShown ? tr(" (and %n more PDU(s))", nullptr, int(why.size() - kShown)) : QString());
        statusBar()->showMessage(text, 20000);  // long enough to read the reasons
    }, QKeySequence(tr("Ctrl+Shift+B")),
        tr("Re-plug the PSUs of the selected racks (or all) to outlets that minimise the worst phase and the imbalance"));
    // [cooling-actions]
    add(design, tr("Site and &Cooling..."), [this] {
        SiteCoolingDialog dialog(mDocument, this);
        dialog.exec();
    }, QKeySequence(tr("Ctrl+Alt+S")), tr("Location and climate, energy price, cooling plants, power-chain losses and cost inputs"));
    // [network-actions]
    add(design, tr("Generate &Fabric"), [this] {
        if (auto *dock = findChild<FabricDock *>()) {
            dock->show();
            dock->raise();
            dock->generate();
        }
    }, {}, tr("Build or rebuild the compute fabric from the GPU nodes placed (one undo step)"));
    auto *cableOverlay = new CableOverlay(mFloorPlan->floorScene(), this);
    connect(mRunner, &AnalysisRunner::analysisReady, cableOverlay, &CableOverlay::setAnalysis);
    QAction *cableRoutes = new QAction(tr("&Cable Routes"), this);
    cableRoutes->setObjectName(QStringLiteral("showCableRoutes"));
    cableRoutes->setCheckable(true);
    cableRoutes->setStatusTip(tr("Draw the network cable routes on the floor plan, coloured by cable type; "
                                 "line width grows with the number of cables in a tray"));
    connect(cableRoutes, &QAction::toggled, this, [this, cableOverlay](bool on) {
        cableOverlay->setAnalysis(mRunner->latest());
        cableOverlay->setVisible(on);
    });
    // [training-actions]

    QMenu *view = menuBar()->addMenu(tr("&View"));
    const auto inFront = [this](void (FloorPlanView::*floor)(), void (RackElevationView::*rack)()) {
        return [this, floor, rack] {
            if (mTabs->currentWidget() == mElevation)
                (mElevation->*rack)();
            else
                (mFloorPlan->*floor)();
        };
    };
    add(view, tr("Zoom &In"), inFront(&FloorPlanView::zoomIn, &RackElevationView::zoomIn))->setShortcuts(StandardShortcuts::zoomIn());
    add(view, tr("Zoom &Out"), inFront(&FloorPlanView::zoomOut, &RackElevationView::zoomOut), QKeySequence::ZoomOut);
    add(view, tr("&Fit to View"), inFront(&FloorPlanView::fitToView, &RackElevationView::fitToView), QKeySequence(tr("Ctrl+0")));
    view->addAction(cableRoutes);  // [network-actions]
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    add(help, tr("&About DC Studio"), [this] {
        QMessageBox::about(this, tr("About DC Studio"),
                           tr("<b>DC Studio %1</b><p>Design studio for AI-training data centers.</p>")
                               .arg(QStringLiteral(DCS_VERSION)));
    });
}

void MainWindow::settleLayout()
{
    if (!mLayoutRestored) {
        resizeDocks({mPalette, mInspector}, {260, 330}, Qt::Horizontal);
        resizeDocks({mWarnings}, {130}, Qt::Vertical);
    }
    mFloorPlan->fitToView();
}

QString MainWindow::titleText() const
{
    const QString file = mDocument->filePath().isEmpty() ? tr("(not saved)") : QFileInfo(mDocument->filePath()).fileName();
    return tr("%1 — %2[*] — DC Studio").arg(QString::fromStdString(mDocument->project().name), file);
}

void MainWindow::updateTitle()
{
    setWindowTitle(titleText());
    setWindowModified(mDocument->isModified());
}

void MainWindow::showStatus(const QString &message)
{
    statusBar()->showMessage(message, 6000);
}

void MainWindow::openRack(const std::string &rackId)
{
    const Rack *rack = mDocument->project().findRack(rackId);
    if (!rack)
        return;
    mElevation->setRack(rackId);
    mTabs->setTabText(mTabs->indexOf(mElevation), tr("Rack %1").arg(QString::fromStdString(rack->name)));
    mTabs->setCurrentWidget(mElevation);
}

void MainWindow::exportReportInteractive()
{
    const QString projectPath = mDocument->filePath();
    const QString base = projectPath.isEmpty() ? QString::fromStdString(mDocument->project().name) : QFileInfo(projectPath).completeBaseName();
    const QString dir = QSettings().value(QStringLiteral("report/lastDir"),
                                          projectPath.isEmpty() ? QDir::homePath() : QFileInfo(projectPath).absolutePath()).toString();
    ExportReportDialog dialog(QDir(dir).filePath(base + QStringLiteral(" - design report.pdf")), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QSettings().setValue(QStringLiteral("report/lastDir"), QFileInfo(dialog.path()).absolutePath());
    exportReport(dialog.path(), dialog.options());
}

bool MainWindow::exportReport(const QString &path, const ReportOptions &options)
{
    if (!mRunner->latest())
        mRunner->runNow();
    QProgressDialog progress(tr("Writing the design report..."), tr("Cancel"), 0, 1, this);
    progress.setWindowTitle(tr("Export Report"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const auto outcome = DesignReport::writeFile(
        mDocument->project(), mDocument->catalog(), *mRunner->latest(), options, path,
        [&progress](int step, int steps, const QString &what) {
            progress.setMaximum(steps);
            progress.setValue(step);
            progress.setLabelText(tr("Writing the design report: %1...").arg(what));
            QCoreApplication::processEvents();
            return !progress.wasCanceled();
        });
    progress.reset();
    if (outcome.error == QLatin1String("cancelled")) {
        showStatus(tr("Report export cancelled; nothing was written."));
        return false;
    }
    if (!outcome.ok()) {
        QMessageBox::warning(this, tr("Export Report"), tr("The report was not written: %1").arg(outcome.error));
        return false;
    }
    const QString written = tr("Report written: %1 (%2 pages)").arg(QDir::toNativeSeparators(path)).arg(outcome.pages);
    showStatus(written);
    ReportWrittenMessage::show(this, path, outcome.pages);
    return true;
}

template <class Page>
void MainWindow::deliverWhenShown(Page *page)
{
    // An engine page rebuilds its tables and charts from every analysis; while it is hidden
    // that is wasted work on the edit-to-KPI path, so it gets the latest snapshot when shown.
    connect(mRunner, &AnalysisRunner::analysisReady, page, [this, page](const AnalysisPtr &analysis) {
        if (mTabs->currentWidget() == page)
            page->setAnalysis(analysis);
    });
    connect(mTabs, &QTabWidget::currentChanged, page, [this, page] {
        if (mTabs->currentWidget() == page && mRunner->latest())
            page->setAnalysis(mRunner->latest());
    });
}

bool MainWindow::showTab(const QString &name)
{
    for (int i = 0; i < mTabs->count(); ++i) {
        if (mTabs->tabText(i).remove(QLatin1Char('&')).startsWith(name, Qt::CaseInsensitive)) {
            mTabs->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

void MainWindow::showObjects(const std::vector<std::string> &ids)
{
    // Devices and PDUs are shown through the rack that holds them.
    std::vector<std::string> floorIds;
    const Project &p = mDocument->project();
    for (const std::string &id : ids) {
        if (p.findRack(id) || p.findEquipment(id)) {
            floorIds.push_back(id);
            continue;
        }
        for (const Rack &r : p.racks) {
            const bool holds = std::any_of(r.devices.begin(), r.devices.end(), [&](const auto &d) { return d.id == id; })
                || std::any_of(r.pdus.begin(), r.pdus.end(), [&](const auto &u) { return u.id == id; });
            if (holds) {
                floorIds.push_back(r.id);
                break;
            }
        }
    }
    mFloorPlan->selectIds(floorIds);
    mFloorPlan->centerOn(floorIds);
    // Devices are best seen in their rack: a warning about devices of one rack opens it.
    std::vector<std::string> devices;
    for (const std::string &id : ids)
        if (!p.findRack(id) && !p.findEquipment(id))
            devices.push_back(id);
    std::sort(floorIds.begin(), floorIds.end());
    floorIds.erase(std::unique(floorIds.begin(), floorIds.end()), floorIds.end());
    if (!devices.empty() && floorIds.size() == 1 && p.findRack(floorIds.front())) {
        openRack(floorIds.front());
        mElevation->selectDevices(devices);
    } else {
        mTabs->setCurrentWidget(mFloorPlan);
    }
}

bool MainWindow::openProject(const QString &path, bool quiet)
{
    QString errors;
    if (mFiles->load(path, &errors))
        return true;
    const QString name = path.isEmpty() ? tr("the built-in sample") : QFileInfo(path).fileName();
    if (quiet)
        std::fprintf(stderr, "Cannot open %s:\n%s\n", qPrintable(name), qPrintable(errors));
    else
        QMessageBox::warning(this, tr("Cannot open %1").arg(name),
                             tr("The file was not opened and nothing was changed:\n\n%1").arg(errors));
    return false;
}

void MainWindow::offerRecoveredDesigns()
{
    if (!mOptions.offerRecovery)
        return;
    for (const RecoveryStore::Recovered &r : mRecovery->pending()) {
        const QString origin = r.originalPath.isEmpty() ? tr("an unsaved design") : r.originalPath;
        const auto answer = QMessageBox::question(
            this, tr("Recover design?"),
            tr("DC Studio did not close normally. A recovery copy of %1 from %2 exists.\n\nOpen it?")
                .arg(origin, QLocale().toString(r.savedAt, QLocale::ShortFormat)),
            QMessageBox::Open | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Open);
        if (answer == QMessageBox::Open) {
            QString errors;
            if (mFiles->load(r.recoveryFile, &errors, false)) {
                // Keep it marked as unsaved work that belongs to its original file.
                mDocument->setFilePath(r.originalPath);
                mDocument->setRecoveredUnsaved();
                RecoveryStore::discardFile(r.recoveryFile);
                return;
            }
            QMessageBox::warning(this, tr("Recovery failed"), errors);
        } else if (answer == QMessageBox::Discard) {
            RecoveryStore::discardFile(r.recoveryFile);
        }
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mFiles->maybeSave()) {
        event->ignore();
        return;
    }
    mRecovery->discard();
    if (mOptions.restoreLayout) {
        QSettings s;
        s.setValue(QStringLiteral("window/geometry"), saveGeometry());
        s.setValue(QStringLiteral("window/state"), saveState());
    }
    event->accept();
}

} // namespace dcs
