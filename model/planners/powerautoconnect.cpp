#include "powerautoconnect.h"
#include "catalog/catalog.h"
#include "project/pdulayout.h"
#include "project/rack.h"
#include <algorithm>
#include <tuple>

namespace dcs {

namespace {

struct PduState {
    const RackPdu *pdu;
    PduLayout layout;
    std::vector<bool> used;       // per outlet (index = outlet number)
    std::vector<double> bankW;
    double phaseW[3] = {0, 0, 0};
    double totalW = 0;
};

double psuShareW(const CatalogEntry &e)
{
    return e.psuCount > 0 ? e.maxPowerW / e.psuCount : 0.0;
}

std::vector<PduState> rackState(const Rack &rack, const Catalog &catalog)
{
    std::vector<PduState> pdus;
    for (const RackPdu &p : rack.pdus) {
        const CatalogEntry *e = catalog.find(p.catalogId);
        if (!e || !e->pdu)
            continue;
        PduState s{&p, PduLayout::of(*e->pdu), {}, {}, {0, 0, 0}, 0};
        s.used.assign(size_t(s.layout.outlets()) + 1, false);
        s.bankW.assign(size_t(s.layout.banks), 0.0);
        pdus.push_back(std::move(s));
    }
    for (const DevicePlacement &d : rack.devices) {
        const CatalogEntry *e = catalog.find(d.catalogId);
        const double w = e ? psuShareW(*e) : 0.0;
        for (const PowerConnection &c : d.power)
            for (PduState &s : pdus)
                if (s.pdu->id == c.pduId && c.outlet >= 1 && c.outlet <= s.layout.outlets()) {
                    s.used[size_t(c.outlet)] = true;
                    const int bank = s.layout.bankOf(c.outlet);
                    s.bankW[size_t(bank)] += w;
                    s.phaseW[s.layout.phaseOfBank(bank)] += w;
                    s.totalW += w;
                }
    }
    return pdus;
}

// The free outlet an electrician would take for a cord of `w` watts: the wanted feed first (the
// other only when it is full), then `preferredPdu` when one is named, then the PDU holding the
// fewest of this device's cords, the least-loaded phase, the least-loaded bank, the emptiest PDU.
// Marks the outlet used and returns {pdu index, outlet}, or {-1, 0} when every outlet is taken.
std::pair<int, int> takeOutlet(std::vector<PduState> &pdus, int wantedFeed, const std::string &preferredPdu,
                               const std::vector<int> &mine, double w)
{
    using Key = std::tuple<int, int, int, double, double, double, size_t, int>;
    bool found = false;
    Key best{};
    for (size_t i = 0; i < pdus.size(); ++i) {
        const PduState &s = pdus[i];
        for (int o = 1; o <= s.layout.outlets(); ++o) {
            if (s.used[size_t(o)])
                continue;
            const int bank = s.layout.bankOf(o);
            const Key k{int(s.pdu->feed) == wantedFeed ? 0 : 1, s.pdu->id == preferredPdu ? 0 : 1, mine[i],
                        s.phaseW[s.layout.phaseOfBank(bank)] + w, s.bankW[size_t(bank)] + w, s.totalW, i, o};
            if (!found || k < best) {
                best = k;
                found = true;
            }
        }
    }
    if (!found)
        return {-1, 0};
    const size_t i = std::get<6>(best);
    const int o = std::get<7>(best);
    PduState &s = pdus[i];
    const int bank = s.layout.bankOf(o);
    s.used[size_t(o)] = true;
    s.bankW[size_t(bank)] += w;
    s.phaseW[s.layout.phaseOfBank(bank)] += w;
    s.totalW += w;
    return {int(i), o};
}

} // namespace

std::vector<PowerConnection> PowerAutoConnect::connect(const Rack &rack, const DevicePlacement &device,
                                                       const Catalog &catalog)
{
    std::vector<PowerConnection> out;
    const CatalogEntry *entry = catalog.find(device.catalogId);
    if (!entry || entry->psuCount <= 0)
        return out;
    std::vector<PduState> pdus = rackState(rack, catalog);
    bool hasFeed[2] = {false, false};
    for (const PduState &s : pdus)
        hasFeed[int(s.pdu->feed)] = true;
    const double w = psuShareW(*entry);
    std::vector<int> mine(pdus.size(), 0);  // this device's cords per PDU
    for (int psu = 1; psu <= entry->psuCount; ++psu) {
        const int wanted = hasFeed[0] && hasFeed[1] ? (psu - 1) % 2 : (hasFeed[0] ? 0 : 1);
        const auto [i, o] = takeOutlet(pdus, wanted, {}, mine, w);
        if (i < 0)
            break;
        ++mine[size_t(i)];
        out.push_back({psu, pdus[size_t(i)].pdu->id, o});
    }
    return out;
}

PowerAutoConnect::Replug PowerAutoConnect::replugPdu(Rack &rack, const std::string &pduId, const Catalog &catalog)
{
    Replug result;
    const auto pdu = std::find_if(rack.pdus.begin(), rack.pdus.end(), [&](const RackPdu &p) { return p.id == pduId; });
    if (pdu == rack.pdus.end())
        return result;
    // Take the PDU's cords out first, so the state below counts only the cords that stay.
    struct Cord {
        DevicePlacement *device;
        int psu;
        double w;
    };
    std::vector<Cord> cords;
    for (DevicePlacement &d : rack.devices) {
        const CatalogEntry *e = catalog.find(d.catalogId);
        for (auto it = d.power.begin(); it != d.power.end();)
            if (it->pduId == pduId) {
                cords.push_back({&d, it->psu, e ? psuShareW(*e) : 0.0});
                it = d.power.erase(it);
            } else {
                ++it;
            }
    }
    // Heaviest first: the big cords spread over the banks, the small ones fill in.
    std::stable_sort(cords.begin(), cords.end(), [](const Cord &a, const Cord &b) { return a.w > b.w; });
    std::vector<PduState> pdus = rackState(rack, catalog);
    for (const Cord &c : cords) {
        std::vector<int> mine(pdus.size(), 0);
        for (const PowerConnection &p : c.device->power)
            for (size_t i = 0; i < pdus.size(); ++i)
                mine[i] += pdus[i].pdu->id == p.pduId ? 1 : 0;
        const auto [i, o] = takeOutlet(pdus, int(pdu->feed), pduId, mine, c.w);
        if (i < 0) {
            ++result.unplugged;
            continue;
        }
        c.device->power.push_back({c.psu, pdus[size_t(i)].pdu->id, o});
        std::sort(c.device->power.begin(), c.device->power.end(),
                  [](const PowerConnection &x, const PowerConnection &y) { return x.psu < y.psu; });
        result.elsewhere += pdus[size_t(i)].pdu->id == pduId ? 0 : 1;
    }
    return result;
}

int PowerAutoConnect::connectUnconnected(Rack &rack, const Catalog &catalog)
{
    int n = 0;
    for (DevicePlacement &d : rack.devices)
        if (d.power.empty()) {
            d.power = connect(rack, d, catalog);
            n += int(d.power.size());
        }
    return n;
}

} // namespace dcs
