#include "powermodel.h"
#include "catalog/catalog.h"
#include "network/networkresult.h"
#include "powermath.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace dcs {

double PowerModel::designLoadW(const CatalogEntry &e, const PowerSettings &s)
{
    switch (s.designLoad) {
    case PowerSettings::DesignLoad::Nameplate: return e.maxPowerW;
    case PowerSettings::DesignLoad::Typical: return e.typicalPowerW > 0 ? e.typicalPowerW : e.maxPowerW;
    case PowerSettings::DesignLoad::LoadFactor: return e.maxPowerW * s.loadFactor;
    }
    return e.maxPowerW;
}

PowerModel PowerModel::build(const Project &project, const Catalog &catalog,
                             const std::vector<DeviceOpticsPower> *optics)
{
    PowerModel m;
    std::unordered_map<std::string, double> opticsW;
    if (optics)
        for (const DeviceOpticsPower &o : *optics)
            opticsW.emplace(o.deviceId, o.powerW);
    m.settings = project.power;
    const double frac = m.settings.continuousFraction();
    const double pf = m.settings.powerFactor;
    // Chain units (panels and UPSs) by id: only here, never in the scenario loops.
    std::unordered_map<std::string, int> unitIndex;
    for (const FloorEquipment &e : project.equipment) {
        const CatalogEntry *ce = catalog.find(e.catalogId);
        if (!ce || (ce->kind != CatalogKind::PowerPanel && ce->kind != CatalogKind::Ups))
            continue;
        Unit u;
        u.src = &e;
        u.ups = ce->kind == CatalogKind::Ups;
        if (ce->panel) {
            u.vLl = ce->panel->voltageLineToLineV;
            u.limitA = ce->panel->mainBreakerA * frac;
            u.circuits = ce->panel->circuits;
            u.circuitLimitA = ce->panel->circuitBreakerA * frac;
            u.busway = ce->panel->overhead;
        }
        if (ce->ups) {
            const double kw = ce->ups->ratingKw > 0 ? ce->ups->ratingKw : ce->ups->ratingKva * pf;
            u.ratingW = 1000.0 * std::min(kw, ce->ups->ratingKva > 0 ? ce->ups->ratingKva * pf : kw);
        }
        unitIndex.emplace(e.id, int(m.units.size()));
        m.units.push_back(u);
    }
    for (Unit &u : m.units)
        if (auto it = unitIndex.find(u.src->upstreamId); !u.src->upstreamId.empty() && it != unitIndex.end())
            u.parent = it->second;

    m.racks.reserve(project.racks.size());
    for (const Rack &rack : project.racks) {
        RackInfo ri;
        ri.src = &rack;
        ri.budgetW = rack.powerBudgetKw * 1000.0;
        ri.pduBegin = int(m.pdus.size());
        const int rackIndex = int(m.racks.size());
        for (const RackPdu &p : rack.pdus) {
            const CatalogEntry *ce = catalog.find(p.catalogId);
            if (!ce || !ce->pdu)
                continue;
            Pdu d;
            d.src = &p;
            d.rack = rackIndex;
            d.layout = PduLayout::of(*ce->pdu);
            d.delta = ce->pdu->wiring == "delta";
            d.feed = p.feed == Feed::A ? 0 : 1;
            d.vLl = ce->pdu->voltageLineToLineV;
            // Single-phase PDUs are fed line to neutral at V_LL / sqrt(3) of their 3-phase source
            // when wye; the catalog gives V_LL for both (REFERENCE 1.5: 415/240 V, 400/230 V).
            d.vLn = d.vLl / std::sqrt(3.0);
            d.inputLimitA = ce->pdu->inputCurrentA * frac;
            d.bankLimitA = ce->pdu->bankBreakerA * frac;
            d.bankOffset = m.banks;
            m.banks += d.layout.banks;
            for (int b = 0; b < d.layout.banks; ++b)
                m.bankPhase.push_back(d.layout.phaseOfBank(b));
            d.ancestorBegin = int(m.ancestors.size());
            auto it = p.panelId.empty() ? unitIndex.end() : unitIndex.find(p.panelId);
            for (int u = it == unitIndex.end() ? -1 : it->second, guard = 0; u >= 0 && guard < 64; u = m.units[u].parent, ++guard)
                m.ancestors.push_back(u);
            d.ancestorEnd = int(m.ancestors.size());
            m.pdus.push_back(d);
        }
        ri.pduEnd = int(m.pdus.size());
        ri.devBegin = int(m.devices.size());
        // A device or the rack-scale system: its PSUs (power shelves) on the rack's PDUs.
        auto addDevice = [&](const CatalogEntry &ce, const DevicePlacement *src, const std::string &id,
                             const std::vector<PowerConnection> &power) {
            Device dev;
            dev.src = src;
            dev.id = &id;
            dev.entry = &ce;
            dev.rack = rackIndex;
            dev.designW = designLoadW(ce, m.settings);
            if (auto it = opticsW.find(id); it != opticsW.end())
                dev.designW += it->second;
            dev.psuCount = ce.psuCount;
            dev.psuRequired = std::max(1, ce.psuRequired);
            dev.psuMinimum = ce.psuMinimum > 0 ? std::min(ce.psuMinimum, dev.psuRequired) : dev.psuRequired;
            dev.throttledW = ce.throttledPowerW;
            dev.psuRatingW = ce.psuRatingW;
            dev.cordBegin = int(m.cords.size());
            for (const PowerConnection &c : power)
                for (int k = ri.pduBegin; k < ri.pduEnd; ++k)
                    if (m.pdus[size_t(k)].src->id == c.pduId && c.outlet <= m.pdus[size_t(k)].layout.outlets()) {
                        Pdu &pdu = m.pdus[size_t(k)];
                        // The validator keeps single-phase cords off three-phase outlets and shelves off
                        // single-phase ones; the outlet's layout decides how the load lands.
                        m.cords.push_back({k, pdu.bankOffset + pdu.layout.bankOf(c.outlet), pdu.layout.threePhaseOutlets()});
                        ++pdu.usedOutlets;
                        ++dev.feedCords[pdu.feed];
                        break;
                    }
            dev.cordEnd = int(m.cords.size());
            ri.unconnectedPsus += std::max(0, dev.psuCount - (dev.cordEnd - dev.cordBegin));
            ri.powerW += dev.designW;
            m.devices.push_back(dev);
        };
        if (const CatalogEntry *re = catalog.find(rack.catalogId); re && re->kind == CatalogKind::RackSystem)
            addDevice(*re, nullptr, rack.id, rack.power);
        for (const DevicePlacement &dp : rack.devices)
            if (const CatalogEntry *ce = catalog.find(dp.catalogId))
                addDevice(*ce, &dp, dp.id, dp.power);
        ri.devEnd = int(m.devices.size());
        m.racks.push_back(ri);
    }
    return m;
}

