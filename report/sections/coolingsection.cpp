#include "coolingsection.h"
#include "coolingcharts.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <QStringList>

namespace dcs {

using ReportFormat::fmt;

// Where the year came from and what the plant is sized on (issue 34 item 3): a measured year
// from a weather file or one synthesised from normals; the ASHRAE design condition (or, without
// one, the year's hottest hour) that sets the peak.
QString CoolingSection::weatherParagraph(const CoolingResult &r)
{
    QString text = r.climateMeasured
                       ? QStringLiteral("Weather: the measured year of the %1 (%2).").arg(QString::fromStdString(r.climateSource),
                                                                                      QString::fromStdString(r.climatePeriod))
                       : QStringLiteral("Weather: a year synthesised hour by hour from monthly climate normals (%1).")
                             .arg(QString::fromStdString(r.climateSource));
    text += QStringLiteral(" Its hottest hour is %1.").arg(fmt.celsius(r.climateYearMaxDryBulbC, 1));
    const ArchitectureResult &d = r.design();
    if (r.climateDesign && r.climateDesign->sizesThePeak()) {
        const DesignConditions &dc = *r.climateDesign;
        QStringList pairs;
        if (dc.hasCooling())
            pairs << QStringLiteral("cooling 0.4 % %1 with %2 wet bulb")
                         .arg(fmt.celsius(dc.cooling04DryBulbC, 1), fmt.celsius(dc.cooling04MeanWetBulbC, 1));
        if (dc.hasEvaporation())
            pairs << QStringLiteral("evaporation 0.4 % %1 wet bulb with %2")
                         .arg(fmt.celsius(dc.evaporation04WetBulbC, 1), fmt.celsius(dc.evaporation04MeanDryBulbC, 1));
        text += QStringLiteral(" ASHRAE design conditions: %1 (%2).")
                    .arg(pairs.join(QStringLiteral(", ")), QString::fromStdString(dc.source));
    } else {
        text += QStringLiteral(" The climate has no ASHRAE design conditions: the peak is the year's peak hour, which a "
                               "typical year keeps below the 0.4 % design conditions.");
    }
    text += QStringLiteral(" The design's plant is sized on the %1 (%2 dry bulb, %3 wet bulb): peak facility power %4")
                .arg(QString::fromStdString(d.peakBasis), fmt.celsius(d.peakDryBulbC, 1), fmt.celsius(d.peakWetBulbC, 1),
                     fmt.kilowatts(d.peakFacilityPowerW));
    text += d.peakFacilityPowerW > d.yearPeakFacilityPowerW
                ? QStringLiteral(", against %1 at the year's own peak hour.").arg(fmt.kilowatts(d.yearPeakFacilityPowerW))
                : QStringLiteral(".");
    return text;
}

void CoolingSection::write(ReportWriter &w, const ReportContext &c) const
{
    const CoolingResult &r = c.analysis.cooling;
    const CostResult &cost = c.analysis.cost;
    const QString currency = QString::fromStdString(c.project.site.currency);
    w.heading(title());
    w.paragraph((r.air.buildable ? QStringLiteral("Climate: %1 (annual mean %2; %3). Both architectures are simulated hour by hour over "
                                                  "a year for the same IT layout; the design's own is %4. Liquid's IT power is lower "
                                                  "by the server fans that direct liquid cooling removes.")
                                 : QStringLiteral("Climate: %1 (annual mean %2; %3). The design (%4) is simulated hour by hour over a "
                                                  "year; its systems have no air-cooled version, so there is no air alternative."))
                    .arg(QString::fromStdString(r.climateName), fmt.celsius(r.climateAnnualMeanC, 1),
                         QString::fromStdString(r.climateStation), QString::fromStdString(r.designArchitecture)));
    w.paragraph(weatherParagraph(r));

    ReportTable t;
    t.columns = {{QStringLiteral("Figure"), 2.2}, {QStringLiteral("Air"), 1, true}, {QStringLiteral("Liquid"), 1, true}};
    const ArchitectureResult &a = r.air, &l = r.liquid;
    // Air and liquid bills where the verdict compared them; no air bill, and the design's liquid
    // option, when no air version of the systems exists (issue 32 item 5).
    const ArchitectureCost none;
    const ArchitectureCost &airCost = cost.airVsLiquid() ? cost.reference : none;
    const ArchitectureCost &liquidCost = cost.airVsLiquid() ? cost.candidate : cost.design();
    // IT power by its definitions (issue 30 item 3): the same devices, not the same watts.
    t.add({QStringLiteral("IT nameplate (sizes the plants)"), fmt.kilowatts(a.itNameplateW), fmt.kilowatts(l.itNameplateW)});
    t.add({QStringLiteral("IT, %1 draw (energy)").arg(QString::fromStdString(r.itPowerBasis)), fmt.kilowatts(a.itPowerW), fmt.kilowatts(l.itPowerW)});
    t.add({QStringLiteral("Server fan power removed by liquid (%1 draw)").arg(QString::fromStdString(r.itPowerBasis)),
           fmt.kilowatts(a.fanPowerRemovedW), fmt.kilowatts(l.fanPowerRemovedW)});
    t.add({QStringLiteral("PUE, annual"), fmt.number(a.pue, 3), fmt.number(l.pue, 3)});
    t.add({QStringLiteral("PUE at the sizing peak"), fmt.number(a.peakPue, 3), fmt.number(l.peakPue, 3)});
    t.add({QStringLiteral("Partial PUE, cooling"), fmt.number(a.ppueCooling, 3), fmt.number(l.ppueCooling, 3)});
    t.add({QStringLiteral("Partial PUE, power distribution"), fmt.number(a.ppueDistribution, 3), fmt.number(l.ppueDistribution, 3)});
    t.add({QStringLiteral("Peak facility power (sizes switchgear, generators)"), fmt.kilowatts(a.peakFacilityPowerW),
           fmt.kilowatts(l.peakFacilityPowerW)});
    t.add({QStringLiteral("Peak facility power, the year's hours alone"), fmt.kilowatts(a.yearPeakFacilityPowerW),
           fmt.kilowatts(l.yearPeakFacilityPowerW)});
    // Each heat-rejection loop's free hours (issue 30): the warm-water loop is free on its own
    // supply temperature, whatever the chilled-water plant beside it does.
    auto loopHours = [&](const LoopHours &h) {
        return h.carriesHeat ? QStringLiteral("%1 / %2").arg(fmt.number(h.free, 0), fmt.number(h.partial, 0)) : QStringLiteral("–");
    };
    t.add({QStringLiteral("Free / partial hours, air loop (chilled water)"), loopHours(a.airLoop), loopHours(l.airLoop)});
    t.add({QStringLiteral("Free / partial hours, liquid loop (warm water)"), loopHours(a.liquidLoop), loopHours(l.liquidLoop)});
    t.add({QStringLiteral("IT energy per year"), fmt.megawattHours(a.annualItKwh / 1000.0), fmt.megawattHours(l.annualItKwh / 1000.0)});
    t.add({QStringLiteral("Facility energy per year"), fmt.megawattHours(a.annualFacilityKwh / 1000.0),
           fmt.megawattHours(l.annualFacilityKwh / 1000.0)});
    t.add({QStringLiteral("Energy cost per year"), fmt.money(a.annualEnergyCost, currency), fmt.money(l.annualEnergyCost, currency)});
    t.add({QStringLiteral("CO₂ per year"), fmt.number(a.annualCo2Kg / 1000.0, 0) + QStringLiteral(" t"),
           fmt.number(l.annualCo2Kg / 1000.0, 0) + QStringLiteral(" t")});
    t.add({QStringLiteral("Capex"), fmt.money(airCost.capexTotal, currency), fmt.money(liquidCost.capexTotal, currency)});
    t.add({QStringLiteral("Opex per year"), fmt.money(airCost.opexPerYear, currency), fmt.money(liquidCost.opexPerYear, currency)});
    t.add({QStringLiteral("TCO over %1 years").arg(cost.years), fmt.money(airCost.tco, currency), fmt.money(liquidCost.tco, currency)}, {}, true);
    t.add({QStringLiteral("Cost per GPU-hour"), fmt.money(airCost.costPerGpuHour, currency, 2), fmt.money(liquidCost.costPerGpuHour, currency, 2)});
    if (!a.buildable)
        t.blankColumn(1, QStringLiteral("not buildable"));
    w.table(t);
    if (!a.buildable) {
        w.paragraph(QStringLiteral("%1 Its column is left empty: it is not priced or ranked; the cost verdict compares the "
                                   "liquid plant's heat rejection instead.")
                        .arg(QString::fromStdString(a.notBuildableReason)));
    } else {
        w.paragraph(cost.breakEvenYears
                    ? QStringLiteral("Liquid cooling breaks even with air after %1 years; over %2 years it %3 %4.")
                          .arg(fmt.number(*cost.breakEvenYears, 1))
                          .arg(cost.years)
                          .arg(cost.tcoDifference <= 0 ? QStringLiteral("saves") : QStringLiteral("costs"),
                               fmt.money(std::abs(cost.tcoDifference), currency))
                    : QStringLiteral("Liquid cooling does not break even with air within %1 years (TCO difference %2).")
                          .arg(cost.years)
                          .arg(fmt.money(cost.tcoDifference, currency)));
    }

    w.chart(200, [&] { return CoolingCharts::monthlyPue(c.analysis); }, r.air.buildable ? QStringLiteral("Monthly PUE of both architectures over the climate year.")
                                                                                        : QStringLiteral("Monthly PUE of the design over the climate year."));
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
        checks.add({QString::fromUtf8(capacityCheckText(k.kind).name) + (ids.isEmpty() ? QString() : QStringLiteral(" (") + ids.join(QStringLiteral(", ")) + QLatin1Char(')')), fmt.kilowatts(k.loadW), fmt.kilowatts(k.capacityW),
                    ok ? QStringLiteral("OK") : QStringLiteral("short")},
                   ok ? QColor() : QColor(0xfa, 0xdb, 0xd8));
    }
    w.table(checks);
}

} // namespace dcs
