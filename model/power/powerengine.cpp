#include "powerengine.h"
#include "network/networkresult.h"
#include "powermath.h"
#include "powermodel.h"
#include "powerwarnings.h"
#include "project/project.h"
#include <algorithm>

namespace dcs {

namespace {

const char *lineName(bool, int k)
{
    static const char *names[] = {"L1", "L2", "L3"};
    return names[k];
}

// Overloads of PDU `i` (lines and banks) when its lines and banks are as given.
void pduOverloads(const PowerModel &m, int i, const PowerModel::Lines &l, const std::vector<double> &bankW,
                  PowerScenario &s)
{
    const PowerModel::Pdu &p = m.pdus[size_t(i)];
    for (int k = 0; k < 3; ++k) {
        const double u = p.inputLimitA > 0 ? l.lineA[size_t(k)] / p.inputLimitA : 0.0;
        s.worstUtilisation = std::max(s.worstUtilisation, u);
        if (u > 1.0 + 1e-9)
            s.overloads.push_back({p.src->id, lineName(p.delta, k), l.lineA[size_t(k)], p.inputLimitA, u});
    }
    if (p.bankLimitA <= 0)
        return;
    for (int b = 0; b < p.layout.banks; ++b) {
        const double v = p.delta ? p.vLl : p.vLn;
        const double a = bankW[size_t(p.bankOffset + b)] / (v * m.settings.powerFactor);
        const double u = a / p.bankLimitA;
        s.worstUtilisation = std::max(s.worstUtilisation, u);
        if (u > 1.0 + 1e-9)
            s.overloads.push_back({p.src->id, "bank " + std::to_string(b + 1), a, p.bankLimitA, u});
    }
}

void unitOverload(const PowerModel &m, int u, const std::array<double, 3> &a, double w, PowerScenario &s)
{
    const double util = m.unitUtilisation(u, a, w);
    s.worstUtilisation = std::max(s.worstUtilisation, util);
    if (util > 1.0 + 1e-9) {
        const PowerModel::Unit &unit = m.units[size_t(u)];
        if (unit.ups)
            s.overloads.push_back({unit.src->id, "rating", w, unit.ratingW, util});
        else
            s.overloads.push_back({unit.src->id, "main breaker", std::max({a[0], a[1], a[2]}), unit.limitA, util});
    }
}

struct State {
    std::vector<double> bankW;
    std::vector<PowerModel::Lines> lines;
    std::vector<std::array<double, 3>> unitA;
    std::vector<double> unitW;
};

State fullState(const PowerModel &m, const std::vector<char> &alive, bool failure, std::vector<int> *down,
                std::vector<int> *throttled = nullptr)
{
    State st;
    st.bankW.assign(size_t(m.banks), 0.0);
    m.distribute(alive, 0, int(m.devices.size()), failure, st.bankW, down, throttled);
    st.lines.resize(m.pdus.size());
    st.unitA.assign(m.units.size(), {0, 0, 0});
    st.unitW.assign(m.units.size(), 0.0);
    for (int i = 0; i < int(m.pdus.size()); ++i) {
        st.lines[size_t(i)] = m.lines(i, st.bankW);
        m.addToChain(i, st.lines[size_t(i)], 1.0, st.unitA, st.unitW);
    }
    return st;
}

// Feed loss: everything recomputed with that feed's PDUs dead.
PowerScenario feedScenario(const PowerModel &m, int feed, std::vector<std::array<double, 3>> &lineA,
                           std::vector<double> &worstUtilisation)
{
    PowerScenario s;
    s.kind = feed == 0 ? PowerScenario::Kind::FeedALost : PowerScenario::Kind::FeedBLost;
    s.lostId = feed == 0 ? "A" : "B";
    std::vector<char> alive(m.pdus.size(), 1);
    for (size_t i = 0; i < m.pdus.size(); ++i)
        alive[i] = m.pdus[i].feed != feed;
    std::vector<int> down, throttled;
    const State st = fullState(m, alive, true, &down, &throttled);
    lineA.resize(m.pdus.size());
    worstUtilisation.assign(m.pdus.size(), 0.0);
    for (int i = 0; i < int(m.pdus.size()); ++i) {
        lineA[size_t(i)] = st.lines[size_t(i)].lineA;
        const auto &w = st.lines[size_t(i)].lineW;
        s.feedW[size_t(m.pdus[size_t(i)].feed)] += w[0] + w[1] + w[2];
        if (!alive[size_t(i)])
            continue;
        // The PDU's own worst, for the Power page's table in this scenario (issue 12).
        PowerScenario own;
        pduOverloads(m, i, st.lines[size_t(i)], st.bankW, own);
        worstUtilisation[size_t(i)] = own.worstUtilisation;
        s.worstUtilisation = std::max(s.worstUtilisation, own.worstUtilisation);
        s.overloads.insert(s.overloads.end(), own.overloads.begin(), own.overloads.end());
    }
    for (int u = 0; u < int(m.units.size()); ++u)
        unitOverload(m, u, st.unitA[size_t(u)], st.unitW[size_t(u)], s);
    for (int d : down)
        s.devicesDown.push_back(*m.devices[size_t(d)].id);
    for (int d : throttled)
        s.devicesThrottled.push_back(*m.devices[size_t(d)].id);
    return s;
}

// Single-PDU losses: only the lost PDU's rack changes, so each scenario recomputes that rack
// and applies the change of its PDUs' loads to the chain: O(rack + chain) per scenario.
void pduScenarios(const PowerModel &m, const State &base, PowerResult &out)
{
    std::vector<char> alive(m.pdus.size(), 1);
    std::vector<double> bankW = base.bankW;
    std::vector<std::array<double, 3>> unitA = base.unitA;
    std::vector<double> unitW = base.unitW;
    std::vector<int> down, throttled, touched;
    for (const PowerModel::RackInfo &r : m.racks) {
        if (r.pduEnd - r.pduBegin == 0)
            continue;
        const int bankBegin = m.pdus[size_t(r.pduBegin)].bankOffset;
        const int bankEnd = m.pdus[size_t(r.pduEnd - 1)].bankOffset + m.pdus[size_t(r.pduEnd - 1)].layout.banks;
        for (int lost = r.pduBegin; lost < r.pduEnd; ++lost) {
            ++out.pduScenariosAnalysed;
            alive[size_t(lost)] = 0;
            std::fill(bankW.begin() + bankBegin, bankW.begin() + bankEnd, 0.0);
            down.clear();
            throttled.clear();
            m.distribute(alive, r.devBegin, r.devEnd, true, bankW, &down, &throttled);
            PowerScenario s;
            s.kind = PowerScenario::Kind::PduLost;
            s.lostId = m.pdus[size_t(lost)].src->id;
            touched.clear();
            for (int i = r.pduBegin; i < r.pduEnd; ++i) {
                const PowerModel::Lines l = m.lines(i, bankW);
                if (i != lost)
                    pduOverloads(m, i, l, bankW, s);
                if (m.pdus[size_t(i)].ancestorBegin == m.pdus[size_t(i)].ancestorEnd)
                    continue;
                m.addToChain(i, base.lines[size_t(i)], -1.0, unitA, unitW);
                m.addToChain(i, l, 1.0, unitA, unitW);
                for (int a = m.pdus[size_t(i)].ancestorBegin; a < m.pdus[size_t(i)].ancestorEnd; ++a)
                    touched.push_back(m.ancestors[size_t(a)]);
            }
            std::sort(touched.begin(), touched.end());
            touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
            for (int u : touched) {
                unitOverload(m, u, unitA[size_t(u)], unitW[size_t(u)], s);
                unitA[size_t(u)] = base.unitA[size_t(u)];
                unitW[size_t(u)] = base.unitW[size_t(u)];
            }
            std::copy(base.bankW.begin() + bankBegin, base.bankW.begin() + bankEnd, bankW.begin() + bankBegin);
            alive[size_t(lost)] = 1;
            if (!down.empty() || !s.overloads.empty()) {
                for (int d : down)
                    s.devicesDown.push_back(*m.devices[size_t(d)].id);
                for (int d : throttled)
                    s.devicesThrottled.push_back(*m.devices[size_t(d)].id);
                out.scenarios.push_back(std::move(s));
            }
        }
    }
}

} // namespace

PowerResult PowerEngine::evaluate(const EngineContext &context, const Needs &needs)
{
    const Project &project = context.project;
    const Catalog &catalog = context.catalog;
    std::vector<Warning> &warnings = context.warnings;
    const NetworkResult *network = needs.network;
    const PowerModel m = PowerModel::build(project, catalog, network ? &network->opticsByDevice : nullptr);
    PowerResult out;
    const std::vector<char> all(m.pdus.size(), 1);
    const State base = fullState(m, all, false, nullptr);
    const double pf = m.settings.powerFactor;

    out.pdus.reserve(m.pdus.size());
    for (int i = 0; i < int(m.pdus.size()); ++i) {
        const PowerModel::Pdu &p = m.pdus[size_t(i)];
        const PowerModel::Lines &l = base.lines[size_t(i)];
        PduPower r;
        r.id = p.src->id;
        r.rackId = m.racks[size_t(p.rack)].src->id;
        r.panelId = p.src->panelId;
        r.feed = p.feed == 0 ? Feed::A : Feed::B;
        r.delta = p.delta;
        r.phases = p.layout.phases;
        r.voltageLlV = p.vLl;
        r.voltageLnV = p.delta ? 0.0 : p.vLn;
        r.branchPowerW = l.branchW;
        r.branchCurrentA = l.branchA;
        r.powerW = l.branchW[0] + l.branchW[1] + l.branchW[2];
        for (int k = 0; k < 3; ++k) {
            PowerLine &line = r.lines[size_t(k)];
            line.currentA = l.lineA[size_t(k)];
            line.powerW = l.lineW[size_t(k)];
            line.limitA = p.inputLimitA;
            line.utilisation = p.inputLimitA > 0 ? line.currentA / p.inputLimitA : 0.0;
            r.worstUtilisation = std::max(r.worstUtilisation, line.utilisation);
        }
        // A single-phase PDU has one line: imbalance and neutral do not apply.
        if (p.layout.phases == 3) {
            r.imbalancePct = PowerMath::imbalancePct(l.lineA);
            r.neutralCurrentA = p.delta ? 0.0 : PowerMath::neutralCurrentA(l.lineA);
        }
        for (int b = 0; b < p.layout.banks; ++b) {
            PowerBank bank;
            bank.phase = p.layout.phaseOfBank(b);
            bank.powerW = base.bankW[size_t(p.bankOffset + b)];
            bank.currentA = bank.powerW / ((p.delta ? p.vLl : p.vLn) * pf);
            bank.limitA = p.bankLimitA;
            bank.utilisation = p.bankLimitA > 0 ? bank.currentA / p.bankLimitA : 0.0;
            r.worstUtilisation = std::max(r.worstUtilisation, bank.utilisation);
            r.banks.push_back(bank);
        }
        for (size_t k = 0; k < 3; ++k)
            if (r.lines[k].utilisation > out.worstBreakerUtilisation || out.worstBreakerPduId.empty()) {
                out.worstBreakerUtilisation = r.lines[k].utilisation;
                out.worstBreakerPduId = r.id;
                out.worstBreakerWhat = "L" + std::to_string(k + 1);
            }
        for (size_t b = 0; b < r.banks.size(); ++b)
            if (r.banks[b].utilisation > out.worstBreakerUtilisation) {
                out.worstBreakerUtilisation = r.banks[b].utilisation;
                out.worstBreakerPduId = r.id;
                out.worstBreakerWhat = "bank " + std::to_string(b + 1) + " on " + r.phaseLabel(r.banks[b].phase);
            }
        r.outlets = p.layout.outlets();
        r.usedOutlets = p.usedOutlets;
        out.feedW[size_t(p.feed)] += r.powerW;
        const double worstLine = std::max({r.lines[0].utilisation, r.lines[1].utilisation, r.lines[2].utilisation});
        if (worstLine > out.worstLineUtilisation || out.worstLinePduId.empty()) {
            out.worstLineUtilisation = worstLine;
            out.worstLinePduId = r.id;
        }
        out.worstImbalancePct = std::max(out.worstImbalancePct, r.imbalancePct);
        out.imbalanceMinUtilisation = m.settings.imbalanceMinUtilisation;
        if (worstLine >= m.settings.imbalanceMinUtilisation)
            out.worstLoadedImbalancePct = std::max(out.worstLoadedImbalancePct, r.imbalancePct);
        out.pdus.push_back(std::move(r));
    }
    for (const PowerModel::RackInfo &ri : m.racks) {
        RackPower r;
        r.id = ri.src->id;
        r.powerW = ri.powerW;
        r.budgetW = ri.budgetW;
        r.utilisation = ri.budgetW > 0 ? ri.powerW / ri.budgetW : 0.0;
        for (int i = ri.pduBegin; i < ri.pduEnd; ++i)
            r.feedW[size_t(m.pdus[size_t(i)].feed)] += out.pdus[size_t(i)].powerW;
        r.unconnectedPsus = ri.unconnectedPsus;
        out.unconnectedPsus += ri.unconnectedPsus;
        out.itDesignW += ri.powerW;
        out.racks.push_back(std::move(r));
    }
    for (int u = 0; u < int(m.units.size()); ++u) {
        const PowerModel::Unit &unit = m.units[size_t(u)];
        ChainUnitPower c;
        c.id = unit.src->id;
        c.kind = unit.ups ? ChainUnitPower::Kind::Ups : ChainUnitPower::Kind::Panel;
        c.upstreamId = unit.src->upstreamId;
        c.powerW = base.unitW[size_t(u)];
        const auto &a = base.unitA[size_t(u)];
        c.currentA = unit.ups ? 0.0 : std::max({a[0], a[1], a[2]});
        c.limitA = unit.limitA;
        c.ratingW = unit.ratingW;
        c.utilisation = m.unitUtilisation(u, a, c.powerW);
        for (const PowerModel::Pdu &p : m.pdus)
            c.pdus += p.ancestorEnd > p.ancestorBegin && m.ancestors[size_t(p.ancestorBegin)] == u;
        out.chain.push_back(std::move(c));
    }
    for (const PowerModel::Device &d : m.devices)
        out.devicesUnderpowered += (d.cordEnd - d.cordBegin) < d.psuRequired && d.psuCount > 0;
    out.scenarios.push_back(feedScenario(m, 0, out.feedLostLineCurrentA[0], out.feedLostWorstUtilisation[0]));
    out.scenarios.push_back(feedScenario(m, 1, out.feedLostLineCurrentA[1], out.feedLostWorstUtilisation[1]));
    pduScenarios(m, base, out);
    const size_t before = warnings.size();
    PowerWarnings::collect(m, out, warnings);
    out.actionableImbalances = int(std::count_if(warnings.begin() + long(before), warnings.end(),
                                                 [](const Warning &w) { return w.code == WarningCode::PowerImbalance; }));
    return out;
}

} // namespace dcs
