#include "costpage.h"
#include "chartarea.h"
#include "chartpanel.h"
#include "chartstyle.h"
#include "costcharts.h"
#include "displayformat.h"
#include "cooling/coolingresult.h"
#include "readonlytable.h"
#include "document/projectdocument.h"
#include "cost/costlinepairs.h"
#include <QFont>
#include <QChart>
#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dcs {

using ReadOnlyTable::cell;

CostPage::CostPage(const ProjectDocument *document, QWidget *parent) : QWidget(parent), mDocument(document)
{
    setObjectName(QStringLiteral("costPage"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    mVerdict = new QLabel(this);
    mVerdict->setObjectName(QStringLiteral("costVerdict"));
    mVerdict->setWordWrap(true);
    mVerdict->setTextFormat(Qt::RichText);
    outer->addWidget(mVerdict);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(splitter, 1);

    mBill = new QTableWidget(0, 3, splitter);
    mBill->setObjectName(QStringLiteral("costBill"));
    mBill->setHorizontalHeaderLabels({tr("Item"), tr("Air"), tr("Liquid")});
    mBill->verticalHeader()->hide();
    mBill->verticalHeader()->setDefaultSectionSize(21);
    mBill->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mBill->setSelectionBehavior(QAbstractItemView::SelectRows);
    mBill->setWordWrap(false);
    mBill->setTextElideMode(Qt::ElideRight);
    mBill->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mBill->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    // No wider than the Cooling page needs: the tab widget takes its widest page as its minimum,
    // and a wider one would squeeze the docks at a laptop's 1280 px.
    mBill->setMinimumWidth(300);
    mBill->setToolTip(tr("Both bills line by line. Hover a line for its quantities, unit prices and the input that "
                         "prices it (Design > Site and Cooling > Cost inputs)."));

    mDiscounted = new ChartPanel([document](const Analysis &a) {
        return CostCharts::discountedCost(a, QString::fromStdString(document->project().site.currency));
    });
    // The runner's first pass has no tornado or Monte Carlo run yet (AnalysisRunner): an empty
    // chart that says so, not the last design's figures.
    auto computing = [](const QString &title) {
        auto *chart = new QChart;
        ChartStyle::apply(chart, tr("%1: computing…").arg(title));
        return chart;
    };
    mTornado = new ChartPanel([document, computing](const Analysis &a) {
        return a.complete ? CostCharts::tornado(a, QString::fromStdString(document->project().site.currency))
                          : computing(tr("What decides the verdict"));
    });
    mMonteCarlo = new ChartPanel([document, computing](const Analysis &a) {
        return a.complete ? CostCharts::monteCarlo(a, QString::fromStdString(document->project().site.currency))
                          : computing(tr("Monte Carlo run"));
    });
    mDiscounted->setObjectName(QStringLiteral("discountedCostChart"));
    mTornado->setObjectName(QStringLiteral("tornadoChart"));
    mMonteCarlo->setObjectName(QStringLiteral("monteCarloChart"));
    mCharts = new ChartArea({{{mTornado, tr("Tornado"), tr("The inputs that decide the verdict")},
                              {mDiscounted, tr("Discounted"), tr("Cumulative cost, opex discounted")},
                              {mMonteCarlo, tr("Monte Carlo"), tr("Distribution of the TCO difference")}}},
                            QStringLiteral("costChartTabs"), 4, splitter);
    splitter->addWidget(mBill);
    splitter->addWidget(mCharts);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({360, 4000});  // at 1280 px the tornado needs ~370 px for its input names
}

void CostPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    mCharts->setTabbed(event->size().width() < kNarrowWidth);
}

QTabWidget *CostPage::chartTabs() const { return mCharts->tabs(); }

QString CostPage::money(double value) const
{
    return DisplayFormat().compactMoney(value, QString::fromStdString(mDocument->project().site.currency));
}

void CostPage::setAnalysis(const AnalysisPtr &analysis)
{
    if (!analysis)
        return;
    const CostResult &k = analysis->cost;
    const DisplayFormat f;
    auto years = [&f](const std::optional<double> &y) {
        return !y ? tr("never") : *y <= 0 ? tr("at once") : tr("year %1").arg(f.number(*y, 1));
    };
    const QString ref = QString::fromStdString(k.reference.label), cand = QString::fromStdString(k.candidate.label);
    QString text;
    if (!k.airVsLiquid())
        text = tr("<b>No air alternative:</b> %1 The verdict compares the liquid plant's heat rejection. ")
                   .arg(QString::fromStdString(k.airNotBuildable).toHtmlEscaped());
    const QString candPhrase = QString::fromStdString(k.candidate.phrase);
    // "Liquid is cheaper", or in full: "Liquid cooling on cooling towers is cheaper".
    const ArchitectureCost &winner = k.tcoDifference < 0 ? k.candidate : k.reference;
    QString cheaper = QString::fromStdString(k.airVsLiquid() ? winner.label : winner.phrase);
    if (!cheaper.isEmpty())
        cheaper[0] = cheaper[0].toUpper();
    text += tr("<b>%1 is cheaper over %2 years by %3</b> (NPV at %4 %: %5). ")
                .arg(cheaper)
                .arg(k.years)
                .arg(money(std::abs(k.tcoDifference)), f.number(k.discountRatePct, 1), money(-k.npvDifference));
    // Cheaper up front and dearer to run, the candidate has no break-even: say when the
    // reference's running saving repays its larger capex instead of "never".
    if (k.candidateCheaperUpFrontDearerToRun) {
        QString candidateFirst = candPhrase;
        if (!candidateFirst.isEmpty())
            candidateFirst[0] = candidateFirst[0].toUpper();
        text += tr("%1 costs less up front and more to run: %2 repays its larger capex %3 (discounted: %4).")
                    .arg(candidateFirst, QString::fromStdString(k.reference.phrase),
                         k.referenceCatchUpYears ? tr("in year %1").arg(f.number(*k.referenceCatchUpYears, 1)) : tr("never"),
                         k.discountedReferenceCatchUpYears ? tr("year %1").arg(f.number(*k.discountedReferenceCatchUpYears, 1))
                                                           : tr("never"));
    } else {
        text += tr("Break-even of %1: %2, discounted %3.")
                    .arg(candPhrase, years(k.breakEvenYears), years(k.discountedBreakEvenYears));
    }
    if (!analysis->complete)
        text += tr(" Tornado and Monte Carlo run: computing…");
    else if (k.monteCarlo.samples > 0)
        text += tr(" Over every input's range %1 is cheaper in <b>%2 %</b> of %3 runs (P10 %4, P50 %5, P90 %6 "
                   "%7 − %8).")
                    .arg(candPhrase, f.number(k.monteCarlo.probabilityCandidateCheaper * 100.0, 0),
                         f.number(k.monteCarlo.samples), money(k.monteCarlo.p10), money(k.monteCarlo.p50),
                         money(k.monteCarlo.p90), cand.toLower(), ref.toLower());
    if (!k.tornado.empty())
        text += tr(" Most influential: %1.").arg(QString::fromStdString(k.tornado.front().label).toHtmlEscaped());
    if (k.location.how == "fallback" && !k.location.userFactor)
        text += tr(" No construction market for “%1”: plant and building at the US prices.")
                    .arg(QString::fromStdString(mDocument->project().site.location).toHtmlEscaped());
    else
        text += tr(" Built in %1: plant and building at %2 × the US prices.")
                    .arg(QString::fromStdString(k.location.name).toHtmlEscaped(), f.number(k.location.factor, 2));
    mVerdict->setText(text);
    fillBill(*analysis);
    mDiscounted->setAnalysis(analysis);
    mTornado->setAnalysis(analysis);
    mMonteCarlo->setAnalysis(analysis);
}

void CostPage::fillBill(const Analysis &an)
{
    const CostResult &k = an.cost;
    const DisplayFormat f;
    struct Row {
        QString item, reference, candidate, tip;
        bool heading = false;
        bool total = false;
    };
    std::vector<Row> rows;
    auto heading = [&rows](const QString &title) { rows.push_back({title, {}, {}, {}, true, false}); };
    auto qty = [&f](const CostLine &l) { return tr("%1 %2").arg(f.number(l.quantity, l.quantity < 10 ? 1 : 0), QString::fromStdString(l.unit)); };
    // Lines of both bills in one table: matched by group and item, in the order they come.
    const QString refLabel = QString::fromStdString(k.reference.label), candLabel = QString::fromStdString(k.candidate.label);
    auto addLines = [&](const std::vector<CostLine> &reference, const std::vector<CostLine> &candidate, bool perYear) {
        std::string group;
        for (const CostLinePair &row : pairCostLines(reference, candidate)) {
            const CostLine *a = row.reference, *l = row.candidate;
            const CostLine &any = row.any();
            QString tip = QString::fromStdString(any.group + ": " + any.item);
            if (!any.inputKey.empty())
                tip += tr("\nPriced by %1").arg(QString::fromStdString(any.inputKey));
            if (a)
                tip += tr("\n%1: %2 × %3").arg(refLabel, qty(*a), perYear ? f.number(a->unitPrice, 4) : money(a->unitPrice));
            if (l)
                tip += tr("\n%1: %2 × %3").arg(candLabel, qty(*l), perYear ? f.number(l->unitPrice, 4) : money(l->unitPrice));
            const QString prefix = any.group != group ? QString::fromStdString(any.group) + QStringLiteral(": ") : QStringLiteral("   ");
            group = any.group;
            rows.push_back({prefix + QString::fromStdString(any.item), a ? money(a->total) : tr("–"), l ? money(l->total) : tr("–"),
                            tip});
        }
    };
    heading(tr("Floor"));
    auto floorNote = [&f](const FloorFigures &fl) {
        return fl.asDrawn ? tr("as drawn") : tr("re-packed ≤ %1 kW/rack").arg(f.number(fl.rackLimitKw, 0));
    };
    const QString floorTip = tr("The design's architecture keeps its floor as drawn; the other re-packs the same GPU servers "
                                "under its rack power limit, with the design's white space per rack.\n%1: %2\n%3: %4")
                                 .arg(refLabel, floorNote(k.reference.floor), candLabel, floorNote(k.candidate.floor));
    rows.push_back({tr("Racks"), f.number(k.reference.floor.racks), f.number(k.candidate.floor.racks), floorTip});
    rows.push_back({tr("Rows"), f.number(k.reference.floor.rows), f.number(k.candidate.floor.rows), floorTip});
    rows.push_back({tr("White space"), tr("%1 m²").arg(f.number(k.reference.floor.areaM2, 0)), tr("%1 m²").arg(f.number(k.candidate.floor.areaM2, 0)),
                    floorTip});
    heading(tr("Capex"));
    addLines(k.reference.capex, k.candidate.capex, false);
    rows.push_back({tr("Capex total"), money(k.reference.capexTotal), money(k.candidate.capexTotal), {}, false, true});
    rows.push_back({tr("Facility capex per MW of IT"), tr("%1/MW").arg(money(k.reference.facilityCapexPerMw)),
                    tr("%1/MW").arg(money(k.candidate.facilityCapexPerMw)),
                    tr("Cooling + electrical + building, over the IT nameplate (servers and racks excluded).\n"
                       "Cushman & Wakefield's 2025 guide: 9.3 to 15.0 M USD per MW of critical load across 19 US "
                       "markets, 11.7 on average.")});
    heading(tr("Opex per year"));
    addLines(k.reference.opex, k.candidate.opex, true);
    rows.push_back({tr("Opex per year"), money(k.reference.opexPerYear), money(k.candidate.opexPerYear), {}, false, true});
    heading(tr("Over %1 years").arg(k.years));
    rows.push_back({tr("TCO"), money(k.reference.tco), money(k.candidate.tco), tr("Capex + years × opex."), false, true});
    rows.push_back({tr("NPV of cost at %1 %").arg(f.number(k.discountRatePct, 1)), money(k.reference.npv), money(k.candidate.npv),
                    tr("Capex + opex discounted at the discount rate."), false, true});
    rows.push_back({tr("Cost per GPU-hour"), money(k.reference.costPerGpuHour), money(k.candidate.costPerGpuHour),
                    tr("TCO / (GPUs × 8760 h × years × utilisation).")});
    rows.push_back({tr("Water per year"), tr("%1 m³").arg(f.number(k.reference.waterM3PerYear, 0)), tr("%1 m³").arg(f.number(k.candidate.waterM3PerYear, 0)),
                    tr("Cooling-tower make-up water.")});
    rows.push_back({tr("WUE"), tr("%1 L/kWh").arg(f.number(k.reference.wueLPerKwh, 2)), tr("%1 L/kWh").arg(f.number(k.candidate.wueLPerKwh, 2)),
                    tr("Site water (L) / IT energy (kWh), The Green Grid WUE.")});

    mBill->setRowCount(int(rows.size()));
    const QString design = tr(" (design)");
    // "Liquid, dry coolers (design)" on three lines: the columns size to their headers, and the
    // item column must keep its room.
    auto header = [&design](QString label, bool isDesign) {
        label.replace(QStringLiteral(", "), QStringLiteral(",\n"));
        if (isDesign)
            label += (label.contains(QLatin1Char('\n')) ? QStringLiteral("\n") : QStringLiteral(" ")) + design.trimmed();
        return label;
    };
    mBill->setHorizontalHeaderLabels({tr("Item"), header(refLabel, k.reference.isDesign), header(candLabel, k.candidate.isDesign)});
    for (int i = 0; i < int(rows.size()); ++i) {
        const Row &r = rows[size_t(i)];
        QTableWidgetItem *items[3] = {cell(r.item, Qt::AlignLeft | Qt::AlignVCenter), cell(r.reference), cell(r.candidate)};
        for (int c = 0; c < 3; ++c) {
            if (r.heading || r.total) {
                QFont font = items[c]->font();
                font.setBold(true);
                items[c]->setFont(font);
            }
            if (r.heading)
                items[c]->setBackground(palette().alternateBase());
            if (!r.tip.isEmpty())
                items[c]->setToolTip(r.tip);
            mBill->setItem(i, c, items[c]);
        }
    }
}

} // namespace dcs
