#pragma once
#include "analysis/analysis.h"
#include "reportoptions.h"
#include "studioparts.h"
#include <QMainWindow>
#include <memory>

class QLabel;

namespace dcs {

// The studio window: KPI strip on top, floor plan in the centre, catalog palette on the
// left, inspector on the right. It builds and lays out the parts; the menus are the *Actions
// classes (fileactions.h, ...) and the connections the *Wiring classes (powerwiring.h, ...).
// It holds no design state of its own.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    struct Options {
        bool offerRecovery = true;      // off for screenshots and tests
        bool restoreLayout = true;      // QSettings geometry and dock state
    };

    explicit MainWindow(Options options, QWidget *parent = nullptr);
    ~MainWindow() override;

    ProjectDocument *document() const { return mParts.document; }
    FloorPlanView *floorPlan() const { return mParts.floorPlan; }
    RackElevationView *elevation() const { return mParts.elevation; }
    void openRack(const std::string &rackId);
    // File > Export Report: the dialog, then the PDF with a cancellable progress dialog.
    void exportReportInteractive();
    // Writes the report of the current design (tests call this directly). False when
    // cancelled or failed (a message says why); a failed export leaves no file behind.
    bool exportReport(const QString &path, const ReportOptions &options);
    // Shows the central tab whose title starts with `name` (case-insensitive); false if none.
    // "Power/Dynamics/Spectrum" then shows a tab of the page's own tab widgets, and so on.
    bool showTab(const QString &name);
    KpiStrip *kpiStrip() const { return mParts.kpi; }
    WarningsDock *warningsDock() const { return mParts.warnings; }
    FileController *files() const { return mParts.files; }
    AnalysisRunner *analysisRunner() const { return mParts.runner; }

    // Opens a file, or the built-in sample when path is empty. False (with a dialog unless
    // quiet) when the file is refused; the current design is then kept.
    bool openProject(const QString &path, bool quiet = false);
    bool openSample(const QString &id);
    void offerRecoveredDesigns();
    // After the first show: default dock sizes (unless a saved layout was restored) and a
    // floor plan fitted to the real viewport.
    void settleLayout();
    // A message on the status line for six seconds.
    void showStatus(const QString &message);
    // A one-line message with the reasons behind it in the status bar's tooltip; they leave
    // with the message.
    void showStatusWithDetails(const QString &message, const QString &details, int timeoutMs);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createCentre();
    void createDocks();
    void createMenus();
    void createStatusBar();
    QString titleText() const;
    void updateTitle();

    Options mOptions;
    StudioParts mParts;
    QLabel *mCursorLabel = nullptr;
    QString mStatusDetailsOf;  // the status message the bar's tooltip explains
    bool mLayoutRestored = false;
};

} // namespace dcs
