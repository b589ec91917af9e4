#include "costsection.h"
#include "costpaybacktext.h"
#include "costcharts.h"
#include "reportformat.h"
#include "cost/costlinepairs.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportwriter.h"
#include <algorithm>

namespace dcs {

namespace {

using ReportFormat::fmt;

// Both bills' lines in one table, matched by group and item (pairCostLines).
void addLines(ReportTable &t, const std::vector<CostLine> &reference, const std::vector<CostLine> &candidate, const QString &currency)
{
    auto cellOf = [&](const CostLine *l) {
        if (!l)
            return QStringLiteral("–");
        return QStringLiteral("%1 (%2 %3)").arg(fmt.money(l->total, currency), fmt.number(l->quantity, l->quantity < 10 ? 1 : 0),
                                                 QString::fromStdString(l->unit));
    };
    for (const CostLinePair &row : pairCostLines(reference, candidate))
        t.add({QString::fromStdString(row.any().group + ": " + row.any().item), cellOf(row.reference), cellOf(row.candidate)});
}

} // namespace

void CostSection::write(ReportWriter &w, const ReportContext &c) const
{
    const CostResult &k = c.analysis.cost;
    const QString currency = QString::fromStdString(c.project.site.currency);
    w.heading(k.airVsLiquid() ? QStringLiteral("Cost verdict: air vs liquid") : QStringLiteral("Cost verdict: liquid heat rejection"));
    // The verdict's options: air and liquid, or (no air version of the systems) the liquid loop on
    // dry coolers and on cooling towers (issue 32 item 5).
    const QString ref = QString::fromStdString(k.reference.label), cand = QString::fromStdString(k.candidate.label);
    const QString refPhrase = QString::fromStdString(k.reference.phrase), candPhrase = QString::fromStdString(k.candidate.phrase);
    if (!k.airVsLiquid())
        w.paragraph(QStringLiteral("No air alternative: %1 Air is therefore not priced; the verdict compares how the liquid "
                                   "plant rejects its heat, on dry coolers or on cooling towers, each with trim chillers for "
                                   "the hours beyond its reach.")
                        .arg(QString::fromStdString(k.airNotBuildable)));
    QString verdict = QStringLiteral("Over %1 years %2 is cheaper by %3 (net present value at %4 %: %5). ")
                          .arg(k.years)
                          .arg(k.tcoDifference < 0 ? candPhrase : refPhrase, fmt.money(std::abs(k.tcoDifference), currency),
                               fmt.number(k.discountRatePct, 1), fmt.money(std::abs(k.npvDifference), currency));
    verdict += costPaybackText(k);
    if (k.monteCarlo.samples > 0)
        verdict += QStringLiteral(" Over the range of every cost input, %1 is cheaper in %2 % of %3 Monte Carlo runs "
                                  "(TCO %4 − %5: P10 %6, P50 %7, P90 %8).")
                       .arg(candPhrase, fmt.number(k.monteCarlo.probabilityCandidateCheaper * 100.0, 0),
                            fmt.number(k.monteCarlo.samples), cand.toLower(), ref.toLower(), fmt.money(k.monteCarlo.p10, currency),
                            fmt.money(k.monteCarlo.p50, currency), fmt.money(k.monteCarlo.p90, currency));
    w.paragraph(verdict);
    w.paragraph(k.airVsLiquid()
                    ? QStringLiteral("Both architectures are priced bottom-up for the same IT: each plant sized from the design's "
                                     "heat with its redundancy, every line priced by an input whose value, range and source are "
                                     "listed below. The design's architecture keeps its floor as drawn; the other re-packs the "
                                     "same GPU servers under its rack power limit.")
                    : QStringLiteral("Both options are priced bottom-up for the same IT on the floor as drawn: each plant sized "
                                     "from the design's heat with its redundancy, every line priced by an input whose value, "
                                     "range and source are listed below."));

    const CostLocation &where = k.location;
    const QString whereText =
        where.how == "fallback" && !where.userFactor
            ? QStringLiteral("Where it is built: no construction market of the cost indices covers “%1”; the building and "
                             "the installed plant are priced at the US unit prices (%2).")
                  .arg(QString::fromStdString(c.project.site.location), QString::fromStdString(where.source))
            : QStringLiteral("Where it is built: %1, the building and the installed cooling and electrical plant at %2 × the "
                             "US unit prices (%3%4); equipment at list price as listed.")
                  .arg(QString::fromStdString(where.name), fmt.number(where.factor, 2),
                       where.userFactor ? QStringLiteral("the factor set for this design; the market's index: ") : QString(),
                       QString::fromStdString(where.source));
    w.paragraph(whereText);

    ReportTable bill;
    bill.columns = {{QStringLiteral("Item"), 2.2}, {ref, 1.4, true}, {cand, 1.4, true}};
    auto floor = [](const FloorFigures &f) {
        return QStringLiteral("%1 racks, %2 rows, %3 m²%4")
            .arg(f.racks)
            .arg(f.rows)
            .arg(fmt.number(f.areaM2, 0), f.asDrawn ? QString() : QStringLiteral(" (≤ %1 kW/rack)").arg(fmt.number(f.rackLimitKw, 0)));
    };
    bill.add({QStringLiteral("Floor"), floor(k.reference.floor), floor(k.candidate.floor)});
    addLines(bill, k.reference.capex, k.candidate.capex, currency);
    bill.add({QStringLiteral("Capex"), fmt.money(k.reference.capexTotal, currency), fmt.money(k.candidate.capexTotal, currency)}, {}, true);
    bill.add({QStringLiteral("Facility capex per MW of IT"), fmt.compactMoney(k.reference.facilityCapexPerMw, currency) + QStringLiteral(" per MW"),
              fmt.compactMoney(k.candidate.facilityCapexPerMw, currency) + QStringLiteral(" per MW")});
    addLines(bill, k.reference.opex, k.candidate.opex, currency);
    bill.add({QStringLiteral("Opex per year"), fmt.money(k.reference.opexPerYear, currency), fmt.money(k.candidate.opexPerYear, currency)}, {},
             true);
    bill.add({QStringLiteral("TCO over %1 years").arg(k.years), fmt.money(k.reference.tco, currency), fmt.money(k.candidate.tco, currency)}, {},
             true);
    bill.add({QStringLiteral("NPV at %1 %").arg(fmt.number(k.discountRatePct, 1)), fmt.money(k.reference.npv, currency),
              fmt.money(k.candidate.npv, currency)});
    bill.add({QStringLiteral("Water per year (WUE)"),
              QStringLiteral("%1 m³ (%2 L/kWh)").arg(fmt.number(k.reference.waterM3PerYear, 0), fmt.number(k.reference.wueLPerKwh, 2)),
              QStringLiteral("%1 m³ (%2 L/kWh)").arg(fmt.number(k.candidate.waterM3PerYear, 0), fmt.number(k.candidate.wueLPerKwh, 2))});
    w.table(bill);

    w.heading(QStringLiteral("Which assumption decides?"), 2);
    w.chart(230, [&] { return CostCharts::tornado(c.analysis, currency); },
            QStringLiteral("TCO difference with one input at the low or high end of its range, the others at base."));
    ReportTable inputs;
    inputs.columns = {{QStringLiteral("Input"), 1.6},          {QStringLiteral("Low / base / high"), 1.4, true},
                      {QStringLiteral("TCO diff. at low"), 1, true}, {QStringLiteral("at high"), 1, true},
                      {QStringLiteral("Source of the range"), 2.6}};
    const size_t n = std::min<size_t>(k.tornado.size(), CostCharts::kTornadoBars);
    for (size_t i = 0; i < n; ++i) {
        const TornadoBar &b = k.tornado[i];
        inputs.add({QString::fromStdString(b.label) + (b.flipsVerdict ? QStringLiteral(" (flips)") : QString()),
                    QStringLiteral("%1 / %2 / %3 %4").arg(fmt.number(b.low, 2), fmt.number(b.base, 2), fmt.number(b.high, 2),
                                                          QString::fromStdString(b.unit)),
                    fmt.money(b.differenceAtLow, currency), fmt.money(b.differenceAtHigh, currency), QString::fromStdString(b.source)},
                   b.flipsVerdict ? QColor(0xfd, 0xf0, 0xd5) : QColor());
    }
    w.table(inputs);
    w.chart(200, [&] { return CostCharts::discountedCost(c.analysis, currency); },
            QStringLiteral("Cumulative cost with opex discounted to today; the marker is the discounted break-even."));
    if (k.monteCarlo.samples > 0)
        w.chart(200, [&] { return CostCharts::monteCarlo(c.analysis, currency); },
                QStringLiteral("Monte Carlo: %1 runs, every input triangular on its low, base and high (seed %2).")
                    .arg(k.monteCarlo.samples)
                    .arg(k.monteCarlo.seed));
}

} // namespace dcs
