#include "coolingsection.h"
#include "coolingcharts.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <QStringList>

namespace dcs {

using namespace ReportFormat;

void CoolingSection::write(ReportWriter &w, const ReportContext &c) const
{
    const CoolingResult &r = c.analysis.cooling;
    const CostResult &cost = c.analysis.cost;
    const QString currency = QString::fromStdString(c.project.site.currency);
    w.heading(title());
    w.paragraph(QStringLiteral("Climate: %1 (annual mean %2 °C; %3). Both architectures are simulated hour by hour over "
                               "a year for the same IT layout; the design's own is %4.")
                    .arg(QString::fromStdString(r.climateName), number(r.climateAnnualMeanC, 1),
                         QString::fromStdString(r.climateStation), QString::fromStdString(r.designArchitecture)));

    ReportTable t;
    t.columns = {{QStringLiteral("Figure"), 2.2}, {QStringLiteral("Air"), 1, true}, {QStringLiteral("Liquid"), 1, true}};
    const ArchitectureResult &a = r.air, &l = r.liquid;
    t.add({QStringLiteral("IT power (%1)").arg(QString::fromStdString(r.itPowerBasis)), kilowatts(a.itPowerW), kilowatts(l.itPowerW)});
    t.add({QStringLiteral("Server fan power removed by liquid"), kilowatts(a.fanPowerRemovedW), kilowatts(l.fanPowerRemovedW)});
    t.add({QStringLiteral("PUE, annual"), number(a.pue, 3), number(l.pue, 3)});
    t.add({QStringLiteral("PUE, peak hour"), number(a.peakPue, 3), number(l.peakPue, 3)});
    t.add({QStringLiteral("Partial PUE, cooling"), number(a.ppueCooling, 3), number(l.ppueCooling, 3)});
    t.add({QStringLiteral("Partial PUE, power distribution"), number(a.ppueDistribution, 3), number(l.ppueDistribution, 3)});
    t.add({QStringLiteral("Peak facility power"), kilowatts(a.peakFacilityPowerW), kilowatts(l.peakFacilityPowerW)});
    t.add({QStringLiteral("IT energy per year"), megawattHours(a.annualItKwh / 1000.0), megawattHours(l.annualItKwh / 1000.0)});
    t.add({QStringLiteral("Facility energy per year"), megawattHours(a.annualFacilityKwh / 1000.0),
           megawattHours(l.annualFacilityKwh / 1000.0)});
    t.add({QStringLiteral("Energy cost per year"), money(a.annualEnergyCost, currency), money(l.annualEnergyCost, currency)});
    t.add({QStringLiteral("CO₂ per year"), number(a.annualCo2Kg / 1000.0, 0) + QStringLiteral(" t"),
           number(l.annualCo2Kg / 1000.0, 0) + QStringLiteral(" t")});
    t.add({QStringLiteral("Capex"), money(cost.air.capexTotal, currency), money(cost.liquid.capexTotal, currency)});
    t.add({QStringLiteral("Opex per year"), money(cost.air.opexPerYear, currency), money(cost.liquid.opexPerYear, currency)});
    t.add({QStringLiteral("TCO over %1 years").arg(cost.years), money(cost.air.tco, currency), money(cost.liquid.tco, currency)}, {}, true);
    t.add({QStringLiteral("Cost per GPU-hour"), money(cost.air.costPerGpuHour, currency, 2), money(cost.liquid.costPerGpuHour, currency, 2)});
    w.table(t);
    w.paragraph(cost.breakEvenYears
                    ? QStringLiteral("Liquid cooling breaks even with air after %1 years; over %2 years it %3 %4.")
                          .arg(number(*cost.breakEvenYears, 1))
                          .arg(cost.years)
                          .arg(cost.tcoDifference <= 0 ? QStringLiteral("saves") : QStringLiteral("costs"),
                               money(std::abs(cost.tcoDifference), currency))
                    : QStringLiteral("Liquid cooling does not break even with air within %1 years (TCO difference %2).")
                          .arg(cost.years)
                          .arg(money(cost.tcoDifference, currency)));

    w.chart(200, [&] { return CoolingCharts::monthlyPue(c.analysis); }, QStringLiteral("Monthly PUE of both architectures over the climate year."));
    w.chart(210, [&] { return CoolingCharts::cumulativeCost(c.analysis, currency); },
            QStringLiteral("Cumulative cost (capex, then opex per year) over the TCO period; the marker is the break-even."));
    w.chart(210, [&] { return CoolingCharts::energyByComponent(c.analysis); }, QStringLiteral("Annual energy by component."));

    w.heading(QStringLiteral("Capacity checks"), 2);
    ReportTable checks;
    checks.columns = {{QStringLiteral("Check"), 2.6}, {QStringLiteral("Load"), 0.9, true},
                      {QStringLiteral("Capacity"), 0.9, true}, {QStringLiteral("Result"), 0.7}};
    for (const CapacityCheck &k : r.checks) {
        const bool ok = k.ok;
        QStringList ids;
        for (size_t i = 0; i < k.objectIds.size() && i < 4; ++i)
            ids << QString::fromStdString(k.objectIds[i]);
        if (k.objectIds.size() > 4)
            ids << QStringLiteral("+%1").arg(k.objectIds.size() - 4);
        checks.add({QString::fromStdString(k.check) + (ids.isEmpty() ? QString() : QStringLiteral(" (") + ids.join(QStringLiteral(", ")) + QLatin1Char(')')), kilowatts(k.loadW), kilowatts(k.capacityW),
                    ok ? QStringLiteral("OK") : QStringLiteral("short")},
                   ok ? QColor() : QColor(0xfa, 0xdb, 0xd8));
    }
    w.table(checks);
}

} // namespace dcs
