#include "pagewiring.h"
#include "analysis/analysisrunner.h"
#include "coolingpage.h"
#include "costpage.h"
#include "fabricdock.h"
#include "mainwindow.h"
#include "networkpage.h"
#include "objectnavigator.h"
#include "trainingpage.h"
#include "workloaddock.h"
#include <QTabWidget>

namespace dcs {

void PageWiring::wire(MainWindow *window, const StudioParts &parts, ObjectNavigator *navigator)
{
    // [cooling-page]
    deliverWhenShown(parts, parts.coolingPage);
    QObject::connect(parts.coolingPage, &CoolingPage::objectsActivated, navigator, &ObjectNavigator::show);
    // [cost-page]
    deliverWhenShown(parts, parts.costPage);
    // [network-page]
    deliverWhenShown(parts, parts.networkPage);
    QObject::connect(parts.runner, &AnalysisRunner::analysisReady, parts.fabricDock, &FabricDock::setAnalysis);
    QObject::connect(parts.fabricDock, &FabricDock::statusMessage, window, &MainWindow::showStatus);
    // [training-page]
    deliverWhenShown(parts, parts.trainingPage);
    QObject::connect(parts.runner, &AnalysisRunner::analysisReady, parts.workloadDock, &WorkloadDock::setAnalysis);
}

template <class Page>
void PageWiring::deliverWhenShown(const StudioParts &parts, Page *page)
{
    // An engine page rebuilds its tables and charts from every analysis; while it is hidden
    // that is wasted work on the edit-to-KPI path, so it gets the latest snapshot when shown.
    QTabWidget *tabs = parts.tabs;
    AnalysisRunner *runner = parts.runner;
    QObject::connect(runner, &AnalysisRunner::analysisReady, page, [tabs, page](const AnalysisPtr &analysis) {
        if (tabs->currentWidget() == page)
            page->setAnalysis(analysis);
    });
    QObject::connect(tabs, &QTabWidget::currentChanged, page, [tabs, runner, page] {
        if (tabs->currentWidget() == page && runner->latest())
            page->setAnalysis(runner->latest());
    });
}

} // namespace dcs
