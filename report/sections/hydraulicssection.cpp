#include "hydraulicssection.h"
#include "cooling/coolingresult.h"
#include "loopstatus.h"
#include "reportcontext.h"
#include "reportformat.h"
#include "reportwriter.h"
#include <QStringList>
#include <algorithm>

namespace dcs {

using ReportFormat::fmt;

namespace {
const QColor kShort(0xfa, 0xdb, 0xd8), kTight(0xfd, 0xe9, 0xc8);  // as the capacity checks and hottest racks

QString signedNumber(double v) { return (v >= 0 ? QStringLiteral("+") : QString()) + fmt.number(v); }

std::vector<const CduLoopHydraulics *> heatedLoops(const HydraulicsResult &h)
{
    std::vector<const CduLoopHydraulics *> out;
    for (const CduLoopHydraulics &l : h.loops)
        if (l.carriesHeat)
            out.push_back(&l);
    return out;
}

QColor highlight(const CduLoopHydraulics &l)
{
    return !LoopStatus::ok(l) ? kShort : LoopStatus::band(l) == LoopStatus::Band::Tight ? kTight : QColor();
}

// Flow and head: whether the CDUs move the coolant and push it through the racks.
ReportTable flowTable(const std::vector<const CduLoopHydraulics *> &loops)
{
    ReportTable t;
    t.columns = {{QStringLiteral("Loop (CDUs)"), 1.85}, {QStringLiteral("Racks"), 0.7, true},
                 {QStringLiteral("Flow needed L/min"), 0.85, true}, {QStringLiteral("Usable L/min"), 0.75, true},
                 {QStringLiteral("Margin L/min"), 1.3, true}, {QStringLiteral("Worst CDU lost, L/min left"), 1.3},
                 {QStringLiteral("Head needed kPa"), 0.85, true}, {QStringLiteral("Head avail. kPa"), 0.8, true},
                 {QStringLiteral("Critical rack"), 0.95}, {QStringLiteral("Status"), 0.75}};
    for (const CduLoopHydraulics *l : loops)
        t.add({LoopStatus::cduNames(*l, 2), fmt.number(double(l->racks.size())), fmt.number(l->flowNeededLpm), fmt.number(l->flowUsableLpm),
               QStringLiteral("%1 (%2 %)").arg(signedNumber(l->flowMarginLpm), signedNumber(LoopStatus::marginShare(*l) * 100.0)),
               l->failures.empty() ? QStringLiteral("–")
                                   : QStringLiteral("%1: %2").arg(QString::fromStdString(l->worstFailureCduId), fmt.number(l->worstFailureFlowLpm)),
               fmt.number(l->headNeededKpa), l->headKnown ? fmt.number(l->headAvailableKpa) : QStringLiteral("–"),
               QString::fromStdString(l->headCriticalRackId), LoopStatus::statusText(*l)},
              highlight(*l));
    return t;
}

// Temperatures and the facility water: what the loop runs at and what it asks of the plant.
ReportTable temperatureTable(const std::vector<const CduLoopHydraulics *> &loops)
{
    ReportTable t;
    t.columns = {{QStringLiteral("Loop (CDUs)"), 1.9}, {QStringLiteral("Heat"), 1.0, true}, {QStringLiteral("Main pipe"), 1.2, true},
                 {QStringLiteral("Secondary supply / return °C"), 1.3, true}, {QStringLiteral("Facility flow L/min"), 1.1, true},
                 {QStringLiteral("Facility supply / return °C"), 1.3, true}};
    for (const CduLoopHydraulics *l : loops) {
        const bool water = !l->roomAir && l->facilityHeatW > 0;
        t.add({LoopStatus::cduNames(*l, 2), fmt.kilowatts(l->heatW, 0),
               QStringLiteral("DN%1, %2 m/s").arg(l->pipeDn).arg(fmt.number(l->pipeVelocityMS, 2)),
               QStringLiteral("%1 / %2").arg(fmt.number(l->secondarySupplyC, 1), fmt.number(l->secondaryReturnC, 1)),
               water ? fmt.number(l->facilityFlowLpm) : QStringLiteral("room air"),
               water ? QStringLiteral("%1 / %2").arg(fmt.number(l->facilitySupplyC, 1), fmt.number(l->facilityReturnC, 1)) : QStringLiteral("–")},
              !l->racksAboveSystemLimit.empty() ? kShort : QColor());
    }
    return t;
}
} // namespace

QString HydraulicsSection::classParagraph(const HydraulicsResult &h)
{
    // Liquid-to-air CDUs (sidecars) take no facility water: their secondary supply is the room's
    // supply air plus their approach, and no liquid class or heat rejection applies to them.
    QStringList roomAir;
    bool water = false;
    for (const CduLoopHydraulics *l : heatedLoops(h)) {
        if (l->roomAir)
            roomAir << LoopStatus::cduNames(*l, 2);
        else
            water = true;
    }
    const QString sidecars =
        roomAir.isEmpty() ? QString()
                          : QStringLiteral("%1 liquid-to-air (%2): their CDUs reject the racks' cold-plate heat into the room, "
                                           "where the air units take it, and supply the secondary loop at the room's supply air "
                                           "plus their approach (the table's secondary supply).")
                                .arg(water ? QStringLiteral("Loop(s)") : QStringLiteral("No facility water: every loop is"),
                                     roomAir.join(QStringLiteral("; ")));
    const QString rise = QStringLiteral(" Every figure is at nameplate with the CDUs' redundancy; the secondary loop is designed for a %1 K rise across the racks (less where the systems' minimum flow raises the flow).")
                             .arg(fmt.number(h.loopRiseK, 1));
    if (!water)
        return sidecars + rise;
    QString text = QStringLiteral("Facility water is supplied to the CDUs at %1: ASHRAE liquid class %2 (%3%4).")
                       .arg(fmt.celsius(h.facilitySupplyC, 1), QString::fromStdString(h.ashraeClass),
                            h.classChosen ? QStringLiteral("chosen") : QStringLiteral("the lowest class that holds the supply"),
                            h.classLimitC > 0 ? QStringLiteral(", supply up to %1").arg(fmt.celsius(h.classLimitC, 0))
                                              : QStringLiteral(", no supply limit"));
    if (!h.supplyInClass)
        text += QStringLiteral(" The supply is above the class's limit.");
    text += QStringLiteral(" Over the simulated year the heat rejection reaches the supply without a chiller for %1 of %2 hours on dry coolers")
                .arg(fmt.number(h.dryCoolerHours), fmt.number(h.yearHours));
    text += h.towerHours >= 0 ? QStringLiteral(" and %1 hours on cooling towers.").arg(fmt.number(h.towerHours))
                              : QStringLiteral(" (the year carries no wet bulb, so no tower figure).");
    if (!sidecars.isEmpty())
        text += QLatin1Char(' ') + sidecars;
    return text + rise;
}

QString HydraulicsSection::shortParagraph(const HydraulicsResult &h)
{
    QStringList shortfalls;
    for (const CduLoopHydraulics *l : heatedLoops(h)) {
        const QString name = LoopStatus::cduNames(*l);
        if (LoopStatus::flowShort(*l))
            shortfalls << QStringLiteral("loop %1 needs %2 L/min and its CDUs give %3 L/min at the redundancy (%4 L/min short)")
                              .arg(name, fmt.number(l->flowNeededLpm), fmt.number(l->flowUsableLpm), fmt.number(-l->flowMarginLpm));
        if (LoopStatus::headShort(*l))
            shortfalls << QStringLiteral("rack %1 on loop %2 needs %3 kPa and %4 gives %5 kPa")
                              .arg(QString::fromStdString(l->headCriticalRackId), name, fmt.number(l->headNeededKpa),
                                   QString::fromStdString(l->headLimitingCduId), fmt.number(l->headAvailableKpa));
        if (!l->racksAboveSystemLimit.empty())
            shortfalls << QStringLiteral("loop %1 supplies %2, above what %3 rack(s) accept (%4)")
                              .arg(name, fmt.celsius(l->secondarySupplyC, 1))
                              .arg(l->racksAboveSystemLimit.size())
                              .arg(fmt.celsius(l->lowestSystemMaxSupplyC, 1));
    }
    if (shortfalls.isEmpty())
        return QStringLiteral("Nothing is short: every loop's CDUs give the flow and head its racks need at the redundancy, "
                              "and every system accepts its secondary supply.");
    return QStringLiteral("Short: %1.").arg(shortfalls.join(QStringLiteral("; ")));
}

void HydraulicsSection::write(ReportWriter &w, const ReportContext &c) const
{
    const HydraulicsResult &h = c.analysis.cooling->hydraulics;
    w.heading(title());
    const std::vector<const CduLoopHydraulics *> loops = heatedLoops(h);
    if (loops.empty()) {
        w.paragraph(QStringLiteral("No liquid loops: no rack puts heat into cold plates, so there is no coolant flow, head or "
                                   "facility water to check."));
        return;
    }
    w.paragraph(classParagraph(h));
    w.paragraph(shortParagraph(h));
    w.table(flowTable(loops));
    w.paragraph(QStringLiteral("Flow: what the racks need (cold-plate heat at the loop rise, or their systems' minimum flow) against "
                               "what the CDUs give at the redundancy; amber under a 10 % margin. Head: the highest pressure drop of a "
                               "rack (its systems plus the pipe run from the nearest CDU, supply and return) against the lowest pump "
                               "head of the loop's CDUs."),
                true);
    w.table(temperatureTable(loops));
    w.paragraph(QStringLiteral("Secondary: the CDUs' supply to the cold plates (facility supply, or the room's supply air for a liquid-to-air CDU, plus the CDU approach) and its return. "
                               "Facility: the water the heat rejection sends to the loop's CDUs. Main pipe: the standard steel size "
                               "that carries the loop's flow within the design velocity."),
                true);

    // Each CDU lost in turn: the short cases first, then the rest by the flow left.
    struct Case {
        const CduLoopHydraulics *loop;
        const CduFailureCase *failure;
    };
    std::vector<Case> cases;
    for (const CduLoopHydraulics *l : loops)
        for (const CduFailureCase &f : l->failures)
            cases.push_back({l, &f});
    if (!cases.empty()) {
        std::stable_sort(cases.begin(), cases.end(), [](const Case &a, const Case &b) {
            if (a.failure->isShort != b.failure->isShort)
                return a.failure->isShort;
            return a.failure->flowAvailableLpm - a.loop->flowNeededLpm < b.failure->flowAvailableLpm - b.loop->flowNeededLpm;
        });
        ReportTable t;
        t.columns = {{QStringLiteral("CDU lost"), 1.2}, {QStringLiteral("Loop"), 1.9}, {QStringLiteral("Flow left L/min"), 1, true},
                     {QStringLiteral("Flow needed L/min"), 1, true}, {QStringLiteral("Result"), 0.8}};
        for (size_t i = 0; i < cases.size() && int(i) < kFailureRows; ++i) {
            const Case &k = cases[i];
            t.add({QString::fromStdString(k.failure->cduId), LoopStatus::cduNames(*k.loop, 2), fmt.number(k.failure->flowAvailableLpm),
                   fmt.number(k.loop->flowNeededLpm), k.failure->isShort ? QStringLiteral("short") : QStringLiteral("OK")},
                  k.failure->isShort ? kShort : QColor());
        }
        w.heading(QStringLiteral("Each CDU lost in turn"), 2);
        if (int(cases.size()) > kFailureRows)
            w.paragraph(QStringLiteral("The %1 worst of %2 cases.").arg(kFailureRows).arg(cases.size()), true);
        w.table(t);
    }

    // The racks that need the most head: where a pump or a pipe run runs out first.
    std::vector<std::pair<const CduLoopHydraulics *, const RackHydraulics *>> racks;
    for (const CduLoopHydraulics *l : loops)
        for (const RackHydraulics &r : l->racks)
            racks.push_back({l, &r});
    std::stable_sort(racks.begin(), racks.end(), [](const auto &a, const auto &b) { return a.second->pressureDropKpa > b.second->pressureDropKpa; });
    const size_t shown = std::min(racks.size(), size_t(kWorstRacks));
    ReportTable t;
    t.columns = {{QStringLiteral("Rack"), 1.1}, {QStringLiteral("Nearest CDU"), 1.1}, {QStringLiteral("Flow L/min"), 0.9, true},
                 {QStringLiteral("Set by"), 0.9}, {QStringLiteral("Run m"), 0.7, true}, {QStringLiteral("Systems kPa"), 0.9, true},
                 {QStringLiteral("Pipes kPa"), 0.8, true}, {QStringLiteral("Total kPa"), 0.8, true}};
    for (size_t i = 0; i < shown; ++i) {
        const auto &[l, r] = racks[i];
        const bool over = l->headKnown && r->pressureDropKpa > l->headAvailableKpa;
        t.add({QString::fromStdString(r->rackId), QString::fromStdString(r->nearestCduId), fmt.number(r->flowLpm, 1),
               r->minimumFlowGoverns ? QStringLiteral("min. flow") : QStringLiteral("heat"), fmt.number(r->runM, 1),
               fmt.number(r->systemPressureDropKpa) + (r->systemPressureDropAssumed ? QStringLiteral("*") : QString()),
               fmt.number(r->pipePressureDropKpa, 1), fmt.number(r->pressureDropKpa)},
              over ? kShort : QColor());
    }
    w.heading(racks.size() > shown ? QStringLiteral("The %1 racks with the highest pressure drop (of %2)").arg(shown).arg(racks.size())
                                   : QStringLiteral("Racks on the loops by pressure drop"),
              2);
    w.table(t);
    if (std::any_of(racks.begin(), racks.begin() + long(shown), [](const auto &p) { return p.second->systemPressureDropAssumed; }))
        w.paragraph(QStringLiteral("* A system without a catalog pressure drop: the cooling settings' cold-plate pressure drop is assumed."), true);
}

} // namespace dcs
