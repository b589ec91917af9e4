#pragma once
#include "analysis/analysis.h"
#include "cableoverlayitem.h"
#include <QObject>
#include <QPointer>

namespace dcs {

class FloorPlanScene;

// Shows or hides the cable routes on a floor plan (View ▸ Cable Routes; off by default). It
// keeps the scene itself untouched: the item is added while the overlay is on and refreshed
// from each new analysis; when the scene rebuilds (a new project) the next analysis re-adds it.
class CableOverlay : public QObject
{
    Q_OBJECT
public:
    explicit CableOverlay(FloorPlanScene *scene, QObject *parent = nullptr);

    bool isVisible() const { return mVisible; }
    void setVisible(bool visible);
    void setAnalysis(const AnalysisPtr &analysis);
    CableOverlayItem *item() const { return mItem; }

private:
    void refresh();

    FloorPlanScene *mScene;
    AnalysisPtr mAnalysis;
    QPointer<CableOverlayItem> mItem;  // the scene deletes it on rebuild
    bool mVisible = false;
};

} // namespace dcs
