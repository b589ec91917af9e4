#pragma once
#include "analysis/analysis.h"
#include "reportoptions.h"
#include <QMainWindow>
#include <memory>

class QLabel;
class QMenu;
class QTabWidget;

namespace dcs {

class AnalysisRunner;
class CatalogPalette;
class FileController;
class FloorPlanView;
class InspectorDock;
class KpiStrip;
class ProjectDocument;
class RackElevationView;
class RecoveryStore;
class WarningsDock;

// The studio window: KPI strip on top, floor plan in the centre, catalog palette on the
// left, inspector on the right. It wires views and widgets to the document; it holds no
// design state of its own.
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

    ProjectDocument *document() const { return mDocument; }
    FloorPlanView *floorPlan() const { return mFloorPlan; }
    RackElevationView *elevation() const { return mElevation; }
    void openRack(const std::string &rackId);
    // File > Export Report: the dialog, then the PDF with a cancellable progress dialog.
    void exportReportInteractive();
    // Writes the report of the current design (tests call this directly). False when
    // cancelled or failed (a message says why); a failed export leaves no file behind.
    bool exportReport(const QString &path, const ReportOptions &options);
    // Shows the central tab whose title starts with `name` (case-insensitive); false if none.
    bool showTab(const QString &name);
    KpiStrip *kpiStrip() const { return mKpi; }
    WarningsDock *warningsDock() const { return mWarnings; }
    FileController *files() const { return mFiles; }
    AnalysisRunner *analysisRunner() const { return mRunner; }

    // Opens a file, or the built-in sample when path is empty. False (with a dialog unless
    // quiet) when the file is refused; the current design is then kept.
    bool openProject(const QString &path, bool quiet = false);
    void offerRecoveredDesigns();
    // After the first show: default dock sizes (unless a saved layout was restored) and a
    // floor plan fitted to the real viewport.
    void settleLayout();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    template <class Page> void deliverWhenShown(Page *page);
    void createDocks();
    QString titleText() const;
    void updateTitle();
    void showStatus(const QString &message);
    void showObjects(const std::vector<std::string> &ids);

    Options mOptions;
    ProjectDocument *mDocument = nullptr;
    AnalysisRunner *mRunner = nullptr;
    RecoveryStore *mRecovery = nullptr;
    FileController *mFiles = nullptr;
    FloorPlanView *mFloorPlan = nullptr;
    RackElevationView *mElevation = nullptr;
    CatalogPalette *mPalette = nullptr;
    InspectorDock *mInspector = nullptr;
    KpiStrip *mKpi = nullptr;
    WarningsDock *mWarnings = nullptr;
    QTabWidget *mTabs = nullptr;
    QLabel *mCursorLabel = nullptr;
    QMenu *mDesignMenu = nullptr;
    bool mLayoutRestored = false;
};

} // namespace dcs
