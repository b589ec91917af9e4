#pragma once
#include "analysis/analysis.h"
#include <QWidget>

class QLabel;
class QTableWidget;
class QTabWidget;

namespace dcs {

class ChartArea;
class ChartPanel;
class ProjectDocument;

// The "Cost" tab (issue 14): the verdict of liquid against air in one sentence (TCO and NPV
// difference, break-even simple and discounted, the probability that liquid is cheaper), both
// bills side by side line by line (floor, capex by group, opex per year, totals), and three
// charts: discounted cumulative cost, the tornado of the inputs that decide, and the Monte Carlo
// histogram. Narrower than kNarrowWidth the charts go into tabs.
class CostPage : public QWidget
{
    Q_OBJECT
public:
    explicit CostPage(const ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);

    QTableWidget *billTable() const { return mBill; }  // for tests
    QLabel *verdictLabel() const { return mVerdict; }
    ChartPanel *discountedChart() const { return mDiscounted; }
    ChartPanel *tornadoChart() const { return mTornado; }
    ChartPanel *monteCarloChart() const { return mMonteCarlo; }
    QTabWidget *chartTabs() const;

    static constexpr int kNarrowWidth = 1000;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fillBill(const Analysis &a);
    QString money(double value) const;

    const ProjectDocument *mDocument;
    QLabel *mVerdict;
    QTableWidget *mBill;
    ChartPanel *mDiscounted;
    ChartPanel *mTornado;
    ChartPanel *mMonteCarlo;
    ChartArea *mCharts;
};

} // namespace dcs
