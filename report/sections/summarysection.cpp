#include "summarysection.h"
#include "engines/coolingresult.h"
#include "engines/costresult.h"
#include "engines/inventoryresult.h"
#include "engines/networkresult.h"
#include "engines/powerresult.h"
#include "engines/trainingresult.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <algorithm>

namespace dcs {

using ReportFormat::fmt;

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

    w.paragraph(QStringLiteral("%1 GPUs in %2 GPU nodes on %3 racks draw %4 at design load (%5 nameplate). "
                               "The design is cooled by %6; the alternative architecture is evaluated for the same IT "
                               "load so the two can be compared on energy and total cost, not only on PUE.")
                    .arg(fmt.number(a.inventory->gpus), fmt.number(a.inventory->gpuNodes), fmt.number(a.inventory->racks),
                         fmt.kilowatts(a.power->itDesignW), fmt.kilowatts(a.inventory->nameplateItPowerW),
                         a.cooling->designArchitecture == "liquid" ? QStringLiteral("liquid (direct-to-chip)")
                                                                  : QStringLiteral("air")));

    ReportTable t;
    t.columns = {{QStringLiteral("Key figure"), 2.2}, {QStringLiteral("Air cooling"), 1, true},
                 {QStringLiteral("Liquid cooling"), 1, true}};
    const ArchitectureResult &air = a.cooling->air, &liquid = a.cooling->liquid;
    t.add({QStringLiteral("GPUs"), fmt.number(a.inventory->gpus), fmt.number(a.inventory->gpus)});
    t.add({QStringLiteral("IT power at design load"), fmt.kilowatts(a.power->itDesignW), fmt.kilowatts(a.power->itDesignW)});
    t.add({QStringLiteral("Facility power, annual average"), fmt.kilowatts(air.annualFacilityKwh / 8760.0 * 1000.0),
           fmt.kilowatts(liquid.annualFacilityKwh / 8760.0 * 1000.0)});
    t.add({QStringLiteral("PUE, annual"), fmt.number(air.pue, 3), fmt.number(liquid.pue, 3)});
    t.add({QStringLiteral("Energy cost per year"), fmt.money(air.annualEnergyCost, currency),
           fmt.money(liquid.annualEnergyCost, currency)});
    t.add({QStringLiteral("Capex"), fmt.money(a.cost->air.capexTotal, currency), fmt.money(a.cost->liquid.capexTotal, currency)});
    t.add({QStringLiteral("TCO over %1 years").arg(a.cost->years), fmt.money(a.cost->air.tco, currency),
           fmt.money(a.cost->liquid.tco, currency)});
    w.table(t);

    ReportTable d;
    d.columns = {{QStringLiteral("Design figure"), 2.2}, {QStringLiteral("Value"), 2, true}};
    d.add({QStringLiteral("Design cooling architecture"), QString::fromStdString(a.cooling->designArchitecture)});
    d.add({QStringLiteral("Liquid break-even"),
           a.cost->breakEvenYears ? QStringLiteral("year %1").arg(fmt.number(*a.cost->breakEvenYears, 1))
                                 : QStringLiteral("never within %1 years").arg(a.cost->years)});
    d.add({QStringLiteral("Worst PDU breaker utilisation (line or bank)"), fmt.percent(a.power->worstBreakerUtilisation)});
    d.add({QStringLiteral("Network switches"), fmt.number(switches)});
    d.add({QStringLiteral("Fabric oversubscription, end to end"),
           a.network->networks.empty() ? QStringLiteral("no fabric") : QStringLiteral("%1:1").arg(fmt.number(worstOversubscription, 2))});
    d.add({QStringLiteral("Days to train the workload"),
           a.training->evaluated ? fmt.number(a.training->days, 1) : QStringLiteral("not evaluated")});
    d.add({QStringLiteral("Warnings (errors / warnings)"), QStringLiteral("%1 / %2").arg(errors).arg(warnings)},
          errors ? QColor(0xfa, 0xdb, 0xd8) : QColor());
    w.table(d);
}

} // namespace dcs
