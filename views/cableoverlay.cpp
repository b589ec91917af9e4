#include "cableoverlay.h"
#include "cableoverlayitem.h"
#include "document/projectdocument.h"
#include "floorplanscene.h"

namespace dcs {

CableOverlay::CableOverlay(FloorPlanScene *scene, QObject *parent) : QObject(parent), mScene(scene) {}

void CableOverlay::setVisible(bool visible)
{
    if (visible == mVisible)
        return;
    mVisible = visible;
    if (!visible) {
        delete mItem.data();  // removes it from the scene
        return;
    }
    refresh();
}

void CableOverlay::setAnalysis(const AnalysisPtr &analysis)
{
    mAnalysis = analysis;
    if (mVisible)
        refresh();  // routes are only computed while they are shown
}

void CableOverlay::refresh()
{
    if (!mItem) {
        mItem = new CableOverlayItem;
        mScene->addItem(mItem);
    }
    if (mAnalysis)
        mItem->setRoutes(mScene->document()->project(), mScene->document()->catalog(), mAnalysis->network);
}

} // namespace dcs