void PowerModel::distribute(const std::vector<char> &alive, int begin, int end, bool failure,
                            std::vector<double> &bankW, std::vector<int> *down, std::vector<int> *throttled) const
{
    for (int i = begin; i < end; ++i) {
        const Device &d = devices[size_t(i)];
        int fed = 0;
        for (int c = d.cordBegin; c < d.cordEnd; ++c)
            fed += alive[size_t(cords[size_t(c)].pdu)];
        if (fed == 0)
            continue;
        double loadW = d.designW;
        if (failure && fed < d.psuRequired) {
            // Reported only if it ran before the failure (all its cords alive and enough of them).
            const bool ranBefore = d.cordEnd - d.cordBegin >= d.psuRequired;
            if (fed < d.psuMinimum) {
                if (down && ranBefore)
                    down->push_back(i);
                continue;
            }
            // Throttled (issue 30 item 2): it keeps running on what its fed PSUs can deliver, or
            // its catalog cap; the survivors carry that.
            const double capW = d.throttledW > 0 ? d.throttledW : d.psuRatingW > 0 ? fed * d.psuRatingW : d.designW;
            loadW = std::min(d.designW, capW);
            if (throttled && ranBefore)
                throttled->push_back(i);
        }
        // The fed PSUs share the device's load equally (REFERENCE 1.5, redundancy).
        const double share = loadW / fed;
        for (int c = d.cordBegin; c < d.cordEnd; ++c) {
            const Cord &cord = cords[size_t(c)];
            if (!alive[size_t(cord.pdu)])
                continue;
            if (cord.threePhase)
                for (int k = 0; k < 3; ++k)
                    bankW[size_t(cord.bank + k)] += share / 3.0;
            else
                bankW[size_t(cord.bank)] += share;
        }
    }
}

PowerModel::Lines PowerModel::lines(int index, const std::vector<double> &bankW) const
{
    const Pdu &p = pdus[size_t(index)];
    const double pf = settings.powerFactor;
    Lines l;
    for (int b = 0; b < p.layout.banks; ++b)
        l.branchW[size_t(p.layout.phaseOfBank(b))] += bankW[size_t(p.bankOffset + b)];
    if (p.delta) {
        // Line-to-line loads; line currents are phasor sums (REFERENCE 1.5), line power is half of
        // each adjacent line pair's load (for charts; limits are checked on currents).
        for (int k = 0; k < 3; ++k)
            l.branchA[size_t(k)] = PowerMath::branchCurrentA(l.branchW[size_t(k)], p.vLl, pf);
        l.lineA = PowerMath::deltaLineCurrentsA(l.branchA);
        l.lineW = {0.5 * (l.branchW[0] + l.branchW[2]), 0.5 * (l.branchW[1] + l.branchW[0]),
                   0.5 * (l.branchW[2] + l.branchW[1])};
    } else {
        // Line-to-neutral loads: I = P / (V_LN x PF) (REFERENCE 1.5).
        for (int k = 0; k < 3; ++k)
            l.branchA[size_t(k)] = l.lineA[size_t(k)] = PowerMath::wyeCurrentA(l.branchW[size_t(k)], p.vLn, pf);
        l.lineW = l.branchW;
    }
    return l;
}

void PowerModel::addToChain(int index, const Lines &l, double sign, std::vector<std::array<double, 3>> &unitA,
                            std::vector<double> &unitW) const
{
    const Pdu &p = pdus[size_t(index)];
    const double w = l.lineW[0] + l.lineW[1] + l.lineW[2];
    for (int a = p.ancestorBegin; a < p.ancestorEnd; ++a) {
        const int u = ancestors[size_t(a)];
        const Unit &unit = units[size_t(u)];
        // Conservative: magnitudes add (loads at a common PF); a different voltage means a
        // transformer in between, so current scales with the voltage ratio.
        const double scale = unit.vLl > 0 ? p.vLl / unit.vLl : 0.0;
        for (int k = 0; k < 3; ++k)
            unitA[size_t(u)][size_t(k)] += sign * l.lineA[size_t(k)] * scale;
        unitW[size_t(u)] += sign * w;
    }
}

double PowerModel::unitUtilisation(int u, const std::array<double, 3> &a, double w) const
{
    const Unit &unit = units[size_t(u)];
    if (unit.ups)
        return unit.ratingW > 0 ? w / unit.ratingW : 0.0;
    return unit.limitA > 0 ? std::max({a[0], a[1], a[2]}) / unit.limitA : 0.0;
}

} // namespace dcs
