#pragma once
#include "analysis/analysis.h"
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QVBoxLayout;
class QTabWidget;
class QTableWidget;

namespace dcs {

class ChartArea;
class FinetuneLabPanel;
class TrainingPlansTable;

class ChartPanel;
class ProjectDocument;

// The "Training" central tab (issue 6): the scaling curve, the time breakdown and the memory
// per GPU (the builders of charts/trainingcharts.h, shared with the PDF report) beside a table
// of the run's results, and under the charts the ten best plans of the auto planner (issue 15).
// Follows the analysis; edits happen in the workload dock.
// A wide page shows the three charts at once; a narrow one (a 1280 px window with its docks)
// shows one chart at a time under tabs "Scaling | Time | Memory", each at the full chart width.
class TrainingPage : public QWidget
{
    Q_OBJECT
public:
    explicit TrainingPage(ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    QString value(const QString &row) const;  // for tests: the text shown in the result table
    ChartPanel *timeChart() const { return mTime; }
    ChartPanel *memoryChart() const { return mMemory; }
    ChartPanel *scalingChart() const { return mScaling; }
    QString fitText() const;  // whether the model fits on the GPUs placed and, if not, what would
    QTabWidget *chartTabs() const;
    QTableWidget *resultTable() const { return mTable; }
    TrainingPlansTable *plansTable() const { return mPlans; }
    // The fine-tuning lab (issue 15 item 6): a tab beside the best plans.
    FinetuneLabPanel *labPanel() const { return mLab; }
    void showLab();
    bool chartsTabbed() const;

    // Below this page width the charts go under tabs: the grid's two lower charts would get
    // less than ~340 px each beside the ~290 px table, and their legends ("Communication",
    // "Pipeline bubble") would be cut (a 1600 px window gives the page ~975 px).
    static constexpr int kWideWidth = 1000;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void setTabbed(bool tabbed);
    void describe(ChartPanel *panel);
    void fillTable(const Analysis &analysis);
    void fillFit(const TrainingResult &r);
    void setRow(int row, const QString &label, const QString &value, const QString &toolTip, bool alarming = false);

    const ProjectDocument *mDocument;
    ChartPanel *mTime;
    ChartPanel *mMemory;
    ChartPanel *mScaling;
    QTableWidget *mTable;
    QLabel *mFit;
    ChartArea *mCharts;
    TrainingPlansTable *mPlans;  // the ten best plans of the auto planner, under the charts
    FinetuneLabPanel *mLab;
    QTabWidget *mLower;          // wide page: Best plans | Fine-tuning lab under the charts
    // A narrow page gives the charts the whole height: charts and plans then share these tabs.
    QTabWidget *mPageTabs;
    QHBoxLayout *mRow;
    QVBoxLayout *mPage;
    bool mSideSized = false;  // the table column has been sized once
};

} // namespace dcs
