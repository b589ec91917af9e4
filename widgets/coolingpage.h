#pragma once
#include "analysis/analysis.h"
#include <QWidget>
#include <string>
#include <vector>

class QLabel;
class QTabWidget;
class QTableWidget;

namespace dcs {

class ChartArea;
class LiquidLoopsPanel;

class ChartPanel;
class ProjectDocument;

// The "Cooling & cost" tab (issue 4 section 5): air vs liquid side by side for the same IT
// (PUE, energy, cost, CO2, capex, opex, TCO, break-even, cost per GPU-hour), the capacity
// checks of the design's own architecture (failures highlighted; a click selects the objects
// concerned), the three cooling charts from charts/coolingcharts.h and, across the bottom, the
// CDU loops' hydraulics (issue 34 item 4; a section that folds to its title).
// The tables scroll in their own column, so at a small window they keep the height their rows
// need; narrower than kNarrowWidth the charts go into tabs (one chart at a time, at a size where
// titles, month ticks and legends read in full), wider they share a grid.
class CoolingPage : public QWidget
{
    Q_OBJECT
public:
    explicit CoolingPage(const ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);

    QTableWidget *comparisonTable() const { return mComparison; }  // for tests
    QTableWidget *checksTable() const { return mChecks; }
    ChartPanel *monthlyPueChart() const { return mMonthlyPue; }
    ChartPanel *cumulativeCostChart() const { return mCumulativeCost; }
    ChartPanel *energyChart() const { return mEnergy; }
    LiquidLoopsPanel *loopsPanel() const { return mLoops; }
    QTabWidget *chartTabs() const;  // in use when narrow()
    bool narrow() const;

    static constexpr int kNarrowWidth = 900;

Q_SIGNALS:
    // The objects of a capacity check the user clicked (CRAHs, CDUs, racks).
    void objectsActivated(const std::vector<std::string> &ids);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fillComparison(const Analysis &a);
    void fillChecks(const Analysis &a);
    QString money(double value) const;

    const ProjectDocument *mDocument;
    QLabel *mClimate;
    QLabel *mComparisonHeading;  // "Air vs liquid", or liquid only when no air version exists
    QTableWidget *mComparison;
    QTableWidget *mChecks;
    ChartPanel *mMonthlyPue;
    ChartPanel *mCumulativeCost;
    ChartPanel *mEnergy;
    ChartArea *mCharts;
    LiquidLoopsPanel *mLoops;
};

} // namespace dcs
