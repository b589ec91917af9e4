#include "comparewindow.h"
#include "analysis/headlinefigures.h"
#include "analysis/paretofront.h"
#include "catalog/catalog.h"
#include "chartstyle.h"
#include "comparetable.h"
#include "comparewarnings.h"
#include "document/projectdocument.h"
#include "floorthumbnail.h"
#include "project/projectvariants.h"
#include "variantcharts.h"
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace dcs {

namespace {

constexpr int kNameRole = Qt::UserRole;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString axisTitle(int figure, const std::string &currency)
{
    const HeadlineFigures::Figure &f = HeadlineFigures::all()[size_t(figure)];
    const std::string unit = std::string(f.unit) == "currency" ? currency : f.unit;
    return unit.empty() ? QString::fromLatin1(f.label) : QStringLiteral("%1 (%2)").arg(QString::fromLatin1(f.label), qs(unit));
}

} // namespace

CompareWindow::CompareWindow(ProjectDocument *document, QWidget *parent)
    : QWidget(parent, Qt::Window), mDocument(document)
{
    setObjectName(QStringLiteral("compareWindow"));
    setWindowTitle(tr("Compare Variants — DC Studio"));

    // Left: which variants, and which one the others are measured against.
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto *listTitle = new QLabel(tr("<b>Variants</b> (2 to 6)"), side);
    mList = new QListWidget(side);
    mList->setObjectName(QStringLiteral("compareVariants"));
    mList->setToolTip(tr("Check the variants to compare, at most six"));
    mReference = new QComboBox(side);
    mReference->setObjectName(QStringLiteral("compareReference"));
    mReference->setToolTip(tr("The variant the others are measured against"));
    auto *hint = new QLabel(tr("File > Save as Variant keeps the design as it is and goes on as a new variant; "
                               "File > Variants switches between them."),
                            side);
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: #555;"));
    sideLayout->addWidget(listTitle);
    sideLayout->addWidget(mList, 1);
    sideLayout->addWidget(new QLabel(tr("Reference"), side));
    sideLayout->addWidget(mReference);
    sideLayout->addWidget(hint);

    mTabs = new QTabWidget(this);
    mTable = CompareTable::create(mTabs);
    auto *figures = new QWidget(mTabs);
    auto *figuresLayout = new QVBoxLayout(figures);
    auto *legend = new QLabel(figures);
    legend->setText(tr("Against the reference: <span style='background:%1'>&nbsp;better&nbsp;</span> "
                       "<span style='background:%2'>&nbsp;worse&nbsp;</span> "
                       "<span style='background:%3'>&nbsp;changed (neither way is better)&nbsp;</span> "
                       "<span style='background:%4'>&nbsp;missing&nbsp;</span>; the difference in brackets.")
                        .arg(CompareTable::colour(Comparison::Verdict::Better).name(),
                             CompareTable::colour(Comparison::Verdict::Worse).name(),
                             CompareTable::colour(Comparison::Verdict::Changed).name(),
                             CompareTable::colour(Comparison::Verdict::Missing).name()));
    figuresLayout->addWidget(legend);
    figuresLayout->addWidget(mTable, 1);
    mTabs->addTab(figures, tr("Figures"));
    mTabs->addTab(createChartsTab(), tr("Charts"));
    mFloors = new QScrollArea(mTabs);
    mFloors->setWidgetResizable(true);
    mTabs->addTab(mFloors, tr("Floor plans"));
    mWarnings = CompareWarnings::create(mTabs);
    mTabs->addTab(mWarnings, tr("Warnings"));
    mTabs->addTab(createParetoTab(), tr("Pareto"));

    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("compareSummary"));

    auto *splitter = new QSplitter(this);
    splitter->addWidget(side);
    splitter->addWidget(mTabs);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({180, 1000});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(mSummary);

    mRefreshTimer = new QTimer(this);
    mRefreshTimer->setSingleShot(true);
    mRefreshTimer->setInterval(400);  // a burst of edits (a drag) is evaluated once
    connect(mRefreshTimer, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh();
    });
    connect(mDocument, &ProjectDocument::changed, this, [this] {
        mStale = true;
        mRefreshTimer->start();
    });
    connect(mList, &QListWidget::itemChanged, this, [this] { listChanged(); });
    connect(mReference, &QComboBox::currentIndexChanged, this, [this] {
        if (!mUpdatingList)
            compose();
    });
    resize(1240, 760);
}

