#include "powersection.h"
#include "inventory/inventoryresult.h"
#include "itpower/itpowerresult.h"
#include "power/powerresult.h"
#include "phasechart.h"
#include "project/project.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <QStringList>
#include <algorithm>

namespace dcs {

using ReportFormat::fmt;

namespace {

QColor tintFor(double utilisation)
{
    if (utilisation > 1.0)
        return QColor(0xfa, 0xdb, 0xd8);
    if (utilisation > 0.9)
        return QColor(0xfd, 0xf0, 0xd5);
    return {};
}

// Per-PDU rows: every PDU of a small design; the most loaded ones of a large one (a 1,000-row
// table helps nobody; the full list is in `dcstudio evaluate`).
constexpr size_t kMaxPduRows = 60;
constexpr size_t kMaxFloorRows = 30;

} // namespace

void PowerSection::write(ReportWriter &w, const ReportContext &c) const
{
    const PowerResult &p = c.analysis.power;
    w.heading(title());
    w.keyValues({
        {QStringLiteral("IT design load (%1), optics included").arg(QString::fromStdString(c.analysis.itPower->designBasis)),
         fmt.kilowatts(p.itDesignW)},
        {QStringLiteral("Feed A / feed B in normal operation"), fmt.kilowatts(p.feedW[0]) + QStringLiteral(" / ") + fmt.kilowatts(p.feedW[1])},
        {QStringLiteral("Worst line or bank breaker utilisation"),
         fmt.percent(p.worstBreakerUtilisation)
             + (p.worstBreakerPduId.empty() ? QString()
                                            : QStringLiteral(" (%1, %2)").arg(QString::fromStdString(p.worstBreakerPduId),
                                                                              QString::fromStdString(p.worstBreakerWhat)))},
        {QStringLiteral("Worst phase imbalance (NEMA), PDUs loaded to the imbalance floor"),
         fmt.number(p.worstLoadedImbalancePct, 1) + QStringLiteral(" %")},
        {QStringLiteral("Unconnected power supplies"), fmt.number(p.unconnectedPsus)},
        {QStringLiteral("Devices with too few fed supplies"), fmt.number(p.devicesUnderpowered)},
    });

    const PhaseChart::Scope hall{std::string(), 24};
    w.chart(230, [&] { return PhaseChart::build(c.analysis, hall, PhaseChart::Scenario::Normal); },
            QStringLiteral("Line currents of the most loaded PDUs in normal operation; the dashed line is each PDU's derated limit."));
    w.chart(230, [&] { return PhaseChart::build(c.analysis, hall, PhaseChart::Scenario::FeedALost); },
            QStringLiteral("The same PDUs with feed A lost: the B side carries the load."));

    w.heading(QStringLiteral("PDU phases"), 2);
    std::vector<const PduPower *> pdus;
    for (const PduPower &u : p.pdus)
        pdus.push_back(&u);
    if (pdus.size() > kMaxPduRows) {
        std::stable_sort(pdus.begin(), pdus.end(),
                         [](const PduPower *a, const PduPower *b) { return a->worstUtilisation > b->worstUtilisation; });
        pdus.resize(kMaxPduRows);
        w.paragraph(QStringLiteral("The %1 most loaded of %2 PDUs (all of them: dcstudio evaluate).").arg(kMaxPduRows).arg(p.pdus.size()),
                    true);
    }
    ReportTable t;
    t.columns = {{QStringLiteral("PDU"), 1.3},      {QStringLiteral("Rack"), 0.9},         {QStringLiteral("Feed"), 0.5},
                 {QStringLiteral("kW"), 0.7, true},  {QStringLiteral("L1 A"), 0.7, true},   {QStringLiteral("L2 A"), 0.7, true},
                 {QStringLiteral("L3 A"), 0.7, true}, {QStringLiteral("Limit A"), 0.8, true}, {QStringLiteral("Worst"), 0.8, true},
                 {QStringLiteral("Imbal."), 0.7, true}};
    for (const PduPower *u : pdus) {
        t.add({QString::fromStdString(u->id), QString::fromStdString(u->rackId), u->feed == Feed::A ? QStringLiteral("A") : QStringLiteral("B"),
               fmt.kilowattNumber(u->powerW, 1), fmt.number(u->lines[0].currentA, 1), fmt.number(u->lines[1].currentA, 1),
               fmt.number(u->lines[2].currentA, 1), fmt.number(u->lines[0].limitA, 1), fmt.percent(u->worstUtilisation, 0),
               fmt.number(u->imbalancePct, 1) + QStringLiteral(" %")},
              tintFor(u->worstUtilisation));
    }
    w.table(t);

    if (!p.chain.empty()) {
        w.heading(QStringLiteral("Upstream chain"), 2);
        ReportTable chain;
        chain.columns = {{QStringLiteral("Unit"), 1.4}, {QStringLiteral("Kind"), 0.7}, {QStringLiteral("Fed from"), 1.2},
                         {QStringLiteral("Load kW"), 0.9, true}, {QStringLiteral("Rating"), 1.1, true},
                         {QStringLiteral("Utilisation"), 0.9, true}};
        for (const ChainUnitPower &u : p.chain) {
            const QString rating = u.kind == ChainUnitPower::Kind::Ups ? fmt.kilowatts(u.ratingW, 0) : fmt.amps(u.limitA, 0);
            chain.add({QString::fromStdString(u.id), u.kind == ChainUnitPower::Kind::Ups ? QStringLiteral("UPS") : QStringLiteral("Panel"),
                       u.upstreamId.empty() ? QStringLiteral("utility") : QString::fromStdString(u.upstreamId),
                       fmt.kilowattNumber(u.powerW, 1), rating, fmt.percent(u.utilisation)},
                      tintFor(u.utilisation));
        }
        w.table(chain);
    }

    w.heading(QStringLiteral("Failure scenarios"), 2);
    // Issue 30 item 2: the caption says what the survivors carry, as the scenario's figures do:
    // devices that stop leave their load behind, throttled devices bring their throttled load.
    w.paragraph(QStringLiteral("Loss of feed A, of feed B, and of each single PDU whose loss drops a device or "
                               "overloads something (%1 PDU losses analysed). The surviving side carries the load of "
                               "every device still running; a device fed by fewer PSUs than full power needs but "
                               "enough to run (a DGX H100 on 3 of 6) runs throttled, at most what its fed PSUs deliver, "
                               "and a device with fewer stops.")
                    .arg(p.pduScenariosAnalysed));
    ReportTable s;
    s.columns = {{QStringLiteral("Scenario"), 1.4}, {QStringLiteral("Devices down"), 0.9, true},
                 {QStringLiteral("Throttled"), 0.9, true}, {QStringLiteral("Overloads"), 0.9, true},
                 {QStringLiteral("Worst utilisation"), 1.0, true}, {QStringLiteral("First overloads"), 2.6}};
    size_t shown = 0;
    for (const PowerScenario &sc : p.scenarios) {
        if (++shown > kMaxPduRows) {
            s.add({QStringLiteral("… and %1 more scenarios (dcstudio evaluate lists them all)").arg(p.scenarios.size() - kMaxPduRows)});
            break;
        }
        QStringList first;
        for (size_t i = 0; i < sc.overloads.size() && i < 3; ++i)
            first << QStringLiteral("%1 %2 %3").arg(QString::fromStdString(sc.overloads[i].objectId),
                                                    QString::fromStdString(sc.overloads[i].what),
                                                    fmt.percent(sc.overloads[i].utilisation, 0));
        const QString name = sc.kind == PowerScenario::Kind::PduLost ? QStringLiteral("PDU %1 lost").arg(QString::fromStdString(sc.lostId))
                                                   : QStringLiteral("Feed %1 lost").arg(QString::fromStdString(sc.lostId));
        const bool bad = !sc.devicesDown.empty() || !sc.overloads.empty();
        s.add({name, fmt.number(static_cast<double>(sc.devicesDown.size())), fmt.number(static_cast<double>(sc.devicesThrottled.size())),
               fmt.number(static_cast<double>(sc.overloads.size())),
               fmt.percent(sc.worstUtilisation, 0), first.join(QStringLiteral("; "))},
              bad ? QColor(0xfa, 0xdb, 0xd8) : QColor());
    }
    w.table(s);
    writeFloorLoading(w, c);
}

// Issue 33 item 3: each rack against the floor's two ratings, the most loaded first.
void PowerSection::writeFloorLoading(ReportWriter &w, const ReportContext &c)
{
    const InventoryResult &inv = c.analysis.inventory;
    const double kpaLimit = inv.floorRatingKpa, knLimit = inv.floorPointLimitKn;
    auto share = [&](const InventoryResult::RackFloorLoad &f) {
        return std::max(kpaLimit > 0 ? f.loadKpa / kpaLimit : 0.0, knLimit > 0 ? f.worstTileKn / knLimit : 0.0);
    };
    std::vector<const InventoryResult::RackFloorLoad *> racks;
    for (const InventoryResult::RackFloorLoad &f : inv.floorLoads)
        racks.push_back(&f);
    std::stable_sort(racks.begin(), racks.end(), [&](const auto *a, const auto *b) { return share(*a) > share(*b); });
    w.heading(QStringLiteral("Floor loading"), 2);
    w.paragraph(QStringLiteral("Each rack's weight (the rack, its devices and PDUs; a rack-scale system's own weight) over "
                               "its footprint, against the floor's uniform rating of %1 kPa, and its four levelling feet, "
                               "a quarter of its weight each, on the raised-floor panels against their concentrated rating "
                               "%2. A panel carries every foot on it, its neighbours' too. %3")
                    .arg(fmt.number(kpaLimit, 1),
                         knLimit > 0 ? QStringLiteral("of %1 kN").arg(fmt.number(knLimit, 2))
                                     : QStringLiteral("(none: a slab, not checked)"),
                         racks.size() > kMaxFloorRows
                             ? QStringLiteral("The %1 most loaded of %2 racks (all of them: dcstudio evaluate).").arg(kMaxFloorRows).arg(racks.size())
                             : QString()));
    if (racks.size() > kMaxFloorRows)
        racks.resize(kMaxFloorRows);
    ReportTable t;
    t.columns = {{QStringLiteral("Rack"), 1.0},           {QStringLiteral("Weight kg"), 0.9, true},
                 {QStringLiteral("Area m²"), 0.8, true},  {QStringLiteral("Load kPa"), 0.8, true},
                 {QStringLiteral("Of rating"), 0.8, true}, {QStringLiteral("Foot kN"), 0.8, true},
                 {QStringLiteral("Worst panel kN"), 1.0, true}, {QStringLiteral("Of panel rating"), 1.0, true}};
    for (const auto *f : racks)
        t.add({QString::fromStdString(f->rackId), fmt.number(f->weightKg), fmt.number(f->areaM2, 2), fmt.number(f->loadKpa, 1),
               kpaLimit > 0 ? fmt.percent(f->loadKpa / kpaLimit, 0) : QStringLiteral("–"), fmt.number(f->footLoadKn, 2),
               fmt.number(f->worstTileKn, 2), knLimit > 0 ? fmt.percent(f->worstTileKn / knLimit, 0) : QStringLiteral("slab")},
              tintFor(share(*f)));
    w.table(t);
}

} // namespace dcs
