#include "coolingpage.h"
#include "displayformat.h"
#include "cooling/coolingresult.h"
#include "itpower/itpowerresult.h"
#include "cost/costresult.h"
#include "readonlytable.h"
#include "chartarea.h"
#include "chartpanel.h"
#include "coolingcharts.h"
#include "document/projectdocument.h"
#include "liquidloopspanel.h"
#include "thermalpanel.h"
#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace dcs {

namespace {
using ReadOnlyTable::cell;

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
    label->setContentsMargins(2, 4, 2, 2);
    return label;
}
} // namespace

CoolingPage::CoolingPage(const ProjectDocument *document, QWidget *parent) : QWidget(parent), mDocument(document)
{
    setObjectName(QStringLiteral("coolingPage"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(splitter);

    // The tables keep the height their rows need and scroll together in their own column when
    // the window is short (1280x800 leaves ~490 px): squeezed, the layout drew the capacity
    // heading over the comparison's last rows.
    auto *leftScroll = new QScrollArea(splitter);
    leftScroll->setObjectName(QStringLiteral("coolingTablesScroll"));
    leftScroll->setWidgetResizable(true);
    leftScroll->setFrameShape(QFrame::NoFrame);
    leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    leftScroll->setMinimumWidth(300 + leftScroll->verticalScrollBar()->sizeHint().width());  // the capacity table's four columns, none cut
    auto *left = new QWidget;
    auto *lv = new QVBoxLayout(left);
    lv->setContentsMargins(0, 0, 0, 0);
    lv->setSpacing(2);
    mClimate = new QLabel(left);
    mClimate->setWordWrap(true);
    mClimate->setStyleSheet(QStringLiteral("color: palette(dark);"));
    mComparisonHeading = heading(tr("Air vs liquid, same IT layout"), left);
    lv->addWidget(mComparisonHeading);
    lv->addWidget(mClimate);
    mComparison = ReadOnlyTable::create({tr("Figure"), tr("Air"), tr("Liquid")});
    mComparison->setObjectName(QStringLiteral("coolingComparison"));
    mComparison->setSelectionMode(QAbstractItemView::NoSelection);
    mComparison->setFocusPolicy(Qt::NoFocus);
    mComparison->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    mComparison->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mComparison->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    lv->addWidget(mComparison);
    lv->addWidget(heading(tr("Capacity checks (design, nameplate)"), left));
    mChecks = ReadOnlyTable::create({tr("Check"), tr("Result"), tr("Load / usable"), tr("Objects")});
    mChecks->setObjectName(QStringLiteral("coolingChecks"));
    mChecks->setToolTip(tr("Click a check to select its units or racks on the floor plan."));
    mChecks->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Names and ids share what the figures leave and elide (full text in their tooltips), so
    // the last column never runs past the right edge of a narrow page.
    mChecks->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    mChecks->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    mChecks->horizontalHeader()->setMinimumSectionSize(56);
    mChecks->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mChecks->setTextElideMode(Qt::ElideRight);
    mChecks->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // as tall as its rows (fillChecks)
    lv->addWidget(mChecks);
    auto *thermal = new ThermalPanel(left);  // issue 16: the thermal map's section
    lv->addWidget(thermal);
    connect(thermal, &ThermalPanel::objectsActivated, this, &CoolingPage::objectsActivated);
    lv->addStretch(1);
    leftScroll->setWidget(left);
    connect(mChecks, &QTableWidget::cellClicked, this, [this](int row, int) {
        std::vector<std::string> ids;
        if (QTableWidgetItem *item = mChecks->item(row, 0))
            for (const QString &id : item->data(Qt::UserRole).toStringList())
                ids.push_back(id.toStdString());
        if (!ids.empty())
            Q_EMIT objectsActivated(ids);
    });

    mMonthlyPue = new ChartPanel(&CoolingCharts::monthlyPue, splitter);
    mCumulativeCost = new ChartPanel(
        [document](const Analysis &a) {
            return CoolingCharts::cumulativeCost(a, QString::fromStdString(document->project().site.currency));
        },
        splitter);
    mEnergy = new ChartPanel(&CoolingCharts::energyByComponent, splitter);
    mMonthlyPue->setObjectName(QStringLiteral("monthlyPueChart"));
    mCumulativeCost->setObjectName(QStringLiteral("cumulativeCostChart"));
    mEnergy->setObjectName(QStringLiteral("energyChart"));
    mCharts = new ChartArea({{{mMonthlyPue, tr("PUE"), tr("Monthly PUE, air vs liquid")},
                              {mCumulativeCost, tr("Cost"), tr("Cumulative cost and break-even of liquid")},
                              {mEnergy, tr("Energy"), tr("Annual energy by component")}}},
                            QStringLiteral("coolingChartTabs"), 4, splitter);
    splitter->addWidget(leftScroll);
    splitter->addWidget(mCharts);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({leftScroll->minimumWidth(), 4000});  // the charts take what the tables leave

    // Across the whole page, not in the tables' column: the loop table's ten columns need the
    // width of both (1280x800 leaves the page ~700 px), and it keeps the height of its rows.
    mLoops = new LiquidLoopsPanel(this);
    outer->addWidget(mLoops);
    outer->setStretch(0, 1);
    connect(mLoops, &LiquidLoopsPanel::objectsActivated, this, &CoolingPage::objectsActivated);
}

void CoolingPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    mCharts->setTabbed(event->size().width() < kNarrowWidth);
}

QTabWidget *CoolingPage::chartTabs() const
{
    return mCharts->tabs();
}

bool CoolingPage::narrow() const
{
    return mCharts->isTabbed();
}

void CoolingPage::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    const CoolingResult &c = analysis->cooling;
    // The same devices, not the same watts (issue 30 item 3): liquid takes the server fans off
    // the IT load, and the line says by how much.
    const ItPowerResult &it = analysis->itPower;
    const DisplayFormat f;
    // Issue 34: which year ran (measured or synthesised) and what the plant's peak is sized on.
    const ArchitectureResult &design = c.design();
    QString text = tr("Climate %1 (%2), annual mean %3; peak sized on the %4 (%5 dry bulb, %6 wet bulb). Energy at the IT's %7 draw.")
                       .arg(QString::fromStdString(c.climateName),
                            c.climateMeasured ? tr("measured %1").arg(QString::fromStdString(c.climatePeriod))
                                              : tr("synthesised from normals"),
                            f.celsius(c.climateAnnualMeanC, 1), QString::fromStdString(design.peakBasis),
                            f.celsius(design.peakDryBulbC, 1), f.celsius(design.peakWetBulbC, 1),
                            QString::fromStdString(c.itPowerBasis));
    if (it.serverFansEnergyW > 0)
        text += tr(" Liquid's IT is %1 lower (%2): direct liquid cooling removes the server fans' share.")
                    .arg(f.kilowatts(it.serverFansEnergyW), f.percent(it.energyW > 0 ? it.serverFansEnergyW / it.energyW : 0.0, 1));
    mClimate->setText(text);
    mClimate->setToolTip(QString::fromStdString("Station: " + c.climateStation + "\nSource: " + c.climateSource +
                                                (c.climateCaveats.empty() ? "" : "\n" + c.climateCaveats)));
    fillComparison(*analysis);
    fillChecks(*analysis);
    findChild<ThermalPanel *>()->setAnalysis(analysis);
    mLoops->setAnalysis(analysis);
    mMonthlyPue->setAnalysis(analysis);
    mCumulativeCost->setAnalysis(analysis);
    mEnergy->setAnalysis(analysis);
}

