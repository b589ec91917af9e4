#include "bomsection.h"
#include "inventory/inventoryresult.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"

namespace dcs {

using ReportFormat::fmt;

void BomSection::write(ReportWriter &w, const ReportContext &c) const
{
    const InventoryResult &inv = c.analysis.inventory;
    w.heading(title());
    w.paragraph(QStringLiteral("Every model placed, from the catalog: quantity, unit and total maximum power, unit and "
                               "total list price (USD, catalog list prices; network cables are in the network chapter)."));
    ReportTable t;
    t.columns = {{QStringLiteral("Model"), 2.6},          {QStringLiteral("Kind"), 1.1},
                 {QStringLiteral("Qty"), 0.6, true},        {QStringLiteral("Unit kW"), 0.9, true},
                 {QStringLiteral("Total kW"), 1.0, true},   {QStringLiteral("Unit price"), 1.1, true},
                 {QStringLiteral("Total price"), 1.3, true}};
    double totalW = 0, totalPrice = 0;
    for (const auto &[id, m] : inv.byModel) {
        const double lineW = m.unitMaxPowerW * m.count;
        const double linePrice = m.unitListPriceUsd * m.count;
        totalW += lineW;
        totalPrice += linePrice;
        t.add({QStringLiteral("%1\n%2").arg(QString::fromStdString(m.name), QString::fromStdString(id)),
               QString::fromStdString(m.kind), fmt.number(m.count), fmt.kilowattNumber(m.unitMaxPowerW, 2),
               fmt.kilowattNumber(lineW, 1), fmt.number(m.unitListPriceUsd), fmt.number(linePrice)});
    }
    t.add({QStringLiteral("Total"), QString(), QString(), QString(), fmt.kilowattNumber(totalW, 1), QString(),
           fmt.money(totalPrice, QStringLiteral("USD"))},
          {}, true);
    w.table(t);
}

} // namespace dcs
