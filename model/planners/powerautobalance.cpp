#include "powerautobalance.h"
#include "catalog/catalog.h"
#include "power/phasebalance.h"
#include "power/powermath.h"
#include "power/powermodel.h"
#include "project/pdulayout.h"
#include "project/rack.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace dcs {

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
        PhaseBalance::Score current = PhaseBalance::scorePhases(loads, curPhases, delta, vLl, pf);
        current.worstBankA = *std::max_element(curBankW.begin(), curBankW.end()) / (bankV * pf);
        const std::vector<int> phases = PhaseBalance::bestPhases(loads, capacity, delta, vLl, pf);
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
        PhaseBalance::Score proposed = PhaseBalance::scorePhases(loads, phases, delta, vLl, pf);
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
            o.lineA = PhaseBalance::lineCurrents(w, delta, vLl, pf);
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
