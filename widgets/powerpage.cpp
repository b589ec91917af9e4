#include "powerpage.h"
#include "displayformat.h"
#include "chartpanel.h"
#include "document/projectdocument.h"
#include "itpower/itpowerresult.h"
#include "power/powerresult.h"
#include "powerdynamicspanel.h"
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

PowerPage::PowerPage(ProjectDocument *document, QWidget *parent) : QWidget(parent), mDocument(document)
{
    setObjectName(QStringLiteral("powerPage"));
    // Two tabs: the distribution's phases under normal operation or a feed loss, and the power
    // swing of synchronous training (issue 35), each with the whole page's height.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 6);
    mPageTabs = new QTabWidget(this);
    mPageTabs->setObjectName(QStringLiteral("powerPageTabs"));
    mPageTabs->setDocumentMode(true);
    outer->addWidget(mPageTabs);
    auto *phases = new QWidget(mPageTabs);
    mPageTabs->addTab(phases, tr("Phases"));
    mPageTabs->setTabToolTip(0, tr("Phase currents of the PDUs, the power chain and the failure scenarios."));
    mDynamics = new PowerDynamicsPanel(document, mPageTabs);
    mPageTabs->addTab(mDynamics, tr("Dynamics"));
    mPageTabs->setTabToolTip(1, tr("The power swing of synchronous training at the utility and the PDUs, its spectrum, a job "
                                   "stop and the mitigations."));

    auto *layout = new QVBoxLayout(phases);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);

    // The phases' scope and scenario share the row of the page's tabs (its right corner): a row
    // of its own took the chart's axis title on a 1280 x 800 screen.
    auto *phaseBar = new QWidget(mPageTabs);
    phaseBar->setObjectName(QStringLiteral("powerPhaseBar"));
    auto *bar = new QHBoxLayout(phaseBar);
    bar->setContentsMargins(0, 0, 0, 2);
    bar->addWidget(new QLabel(tr("Scope:"), this));
    mScopeCombo = new QComboBox(this);
    mScopeCombo->setObjectName(QStringLiteral("powerScope"));
    mScopeCombo->setToolTip(tr("The whole hall, or the rack open in the elevation (or selected on the floor plan)."));
    mScopeCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addWidget(mScopeCombo);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Scenario:"), this));
    mScenarioCombo = new QComboBox(this);
    mScenarioCombo->setObjectName(QStringLiteral("powerScenario"));
    mScenarioCombo->addItem(tr("Normal operation"));
    mScenarioCombo->addItem(tr("Feed A lost"));
    mScenarioCombo->addItem(tr("Feed B lost"));
    mScenarioCombo->setToolTip(tr("Line currents when one feed is lost and the other side carries the load; "
                                  "devices with fewer fed PSUs than they need stop (docs/power.md)."));
    bar->addWidget(mScenarioCombo);
    mPageTabs->setCornerWidget(phaseBar, Qt::TopRightCorner);
    connect(mPageTabs, &QTabWidget::currentChanged, phaseBar, [this, phaseBar] { phaseBar->setVisible(mPageTabs->currentIndex() == 0); });
    // Its own line, wrapping: a long summary must not force the window wider.
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("powerSummary"));
    mSummary->setTextFormat(Qt::RichText);
    mSummary->setWordWrap(true);
    layout->addWidget(mSummary);

    auto *split = new QSplitter(Qt::Vertical, this);
    mChart = new ChartPanel([this](const Analysis &a) { return PhaseChart::build(a, mScope, mScenario); }, split);
    mTables = new QTabWidget(split);
    mTables->setDocumentMode(true);
    split->addWidget(mChart);
    split->addWidget(mTables);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    // The chart's rotated PDU names and its legend need about this much; below it Qt Charts
    // lays the legend over the names and elides the axis title (1280 x 720). The tables scroll.
    mChart->setMinimumHeight(230);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    addTable(PowerTableModel::Table::Pdus, tr("PDUs"),
             tr("Every PDU in scope: line currents, derated limit, worst utilisation, NEMA imbalance, neutral current, "
                "in the scenario chosen above (after a feed loss: the surviving side's currents)."));
    addTable(PowerTableModel::Table::Chain, tr("Power chain"), tr("Panels and UPSs: load against their ratings."));
    addTable(PowerTableModel::Table::Scenarios, tr("Failure scenarios"),
             tr("Feed A lost, feed B lost and each single-PDU loss that has consequences."));

    connect(mScopeCombo, &QComboBox::activated, this, [this](int index) { setRackScope(index == 1); });
    connect(mScenarioCombo, &QComboBox::activated, this,
            [this](int index) { setScenario(PhaseChart::Scenario(index)); });
    updateScopeCombo();
}

