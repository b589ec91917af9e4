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

// Marks `outlet` used and adds a cord of `w` watts to its bank(s) and phase(s): a three-phase
// outlet (a power shelf's feed) loads its three banks, one per phase, equally.
void load(PduState &s, int outlet, double w)
{
    s.used[size_t(outlet)] = true;
    const int first = s.layout.bankOf(outlet);
    const int spans = s.layout.threePhaseOutlets() ? 3 : 1;
    for (int k = 0; k < spans; ++k) {
        s.bankW[size_t(first + k)] += w / spans;
        s.phaseW[s.layout.phaseOfBank(first + k)] += w / spans;
    }
    s.totalW += w;
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
    auto plugged = [&](const std::vector<PowerConnection> &cords, double w) {
        for (const PowerConnection &c : cords)
            for (PduState &s : pdus)
                if (s.pdu->id == c.pduId && c.outlet >= 1 && c.outlet <= s.layout.outlets())
                    load(s, c.outlet, w);
    };
    if (const CatalogEntry *system = catalog.find(rack.catalogId); system && system->kind == CatalogKind::RackSystem)
        plugged(rack.power, psuShareW(*system));
    for (const DevicePlacement &d : rack.devices) {
        const CatalogEntry *e = catalog.find(d.catalogId);
        plugged(d.power, e ? psuShareW(*e) : 0.0);
    }
    return pdus;
}

// The free outlet an electrician would take for a cord of `w` watts: the wanted feed first (the
// other only when it is full), then `preferredPdu` when one is named, then the PDU holding the
// fewest of this device's cords, the least-loaded phase, the least-loaded bank, the emptiest PDU.
// Only outlets of the cord's kind: single-phase for a PSU, three-phase for a power shelf.
// Marks the outlet used and returns {pdu index, outlet}, or {-1, 0} when every outlet is taken.
std::pair<int, int> takeOutlet(std::vector<PduState> &pdus, int wantedFeed, const std::string &preferredPdu,
                               const std::vector<int> &mine, double w, bool threePhase = false)
{
    using Key = std::tuple<int, int, int, double, double, double, size_t, int>;
    bool found = false;
    Key best{};
    for (size_t i = 0; i < pdus.size(); ++i) {
        const PduState &s = pdus[i];
        if (s.layout.threePhaseOutlets() != threePhase)
            continue;
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
    load(pdus[i], o, w);
    return {int(i), o};
}

} // namespace

namespace {

// The PSUs (power shelves) of `entry` plugged by the rules above: alternating feeds, spread over
// each feed's PDUs, on outlets of the cords' kind.
std::vector<PowerConnection> plugAll(const Rack &rack, const CatalogEntry *entry, const Catalog &catalog, bool threePhase)
{
    std::vector<PowerConnection> out;
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
        const auto [i, o] = takeOutlet(pdus, wanted, {}, mine, w, threePhase);
        if (i < 0)
            break;
        ++mine[size_t(i)];
        out.push_back({psu, pdus[size_t(i)].pdu->id, o});
    }
    return out;
}

} // namespace

std::vector<PowerConnection> PowerAutoConnect::connect(const Rack &rack, const DevicePlacement &device,
                                                       const Catalog &catalog)
{
    return plugAll(rack, catalog.find(device.catalogId), catalog, false);
}

std::vector<PowerConnection> PowerAutoConnect::connectSystem(const Rack &rack, const Catalog &catalog)
{
    const CatalogEntry *system = catalog.find(rack.catalogId);
    return system && system->kind == CatalogKind::RackSystem ? plugAll(rack, system, catalog, true)
                                                             : std::vector<PowerConnection>{};
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
    // A rack-scale system's shelves on this PDU are plugged again first (heaviest), on
    // three-phase outlets only.
    std::vector<int> shelves;
    for (auto it = rack.power.begin(); it != rack.power.end();)
        if (it->pduId == pduId) {
            shelves.push_back(it->psu);
            it = rack.power.erase(it);
        } else {
            ++it;
        }
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
    if (const CatalogEntry *system = catalog.find(rack.catalogId); !shelves.empty() && system) {
        for (int shelf : shelves) {
            std::vector<int> mine(pdus.size(), 0);
            for (const PowerConnection &p : rack.power)
                for (size_t i = 0; i < pdus.size(); ++i)
                    mine[i] += pdus[i].pdu->id == p.pduId ? 1 : 0;
            const auto [i, o] = takeOutlet(pdus, int(pdu->feed), pduId, mine, psuShareW(*system), true);
            if (i < 0) {
                ++result.unplugged;
                continue;
            }
            rack.power.push_back({shelf, pdus[size_t(i)].pdu->id, o});
            result.elsewhere += pdus[size_t(i)].pdu->id == pduId ? 0 : 1;
        }
        std::sort(rack.power.begin(), rack.power.end(),
                  [](const PowerConnection &x, const PowerConnection &y) { return x.psu < y.psu; });
    }
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

void PowerAutoConnect::cableSystem(Rack &rack, const Catalog &catalog)
{
    const CatalogEntry *system = catalog.find(rack.catalogId);
    if (!system || system->kind != CatalogKind::RackSystem || !rack.pdus.empty() || !catalog.find(kShelfFeedPdu))
        return;
    for (int shelf = 1; shelf <= system->psuCount; ++shelf) {
        RackPdu whip;
        const bool a = shelf % 2 == 1;
        whip.id = rack.id + "-PDU-" + (a ? "A" : "B") + std::to_string((shelf + 1) / 2);
        whip.catalogId = kShelfFeedPdu;
        whip.feed = a ? Feed::A : Feed::B;
        whip.side = (shelf + 1) / 2 % 2 == 1 ? RailSide::Left : RailSide::Right;
        rack.pdus.push_back(std::move(whip));
    }
    rack.power = connectSystem(rack, catalog);
}

int PowerAutoConnect::connectUnconnected(Rack &rack, const Catalog &catalog)
{
    int n = 0;
    if (rack.power.empty()) {
        rack.power = connectSystem(rack, catalog);
        n += int(rack.power.size());
    }
    for (DevicePlacement &d : rack.devices)
        if (d.power.empty()) {
            d.power = connect(rack, d, catalog);
            n += int(d.power.size());
        }
    return n;
}

} // namespace dcs
