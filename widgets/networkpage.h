#pragma once
#include "analysis/analysis.h"
#include "network/networkresult.h"
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QVBoxLayout;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableWidget;

namespace dcs {

class ChartPanel;
class FabricDiagramView;
class ProjectDocument;

// The "Network" tab (issue 5, section 4): the compute fabric's tier diagram, a table of cables
// by type, and the charts (cable length histogram by type, bandwidth per tier) built by
// NetworkCharts, the same builders the PDF report uses.
// Narrower than kNarrowWidth the table takes the full width on top (so cable names read on one
// line) and tabs below hold the diagram with the figures, and each chart (at a size where its
// axis labels read); wider, diagram and table with figures sit side by side above the charts.
class NetworkPage : public QWidget
{
    Q_OBJECT
public:
    explicit NetworkPage(ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);

    FabricDiagramView *diagram() const { return mDiagram; }
    QTableWidget *cableTable() const { return mCables; }
    ChartPanel *lengthChart() const { return mLengths; }
    ChartPanel *bandwidthChart() const { return mBandwidth; }
    QTabWidget *narrowTabs() const { return mTabs; }  // in use when narrow()
    bool narrow() const { return mNarrow; }

    static constexpr int kNarrowWidth = 900;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void setNarrow(bool narrow);
    void fillCables(const NetworkFabricResult *fabric);
    void fitCableRows();  // rows to their wrapped names, the table to its rows
    void fillFigures(const NetworkFabricResult *fabric);

    ProjectDocument *mDoc;
    FabricDiagramView *mDiagram;
    QTableWidget *mCables;
    ChartPanel *mLengths;
    ChartPanel *mBandwidth;
    QLabel *mFigures;  // oversubscription, bisection, port use: the numbers the table lacks
    QWidget *mTableBox;
    QVBoxLayout *mTableLayout;  // wide: caption, table, figures
    QWidget *mFabricTab;        // narrow: diagram | figures
    QHBoxLayout *mFabricLayout;
    QStackedWidget *mStack;
    QSplitter *mWideTop;     // wide: diagram | table box
    QSplitter *mWideCharts;  // wide: lengths | bandwidth
    QSplitter *mWide;
    QSplitter *mNarrowSplit;  // narrow: table box above mTabs
    QTabWidget *mTabs;
    bool mNarrow = true;  // the constructor lays out the wide arrangement
};

} // namespace dcs
