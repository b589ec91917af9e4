#pragma once
#include "analysis/analysis.h"
#include "phasechart.h"
#include "powertablemodel.h"
#include <QWidget>
#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QTabWidget;

namespace dcs {

class ChartPanel;
class PowerDynamicsPanel;
class ProjectDocument;

// The "Power" central tab (issue 3 section 4). Its "Phases" tab: the phase chart for the hall or
// one rack under normal operation or a feed loss, and tables of PDUs, the upstream chain and the
// failure scenarios; a click on a row selects its objects, a double click shows them on the
// floor plan. Its "Dynamics" tab: the power swing of synchronous training (PowerDynamicsPanel).
// Hidden, the page only keeps the latest snapshot: it builds when it is shown.
class PowerPage : public QWidget
{
    Q_OBJECT
public:
    explicit PowerPage(ProjectDocument *document, QWidget *parent = nullptr);

    void setAnalysis(const AnalysisPtr &analysis);
    // The rack the user works on (open in the elevation or selected on the floor): the rack scope.
    void setRackContext(const std::string &rackId);
    void setRackScope(bool rack);
    void setScenario(PhaseChart::Scenario scenario);
    // Builds from the latest snapshot now, visible or not (tests, screenshots).
    void refresh();

    ChartPanel *chartPanel() const { return mChart; }
    PowerTableModel *table(PowerTableModel::Table t) const { return mModels[int(t)]; }
    QTableView *tableView(PowerTableModel::Table t) const { return mViews[int(t)]; }
    QTabWidget *pageTabs() const { return mPageTabs; }  // "Phases", "Dynamics"
    PowerDynamicsPanel *dynamics() const { return mDynamics; }

Q_SIGNALS:
    void objectsSelected(std::vector<std::string> ids);
    void objectsActivated(std::vector<std::string> ids);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QTableView *addTable(PowerTableModel::Table t, const QString &title, const QString &tip);
    std::vector<std::string> objectsAt(PowerTableModel::Table t, const QModelIndex &proxyIndex) const;
    void updateScopeCombo();
    void updateSummary();

    ProjectDocument *mDocument;
    AnalysisPtr mAnalysis;
    bool mStale = false;
    std::string mRackId;
    PhaseChart::Scope mScope;
    PhaseChart::Scenario mScenario = PhaseChart::Scenario::Normal;
    QTabWidget *mPageTabs;
    PowerDynamicsPanel *mDynamics;
    QComboBox *mScopeCombo;
    QComboBox *mScenarioCombo;
    QLabel *mSummary;
    ChartPanel *mChart;
    QTabWidget *mTables;
    PowerTableModel *mModels[3]{};
    QSortFilterProxyModel *mProxies[3]{};
    QTableView *mViews[3]{};
};

} // namespace dcs