CompareWindow::~CompareWindow()
{
    mPool.waitForDone();  // a worker's result is queued to this window
}

QWidget *CompareWindow::createChartsTab()
{
    auto *page = new QWidget(mTabs);
    auto *grid = new QGridLayout(page);
    for (int i = 0; i < 5; ++i) {
        auto *view = new QChartView(page);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumSize(220, 200);
        grid->addWidget(view, i / 3, i % 3);
        mCharts.push_back(view);
    }
    // One legend for the five charts, in the sixth place: six names in full do not fit under a
    // third of the window, and a variant has the same colour on every chart.
    mChartLegend = new QLabel(page);
    mChartLegend->setObjectName(QStringLiteral("compareChartLegend"));
    mChartLegend->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    mChartLegend->setWordWrap(true);
    mChartLegend->setMargin(12);
    grid->addWidget(mChartLegend, 1, 2);
    return page;
}

QWidget *CompareWindow::createParetoTab()
{
    auto *page = new QWidget(mTabs);
    auto *layout = new QVBoxLayout(page);
    auto *row = new QHBoxLayout;
    mParetoX = new QComboBox(page);
    mParetoY = new QComboBox(page);
    for (const HeadlineFigures::Figure &f : HeadlineFigures::all()) {
        mParetoX->addItem(QString::fromLatin1(f.label), QString::fromLatin1(f.key));
        mParetoY->addItem(QString::fromLatin1(f.label), QString::fromLatin1(f.key));
    }
    // The sweep's default axes (SweepPlot::defaultAxes): what a GPU-hour costs against how long training takes.
    mParetoX->setCurrentIndex(HeadlineFigures::indexOf("days_to_train"));
    mParetoY->setCurrentIndex(HeadlineFigures::indexOf("cost_per_gpu_hour"));
    row->addWidget(new QLabel(tr("Across"), page));
    row->addWidget(mParetoX);
    row->addWidget(new QLabel(tr("up"), page));
    row->addWidget(mParetoY);
    row->addStretch(1);
    mPareto = new QChartView(page);
    mPareto->setRenderHint(QPainter::Antialiasing);
    layout->addLayout(row);
    layout->addWidget(mPareto, 1);
    connect(mParetoX, &QComboBox::currentIndexChanged, this, [this] { composePareto(); });
    connect(mParetoY, &QComboBox::currentIndexChanged, this, [this] { composePareto(); });
    return page;
}

void CompareWindow::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mStale)
        refresh();
}

void CompareWindow::refresh()
{
    mRefreshTimer->stop();
    ++mGeneration;
    mEvaluated.clear();
    mPending.clear();
    mStale = false;
    fillList();
    compose();
}

void CompareWindow::fillList()
{
    // Keep the user's choice over a refresh; the first time (or after it emptied) the first six.
    std::vector<std::string> checked;
    for (int i = 0; i < mList->count(); ++i)
        if (mList->item(i)->checkState() == Qt::Checked)
            checked.push_back(mList->item(i)->data(kNameRole).toString().toStdString());
    const Project &project = mDocument->project();
    std::vector<std::string> names = ProjectVariants::names(project);
    if (names.empty())
        names.push_back(ProjectVariants::kFirstName);
    const std::string current = ProjectVariants::currentName(project);
    std::erase_if(checked, [&](const std::string &n) { return std::find(names.begin(), names.end(), n) == names.end(); });
    if (checked.empty())
        checked.assign(names.begin(), names.begin() + std::min<size_t>(names.size(), Comparison::kMaxDesigns));
    mUpdatingList = true;
    mList->clear();
    for (const std::string &name : names) {
        auto *item = new QListWidgetItem(name == current ? tr("%1 (editing)").arg(qs(name)) : qs(name), mList);
        item->setData(kNameRole, qs(name));
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        item->setCheckState(std::find(checked.begin(), checked.end(), name) != checked.end() ? Qt::Checked : Qt::Unchecked);
    }
    mUpdatingList = false;
    listChanged();
}