QString CoolingPage::money(double value) const
{
    return DisplayFormat().compactMoney(value, QString::fromStdString(mDocument->project().site.currency));
}

void CoolingPage::fillComparison(const Analysis &an)
{
    const CoolingResult &c = an.cooling;
    const CostResult &k = an.cost;
    // Air and liquid bills where the verdict compared them; else the design's liquid option and
    // no air bill (never priced, issue 32 item 5).
    const ArchitectureCost none;
    const ArchitectureCost &airCost = k.airVsLiquid() ? k.reference : none;
    const ArchitectureCost &liquidCost = k.airVsLiquid() ? k.candidate : k.design();
    const DisplayFormat f;
    auto fixed = [&f](double v, int d) { return f.number(v, d); };
    auto mwh = [&f](double kwh) { return f.megawattHours(kwh / 1000.0, 0); };
    // Free hours in the cell (the narrow page's columns hold no more), all three in its tooltip;
    // a loop without heat has no hours.
    auto loopHours = [&f](const LoopHours &h) { return h.carriesHeat ? f.number(h.free) : tr("—"); };
    auto loopTip = [&f](const LoopHours &h) {
        return h.carriesHeat ? tr("%1 h free, %2 h partial, %3 h mechanical").arg(f.number(h.free), f.number(h.partial), f.number(h.mechanical))
                             : tr("The loop carries no heat in this architecture.");
    };
    struct Row {
        QString figure;
        QString air;
        QString liquid;
        QString tip;
        QString airTip = {};     // the cells' own tooltips, where a cell holds more than it shows
        QString liquidTip = {};
    };
    std::vector<Row> rows = {
        {tr("IT nameplate"), f.kilowatts(c.air.itNameplateW, 0), f.kilowatts(c.liquid.itNameplateW, 0),
         tr("Catalog maximum of every IT device plus the optics: what the plants are sized for. Liquid: without the "
            "server fan share that direct liquid cooling removes (catalog fan share × captured share).")},
        {tr("IT, %1 draw").arg(QString::fromStdString(c.itPowerBasis)), f.kilowatts(c.air.itPowerW, 0), f.kilowatts(c.liquid.itPowerW, 0),
         tr("The IT power of the energy, PUE and cost figures below (the cooling settings' IT power basis), optics "
            "included; liquid without the removed server fans.")},
        {tr("PUE, annual"), fixed(c.air.pue, 3), fixed(c.liquid.pue, 3), tr("Facility energy / IT energy over the climate year (The Green Grid, EN 50600-4-2).")},
        {tr("PUE, sizing peak"), fixed(c.air.peakPue, 3), fixed(c.liquid.peakPue, 3), tr("PUE at the sizing peak: the highest facility power over the year's hours and the site's ASHRAE design conditions.")},
        {tr("Peak facility power"), f.kilowatts(c.air.peakFacilityPowerW, 0), f.kilowatts(c.liquid.peakFacilityPowerW, 0), tr("Facility power at the sizing peak (the year's hours and the ASHRAE design conditions, whichever draws more): sizes the utility feed, switchgear and generators.")},
        {tr("Peak, year's hours"), f.kilowatts(c.air.yearPeakFacilityPowerW, 0), f.kilowatts(c.liquid.yearPeakFacilityPowerW, 0), tr("The highest facility power over the year's 8,760 hours alone, without the design conditions.")},
        {tr("pPUE cooling"), fixed(c.air.ppueCooling, 3), fixed(c.liquid.ppueCooling, 3), tr("(IT + cooling) / IT energy.")},
        {tr("pPUE distribution"), fixed(c.air.ppueDistribution, 3), fixed(c.liquid.ppueDistribution, 3), tr("(IT + transformer, UPS and PDU losses) / IT energy (WP 113 loss model).")},
        {tr("IT energy"), mwh(c.air.annualItKwh), mwh(c.liquid.annualItKwh), tr("Annual IT energy; liquid takes the removed server fan power off the IT load.")},
        {tr("Facility energy"), mwh(c.air.annualFacilityKwh), mwh(c.liquid.annualFacilityKwh), tr("IT + cooling + distribution losses + other, per year.")},
        {tr("Free h, air"), loopHours(c.air.airLoop), loopHours(c.liquid.airLoop),
         tr("Hours of the year the chilled-water plant (all heat of air, the residual air heat of liquid) runs without "
            "its chiller; partial and mechanical hours in each cell's tooltip. — : the loop carries no heat."),
         loopTip(c.air.airLoop), loopTip(c.liquid.airLoop)},
        {tr("Free h, liquid"), loopHours(c.air.liquidLoop), loopHours(c.liquid.liquidLoop),
         tr("Hours of the year the warm-water loop's dry coolers (or tower) carry the liquid heat alone, from its supply "
            "temperature, approach and heat rejection; partial hours (a trim chiller helps) in each cell's tooltip. "
            "— : the loop carries no heat (air architecture)."),
         loopTip(c.air.liquidLoop), loopTip(c.liquid.liquidLoop)},
        {tr("Energy cost / year"), money(c.air.annualEnergyCost), money(c.liquid.annualEnergyCost), tr("Facility energy at the site's electricity price.")},
        {tr("CO2 / year"), tr("%1 t").arg(fixed(c.air.annualCo2Kg / 1000, 0)), tr("%1 t").arg(fixed(c.liquid.annualCo2Kg / 1000, 0)), tr("Facility energy at the site's grid CO2 intensity.")},
        {tr("Capex"), money(airCost.capexTotal), money(liquidCost.capexTotal), tr("IT equipment, racks, cooling plant, electrical plant and building, priced line by line (Cost verdict tab).")},
        {tr("Opex / year"), money(airCost.opexPerYear), money(liquidCost.opexPerYear), tr("Energy, maintenance by plant, water and demand charges (Cost verdict tab).")},
        {tr("TCO, %1 years").arg(k.years), money(airCost.tco), money(liquidCost.tco), tr("Capex + years × opex.")},
        {tr("TCO liquid − air"), QString(), money(k.tcoDifference), tr("Negative: liquid costs less over the TCO period.")},
        {tr("Break-even of liquid"), QString(),
         !k.breakEvenYears ? tr("never") : *k.breakEvenYears <= 0 ? tr("at once") : tr("year %1").arg(fixed(*k.breakEvenYears, 1)),
         tr("When liquid's cumulative cost falls to air's (costs are linear in time).")},
        {tr("Disc. break-even"), QString(),
         !k.discountedBreakEvenYears ? tr("never") : *k.discountedBreakEvenYears <= 0 ? tr("at once") : tr("year %1").arg(fixed(*k.discountedBreakEvenYears, 1)),
         tr("When liquid's extra capex is repaid by its opex saving discounted at %1 %.").arg(fixed(k.discountRatePct, 1))},
        {tr("P(liquid cheaper)"), QString(), !an.complete ? tr("computing…") : k.monteCarlo.samples > 0 ? tr("%1 %").arg(fixed(k.monteCarlo.probabilityCandidateCheaper * 100.0, 0)) : tr("off"),
         tr("Share of %1 runs over every cost input's range in which liquid's TCO is lower.").arg(k.monteCarlo.samples)},
        {tr("Cost per GPU-hour"), money(airCost.costPerGpuHour), money(liquidCost.costPerGpuHour), tr("TCO / (GPUs × 8760 h × years × utilisation).")},
    };
    mComparisonHeading->setText(c.air.buildable ? tr("Air vs liquid, same IT layout") : tr("Liquid only: no air version exists"));
    mComparisonHeading->setToolTip(QString::fromStdString(c.air.notBuildableReason));
    if (!c.air.buildable) {
        // Issue 32 item 5: no air version of these systems exists, so none of its figures is
        // shown; the verdict's rows (liquid against air) have nothing to compare.
        const QString why = QString::fromStdString(c.air.notBuildableReason);
        const QString difference = tr("TCO liquid − air");
        size_t verdictRow = rows.size();  // the difference, both break-evens and P(liquid cheaper)
        for (size_t i = 0; i < rows.size(); ++i) {
            if (rows[i].figure == difference)
                verdictRow = i;
            rows[i].air = i == 0 ? tr("not buildable") : tr("—");
            rows[i].airTip = why;
            if (i >= verdictRow && i < verdictRow + 4) {
                rows[i].liquid = tr("—");
                rows[i].liquidTip = tr("No air alternative: the Cost verdict tab compares the liquid plant's heat rejection.");
            }
        }
    }
    mComparison->setRowCount(int(rows.size()));
    const QString design = tr(" (design)");
    mComparison->setHorizontalHeaderLabels({tr("Figure"), tr("Air") + (c.air.isDesign ? design : QString()),
                                            tr("Liquid") + (c.liquid.isDesign ? design : QString())});
    // Exactly as tall as its rows: the checks below take the rest of the column.
    mComparison->setFixedHeight(mComparison->horizontalHeader()->sizeHint().height() + int(rows.size()) * mComparison->verticalHeader()->defaultSectionSize() +
                                2 * mComparison->frameWidth());
    for (int i = 0; i < int(rows.size()); ++i) {
        auto *name = cell(rows[size_t(i)].figure, Qt::AlignLeft | Qt::AlignVCenter);
        name->setToolTip(rows[size_t(i)].tip);
        mComparison->setItem(i, 0, name);
        mComparison->setItem(i, 1, cell(rows[size_t(i)].air));
        mComparison->setItem(i, 2, cell(rows[size_t(i)].liquid));
        mComparison->item(i, 1)->setToolTip(rows[size_t(i)].airTip);
        mComparison->item(i, 2)->setToolTip(rows[size_t(i)].liquidTip);
    }
}

