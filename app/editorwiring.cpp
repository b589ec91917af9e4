#include "editorwiring.h"
#include "analysis/analysisrunner.h"
#include "filecontroller.h"
#include "floorplanview.h"
#include "inspectordock.h"
#include "kpistrip.h"
#include "mainwindow.h"
#include "objectnavigator.h"
#include "rackelevationview.h"
#include "warningsdock.h"
#include <QLabel>

namespace dcs {

void EditorWiring::wire(MainWindow *window, const StudioParts &parts, ObjectNavigator *navigator, QLabel *cursorLabel)
{
    QObject::connect(parts.warnings, &WarningsDock::objectsActivated, navigator, &ObjectNavigator::show);
    QObject::connect(parts.floorPlan, &FloorPlanView::cursorMoved, cursorLabel, [cursorLabel](double x, double y) {
        cursorLabel->setText(MainWindow::tr("x %1 m  y %2 m").arg(x, 0, 'f', 2).arg(y, 0, 'f', 2));
    });
    QObject::connect(parts.floorPlan, &FloorPlanView::statusMessage, window, &MainWindow::showStatus);
    QObject::connect(parts.elevation, &RackElevationView::statusMessage, window, &MainWindow::showStatus);
    QObject::connect(parts.floorPlan, &FloorPlanView::rackActivated, window, &MainWindow::openRack);
    QObject::connect(parts.files, &FileController::statusMessage, window, &MainWindow::showStatus);
    QObject::connect(parts.floorPlan, &FloorPlanView::selectionIdsChanged, parts.inspector, &InspectorDock::setSelection);
    InspectorDock *inspector = parts.inspector;
    QObject::connect(parts.floorPlan, &FloorPlanView::propertiesRequested, inspector, [inspector] {
        inspector->show();
        inspector->raise();
    });
    QObject::connect(parts.runner, &AnalysisRunner::analysisReady, parts.kpi, &KpiStrip::setAnalysis);
    QObject::connect(parts.runner, &AnalysisRunner::analysisReady, parts.warnings, &WarningsDock::setAnalysis);
    QObject::connect(parts.runner, &AnalysisRunner::analysisReady, parts.inspector, &InspectorDock::setAnalysis);
}

} // namespace dcs