void CompareWindow::listChanged()
{
    if (mUpdatingList)
        return;
    mUpdatingList = true;
    QStringList checked;
    for (int i = 0; i < mList->count(); ++i)
        if (mList->item(i)->checkState() == Qt::Checked) {
            if (checked.size() >= Comparison::kMaxDesigns) {
                mList->item(i)->setCheckState(Qt::Unchecked);  // a seventh: the table would not read
                mSummary->setText(tr("At most %1 variants side by side.").arg(Comparison::kMaxDesigns));
                continue;
            }
            checked << mList->item(i)->data(kNameRole).toString();
        }
    const QString reference = mReference->currentText();
    mReference->clear();
    mReference->addItems(checked);
    mReference->setCurrentIndex(std::max<int>(0, int(checked.indexOf(reference))));
    mUpdatingList = false;
    compose();
}

void CompareWindow::choose(const std::vector<std::string> &names)
{
    mUpdatingList = true;
    for (int i = 0; i < mList->count(); ++i) {
        const std::string name = mList->item(i)->data(kNameRole).toString().toStdString();
        const bool on = std::find(names.begin(), names.end(), name) != names.end();
        mList->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    mReference->clear();
    mUpdatingList = false;
    listChanged();
    if (!names.empty())
        mReference->setCurrentText(qs(names.front()));
}

std::vector<std::string> CompareWindow::chosenNames() const
{
    std::vector<std::string> names;
    for (int i = 0; i < mReference->count(); ++i)
        names.push_back(mReference->itemText(i).toStdString());
    const int ref = mReference->currentIndex();
    if (ref > 0)
        std::rotate(names.begin(), names.begin() + ref, names.begin() + ref + 1);
    return names;
}

bool CompareWindow::evaluateMissing(const std::vector<std::string> &names)
{
    std::vector<std::string> missing;
    for (const std::string &name : names)
        if (!mEvaluated.count(name))
            missing.push_back(name);
    if (missing.empty())
        return false;
    // The workers read a copy of the design (the stored variants are shared, immutable), so the
    // user may go on editing; a result of an older design (generation) is dropped.
    const auto project = std::make_shared<const Project>(mDocument->project());
    const Catalog *builtIn = &mDocument->builtInCatalog();
    const int generation = mGeneration;
    for (const std::string &name : missing) {
        if (!mPending.insert(name).second)
            continue;
        mPool.start([this, project, builtIn, name, generation] {
            std::vector<VariantEvaluation::Design> one = VariantEvaluation::evaluate(*project, *builtIn, {name});
            std::shared_ptr<const VariantEvaluation::Design> design;
            if (!one.empty())
                design = std::make_shared<const VariantEvaluation::Design>(std::move(one.front()));
            // Queued to the window's thread; the destructor waits for the pool, so `this` is alive.
            QMetaObject::invokeMethod(this, [this, name, design, generation] { evaluated(name, design, generation); },
                                      Qt::QueuedConnection);
        });
    }
    return true;
}

void CompareWindow::evaluated(const std::string &name, std::shared_ptr<const VariantEvaluation::Design> design,
                              int generation)
{
    if (generation != mGeneration)
        return;
    mPending.erase(name);
    mEvaluated[name] = std::move(design);  // null: no such variant any more
    if (mPending.empty())
        compose();
}

void CompareWindow::compose()
{
    const std::vector<std::string> names = chosenNames();
    if (evaluateMissing(names) || !mPending.empty()) {
        // The tabs keep what they show until every chosen variant is evaluated.
        mSummary->setText(tr("Evaluating the variants..."));
        return;
    }
    mShown.clear();
    for (const std::string &name : names)
        if (const auto &d = mEvaluated[name])
            mShown.push_back(d);
    std::vector<Comparison::Input> inputs;
    for (const auto &d : mShown)
        inputs.push_back({d->name, &d->project, &d->analysis});
    mComparison = Comparison::build(inputs);
    CompareTable::fill(mTable, mComparison);
    CompareWarnings::fill(mWarnings, mComparison);
    composeCharts(mShown);
    composeFloors(mShown);
    composePareto();
    if (mShown.size() < 2)
        mSummary->setText(mDocument->project().variants.empty()
                              ? tr("The design has no variants yet: File > Save as Variant keeps it and goes on as a new one.")
                              : tr("Check a second variant to compare."));
    else if (mComparison.identical())
        mSummary->setText(tr("No differences: every figure is the same and no warning is added or removed."));
    else
        mSummary->setText(tr("%1 of %2 figures differ from %3.")
                              .arg(mComparison.differingRows())
                              .arg(mComparison.rows.size())
                              .arg(qs(mShown.front()->name)));
}

void CompareWindow::setChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;  // QChartView does not delete a chart it no longer shows
}