QTableView *PowerPage::addTable(PowerTableModel::Table t, const QString &title, const QString &tip)
{
    const int i = int(t);
    mModels[i] = new PowerTableModel(t, this);
    mProxies[i] = new QSortFilterProxyModel(this);
    mProxies[i]->setSourceModel(mModels[i]);
    mProxies[i]->setSortRole(PowerTableModel::SortRole);
    auto *view = new QTableView(mTables);
    view->setObjectName(QStringLiteral("powerTable%1").arg(i));
    view->setModel(mProxies[i]);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);  // model order (rack order) until the user sorts
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(22);
    view->horizontalHeader()->setStretchLastSection(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->setToolTip(tip + QLatin1Char('\n') + tr("Click selects; double-click shows on the floor plan."));
    mViews[i] = view;
    mTables->addTab(view, title);
    connect(view, &QTableView::clicked, this, [this, t](const QModelIndex &index) {
        Q_EMIT objectsSelected(objectsAt(t, index));
    });
    connect(view, &QTableView::activated, this, [this, t](const QModelIndex &index) {
        Q_EMIT objectsActivated(objectsAt(t, index));
    });
    return view;
}

std::vector<std::string> PowerPage::objectsAt(PowerTableModel::Table t, const QModelIndex &proxyIndex) const
{
    const QModelIndex source = mProxies[int(t)]->mapToSource(proxyIndex);
    return mModels[int(t)]->objectsOf(source.row());
}

void PowerPage::setAnalysis(const AnalysisPtr &analysis)
{
    mDynamics->setAnalysis(analysis);  // it builds when it is shown
    mAnalysis = analysis;
    mStale = true;
    if (isVisible())
        refresh();
}

void PowerPage::setRackContext(const std::string &rackId)
{
    if (rackId == mRackId)
        return;
    mRackId = rackId;
    if (!mScope.rackId.empty())
        mScope.rackId = rackId;
    updateScopeCombo();
    mStale = true;
    if (isVisible())
        refresh();
}

void PowerPage::setRackScope(bool rack)
{
    mScope.rackId = rack ? mRackId : std::string();
    updateScopeCombo();
    mStale = true;
    refresh();
}

void PowerPage::setScenario(PhaseChart::Scenario scenario)
{
    mScenario = scenario;
    mScenarioCombo->setCurrentIndex(int(scenario));
    mStale = true;
    refresh();
}

void PowerPage::updateScopeCombo()
{
    mScopeCombo->clear();
    mScopeCombo->addItem(tr("Whole hall"));
    if (!mRackId.empty()) {
        const Rack *r = mDocument->project().findRack(mRackId);
        mScopeCombo->addItem(tr("Rack %1").arg(QString::fromStdString(r ? r->name : mRackId)));
    } else {
        mScopeCombo->addItem(tr("Rack (open or select one)"));
        if (auto *m = qobject_cast<QStandardItemModel *>(mScopeCombo->model()))
            m->item(1)->setEnabled(false);
    }
    mScopeCombo->setCurrentIndex(mScope.rackId.empty() ? 0 : 1);
}

void PowerPage::refresh()
{
    if (!mAnalysis)
        return;
    mStale = false;
    const double threshold = mDocument->project().power.warningThreshold;
    // The PDU table follows the scenario of the chart (issue 12): after a feed loss it shows the
    // survivors' currents, not normal operation's.
    const int lostFeed = mScenario == PhaseChart::Scenario::FeedALost ? 0 : mScenario == PhaseChart::Scenario::FeedBLost ? 1 : -1;
    for (int i = 0; i < 3; ++i)
        mModels[i]->setAnalysis(mAnalysis, mScope.rackId, threshold, lostFeed);
    mChart->setAnalysis(mAnalysis);
    for (QTableView *v : mViews)
        if (v->model()->rowCount() < 500)  // sizing thousands of rows costs more than it helps
            v->resizeColumnsToContents();
    updateSummary();
}

