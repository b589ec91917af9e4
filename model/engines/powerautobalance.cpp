#include "powerautobalance.h"
#include "catalog/catalog.h"
#include "powermath.h"
#include "powermodel.h"
#include "project/pdulayout.h"
#include "project/rack.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace dcs {

namespace {

constexpr double kTol = 1e-9;
constexpr double kExactLimit = 200'000;  // phase splits enumerated per PDU before falling back

PowerAutoBalance::Score scoreOf(const std::array<double, 3> &w, bool delta, double vLl, double pf)
{
    const std::array<double, 3> a = PowerAutoBalance::lineCurrents(w, delta, vLl, pf);
    const double avg = (a[0] + a[1] + a[2]) / 3.0;
    PowerAutoBalance::Score s;
    for (double x : a) {
        s.worstLineA = std::max(s.worstLineA, x);
        s.maxDeviationA = std::max(s.maxDeviationA, std::abs(x - avg));
    }
    return s;
}

} // namespace

bool PowerAutoBalance::Score::betterThan(const Score &o) const
{
    if (worstLineA < o.worstLineA - kTol)
        return true;
    if (worstLineA > o.worstLineA + kTol)
        return false;
    if (maxDeviationA < o.maxDeviationA - kTol)
        return true;
    if (maxDeviationA > o.maxDeviationA + kTol)
        return false;
    return worstBankA < o.worstBankA - kTol;
}

std::array<double, 3> PowerAutoBalance::lineCurrents(const std::array<double, 3> &w, bool delta, double vLl, double pf)
{
    if (delta) {
        std::array<double, 3> b{};
        for (int k = 0; k < 3; ++k)
            b[size_t(k)] = PowerMath::branchCurrentA(w[size_t(k)], vLl, pf);
        return PowerMath::deltaLineCurrentsA(b);
    }
    const double vLn = vLl / std::sqrt(3.0);
    return {PowerMath::wyeCurrentA(w[0], vLn, pf), PowerMath::wyeCurrentA(w[1], vLn, pf),
            PowerMath::wyeCurrentA(w[2], vLn, pf)};
}

PowerAutoBalance::Score PowerAutoBalance::scorePhases(const std::vector<double> &loadsW, const std::vector<int> &phases,
                                                      bool delta, double vLl, double pf)
{
    std::array<double, 3> w{};
    for (size_t i = 0; i < loadsW.size(); ++i)
        w[size_t(phases[i])] += loadsW[i];
    return scoreOf(w, delta, vLl, pf);
}

