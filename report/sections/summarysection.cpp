#include "summarysection.h"
#include "costpaybacktext.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include "inventory/inventoryresult.h"
#include "itpower/itpowerresult.h"
#include "network/networkresult.h"
#include "power/powerresult.h"
#include "training/trainingresult.h"
#include "project/project.h"
#include "coolingcharts.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <algorithm>
#include <cmath>

namespace dcs {

using ReportFormat::fmt;

namespace {
constexpr size_t kFindings = 5;  // errors and warnings named on the summary page
} // namespace

void SummarySection::write(ReportWriter &w, const ReportContext &c) const
{
    const Analysis &a = c.analysis;
    const QString currency = QString::fromStdString(c.project.site.currency);
    w.heading(title());

    int switches = 0;
    double worstOversubscription = 0;
    for (const NetworkFabricResult &n : a.network->networks) {
        switches += n.leaves + n.spines + n.cores;
        worstOversubscription = std::max(worstOversubscription, n.endToEndOversubscription);
    }
    const auto count = [&](Warning::Severity s) {
        return std::count_if(a.warnings.begin(), a.warnings.end(), [s](const Warning &x) { return x.severity == s; });
    };
    const long errors = count(Warning::Severity::Error);
    const long warnings = count(Warning::Severity::Warning);

    // IT power by its definitions (issue 30 item 3, docs/it-power.md): each figure says which it is.
    const ItPowerResult &it = a.itPower;
    w.paragraph(QStringLiteral("%1 GPUs in %2 GPU nodes on %3 racks. IT nameplate %4 (devices %5 and fabric optics "
                               "%6) sizes the UPS and the cooling plants; the PDUs, breakers and feeds carry the design "
                               "load, %7 (%8); energy, PUE and cost use the %9 draw, %10. The design is cooled by %11; "
                               "%12")
                    .arg(fmt.number(a.inventory->gpus), fmt.number(a.inventory->gpuNodes), fmt.number(a.inventory->racks),
                         fmt.kilowatts(it.nameplateW), fmt.kilowatts(it.deviceNameplateW), fmt.kilowatts(it.opticsW),
                         fmt.kilowatts(it.designW), QString::fromStdString(it.designBasis),
                         QString::fromStdString(it.energyBasis))
                    .arg(fmt.kilowatts(it.energyW),
                         a.cooling->designArchitecture == "liquid" ? QStringLiteral("liquid (direct-to-chip)")
                                                                  : QStringLiteral("air"),
                         a.cooling->air.buildable
                             ? QStringLiteral("the alternative architecture is evaluated for the same IT layout so the two "
                                              "can be compared on energy and total cost, not only on PUE.")
                             : QStringLiteral("its systems have no air-cooled version, so no air alternative is priced; "
                                              "the cost verdict compares the liquid plant's heat rejection.")));

    ReportTable t;
    t.columns = {{QStringLiteral("Key figure"), 2.2}, {QStringLiteral("Air cooling"), 1, true},
                 {QStringLiteral("Liquid cooling"), 1, true}};
    const ArchitectureResult &air = a.cooling->air, &liquid = a.cooling->liquid;
    t.add({QStringLiteral("GPUs"), fmt.number(a.inventory->gpus), fmt.number(a.inventory->gpus)});
    t.add({QStringLiteral("IT nameplate (sizing)"), fmt.kilowatts(it.nameplateW), fmt.kilowatts(it.liquidNameplateW)});
    t.add({QStringLiteral("IT, %1 draw (energy)").arg(QString::fromStdString(it.energyBasis)), fmt.kilowatts(it.energyW),
           fmt.kilowatts(it.liquidEnergyW)});
    t.add({QStringLiteral("Facility power, annual average"), fmt.kilowatts(air.annualFacilityKwh / 8760.0 * 1000.0),
           fmt.kilowatts(liquid.annualFacilityKwh / 8760.0 * 1000.0)});
    t.add({QStringLiteral("PUE, annual"), fmt.number(air.pue, 3), fmt.number(liquid.pue, 3)});
    t.add({QStringLiteral("Energy cost per year"), fmt.money(air.annualEnergyCost, currency),
           fmt.money(liquid.annualEnergyCost, currency)});
    const CostResult &k = a.cost;
    // No air version of the systems: no air figures, the design's liquid option (issue 32 item 5).
    const ArchitectureCost none;
    const ArchitectureCost &airCost = k.airVsLiquid() ? k.reference : none;
    const ArchitectureCost &liquidCost = k.airVsLiquid() ? k.candidate : k.design();
    t.add({QStringLiteral("Capex"), fmt.money(airCost.capexTotal, currency), fmt.money(liquidCost.capexTotal, currency)});
    t.add({QStringLiteral("TCO over %1 years").arg(k.years), fmt.money(airCost.tco, currency), fmt.money(liquidCost.tco, currency)});
    if (!air.buildable)
        t.blankColumn(1, QStringLiteral("not buildable"));
    w.table(t);

    // The verdict in one paragraph (the Cost verdict page has the bills and the inputs that decide).
    const QString ref = QString::fromStdString(k.reference.phrase), cand = QString::fromStdString(k.candidate.phrase);
    QString verdict = k.airVsLiquid() ? QString()
                                      : QStringLiteral("%1 The verdict compares the liquid plant's heat rejection. ")
                                            .arg(QString::fromStdString(k.airNotBuildable));
    verdict += QStringLiteral("Over %1 years %2 is cheaper by %3. ")
                   .arg(k.years)
                   .arg(k.tcoDifference < 0 ? cand : ref, fmt.money(std::abs(k.tcoDifference), currency));
    verdict += costPaybackText(k);
    if (k.monteCarlo.samples > 0)
        verdict += QStringLiteral(" Over the range of every cost input %1 is cheaper in %2 % of %3 runs.")
                       .arg(cand, fmt.number(k.monteCarlo.probabilityCandidateCheaper * 100.0, 0), fmt.number(k.monteCarlo.samples));
    w.paragraph(verdict);

    ReportTable d;
    d.columns = {{QStringLiteral("Design figure"), 2.2}, {QStringLiteral("Value"), 2, true}};
    d.add({QStringLiteral("Design cooling architecture"), QString::fromStdString(a.cooling->designArchitecture)});
    d.add({QStringLiteral("Feed A / feed B in normal operation"),
           fmt.kilowatts(a.power->feedW[0]) + QStringLiteral(" / ") + fmt.kilowatts(a.power->feedW[1])});
    d.add({QStringLiteral("Worst PDU breaker utilisation (line or bank)"), fmt.percent(a.power->worstBreakerUtilisation)});
    d.add({QStringLiteral("Network switches"), fmt.number(switches)});
    d.add({QStringLiteral("Fabric oversubscription, end to end"),
           a.network->networks.empty() ? QStringLiteral("no fabric") : QStringLiteral("%1:1").arg(fmt.number(worstOversubscription, 2))});
    d.add({QStringLiteral("Days to train the workload"),
           a.training->evaluated ? fmt.number(a.training->days, 1) : QStringLiteral("not evaluated")});
    if (a.training->evaluated)
        d.add({QStringLiteral("Cost of one training run (energy and GPU-hours)"), fmt.money(a.training->runCost, currency)});
    d.add({QStringLiteral("Warnings (errors / warnings)"), QStringLiteral("%1 / %2").arg(errors).arg(warnings)},
          errors ? QColor(0xfa, 0xdb, 0xd8) : QColor());
    w.table(d);

    // What needs attention: the most severe findings by name (the Warnings page lists them all).
    std::vector<const Warning *> findings;
    for (const Warning &x : a.warnings)  // most severe first (Analyzer)
        if (x.severity != Warning::Severity::Info && findings.size() < kFindings)
            findings.push_back(&x);
    if (!findings.empty()) {
        ReportTable f;
        f.columns = {{QStringLiteral("Needs attention"), 4.2}, {QStringLiteral("Severity"), 0.8}};
        for (const Warning *x : findings)
            f.add({QString::fromStdString(x->message), QString::fromLatin1(severityName(x->severity))},
                  x->severity == Warning::Severity::Error ? QColor(0xfa, 0xdb, 0xd8) : QColor());
        w.table(f);
        if (errors + warnings > long(findings.size()))
            w.paragraph(QStringLiteral("%1 more on the Warnings page.").arg(errors + warnings - long(findings.size())), true);
    }

    // The cost over the years fills the rest of the page when it fits there.
    const double chartHeight = std::min(230.0, w.remaining() - 40.0);
    if (chartHeight >= 150.0)
        w.chart(chartHeight, [&] { return CoolingCharts::cumulativeCost(a, currency); },
                QStringLiteral("Cumulative cost of both architectures (capex, then opex per year); the marker is the break-even."));
}

} // namespace dcs
