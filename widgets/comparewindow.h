#pragma once
#include "analysis/comparison.h"
#include "analysis/variantevaluation.h"
#include <QThreadPool>
#include <QWidget>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QListWidget;
class QScrollArea;
class QTabWidget;
class QTableWidget;
class QTimer;
class QTreeWidget;

namespace dcs {

class ProjectDocument;

// Variants side by side (issue 18, File > Compare Variants): 2 to 6 of the design's variants,
// the first checked (or the one chosen as reference) against the others. Tabs: the headline
// figures with differences coloured better/worse (CompareTable), overlaid charts (monthly PUE,
// cumulative and discounted cost, phase loads, days to train: VariantCharts), the floor plans
// side by side, the warnings each variant adds or removes (CompareWarnings) and a Pareto chart
// over two figures of the user's choice (ParetoChart, ParetoFront). Read-only: the variants are
// evaluated here (VariantEvaluation) on worker threads, again after the design changes.
class CompareWindow : public QWidget
{
    Q_OBJECT
public:
    explicit CompareWindow(ProjectDocument *document, QWidget *parent = nullptr);
    ~CompareWindow() override;

    // Evaluates the chosen variants again and rebuilds every tab when they are done (busy()
    // until then). After the design changes the window does so on its own, shortly after, when
    // it is shown.
    void refresh();
    // Checks exactly these variants (at most six); the first becomes the reference.
    void choose(const std::vector<std::string> &names);

    const Comparison &comparison() const { return mComparison; }
    QTableWidget *figureTable() const { return mTable; }
    QListWidget *variantList() const { return mList; }
    QTabWidget *tabs() const { return mTabs; }
    // True while variants are evaluated (on worker threads; the window stays responsive).
    bool busy() const { return !mPending.empty(); }

protected:
    void showEvent(QShowEvent *event) override;

private:
    using Designs = std::vector<std::shared_ptr<const VariantEvaluation::Design>>;

    QWidget *createChartsTab();
    QWidget *createParetoTab();
    void fillList();
    void listChanged();
    std::vector<std::string> chosenNames() const;  // the reference first
    // Starts evaluating, on the pool, the named variants not evaluated yet; false when none is missing.
    bool evaluateMissing(const std::vector<std::string> &names);
    void evaluated(const std::string &name, std::shared_ptr<const VariantEvaluation::Design> design, int generation);
    void compose();
    void composeCharts(const Designs &designs);
    void composeFloors(const Designs &designs);
    void composePareto();
    void setChart(QChartView *view, QChart *chart);

    ProjectDocument *mDocument;
    std::map<std::string, std::shared_ptr<const VariantEvaluation::Design>> mEvaluated;  // by variant name
    std::set<std::string> mPending;  // being evaluated
    int mGeneration = 0;             // the design's state the evaluations belong to
    QThreadPool mPool;
    Designs mShown;
    Comparison mComparison;
    bool mStale = true;
    bool mUpdatingList = false;

    QListWidget *mList;
    QComboBox *mReference;
    QLabel *mSummary;
    QTabWidget *mTabs;
    QTableWidget *mTable;
    QTreeWidget *mWarnings;
    std::vector<QChartView *> mCharts;
    QLabel *mChartLegend;
    QScrollArea *mFloors;
    QComboBox *mParetoX;
    QComboBox *mParetoY;
    QChartView *mPareto;
    QTimer *mRefreshTimer;
};

} // namespace dcs
