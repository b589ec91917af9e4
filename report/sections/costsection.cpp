#include "costsection.h"
#include "costcharts.h"
#include "reportformat.h"
#include "engines/costlinepairs.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportwriter.h"
#include <algorithm>

namespace dcs {

namespace {

using ReportFormat::fmt;

// Both bills' lines in one table, matched by group and item (pairCostLines).
void addLines(ReportTable &t, const std::vector<CostLine> &air, const std::vector<CostLine> &liquid, const QString &currency)
{
    auto cellOf = [&](const CostLine *l) {
        if (!l)
            return QStringLiteral("–");
        return QStringLiteral("%1 (%2 %3)").arg(fmt.money(l->total, currency), fmt.number(l->quantity, l->quantity < 10 ? 1 : 0),
                                                 QString::fromStdString(l->unit));
    };
    for (const CostLinePair &row : pairCostLines(air, liquid))
        t.add({QString::fromStdString(row.any().group + ": " + row.any().item), cellOf(row.air), cellOf(row.liquid)});
}

} // namespace

void CostSection::write(ReportWriter &w, const ReportContext &c) const
{
    const CostResult &k = c.analysis.cost;
    const QString currency = QString::fromStdString(c.project.site.currency);
    w.heading(title());
    QString verdict = QStringLiteral("Over %1 years %2 is cheaper by %3 (net present value at %4 %: %5). Liquid breaks even %6 "
                                     "(discounted: %7).")
                          .arg(k.years)
                          .arg(k.tcoDifference < 0 ? QStringLiteral("liquid cooling") : QStringLiteral("air cooling"),
                               fmt.money(std::abs(k.tcoDifference), currency), fmt.number(k.discountRatePct, 1),
                               fmt.money(std::abs(k.npvDifference), currency), ReportFormat::breakEven(k.breakEvenYears),
                               ReportFormat::breakEven(k.discountedBreakEvenYears));
    if (k.monteCarlo.samples > 0)
        verdict += QStringLiteral(" Over the range of every cost input, liquid is cheaper in %1 % of %2 Monte Carlo runs "
                                  "(TCO liquid − air: P10 %3, P50 %4, P90 %5).")
                       .arg(fmt.number(k.monteCarlo.probabilityLiquidCheaper * 100.0, 0), fmt.number(k.monteCarlo.samples),
                            fmt.money(k.monteCarlo.p10, currency), fmt.money(k.monteCarlo.p50, currency),
                            fmt.money(k.monteCarlo.p90, currency));
    w.paragraph(verdict);
    w.paragraph(QStringLiteral("Both architectures are priced bottom-up for the same IT: each plant sized from the design's "
                               "heat with its redundancy, every line priced by an input whose value, range and source are "
                               "listed below. The design's architecture keeps its floor as drawn; the other re-packs the "
                               "same GPU servers under its rack power limit."));

    ReportTable bill;
    bill.columns = {{QStringLiteral("Item"), 2.2}, {QStringLiteral("Air"), 1.4, true}, {QStringLiteral("Liquid"), 1.4, true}};
    auto floor = [](const FloorFigures &f) {
        return QStringLiteral("%1 racks, %2 rows, %3 m²%4")
            .arg(f.racks)
            .arg(f.rows)
            .arg(fmt.number(f.areaM2, 0), f.asDrawn ? QString() : QStringLiteral(" (≤ %1 kW/rack)").arg(fmt.number(f.rackLimitKw, 0)));
    };
    bill.add({QStringLiteral("Floor"), floor(k.air.floor), floor(k.liquid.floor)});
    addLines(bill, k.air.capex, k.liquid.capex, currency);
    bill.add({QStringLiteral("Capex"), fmt.money(k.air.capexTotal, currency), fmt.money(k.liquid.capexTotal, currency)}, {}, true);
    addLines(bill, k.air.opex, k.liquid.opex, currency);
    bill.add({QStringLiteral("Opex per year"), fmt.money(k.air.opexPerYear, currency), fmt.money(k.liquid.opexPerYear, currency)}, {},
             true);
    bill.add({QStringLiteral("TCO over %1 years").arg(k.years), fmt.money(k.air.tco, currency), fmt.money(k.liquid.tco, currency)}, {},
             true);
    bill.add({QStringLiteral("NPV at %1 %").arg(fmt.number(k.discountRatePct, 1)), fmt.money(k.air.npv, currency),
              fmt.money(k.liquid.npv, currency)});
    bill.add({QStringLiteral("Water per year (WUE)"),
              QStringLiteral("%1 m³ (%2 L/kWh)").arg(fmt.number(k.air.waterM3PerYear, 0), fmt.number(k.air.wueLPerKwh, 2)),
              QStringLiteral("%1 m³ (%2 L/kWh)").arg(fmt.number(k.liquid.waterM3PerYear, 0), fmt.number(k.liquid.wueLPerKwh, 2))});
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
