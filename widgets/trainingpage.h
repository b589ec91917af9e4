#pragma once
#include "analysis/analysis.h"
#include <QWidget>

class QLabel;
class QTableWidget;

namespace dcs {

class ChartPanel;
class ProjectDocument;

// The "Training" central tab (issue 6): the scaling curve, the time breakdown and the memory
// per GPU (the builders of charts/trainingcharts.h, shared with the PDF report) beside a table
// of the run's results. Follows the analysis; edits happen in the workload dock.
class TrainingPage : public QWidget
{
    Q_OBJECT
public:
    explicit TrainingPage(const ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    QString value(const QString &row) const;  // for tests: the text shown in the result table
    ChartPanel *timeChart() const { return mTime; }
    ChartPanel *memoryChart() const { return mMemory; }
    ChartPanel *scalingChart() const { return mScaling; }
    QString fitText() const;  // whether the model fits on the GPUs placed and, if not, what would

private:
    void fillTable(const Analysis &analysis);
    void fillFit(const TrainingResult &r);
    void setRow(int row, const QString &label, const QString &value, const QString &toolTip, bool alarming = false);

    const ProjectDocument *mDocument;
    ChartPanel *mTime;
    ChartPanel *mMemory;
    ChartPanel *mScaling;
    QTableWidget *mTable;
    QLabel *mFit;
};

} // namespace dcs