void PowerPage::updateSummary()
{
    const PowerResult &p = mAnalysis->power;
    const DisplayFormat f;
    // Normal operation's figures; a scenario view replaces them with the scenario's own (issue
    // 30 item 6: the feed-A-lost view showed normal feeds and breakers beside the scenario).
    // The IT figure says which it is (issue 30 item 3): the design load, at the power settings' basis.
    QString text = tr("IT design load %1 (%2) · feed A %3 · feed B %4 · worst breaker %5 (%6) · worst imbalance %7 % (loaded PDUs)")
                       .arg(f.kilowatts(p.itDesignW), QString::fromStdString(mAnalysis->itPower->designBasis),
                            f.kilowatts(p.feedW[0]), f.kilowatts(p.feedW[1]))
                       .arg(f.percent(p.worstBreakerUtilisation, 0))
                       .arg(QString::fromStdString(p.worstBreakerPduId + ", " + p.worstBreakerWhat).toHtmlEscaped())
                       .arg(f.number(p.worstLoadedImbalancePct, 0));
    if (!mScope.rackId.empty() && mScenario == PhaseChart::Scenario::Normal)
        for (const RackPower &r : p.racks)
            if (r.id == mScope.rackId) {
                text = tr("Rack %1: <b>%2</b>").arg(QString::fromStdString(r.id).toHtmlEscaped(), f.kilowatts(r.powerW))
                    + (r.budgetW > 0 ? tr(" of %1 budget (%2)").arg(f.kilowatts(r.budgetW), f.percent(r.utilisation, 0)) : QString())
                    + tr(" · feed A %1 · feed B %2").arg(f.kilowatts(r.feedW[0]), f.kilowatts(r.feedW[1])) + QStringLiteral(" · ") + text;
            }
    if (mScenario != PhaseChart::Scenario::Normal) {
        // What the bars cannot show: the devices that stop (their load leaves the chart).
        const PowerScenario::Kind kind =
            mScenario == PhaseChart::Scenario::FeedALost ? PowerScenario::Kind::FeedALost : PowerScenario::Kind::FeedBLost;
        const Rack *rack = mScope.rackId.empty() ? nullptr : mDocument->project().findRack(mScope.rackId);
        for (const PowerScenario &sc : p.scenarios) {
            if (sc.kind != kind)
                continue;
            auto inScope = [&](const std::string &id) {
                return !rack || std::any_of(rack->devices.begin(), rack->devices.end(), [&](const DevicePlacement &d) { return d.id == id; });
            };
            QStringList names;  // the devices of the scope that stop, named: the answer to "which DGX?"
            for (const std::string &id : sc.devicesDown)
                if (inScope(id))
                    names << QString::fromStdString(id).toHtmlEscaped();
            const int down = int(names.size());
            // Issue 30 item 2: throttled devices still run, on the surviving feed the bars show.
            const int throttled = int(std::count_if(sc.devicesThrottled.begin(), sc.devicesThrottled.end(), inScope));
            constexpr int kNamed = 6;
            const QString named = names.isEmpty() ? QString()
                                  : QStringLiteral(": ") + names.mid(0, kNamed).join(QStringLiteral(", "))
                                        + (down > kNamed ? tr(" and %n more", nullptr, down - kNamed) : QString());
            const QString colour = down > 0 || !sc.overloads.empty() ? QStringLiteral("#c81e1e") : QStringLiteral("#2e7d32");
            const QString figures = tr("feed A %1 · feed B %2 · worst breaker %3")
                                        .arg(f.kilowatts(sc.feedW[0]), f.kilowatts(sc.feedW[1]), f.percent(sc.worstUtilisation, 0));
            text = QStringLiteral("<span style='color:%1'><b>%2:</b> ").arg(colour, PhaseChart::scenarioName(mScenario))
                + figures + QStringLiteral("<br>")
                + tr("%n device(s) stop (too few fed PSUs)", nullptr, down) + named
                + (throttled > 0 ? tr(", %n run throttled on the PSUs they keep (their load is in the bars)", nullptr, throttled) : QString())
                + tr(", %n overload(s) in the hall", nullptr, int(sc.overloads.size()))
                + (down == 0 && sc.overloads.empty() ? tr(": the other side carries the load") : QString())
                + QStringLiteral("</span>");
        }
    }
    mSummary->setText(text);
}

void PowerPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mStale)
        refresh();
}

} // namespace dcs
