#pragma once
#include "analysis/analysis.h"
#include <QWidget>

class QLabel;
class QTableWidget;

namespace dcs {

class ChartPanel;
class FabricDiagramView;
class ProjectDocument;

// The "Network" tab (issue 5, section 4): the compute fabric's tier diagram, a table of cables
// by type, and the charts (cable length histogram by type, bandwidth per tier) built by
// NetworkCharts, the same builders the PDF report uses.
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

private:
    void fillCables(const NetworkFabricResult *fabric);
    void fillFigures(const NetworkFabricResult *fabric);

    ProjectDocument *mDoc;
    FabricDiagramView *mDiagram;
    QTableWidget *mCables;
    ChartPanel *mLengths;
    ChartPanel *mBandwidth;
    QLabel *mFigures;  // oversubscription, bisection, port use: the numbers the table lacks
};

} // namespace dcs
