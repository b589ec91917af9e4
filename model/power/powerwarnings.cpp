#include "powerwarnings.h"
#include "catalog/catalogentry.h"
#include "engine/enginetext.h"
#include "phasebalance.h"
#include "powermath.h"
#include "powermodel.h"
#include "project/project.h"
#include <algorithm>

namespace dcs {

namespace {

std::string amps(double a) { return formatText("%.1f A", a); }
std::string pct(double u) { return formatText("%.0f %%", 100.0 * u); }
std::string kw(double w) { return kilowatts(w, 1); }

std::string firstFew(const std::vector<std::string> &ids, size_t n = 3)
{
    std::string s;
    for (size_t i = 0; i < ids.size() && i < n; ++i)
        s += (i ? ", " : "") + ids[i];
    if (ids.size() > n)
        s += ", ... (" + std::to_string(ids.size()) + " in all)";
    return s;
}

// The NEMA imbalance PDU `index` would have after Auto-balance: the best phase split of its cords
// (same loads, same outlet capacity per phase), or -1 when Auto-balance would not improve on the
// current split (its score: worst line, then deviation from the mean). Normal operation: every
// fed PSU of a device carries an equal share of its design load (PowerModel::distribute).
double balancedImbalancePct(const PowerModel &m, int index)
{
    const PowerModel::Pdu &p = m.pdus[size_t(index)];
    const PowerModel::RackInfo &rack = m.racks[size_t(p.rack)];
    std::vector<double> loads;
    std::vector<int> phases;
    for (int i = rack.devBegin; i < rack.devEnd; ++i) {
        const PowerModel::Device &d = m.devices[size_t(i)];
        const int fed = d.cordEnd - d.cordBegin;
        for (int c = d.cordBegin; c < d.cordEnd; ++c)
            if (m.cords[size_t(c)].pdu == index) {
                loads.push_back(d.designW / fed);
                phases.push_back(m.bankPhase[size_t(m.cords[size_t(c)].bank)]);
            }
    }
    std::array<int, 3> capacity{};
    for (int b = 0; b < p.layout.banks; ++b)
        capacity[size_t(p.layout.phaseOfBank(b))] += p.layout.outletsPerBank;
    const double pf = m.settings.powerFactor;
    const std::vector<int> best = PhaseBalance::bestPhases(loads, capacity, p.delta, p.vLl, pf);
    const PhaseBalance::Score now = PhaseBalance::scorePhases(loads, phases, p.delta, p.vLl, pf);
    const PhaseBalance::Score after = PhaseBalance::scorePhases(loads, best, p.delta, p.vLl, pf);
    if (!after.betterThan(now))
        return -1.0;
    std::array<double, 3> w{};
    for (size_t i = 0; i < loads.size(); ++i)
        w[size_t(best[i])] += loads[i];
    return PowerMath::imbalancePct(PhaseBalance::lineCurrents(w, p.delta, p.vLl, pf));
}

void limits(const PowerModel &m, int index, const PduPower &p, const PowerSettings &s, std::vector<Warning> &out)
{
    const std::string derating = s.derating == PowerSettings::Derating::Nec80 ? " (80 % continuous rating)" : "";
    for (int k = 0; k < p.phases && k < 3; ++k) {
        const PowerLine &l = p.lines[size_t(k)];
        if (l.utilisation > 1.0 + 1e-9)
            out.push_back({WarningCode::PowerPhaseOverLimit,
                           "L" + std::to_string(k + 1) + " of PDU " + p.id + " carries " + amps(l.currentA) + ", "
                               + pct(l.utilisation) + " of its limit " + amps(l.limitA) + derating + ".",
                           {p.id, p.rackId}, "Run Auto-balance on rack " + p.rackId + ", move load to another PDU, or choose a PDU with a higher rating."});
        else if (l.utilisation > s.warningThreshold)
            out.push_back({WarningCode::PowerPhaseNearLimit,
                           "L" + std::to_string(k + 1) + " of PDU " + p.id + " is at " + pct(l.utilisation) + " of its limit ("
                               + amps(l.currentA) + " of " + amps(l.limitA) + ").",
                           {p.id, p.rackId}, "Balance the rack or leave headroom: the warning threshold is " + pct(s.warningThreshold) + "."});
    }
    for (size_t b = 0; b < p.banks.size(); ++b) {
        const PowerBank &bank = p.banks[b];
        const std::string what = "Bank " + std::to_string(b + 1) + " (" + p.phaseLabel(bank.phase) + ") of PDU " + p.id;
        if (bank.utilisation > 1.0 + 1e-9)
            out.push_back({WarningCode::PowerBreakerOverLimit,
                           what + " carries " + amps(bank.currentA) + ", " + pct(bank.utilisation) + " of its breaker limit "
                               + amps(bank.limitA) + derating + ".",
                           {p.id, p.rackId}, "Move cords of this bank to emptier banks (Auto-balance does this)."});
        else if (bank.utilisation > s.warningThreshold)
            out.push_back({WarningCode::PowerBreakerNearLimit,
                           what + " is at " + pct(bank.utilisation) + " of its breaker limit (" + amps(bank.currentA) + " of "
                               + amps(bank.limitA) + ").",
                           {p.id, p.rackId}, "Spread the cords over more banks."});
    }
    const double worstLine = std::max({p.lines[0].utilisation, p.lines[1].utilisation, p.lines[2].utilisation});
    if (p.phases != 3 || p.imbalancePct <= s.imbalanceThresholdPct || worstLine < s.imbalanceMinUtilisation)
        return;
    const std::string what = "PDU " + p.id + " is " + formatText("%.0f %%", p.imbalancePct) + " imbalanced (NEMA; line currents "
                             + amps(p.lines[0].currentA) + ", " + amps(p.lines[1].currentA) + ", "
                             + amps(p.lines[2].currentA) + (p.delta ? "" : "; neutral " + amps(p.neutralCurrentA)) + ")";
    // A warning asks the user to act, and the act it names is re-plugging. When no plug
    // assignment does better (7 equal PSU cords on 3 phases split 3/2/2 at best, 28 %), the
    // warning could never be cleared by the remedy it names and would stay on every hall of
    // DGX racks. Such an imbalance is still worth knowing (it sets the neutral current), but the
    // lines are within their limits (those have their own warnings) and the neutral of a wye PDU
    // is sized for a full phase current: it is information, not a defect. So: a warning when
    // Auto-balance can improve it (saying to what), else info with its own code, which the KPI
    // strip and `check --fail-on warning` do not count.
    // Less than a point better is no reason to re-plug: the command balances nameplate shares,
    // so a few watts of optics on some cords can make "better" a rounding matter.
    const double balanced = balancedImbalancePct(m, index);
    if (balanced < 0 || balanced > p.imbalancePct - 1.0)
        out.push_back({WarningCode::PowerImbalanceUnavoidable,
                       what + ", unavoidable with whole PSUs: no plug assignment of its " + std::to_string(p.usedOutlets)
                           + " cord(s) over the 3 phases does better by a point or more.",
                       {p.id, p.rackId}, "Nothing to re-plug; the number of cords per phase would have to change (add, move or remove a device)."});
    else
        out.push_back({WarningCode::PowerImbalance, what + "; Auto-balance brings it to " + formatText("%.0f %%", balanced) + ".",
                       {p.id, p.rackId}, "Run Auto-balance on rack " + p.rackId + "."});
}

} // namespace

namespace {

// A rack-scale system with fewer power shelves fed than it needs carries its load on no PDU
// (none fed) or on too few: an error naming it, never a silent zero (issue 33 item 1).
void systemShelves(const PowerModel::Device &d, const Rack &rack, std::vector<Warning> &out)
{
    const int fed = d.cordEnd - d.cordBegin;
    const std::string what = "Rack " + rack.id + " (" + d.entry->name + ")";
    const std::string fix = "Give the rack a three-phase feed per shelf (for example pdu-415v-60a-3ph-whip), half on "
                            "each feed, and plug each shelf in the Power cords dock.";
    if (fed < d.psuRequired)
        out.push_back({WarningCode::PowerSystemUnpowered,
                       what + ": " + (fed == 0 ? std::string("none") : std::to_string(fed)) + " of its "
                           + std::to_string(d.psuCount) + " power shelves " + (fed == 1 ? "is" : "are")
                           + " on a three-phase feed, fewer than the " + std::to_string(d.psuRequired)
                           + " it needs to run"
                           + (fed == 0 ? "; its " + kw(d.designW) + " design load reaches no PDU, feed or UPS." : "."),
                       {rack.id}, fix});
    else if (fed < d.psuCount)
        out.push_back({WarningCode::PowerSystemShelvesUnconnected,
                       what + ": " + std::to_string(d.psuCount - fed) + " of its " + std::to_string(d.psuCount)
                           + " power shelves have no feed; it runs on the other " + std::to_string(fed) + ".",
                       {rack.id}, fix});
}


// Each rack PDU takes one circuit of its panel (a busway: one tap-off unit), protected by that
// circuit's breaker: the panel must have enough circuits, and the PDU's line currents must stay
// within the circuit breaker derated like every other breaker (issue 33 item 4).
void circuits(const PowerModel &m, const PowerResult &r, std::vector<Warning> &out)
{
    std::vector<int> taken(m.units.size(), 0);
    for (size_t i = 0; i < m.pdus.size() && i < r.pdus.size(); ++i) {
        const PowerModel::Pdu &d = m.pdus[i];
        if (d.ancestorBegin == d.ancestorEnd)
            continue;
        const int u = m.ancestors[size_t(d.ancestorBegin)];
        const PowerModel::Unit &unit = m.units[size_t(u)];
        if (unit.ups)
            continue;
        ++taken[size_t(u)];
        double worst = 0;
        for (const PowerLine &line : r.pdus[i].lines)
            worst = std::max(worst, line.currentA);
        if (unit.circuitLimitA > 0 && worst > unit.circuitLimitA * (1.0 + 1e-9))
            out.push_back({WarningCode::PowerCircuitOverBreaker,
                           "PDU " + r.pdus[i].id + " draws " + amps(worst) + " on a line, above the " + amps(unit.circuitLimitA)
                               + " its " + (unit.busway ? "tap-off unit on busway " : "circuit of panel ") + unit.src->id
                               + " carries (its breaker derated).",
                           {r.pdus[i].id, unit.src->id},
                           "Move load off this PDU, or feed it from a larger circuit or tap-off."});
    }
    for (size_t u = 0; u < m.units.size(); ++u) {
        const PowerModel::Unit &unit = m.units[u];
        if (unit.ups || unit.circuits <= 0 || taken[u] <= unit.circuits)
            continue;
        out.push_back({WarningCode::PowerPanelCircuitsExceeded,
                       std::string(unit.busway ? "Busway " : "Panel ") + unit.src->id + " feeds " + std::to_string(taken[u])
                           + " rack PDUs but has " + std::to_string(unit.circuits)
                           + (unit.busway ? " tap-off units." : " circuits."),
                       {unit.src->id},
                       unit.busway ? "Add a busway run for the rest of the row, or move PDUs to another busway."
                                   : "Move PDUs to another panel, or choose a panel with more circuits."});
    }
}

} // namespace

void PowerWarnings::collect(const PowerModel &m, const PowerResult &r, std::vector<Warning> &out)
{
    const PowerSettings &s = m.settings;
    for (size_t i = 0; i < r.pdus.size(); ++i)
        limits(m, int(i), r.pdus[i], s, out);
    circuits(m, r, out);
    for (const ChainUnitPower &c : r.chain) {
        const bool ups = c.kind == ChainUnitPower::Kind::Ups;
        const std::string what = (ups ? "UPS " : "Panel ") + c.id + " carries "
                                 + (ups ? kw(c.powerW) + " of " + kw(c.ratingW) : amps(c.currentA) + " of " + amps(c.limitA))
                                 + " (" + pct(c.utilisation) + ")";
        if (c.utilisation > 1.0 + 1e-9)
            out.push_back({ups ? WarningCode::PowerUpsOverLimit : WarningCode::PowerPanelOverLimit, what + ".", {c.id},
                           "Move PDUs to another " + std::string(ups ? "UPS" : "panel") + " or choose a larger one."});
        else if (c.utilisation > s.warningThreshold)
            out.push_back({ups ? WarningCode::PowerUpsNearLimit : WarningCode::PowerPanelNearLimit, what + ".", {c.id},
                           "Leave headroom: the warning threshold is " + pct(s.warningThreshold) + "."});
    }
    for (const PowerModel::RackInfo &ri : m.racks) {
        const Rack &rack = *ri.src;
        std::vector<std::string> unconnected, underpowered, single;
        for (int i = ri.devBegin; i < ri.devEnd; ++i) {
            const PowerModel::Device &d = m.devices[size_t(i)];
            const int cords = d.cordEnd - d.cordBegin;
            if (d.psuCount <= 0)
                continue;
            if (!d.src) {  // the rack-scale system: its own findings, said with its shelves
                systemShelves(d, rack, out);
                if (cords >= d.psuRequired && (d.feedCords[0] == 0 || d.feedCords[1] == 0))
                    single.push_back(*d.id);
                continue;
            }
            if (cords < d.psuCount)
                unconnected.push_back(*d.id);
            if (cords < d.psuRequired)
                underpowered.push_back(*d.id);
            else if (d.feedCords[0] == 0 || d.feedCords[1] == 0)
                single.push_back(*d.id);
        }
        auto ids = [&](std::vector<std::string> v) { v.push_back(rack.id); return v; };
        if (!underpowered.empty())
            out.push_back({WarningCode::PowerDeviceUnderpowered,
                           std::to_string(underpowered.size()) + " device(s) in rack " + rack.id
                               + " have fewer PSUs connected than they need to run: " + firstFew(underpowered) + ".",
                           ids(underpowered), "Connect their PSUs to free PDU outlets (power connections table)."});
        if (!unconnected.empty())
            out.push_back({WarningCode::PowerUnconnectedPsu,
                           std::to_string(unconnected.size()) + " device(s) in rack " + rack.id
                               + " have unconnected PSUs: " + firstFew(unconnected) + ".",
                           ids(unconnected), "Connect every PSU; add a PDU if the outlets run out."});
        if (!single.empty())
            out.push_back({WarningCode::PowerNoRedundantFeed,
                           std::to_string(single.size()) + " device(s) in rack " + rack.id
                               + " draw from one feed only: " + firstFew(single) + ".",
                           ids(single), "Give the rack PDUs on both feeds and split each device's PSUs between them."});
        if (ri.budgetW > 0 && ri.powerW > ri.budgetW * (1.0 + 1e-9))
            out.push_back({WarningCode::PowerRackOverBudget,
                           "Rack " + rack.id + " draws " + kw(ri.powerW) + " at the design load, over its budget of "
                               + kw(ri.budgetW) + " (" + pct(ri.powerW / ri.budgetW) + ").",
                           {rack.id}, "Move a device to another rack or raise the rack's power budget."});
    }
    // Failure scenarios: one warning per finding and feed; single-PDU losses summarised.
    std::vector<std::string> pduDrops, pduOverloads;
    for (const PowerScenario &sc : r.scenarios) {
        if (sc.kind == PowerScenario::Kind::PduLost) {
            if (!sc.devicesDown.empty())
                pduDrops.push_back(sc.lostId);
            if (!sc.overloads.empty())
                pduOverloads.push_back(sc.lostId);
            continue;
        }
        const std::string feed = "feed " + sc.lostId;
        if (!sc.devicesDown.empty())
            out.push_back({WarningCode::PowerFeedLossDropsDevices,
                           "Loss of " + feed + " stops " + std::to_string(sc.devicesDown.size())
                               + " device(s): fewer of their PSUs stay fed than they need to run: "
                               + firstFew(sc.devicesDown) + ".",
                           sc.devicesDown, "Put enough PSUs of each device on each feed to run on one feed, or accept the risk."});
        // Issue 30 item 2: a DGX H100 on 3 of its 6 PSUs keeps running at reduced performance;
        // that is the design working as NVIDIA intends, said once per feed, not a device "down".
        if (!sc.devicesThrottled.empty())
            out.push_back({WarningCode::PowerFeedLossThrottlesDevices,
                           "Loss of " + feed + " leaves " + std::to_string(sc.devicesThrottled.size())
                               + " device(s) running throttled on fewer PSUs than full power needs (a DGX H100 "
                                 "runs at reduced performance on 3 of 6; the surviving feed carries their throttled "
                                 "load): " + firstFew(sc.devicesThrottled) + ".",
                           sc.devicesThrottled, "For full performance on one feed, put as many PSUs of each device on each feed as it needs for full power."});
        if (!sc.overloads.empty()) {
            std::vector<std::string> objs;
            const PowerOverload *worst = &sc.overloads.front();
            for (const PowerOverload &o : sc.overloads) {
                if (objs.empty() || objs.back() != o.objectId)
                    objs.push_back(o.objectId);
                if (o.utilisation > worst->utilisation)
                    worst = &o;
            }
            out.push_back({WarningCode::PowerFeedLossOverload,
                           "After the loss of " + feed + ", " + std::to_string(sc.overloads.size())
                               + " line(s), breaker(s) or unit(s) exceed their limit; worst: " + worst->what + " of "
                               + worst->objectId + " at " + pct(worst->utilisation) + ".",
                           objs, "Size each side to carry the whole load (2N), or lower the design load."});
        }
    }
    if (!pduDrops.empty())
        out.push_back({WarningCode::PowerPduLossDropsDevices,
                       "The loss of a single PDU stops devices in " + std::to_string(pduDrops.size()) + " of "
                           + std::to_string(r.pduScenariosAnalysed) + " cases: " + firstFew(pduDrops) + ".",
                       pduDrops, "Spread each device's PSUs over more PDUs of each feed."});
    if (!pduOverloads.empty())
        out.push_back({WarningCode::PowerPduLossOverload,
                       "The loss of a single PDU overloads the survivors in " + std::to_string(pduOverloads.size()) + " of "
                           + std::to_string(r.pduScenariosAnalysed) + " cases: " + firstFew(pduOverloads) + ".",
                       pduOverloads, "Add PDU capacity or lower the rack's load."});
}

} // namespace dcs