std::vector<int> PowerAutoBalance::bestPhases(const std::vector<double> &loadsW, const std::array<int, 3> &capacity,
                                              bool delta, double vLl, double pf)
{
    const size_t n = loadsW.size();
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return loadsW[a] > loadsW[b]; });
    // Equal loads are interchangeable: enumerate how many of each kind go on each phase.
    struct Kind { double w; std::vector<size_t> items; };
    std::vector<Kind> kinds;
    for (size_t i : order) {
        if (kinds.empty() || std::abs(kinds.back().w - loadsW[i]) > 1e-6)
            kinds.push_back({loadsW[i], {}});
        kinds.back().items.push_back(i);
    }
    double splits = 1;
    for (const Kind &k : kinds)
        splits *= double(k.items.size() + 1) * double(k.items.size() + 2) / 2.0;
    std::vector<int> result(n, 0);
    if (splits <= kExactLimit) {
        std::vector<std::array<int, 3>> cur(kinds.size()), best;
        Score bestScore;
        bool found = false;
        std::array<int, 3> left = capacity;
        std::array<double, 3> w{};
        auto rec = [&](auto &&self, size_t k) -> void {
            if (k == kinds.size()) {
                const Score s = scoreOf(w, delta, vLl, pf);
                if (!found || s.betterThan(bestScore)) {
                    bestScore = s;
                    best = cur;
                    found = true;
                }
                return;
            }
            const int c = int(kinds[k].items.size());
            for (int a = std::min(c, left[0]); a >= 0; --a)
                for (int b = std::min(c - a, left[1]); b >= 0; --b) {
                    const int rest = c - a - b;
                    if (rest > left[2])
                        continue;
                    cur[k] = {a, b, rest};
                    for (int p = 0; p < 3; ++p) {
                        left[size_t(p)] -= cur[k][size_t(p)];
                        w[size_t(p)] += kinds[k].w * cur[k][size_t(p)];
                    }
                    self(self, k + 1);
                    for (int p = 0; p < 3; ++p) {
                        left[size_t(p)] += cur[k][size_t(p)];
                        w[size_t(p)] -= kinds[k].w * cur[k][size_t(p)];
                    }
                }
        };
        rec(rec, 0);
        if (found) {
            for (size_t k = 0; k < kinds.size(); ++k) {
                size_t j = 0;
                for (int p = 0; p < 3; ++p)
                    for (int c = 0; c < best[k][size_t(p)]; ++c)
                        result[kinds[k].items[j++]] = p;
            }
            return result;
        }
    }
    // Largest first onto the phase that ends lowest, then pairwise swaps and moves while they help.
    std::array<int, 3> used{};
    std::array<double, 3> w{};
    for (size_t i : order) {
        int bestP = -1;
        Score bestS;
        for (int p = 0; p < 3; ++p) {
            if (used[size_t(p)] >= capacity[size_t(p)])
                continue;
            std::array<double, 3> t = w;
            t[size_t(p)] += loadsW[i];
            const Score s = scoreOf(t, delta, vLl, pf);
            if (bestP < 0 || s.betterThan(bestS)) {
                bestP = p;
                bestS = s;
            }
        }
        bestP = std::max(bestP, 0);
        result[i] = bestP;
        ++used[size_t(bestP)];
        w[size_t(bestP)] += loadsW[i];
    }
    for (int pass = 0; pass < 50; ++pass) {
        bool improved = false;
        Score now = scoreOf(w, delta, vLl, pf);
        for (size_t i = 0; i < n; ++i)
            for (size_t j = i + 1; j < n; ++j) {
                const int pi = result[i], pj = result[j];
                if (pi == pj)
                    continue;
                std::array<double, 3> t = w;
                t[size_t(pi)] += loadsW[j] - loadsW[i];
                t[size_t(pj)] += loadsW[i] - loadsW[j];
                const Score s = scoreOf(t, delta, vLl, pf);
                if (s.betterThan(now)) {
                    std::swap(result[i], result[j]);
                    w = t;
                    now = s;
                    improved = true;
                }
            }
        if (!improved)
            break;
    }
    return result;
}

