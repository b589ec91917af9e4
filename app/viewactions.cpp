#include "viewactions.h"
#include "analysis/analysisrunner.h"
#include "cableoverlay.h"
#include "floorplanview.h"
#include "mainwindow.h"
#include "menuaction.h"
#include "rackelevationview.h"
#include "standardshortcuts.h"
#include <QDockWidget>
#include <QMenuBar>
#include <QTabWidget>

namespace dcs {

ViewActions::ViewActions(MainWindow *window, const StudioParts &parts, QMenuBar *bar)
    : QObject(window), mWindow(window), mParts(parts)
{
    // [network-actions]
    mCableOverlay = new CableOverlay(mParts.floorPlan->floorScene(), window);
    connect(mParts.runner, &AnalysisRunner::analysisReady, mCableOverlay, &CableOverlay::setAnalysis);
    QAction *cableRoutes = new QAction(tr("&Cable Routes"), window);
    cableRoutes->setObjectName(QStringLiteral("showCableRoutes"));
    cableRoutes->setCheckable(true);
    cableRoutes->setStatusTip(tr("Draw the network cable routes on the floor plan, coloured by cable type; "
                                 "line width grows with the number of cables in a tray"));
    connect(cableRoutes, &QAction::toggled, this, [this](bool on) {
        mCableOverlay->setAnalysis(mParts.runner->latest());
        mCableOverlay->setVisible(on);
    });

    QMenu *view = bar->addMenu(tr("&View"));
    addMenuAction(view, this, tr("Zoom &In"), [this] { inFront(&FloorPlanView::zoomIn, &RackElevationView::zoomIn); })
        ->setShortcuts(StandardShortcuts::zoomIn());
    addMenuAction(view, this, tr("Zoom &Out"), [this] { inFront(&FloorPlanView::zoomOut, &RackElevationView::zoomOut); },
                  QKeySequence::ZoomOut);
    addMenuAction(view, this, tr("&Fit to View"), [this] { inFront(&FloorPlanView::fitToView, &RackElevationView::fitToView); },
                  QKeySequence(tr("Ctrl+0")));
    view->addAction(cableRoutes);  // [network-actions]
    view->addSeparator();
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
}

void ViewActions::inFront(void (FloorPlanView::*floor)(), void (RackElevationView::*rack)())
{
    if (mParts.tabs->currentWidget() == mParts.elevation)
        (mParts.elevation->*rack)();
    else
        (mParts.floorPlan->*floor)();
}

} // namespace dcs