void CoolingPage::fillChecks(const Analysis &an)
{
    // As tall as its rows, like the comparison: the column scrolls as a whole.
    const int rows = int(an.cooling->checks.size());
    mChecks->setFixedHeight(mChecks->horizontalHeader()->sizeHint().height() + std::max(rows, 1) * mChecks->verticalHeader()->defaultSectionSize() +
                            2 * mChecks->frameWidth());
    const DisplayFormat f;
    mChecks->setRowCount(int(an.cooling->checks.size()));
    for (int i = 0; i < int(an.cooling->checks.size()); ++i) {
        const CapacityCheck &k = an.cooling->checks[size_t(i)];
        const CapacityCheckText &text = capacityCheckText(k.kind);
        const QString name = QString::fromUtf8(text.name), tip = QString::fromUtf8(text.explanation);
        QStringList ids;
        for (const std::string &id : k.objectIds)
            ids << QString::fromStdString(id);
        auto *first = cell(name, Qt::AlignLeft | Qt::AlignVCenter);
        first->setData(Qt::UserRole, ids);
        first->setToolTip(name + QStringLiteral(": ") + tip);  // the name may elide
        mChecks->setItem(i, 0, first);
        mChecks->setItem(i, 1, cell(k.ok ? tr("OK") : tr("FAIL"), Qt::AlignCenter));
        // The engine fills the per-rack checks' figures for the worst offender; when they pass,
        // say what was checked rather than print a meaningless ratio.
        QString figures = tr("%1 / %2").arg(f.kilowattNumber(k.loadW, 0), f.kilowatts(k.capacityW, 0));
        if (k.loadW <= 0 && k.capacityW <= 0)
            figures = tr("–");
        else if (k.kind == CapacityCheck::Kind::RearDoor && k.ok)
            figures = k.loadW > 0 ? tr("max %1 kW/rack").arg(f.kilowattNumber(k.loadW, 0)) : tr("–");
        else if (k.kind == CapacityCheck::Kind::RackDensity && k.ok)
            figures = tr("limit %1").arg(f.kilowatts(k.capacityW, 0));
        mChecks->setItem(i, 2, cell(figures));
        QString objects = ids.isEmpty() ? tr("none") : ids.mid(0, 3).join(QStringLiteral(", "));
        if (ids.size() > 3)
            objects += tr(" +%1 more").arg(ids.size() - 3);
        auto *objectsCell = cell(objects, Qt::AlignLeft | Qt::AlignVCenter);
        objectsCell->setToolTip(ids.join(QStringLiteral(", ")));
        mChecks->setItem(i, 3, objectsCell);
        if (!k.ok)
            for (int col = 0; col < 4; ++col) {
                mChecks->item(i, col)->setBackground(QColor(0xfd, 0xe2, 0xe2));
                mChecks->item(i, col)->setForeground(QColor(0xa3, 0x12, 0x12));
            }
    }
}

} // namespace dcs
