#pragma once
#include "analysis/analysis.h"
#include "floorcolouring.h"
#include <QFrame>

class QComboBox;
class QToolButton;

namespace dcs {

class FloorPlanView;

// A small panel floating in the floor plan's bottom-left corner: "Colour by" and the legend
// of the chosen colouring. It recolours the racks on every new analysis. It collapses to a
// chip naming the mode (remembered between sessions), and it tells the view how much of the
// corner it takes, so that fit-to-view keeps the equipment clear of it.
class FloorColourPanel : public QFrame
{
    Q_OBJECT
public:
    explicit FloorColourPanel(FloorPlanView *view);

    void setAnalysis(const AnalysisPtr &analysis);
    void setMode(FloorColouring::Mode mode);
    FloorColouring::Mode mode() const { return mMode; }
    QComboBox *combo() const { return mCombo; }
    const FloorColouring::Legend &legend() const { return mLegend; }
    QToolButton *toggle() const { return mToggle; }
    bool isCollapsed() const { return mCollapsed; }
    void setCollapsed(bool collapsed);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void relayout();
    void recolour();
    void updateToggle();

    FloorPlanView *mView;
    QToolButton *mToggle;
    QComboBox *mCombo;
    AnalysisPtr mAnalysis;
    FloorColouring::Mode mMode = FloorColouring::Mode::Role;
    FloorColouring::Legend mLegend;  // without its title: the combo names the mode
    bool mCollapsed = false;
};

} // namespace dcs
