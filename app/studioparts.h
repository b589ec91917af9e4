#pragma once

class QTabWidget;

namespace dcs {

class AnalysisRunner;
class CatalogPalette;
class CoolingPage;
class CostPage;
class FabricDock;
class FileController;
class FloorColourPanel;
class FloorPlanView;
class InspectorDock;
class KpiStrip;
class NetworkPage;
class PowerChainDock;
class PowerConnectionsDock;
class PowerPage;
class ProjectDocument;
class RackElevationView;
class RecoveryStore;
class TrainingPage;
class WarningsDock;
class WorkloadDock;

// The parts of the studio window as MainWindow builds and lays them out. The menu actions
// (fileactions.h, ...) and the wiring of pages and docks (powerwiring.h, ...) reach them
// through this one list instead of a getter each; Qt parents under the window own them all.
struct StudioParts {
    ProjectDocument *document = nullptr;
    AnalysisRunner *runner = nullptr;
    RecoveryStore *recovery = nullptr;
    FileController *files = nullptr;

    // The centre: KPI strip above the tabs (editors first, then one analysis page per engine).
    KpiStrip *kpi = nullptr;
    QTabWidget *tabs = nullptr;
    FloorPlanView *floorPlan = nullptr;
    FloorColourPanel *floorColours = nullptr;  // over the floor plan
    RackElevationView *elevation = nullptr;
    PowerPage *powerPage = nullptr;
    CoolingPage *coolingPage = nullptr;
    CostPage *costPage = nullptr;
    NetworkPage *networkPage = nullptr;
    TrainingPage *trainingPage = nullptr;

    // The docks.
    CatalogPalette *palette = nullptr;
    InspectorDock *inspector = nullptr;
    WarningsDock *warnings = nullptr;
    PowerChainDock *chainDock = nullptr;
    PowerConnectionsDock *cordsDock = nullptr;
    FabricDock *fabricDock = nullptr;
    WorkloadDock *workloadDock = nullptr;
};

} // namespace dcs