bool PowerAutoBalance::balanceRack(Rack &rack, const Catalog &catalog, const PowerSettings &settings,
                                   std::vector<PduOutcome> *outcomes)
{
    bool changed = false;
    const double pf = settings.powerFactor;
    for (const RackPdu &pdu : rack.pdus) {
        const CatalogEntry *pe = catalog.find(pdu.catalogId);
        if (!pe || !pe->pdu)
            continue;
        const PduLayout layout = PduLayout::of(*pe->pdu);
        const bool delta = pe->pdu->wiring == "delta";
        const double vLl = pe->pdu->voltageLineToLineV;
        struct Item { PowerConnection *cord; double w; const std::string *model; };
        std::vector<Item> items;
        for (DevicePlacement &d : rack.devices) {
            const CatalogEntry *de = catalog.find(d.catalogId);
            if (!de || d.power.empty())
                continue;
            const double share = PowerModel::designLoadW(*de, settings) / double(d.power.size());
            for (PowerConnection &c : d.power)
                if (c.pduId == pdu.id && c.outlet >= 1 && c.outlet <= layout.outlets())
                    items.push_back({&c, share, &d.catalogId});
        }
        if (items.empty() || layout.phases != 3)
            continue;
        std::vector<double> loads;
        std::vector<int> curPhases;
        std::vector<double> curBankW(size_t(layout.banks), 0.0);
        for (const Item &it : items) {
            loads.push_back(it.w);
            curPhases.push_back(layout.phaseOf(it.cord->outlet));
            curBankW[size_t(layout.bankOf(it.cord->outlet))] += it.w;
        }
        std::array<int, 3> capacity{};
        for (int b = 0; b < layout.banks; ++b)
            capacity[size_t(layout.phaseOfBank(b))] += layout.outletsPerBank;
        const double bankV = delta ? vLl : vLl / std::sqrt(3.0);
        Score current = scorePhases(loads, curPhases, delta, vLl, pf);
        current.worstBankA = *std::max_element(curBankW.begin(), curBankW.end()) / (bankV * pf);
        const std::vector<int> phases = bestPhases(loads, capacity, delta, vLl, pf);
        // Within each phase, largest cords first onto the emptiest bank with a free outlet.
        std::vector<size_t> order(items.size());
        std::iota(order.begin(), order.end(), size_t(0));
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return loads[a] > loads[b]; });
        std::vector<double> bankW(size_t(layout.banks), 0.0);
        std::vector<int> bankUsed(size_t(layout.banks), 0);
        std::vector<int> outlets(items.size(), 0);
        for (size_t i : order) {
            int best = -1;
            for (int b = 0; b < layout.banks; ++b)
                if (layout.phaseOfBank(b) == phases[i] && bankUsed[size_t(b)] < layout.outletsPerBank
                    && (best < 0 || bankW[size_t(b)] < bankW[size_t(best)] - 1e-9))
                    best = b;
            if (best < 0)
                return changed;  // cannot happen: bestPhases respects the capacities
            outlets[i] = best * layout.outletsPerBank + bankUsed[size_t(best)] + 1;
            ++bankUsed[size_t(best)];
            bankW[size_t(best)] += loads[i];
        }
        Score proposed = scorePhases(loads, phases, delta, vLl, pf);
        proposed.worstBankA = *std::max_element(bankW.begin(), bankW.end()) / (bankV * pf);
        const bool better = proposed.betterThan(current);
        if (outcomes) {
            PduOutcome o;
            o.pduId = pdu.id;
            o.moved = better;
            o.delta = delta;
            o.cords = int(items.size());
            std::array<double, 3> w{};
            for (size_t i = 0; i < items.size(); ++i)
                w[size_t(better ? phases[i] : curPhases[i])] += loads[i];
            o.lineA = lineCurrents(w, delta, vLl, pf);
            o.limitA = pe->pdu->inputCurrentA * settings.continuousFraction();
            o.imbalancePct = PowerMath::imbalancePct(o.lineA);
            // Cords grouped by device model and load, largest first.
            std::vector<std::pair<double, std::string>> kinds;
            for (const Item &it : items)
                kinds.emplace_back(it.w, *it.model);
            std::sort(kinds.begin(), kinds.end(), [](const auto &a, const auto &b) {
                return a.first != b.first ? a.first > b.first : a.second < b.second;
            });
            for (size_t i = 0; i < kinds.size();) {
                size_t j = i;
                while (j < kinds.size() && kinds[j] == kinds[i])
                    ++j;
                char buf[160];
                std::snprintf(buf, sizeof buf, "%s%zu x %s (%.2f kW)", o.loads.empty() ? "" : ", ", j - i,
                              kinds[i].second.c_str(), kinds[i].first / 1000.0);
                o.loads += buf;
                i = j;
            }
            outcomes->push_back(std::move(o));
        }
        if (!better)
            continue;
        for (size_t i = 0; i < items.size(); ++i)
            items[i].cord->outlet = outlets[i];
        changed = true;
    }
    return changed;
}

std::string PowerAutoBalance::explain(const PduOutcome &o)
{
    static const char *wye[] = {"L1", "L2", "L3"};
    static const char *pairs[] = {"L1-L2", "L2-L3", "L3-L1"};
    const char *const *names = o.delta ? pairs : wye;
    char lines[160];
    std::snprintf(lines, sizeof lines, "%s %.1f A, %s %.1f A, %s %.1f A (%.0f %% imbalance)", names[0], o.lineA[0],
                  names[1], o.lineA[1], names[2], o.lineA[2], o.imbalancePct);
    const std::string head = o.pduId + ": " + std::to_string(o.cords) + " cord(s), " + o.loads + ", on 3 phases; ";
    if (o.moved)
        return head + "re-plugged to " + lines + ".";
    const double worst = std::max({o.lineA[0], o.lineA[1], o.lineA[2]});
    std::string why;
    if (o.limitA > 0 && worst > o.limitA * (1.0 + 1e-9)) {
        char buf[200];
        std::snprintf(buf, sizeof buf,
                      "even the best split is over the %.1f A limit (%.0f %%): the PDU is too small for this load; "
                      "choose a larger PDU or move a device to another rack",
                      o.limitA, 100.0 * worst / o.limitA);
        why = buf;
    } else if (o.imbalancePct < 0.5) {
        why = "already balanced";
    } else {
        // Equal cords in whole numbers: 8 PSUs on 3 phases split 3/3/2 at best.
        why = "whole PSUs cannot split further";
    }
    return head + "the best split leaves " + lines + ": " + why + ".";
}

} // namespace dcs
