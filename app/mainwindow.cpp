#include "mainwindow.h"
#include "analysis/analysisrunner.h"
#include "catalog/catalog.h"
#include "catalogpalette.h"
#include "coolingpage.h"
#include "costpage.h"
#include "designactions.h"
#include "designreport.h"
#include "document/projectdocument.h"
#include "editactions.h"
#include "editorwiring.h"
#include "exportreportdialog.h"
#include "fabricdock.h"
#include "fileactions.h"
#include "filecontroller.h"
#include "floorcolourpanel.h"
#include "floorplanview.h"
#include "helpactions.h"
#include "inspectordock.h"
#include "kpistrip.h"
#include "networkpage.h"
#include "objectnavigator.h"
#include "pagewiring.h"
#include "powerchaindock.h"
#include "powerconnectionsdock.h"
#include "powerpage.h"
#include "powerwiring.h"
#include "project/projectvariants.h"
#include "rackelevationview.h"
#include "recoverystore.h"
#include "reportwrittenmessage.h"
#include "trainingpage.h"
#include "viewactions.h"
#include "warningsdock.h"
#include "workloaddock.h"
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoView>
#include <QVBoxLayout>

namespace dcs {

MainWindow::MainWindow(Options options, QWidget *parent) : QMainWindow(parent), mOptions(options)
{
    setObjectName(QStringLiteral("mainWindow"));
    mParts.document = new ProjectDocument(Catalog::builtIn(), this);
    mParts.runner = new AnalysisRunner(mParts.document, this);
    mParts.recovery = new RecoveryStore(mParts.document, RecoveryStore::defaultDirectory(), this);
    mParts.files = new FileController(mParts.document, mParts.recovery, this);

    createCentre();
    createDocks();
    createMenus();
    createStatusBar();

    auto *navigator = new ObjectNavigator(this, mParts);
    PowerWiring::wire(this, mParts, navigator);
    PageWiring::wire(this, mParts, navigator);
    EditorWiring::wire(this, mParts, navigator, mCursorLabel);
    connect(mParts.document, &ProjectDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mParts.document, &ProjectDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(mParts.document, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        // A rename is a property edit, not a reset: the title follows the name on every edit
        // (one string comparison, cheaper than finding out which property changed).
        if (windowTitle() != titleText())
            updateTitle();
        if (e.kind == ChangeEvent::Kind::Reset) {
            updateTitle();
            mParts.runner->runNow();
            mParts.floorPlan->fitToView();
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

// The document (a child) is destroyed after this window's own part: its undo stack announces
// its clearing then, and modifiedChanged reached this window's slots on an object that was no
// longer a MainWindow (UBSan, ./dcstudio.sh test --sanitize). Nothing of the document may call
// back from here on.
MainWindow::~MainWindow()
{
    if (ProjectDocument *doc = document())
        disconnect(doc, nullptr, this, nullptr);
}

void MainWindow::createCentre()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    mParts.kpi = new KpiStrip(central);
    layout->addWidget(mParts.kpi);
    QTabWidget *tabs = mParts.tabs = new QTabWidget(central);
    tabs->setDocumentMode(true);
    mParts.floorPlan = new FloorPlanView(mParts.document, tabs);
    tabs->addTab(mParts.floorPlan, tr("Floor plan"));
    mParts.elevation = new RackElevationView(mParts.document, tabs);
    tabs->addTab(mParts.elevation, tr("Rack"));
    tabs->setTabToolTip(1, tr("Rack elevation: double-click a rack on the floor plan to open it"));
    // Analysis pages (charts and tables that follow the runner), one tab per engine:
    // [power-page]
    mParts.powerPage = new PowerPage(mParts.document, tabs);
    tabs->addTab(mParts.powerPage, tr("Power"));
    tabs->setTabToolTip(tabs->indexOf(mParts.powerPage),
                        tr("Phase currents per PDU (normal, feed A or B lost), the power chain and failure scenarios"));
    mParts.floorColours = new FloorColourPanel(mParts.floorPlan);
    // [cooling-page]
    mParts.coolingPage = new CoolingPage(mParts.document, tabs);
    tabs->addTab(mParts.coolingPage, tr("Cooling && cost"));
    tabs->setTabToolTip(tabs->indexOf(mParts.coolingPage), tr("PUE, energy, cost and capacity checks: air vs liquid for the same IT"));
    // [cost-page]
    mParts.costPage = new CostPage(mParts.document, tabs);
    tabs->addTab(mParts.costPage, tr("Cost verdict"));
    tabs->setTabToolTip(tabs->indexOf(mParts.costPage),
                        tr("Air vs liquid: both bills line by line, discounted cost, the inputs that decide, Monte Carlo"));
    // [network-page]
    mParts.networkPage = new NetworkPage(mParts.document, tabs);
    tabs->addTab(mParts.networkPage, tr("Network"));
    tabs->setTabToolTip(tabs->indexOf(mParts.networkPage),
                        tr("Compute fabric: tier diagram, cables by type, cable lengths and bandwidth per tier"));
    // [training-page]
    mParts.trainingPage = new TrainingPage(mParts.document, tabs);
    tabs->addTab(mParts.trainingPage, tr("Training"));
    tabs->setTabToolTip(tabs->indexOf(mParts.trainingPage),
                        tr("Training run: scaling curve, time breakdown, memory per GPU and results (workload dock)"));
    layout->addWidget(tabs, 1);
    setCentralWidget(central);
}

void MainWindow::createDocks()
{
    // Five docks share the right-hand area: with their tabs along its outer edge, rotated,
    // every title reads in full instead of being clipped to "Work...".
    setTabPosition(Qt::RightDockWidgetArea, QTabWidget::East);
    mParts.palette = new CatalogPalette(mParts.document, this);
    addDockWidget(Qt::LeftDockWidgetArea, mParts.palette);
    mParts.inspector = new InspectorDock(mParts.document, this);
    addDockWidget(Qt::RightDockWidgetArea, mParts.inspector);
    mParts.warnings = new WarningsDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, mParts.warnings);
    // Engine docks (editing the power chain, the fabric, the workload):
    // [power-dock]
    mParts.chainDock = new PowerChainDock(mParts.document, this);
    addDockWidget(Qt::LeftDockWidgetArea, mParts.chainDock);
    tabifyDockWidget(mParts.palette, mParts.chainDock);
    mParts.palette->raise();
    mParts.cordsDock = new PowerConnectionsDock(mParts.document, this);
    addDockWidget(Qt::RightDockWidgetArea, mParts.cordsDock);
    tabifyDockWidget(mParts.inspector, mParts.cordsDock);
    // [network-dock]
    mParts.fabricDock = new FabricDock(mParts.document, this);
    addDockWidget(Qt::RightDockWidgetArea, mParts.fabricDock);
    tabifyDockWidget(mParts.inspector, mParts.fabricDock);
    // [training-dock]
    mParts.workloadDock = new WorkloadDock(mParts.document, this);
    addDockWidget(Qt::RightDockWidgetArea, mParts.workloadDock);
    tabifyDockWidget(mParts.inspector, mParts.workloadDock);
    auto *history = new QDockWidget(tr("History"), this);
    history->setObjectName(QStringLiteral("history"));
    history->setWidget(new QUndoView(mParts.document->undoStack(), history));
    addDockWidget(Qt::RightDockWidgetArea, history);
    tabifyDockWidget(mParts.inspector, history);
    mParts.inspector->raise();
    // Wide enough for the property editors to show their values unclipped.
    resizeDocks({mParts.palette, mParts.inspector}, {260, 330}, Qt::Horizontal);
    resizeDocks({mParts.warnings}, {130}, Qt::Vertical);  // the floor plan keeps most of the height
}

void MainWindow::createMenus()
{
    // In menu-bar order; each area's actions live in their own file.
    new FileActions(this, mParts, menuBar());
    new EditActions(this, mParts, menuBar());
    new DesignActions(this, mParts, menuBar());
    new ViewActions(this, mParts, menuBar());  // after the docks: it lists a toggle for each
    new HelpActions(this, menuBar());
}

void MainWindow::createStatusBar()
{
    mCursorLabel = new QLabel(this);
    mCursorLabel->setMinimumWidth(180);
    statusBar()->addPermanentWidget(mCursorLabel);
    // A message's details (showStatus) live in the bar's tooltip: gone with that message.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (message.isEmpty() || message != mStatusDetailsOf)
            statusBar()->setToolTip({});
    });
}

void MainWindow::settleLayout()
{
    if (!mLayoutRestored) {
        resizeDocks({mParts.palette, mParts.inspector}, {260, 330}, Qt::Horizontal);
        resizeDocks({mParts.warnings}, {130}, Qt::Vertical);
    }
    mParts.floorPlan->fitToView();
}

QString MainWindow::titleText() const
{
    const QString file = mParts.document->filePath().isEmpty() ? tr("(not saved)") : QFileInfo(mParts.document->filePath()).fileName();
    const std::string variant = ProjectVariants::currentName(mParts.document->project());
    const QString name = QString::fromStdString(mParts.document->project().name)
                         + (variant.empty() ? QString() : tr(" (variant %1)").arg(QString::fromStdString(variant)));
    return tr("%1 — %2[*] — DC Studio").arg(name, file);
}

void MainWindow::updateTitle()
{
    setWindowTitle(titleText());
    setWindowModified(mParts.document->isModified());
}

void MainWindow::showStatus(const QString &message)
{
    showStatusWithDetails(message, {}, 6000);
}

void MainWindow::showStatusWithDetails(const QString &message, const QString &details, int timeoutMs)
{
    mStatusDetailsOf = details.isEmpty() ? QString() : message;
    statusBar()->setToolTip(details);
    statusBar()->showMessage(message, timeoutMs);
}

void MainWindow::openRack(const std::string &rackId)
{
    const Rack *rack = mParts.document->project().findRack(rackId);
    if (!rack)
        return;
    mParts.elevation->setRack(rackId);
    mParts.tabs->setTabText(mParts.tabs->indexOf(mParts.elevation), tr("Rack %1").arg(QString::fromStdString(rack->name)));
    mParts.tabs->setCurrentWidget(mParts.elevation);
}

void MainWindow::exportReportInteractive()
{
    const QString projectPath = mParts.document->filePath();
    const QString base = projectPath.isEmpty() ? QString::fromStdString(mParts.document->project().name) : QFileInfo(projectPath).completeBaseName();
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
    const AnalysisPtr analysis = mParts.runner->completeLatest();
    QProgressDialog progress(tr("Writing the design report..."), tr("Cancel"), 0, 1, this);
    progress.setWindowTitle(tr("Export Report"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const auto outcome = DesignReport::writeFile(
        mParts.document->project(), mParts.document->catalog(), *analysis, options, path,
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

bool MainWindow::showTab(const QString &name)
{
    // "Power/Dynamics/Spectrum": the central tab, then a tab of that page's own tab widgets, and so on.
    const QStringList path = name.split(QLatin1Char('/'));
    auto titled = [](const QTabWidget *tabs, int i, const QString &start) {
        return tabs->tabText(i).remove(QLatin1Char('&')).startsWith(start, Qt::CaseInsensitive);
    };
    QList<QTabWidget *> candidates{mParts.tabs};
    for (const QString &part : path) {
        QWidget *shown = nullptr;
        for (QTabWidget *tabs : candidates)
            for (int i = 0; !shown && i < tabs->count(); ++i)
                if (titled(tabs, i, part)) {
                    tabs->setCurrentIndex(i);
                    shown = tabs->widget(i);
                }
        if (!shown)
            return false;
        candidates = shown->findChildren<QTabWidget *>();
    }
    return true;
}

bool MainWindow::openProject(const QString &path, bool quiet)
{
    QString errors;
    if (mParts.files->load(path, &errors))
        return true;
    const QString name = path.isEmpty() ? tr("the built-in sample") : QFileInfo(path).fileName();
    if (quiet)
        std::fprintf(stderr, "Cannot open %s:\n%s\n", qPrintable(name), qPrintable(errors));
    else
        QMessageBox::warning(this, tr("Cannot open %1").arg(name),
                             tr("The file was not opened and nothing was changed:\n\n%1").arg(errors));
    return false;
}

bool MainWindow::openSample(const QString &id)
{
    QString errors;
    if (mParts.files->loadSample(id, &errors))
        return true;
    QMessageBox::warning(this, tr("Cannot open the sample"), tr("Nothing was changed:\n\n%1").arg(errors));
    return false;
}

void MainWindow::offerRecoveredDesigns()
{
    if (!mOptions.offerRecovery)
        return;
    for (const RecoveryStore::Recovered &r : mParts.recovery->pending()) {
        const QString origin = r.originalPath.isEmpty() ? tr("an unsaved design") : r.originalPath;
        const auto answer = QMessageBox::question(
            this, tr("Recover design?"),
            tr("DC Studio did not close normally. A recovery copy of %1 from %2 exists.\n\nOpen it?")
                .arg(origin, QLocale().toString(r.savedAt, QLocale::ShortFormat)),
            QMessageBox::Open | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Open);
        if (answer == QMessageBox::Open) {
            QString errors;
            if (mParts.files->load(r.recoveryFile, &errors, false)) {
                // Keep it marked as unsaved work that belongs to its original file.
                mParts.document->setFilePath(r.originalPath);
                mParts.document->setRecoveredUnsaved();
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
    if (!mParts.files->maybeSave()) {
        event->ignore();
        return;
    }
    mParts.recovery->discard();
    if (mOptions.restoreLayout) {
        QSettings s;
        s.setValue(QStringLiteral("window/geometry"), saveGeometry());
        s.setValue(QStringLiteral("window/state"), saveState());
    }
    event->accept();
}

} // namespace dcs
