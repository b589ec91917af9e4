#include "powerwiring.h"
#include "analysis/analysisrunner.h"
#include "document/projectdocument.h"
#include "floorcolourpanel.h"
#include "floorplanview.h"
#include "inspectordock.h"
#include "mainwindow.h"
#include "objectnavigator.h"
#include "powerchaindock.h"
#include "powerconnectionsdock.h"
#include "powerpage.h"
#include "rackelevationview.h"
#include <QTabWidget>

namespace dcs {

void PowerWiring::wire(MainWindow *window, const StudioParts &parts, ObjectNavigator *navigator)
{
    // [power-page]
    PowerPage *page = parts.powerPage;
    QObject::connect(parts.runner, &AnalysisRunner::analysisReady, page, &PowerPage::setAnalysis);
    QObject::connect(page, &PowerPage::objectsActivated, navigator, &ObjectNavigator::show);
    QObject::connect(page, &PowerPage::objectsSelected, navigator, &ObjectNavigator::select);
    QObject::connect(parts.elevation, &RackElevationView::rackChanged, page, &PowerPage::setRackContext);
    ProjectDocument *document = parts.document;
    QObject::connect(parts.floorPlan, &FloorPlanView::selectionIdsChanged, page, [document, page](const std::vector<std::string> &ids) {
        if (ids.size() == 1 && document->project().findRack(ids.front()))
            page->setRackContext(ids.front());
    });
    QObject::connect(parts.runner, &AnalysisRunner::analysisReady, parts.floorColours, &FloorColourPanel::setAnalysis);

    // [power-dock]
    QObject::connect(parts.runner, &AnalysisRunner::analysisReady, parts.chainDock, &PowerChainDock::setAnalysis);
    QObject::connect(parts.chainDock, &PowerChainDock::objectsActivated, navigator, &ObjectNavigator::show);
    PowerConnectionsDock *cords = parts.cordsDock;
    QObject::connect(cords, &PowerConnectionsDock::statusMessage, window, &MainWindow::showStatus);
    QObject::connect(parts.elevation, &RackElevationView::rackChanged, cords, &PowerConnectionsDock::setRack);
    QObject::connect(parts.elevation, &RackElevationView::selectionIdsChanged, cords, &PowerConnectionsDock::highlightDevices);
    // The rack's cords are what matters beside its elevation; the inspector is about the floor.
    QObject::connect(parts.tabs, &QTabWidget::currentChanged, cords, [parts] {
        // isVisible() is false for a dock tabbed behind another; isHidden() only when the user closed it.
        if (parts.tabs->currentWidget() == parts.elevation && !parts.cordsDock->isHidden())
            parts.cordsDock->raise();
        else if (parts.tabs->currentWidget() == parts.floorPlan && !parts.inspector->isHidden())
            parts.inspector->raise();
    });
}

} // namespace dcs