void CompareWindow::composeCharts(const Designs &designs)
{
    std::vector<VariantCharts::Design> series;
    for (const auto &d : designs)
        series.push_back({qs(d->name), &d->analysis});
    const QString currency = designs.empty() ? QString() : qs(designs.front()->project.site.currency);
    setChart(mCharts[0], VariantCharts::monthlyPue(series));
    setChart(mCharts[1], VariantCharts::cumulativeCost(series, currency, false));
    setChart(mCharts[2], VariantCharts::cumulativeCost(series, currency, true));
    setChart(mCharts[3], VariantCharts::phaseLoads(series));
    setChart(mCharts[4], VariantCharts::trainingDays(series));
    QString legend = tr("<p><b>Variants</b></p>");
    for (size_t i = 0; i < series.size(); ++i)
        legend += QStringLiteral("<p><span style='color:%1; font-size:14pt'>&#9632;</span>&nbsp;%2%3</p>")
                      .arg(ChartStyle::series(int(i)).name(), series[i].name.toHtmlEscaped(),
                           i == 0 ? tr(" (reference: solid line; the others dashed or dotted)") : QString());
    mChartLegend->setText(legend);
    for (QChartView *view : mCharts)
        view->chart()->legend()->setVisible(false);
}

void CompareWindow::composeFloors(const Designs &designs)
{
    auto *grid = new QWidget;
    auto *layout = new QGridLayout(grid);
    // Two across for up to four plans, three across for five or six: each as large as it can be.
    const int columns = designs.size() <= 4 ? 2 : 3;
    for (size_t i = 0; i < designs.size(); ++i) {
        const auto &d = designs[i];
        auto *plan = new FloorThumbnail(qs(d->name), d->project, d->catalog, d->analysis, d, grid);
        layout->addWidget(plan, int(i) / columns, int(i) % columns);
    }
    mFloors->setWidget(grid);  // deletes the previous grid
}

void CompareWindow::composePareto()
{
    const int x = std::max(0, mParetoX->currentIndex()), y = std::max(0, mParetoY->currentIndex());
    std::vector<double> xs, ys;
    for (size_t d = 0; d < mShown.size(); ++d) {
        xs.push_back(mComparison.rows[size_t(x)].values[d]);
        ys.push_back(mComparison.rows[size_t(y)].values[d]);
    }
    const HeadlineFigures::Figure &fx = HeadlineFigures::all()[size_t(x)], &fy = HeadlineFigures::all()[size_t(y)];
    // As `sweep --plot`: a figure with no better direction is minimised, as most are.
    const std::vector<bool> front = ParetoFront::of(xs, ys, fx.better != HeadlineFigures::Better::Higher,
                                                    fy.better != HeadlineFigures::Better::Higher);
    std::vector<ParetoChart::Point> points;
    for (size_t i = 0; i < xs.size(); ++i)
        points.push_back({xs[i], ys[i], bool(front[i])});
    const std::string currency = mShown.empty() ? std::string() : mShown.front()->project.site.currency;
    std::vector<QString> names;
    for (const auto &d : mShown)
        names.push_back(qs(d->name));
    QChart *chart = VariantCharts::pareto(points, names, tr("Pareto front of the variants"), axisTitle(x, currency),
                                          axisTitle(y, currency));
    setChart(mPareto, chart);
}

} // namespace dcs
