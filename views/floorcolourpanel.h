#pragma once
#include "analysis/analysis.h"
#include "floorcolouring.h"
#include <QFrame>

class QComboBox;

namespace dcs {

class FloorPlanView;

// A small panel floating in the floor plan's bottom-left corner: "Colour by" and the legend
// of the chosen colouring. It recolours the racks on every new analysis.
class FloorColourPanel : public QFrame
{
    Q_OBJECT
public:
    explicit FloorColourPanel(FloorPlanView *view);

    void setAnalysis(const AnalysisPtr &analysis);
    void setMode(FloorColouring::Mode mode);
    FloorColouring::Mode mode() const { return mMode; }
    QComboBox *combo() const { return mCombo; }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void relayout();
    void recolour();

    FloorPlanView *mView;
    QComboBox *mCombo;
    AnalysisPtr mAnalysis;
    FloorColouring::Mode mMode = FloorColouring::Mode::Role;
    FloorColouring::Legend mLegend;
};

} // namespace dcs
