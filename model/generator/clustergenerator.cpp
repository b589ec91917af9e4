#include "clustergenerator.h"
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "inventory/inventoryengine.h"
#include "network/cablerouter.h"
#include "planners/fabricgenerator.h"
#include "planners/powerautobalance.h"
#include "planners/powerautoconnect.h"
#include "project/pdulayout.h"
#include "generatorfloor.h"
#include "generatorpowerchain.h"
#include "generatorsizing.h"
#include "generatorworkload.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dcs {

namespace {

constexpr int kSuNodes = 32;            // DGX SuperPOD scalable unit (REFERENCE.md 2)
constexpr int kRackSystemSuRacks = 8;   // GB200 NVL72 SuperPOD scalable unit: 8 racks (assumption from NVIDIA RA)
constexpr int kFirstNodeU = 3;          // U1-U2 left free for cable entry, as in the samples
constexpr int kMaxPdusPerFeed = 4;      // two per rear rail and feed (assumption)
constexpr int kMaxPdusPerFeedRackSystem = 8;
constexpr double kAutoRackKw = 45.0;    // 4 x DGX H100 = 40.8 kW nameplate (REFERENCE.md 2) plus headroom
constexpr double kRowEndMarginM = 60.0; // room at the row ends for network racks before the hall is fitted
constexpr const char *kManagementSwitch = "sn2201";
// A power shelf takes a three-phase feed: one whip per shelf unless the options name another
// PDU with three-phase outlets (issue 33 item 1; the whip's catalog entry says what is assumed).
constexpr const char *kShelfFeedPdu = PowerAutoConnect::kShelfFeedPdu;

std::string kwText(double w)
{
    char b[32];
    std::snprintf(b, sizeof b, "%.1f kW", w / 1000.0);
    return b;
}

std::string rowLabel(int r)
{
    if (r < 26)
        return std::string(1, char('A' + r));
    return std::string(1, char('A' + r / 26 - 1)) + char('A' + r % 26);
}

const CatalogEntry *largestCooling(const Catalog &catalog, CoolingType type, bool floorStanding)
{
    const CatalogEntry *best = nullptr;
    for (const CatalogEntry *e : catalog.entriesOfKind(CatalogKind::Cooling))
        if (e->isCooling(type) && (!floorStanding || e->heightU == 0)
            && (!best || e->cooling->capacityKw > best->cooling->capacityKw))
            best = e;
    return best;
}

// Air heat one rack may carry: the cooling engine's density limit, or the rear door's capacity.
double rackAirLimitW(const GeneratorOptions &o, const Project &defaults, const Catalog &catalog)
{
    if (o.cooling == GeneratorCooling::Hybrid) {
        const CatalogEntry *door = largestCooling(catalog, CoolingType::RearDoor, false);
        return door ? door->cooling->capacityKw * 1000.0 : 0.0;
    }
    return defaults.cooling.airDensityLimitKwPerRack * 1000.0;
}

int nodesFromOptions(const GeneratorOptions &o, const CatalogEntry *system)
{
    if (o.nodes > 0)
        return o.nodes;
    return system && system->totalGpus() > 0 ? o.gpus / system->totalGpus() : 0;
}

} // namespace

ClusterGenerator::Plan ClusterGenerator::plan(const GeneratorOptions &o, const Catalog &catalog)
{
    Plan p;
    p.errors = validateOptions(o, catalog);
    if (!p.errors.empty())
        return p;
    const Project defaults;
    const CatalogEntry &sys = *catalog.find(o.systemId);
    const CatalogEntry &pdu = *catalog.find(o.pduId);
    const CatalogEntry &rack = *catalog.find(o.rackId);
    p.system = &sys;
    p.rackSystem = sys.kind == CatalogKind::RackSystem;
    p.nodes = nodesFromOptions(o, &sys);
    p.gpus = p.nodes * sys.totalGpus();
    const double pduCapW = pdu.pdu ? GeneratorSizing::pduCapacityW(*pdu.pdu, defaults.power) : 0.0;
    const double target = GeneratorSizing::loadingTarget(defaults.power);
    const double airLimitW = rackAirLimitW(o, defaults, catalog);
    const GeneratorSizing::Heat nodeHeat = GeneratorSizing::heatOf(sys, o.cooling, defaults.cooling.liquid);
    const char *coolingName = generatorCoolingName(o.cooling);
    if (pduCapW <= 0) {
        p.errors.push_back("the PDU '" + o.pduId + "' has no input rating.");
        return p;
    }

    if (p.rackSystem) {
        p.nodesPerRack = 1;
        p.rackBudgetKw = o.rackPowerLimitKw > 0 ? o.rackPowerLimitKw : std::ceil(sys.maxPowerW / 5000.0) * 5.0;
        if (sys.maxPowerW > p.rackBudgetKw * 1000.0)
            p.errors.push_back("one " + o.systemId + " draws " + kwText(sys.maxPowerW) + ", above the rack power limit of "
                               + kwText(p.rackBudgetKw * 1000) + ".");
        if (nodeHeat.airW > airLimitW)
            p.errors.push_back("one " + o.systemId + " puts " + kwText(nodeHeat.airW) + " of heat into the air with "
                               + coolingName + " cooling, above the " + kwText(airLimitW)
                               + " a rack can shed; choose liquid cooling (or sidecar, without facility water).");
        const CatalogEntry *feed = &pdu;
        if (!pdu.pdu || pdu.pdu->outletPhases != 3) {
            feed = o.pduId == GeneratorOptions{}.pduId ? catalog.find(kShelfFeedPdu) : nullptr;
            if (!feed || !feed->pdu) {
                p.errors.push_back("the power shelves of a " + o.systemId + " take three-phase feeds; '" + o.pduId
                                   + "' has single-phase outlets: choose a PDU with three-phase outlets ("
                                   + kShelfFeedPdu + ").");
                return p;
            }
        }
        p.pduId = feed->id;
        // One shelf per three-phase outlet, the shelves split between the feeds; after a feed
        // loss the other feed's shelves carry the whole system (GB200 NVL72: 4 of 8 x 33 kW).
        const int shelves = std::max(1, sys.psuCount);
        const int perFeed = o.power2N ? (shelves + 1) / 2 : shelves;
        const int outlets = PduLayout::of(*feed->pdu).outlets();
        p.pdusPerFeed = std::max(1, (perFeed + outlets - 1) / outlets);
        // After a feed loss the other feed's shelves carry the system: at full power, or at its
        // throttled power when it keeps running capped on them (psu_minimum; GB300 NVL72: 142 kW
        // needs 5 of 8 x 33 kW shelves, 4 carry it capped at 132 kW).
        const int survivors = std::max(1, o.power2N ? shelves / 2 : shelves);
        double afterLossW = sys.maxPowerW;
        if (o.power2N && survivors < sys.psuRequired && sys.psuMinimum > 0 && survivors >= sys.psuMinimum)
            afterLossW = sys.throttledPowerW > 0 ? std::min(sys.maxPowerW, sys.throttledPowerW) : survivors * sys.psuRatingW;
        const double shelfW = afterLossW / survivors;
        const double outletW = 3.0 * GeneratorSizing::bankCapacityW(*feed->pdu, defaults.power) / std::max(1, feed->pdu->outletsPerBank);
        if (shelfW > std::min(outletW, GeneratorSizing::pduCapacityW(*feed->pdu, defaults.power)) * (1.0 + 1e-9))
            p.errors.push_back("each power shelf of a " + o.systemId + " carries " + kwText(shelfW)
                               + (o.power2N ? " after a feed loss" : "") + ", above what one '" + feed->id
                               + "' outlet delivers; choose a larger three-phase feed.");
        if (p.pdusPerFeed > kMaxPdusPerFeedRackSystem)
            p.errors.push_back("one " + o.systemId + " would need " + std::to_string(p.pdusPerFeed) + " '" + feed->id
                               + "' PDUs per feed; choose a PDU with more three-phase outlets.");
        p.limitedBy = "rack-scale system";
        p.computeItW = sys.maxPowerW * p.nodes;
    } else {
        const CatalogEntry *mgmt = catalog.find(kManagementSwitch);
        const double mgmtW = mgmt ? mgmt->maxPowerW : 0.0;
        const double mgmtAirW = mgmtW;
        const int mgmtU = mgmt ? mgmt->heightU : 0;
        const double mgmtKg = mgmt ? mgmt->weightKg : 0.0;
        const int rackU = rack.rack ? rack.rack->heightU : 42;
        p.rackBudgetKw = o.rackPowerLimitKw > 0 ? o.rackPowerLimitKw : std::max(kAutoRackKw, std::ceil(sys.maxPowerW / 5000.0) * 5.0);
        const int h = std::max(1, sys.heightU);
        const int byU = std::max(0, (rackU - (kFirstNodeU - 1) - mgmtU) / h);
        const int byPower = std::max(0, int(std::floor((p.rackBudgetKw * 1000.0 - mgmtW) / sys.maxPowerW + 1e-9)));
        const int byAir = nodeHeat.airW > 0 ? std::max(0, int(std::floor((airLimitW - mgmtAirW) / nodeHeat.airW + 1e-9))) : byU;
        const double loadKg = rack.rack ? rack.rack->staticLoadKg : 0.0;
        const int byWeight = loadKg > 0 && sys.weightKg > 0 ? std::max(0, int(std::floor((loadKg - mgmtKg) / sys.weightKg))) : byU;
        const PduSpec &ps = *pdu.pdu;
        const int outlets = std::max(1, ps.banks > 0 && ps.outletsPerBank > 0 ? ps.banks * ps.outletsPerBank : 24);
        const int kLoss = GeneratorSizing::pdusPerFeedForPduLoss(sys, o.power2N);
        // The most nodes the PDUs can feed: the PDUs left after the worst single failure carry the
        // whole rack within the target (2N: the other feed's; N: all but the lost one), and each
        // feed has an outlet for every cord on it.
        int byPdu = 0, pdusPerFeed = 0;
        const int start = std::min({byU, byPower, byAir, byWeight});
        for (int n = start; n >= 1 && byPdu == 0; --n) {
            const double rackW = n * sys.maxPowerW + mgmtW;
            const int cordsPerFeed = n * (o.power2N ? (sys.psuCount + 1) / 2 : sys.psuCount) + 1;
            const int k = std::max({kLoss, GeneratorSizing::pdusPerFeedForLoad(rackW, pduCapW, target, o.power2N),
                                    (cordsPerFeed + outlets - 1) / outlets});
            if (k <= kMaxPdusPerFeed) {
                byPdu = n;
                pdusPerFeed = k;
            }
        }
        p.nodesPerRack = byPdu;
        p.pdusPerFeed = pdusPerFeed;
        p.pduId = o.pduId;
        const std::pair<int, const char *> limits[] = {{byU, "rack units"}, {byPower, "rack power limit"},
                                                       {byAir, "cooling limit"}, {byWeight, "rack weight rating"}};
        p.limitedBy = "PDU capacity";
        for (const auto &[n, what] : limits)
            if (n == start && start == byPdu) {
                p.limitedBy = what;
                break;
            }
        if (p.nodesPerRack == 0) {
            std::string why;
            if (byPower == 0)
                why = "one " + o.systemId + " draws " + kwText(sys.maxPowerW) + ", above the rack power limit of "
                    + kwText(p.rackBudgetKw * 1000) + "; raise --rack-kw.";
            else if (byAir == 0)
                why = "one " + o.systemId + " puts " + kwText(nodeHeat.airW) + " of heat into the air with " + coolingName
                    + " cooling, above the " + kwText(airLimitW) + " a rack can shed; choose liquid, hybrid or sidecar cooling.";
            else if (byU == 0)
                why = "one " + o.systemId + " (" + std::to_string(h) + "U) does not fit in a " + o.rackId + ".";
            else if (byWeight == 0)
                why = "one " + o.systemId + " is heavier than the rack's load rating.";
            else
                why = "the '" + o.pduId + "' PDUs cannot feed one " + o.systemId + " within " + std::to_string(kMaxPdusPerFeed)
                    + " PDUs per feed; choose a larger PDU.";
            p.errors.push_back(why);
        }
        p.computeItW = p.nodes * sys.maxPowerW;
    }
    if (!p.errors.empty())
        return p;
    p.computeRacks = (p.nodes + p.nodesPerRack - 1) / p.nodesPerRack;
    if (!p.rackSystem)
        if (const CatalogEntry *mgmt = catalog.find(kManagementSwitch))
            p.computeItW += p.computeRacks * mgmt->maxPowerW;
    // Rows of whole scalable units, about twice as many racks per row as rows in the hall so
    // the floor comes out near square (a row pair with its aisles is 4 racks deep).
    const int suRacks = p.rackSystem ? kRackSystemSuRacks : std::max(1, (kSuNodes + p.nodesPerRack - 1) / p.nodesPerRack);
    const double rackW = rack.footprintWidthM() > 0 ? rack.footprintWidthM() : 0.6;
    if (o.hallWidthM > 0) {
        // A given hall: as many racks as fit between the cooling zones, a rack's width left at each end.
        const double usable = o.hallWidthM - 2 * GeneratorFloor::sideZoneM() - 2 * rackW;
        p.racksPerRow = std::max(1, int(std::floor(usable / rackW + 1e-9)));
    } else {
        const int square = int(std::floor(2.0 * std::sqrt(double(p.computeRacks)) / suRacks));
        p.racksPerRow = std::min(suRacks * std::max(1, square), std::max(suRacks, 48));
    }
    p.racksPerRow = std::max(1, std::min(p.racksPerRow, p.computeRacks));
    p.rows = (p.computeRacks + p.racksPerRow - 1) / p.racksPerRow;
    return p;
}

namespace {

std::vector<RackPdu> makePdus(const std::string &rackId, const std::string &pduId, int perFeed, bool twoFeeds)
{
    std::vector<RackPdu> pdus;
    for (Feed feed : {Feed::A, Feed::B}) {
        if (feed == Feed::B && !twoFeeds)
            break;
        const char f = feed == Feed::A ? 'A' : 'B';
        for (int n = 1; n <= perFeed; ++n) {
            RackPdu d;
            d.id = rackId + "-PDU-" + f + std::to_string(n);
            d.catalogId = pduId;
            d.feed = feed;
            d.side = n % 2 == 1 ? RailSide::Left : RailSide::Right;
            pdus.push_back(std::move(d));
        }
    }
    return pdus;
}

void addComputeRacks(Project &p, const GeneratorOptions &o, const ClusterGenerator::Plan &plan, const Catalog &catalog,
                     double x0, double y0)
{
    const CatalogEntry &rackEntry = *catalog.find(plan.rackSystem ? o.systemId : o.rackId);
    const double rackW = rackEntry.footprintWidthM();
    const double depth = rackEntry.footprintDepthM();
    const CatalogEntry *mgmt = catalog.find(kManagementSwitch);
    const CatalogEntry *door = o.cooling == GeneratorCooling::Hybrid ? largestCooling(catalog, CoolingType::RearDoor, false) : nullptr;
    const int rackU = rackEntry.rack ? rackEntry.rack->heightU : 42;
    const int digits = plan.racksPerRow > 99 ? 3 : 2;
    p.racks.reserve(size_t(plan.computeRacks) + size_t(plan.rows) * 4);
    int placed = 0;
    for (int r = 0; r < plan.rows; ++r) {
        // Rows in pairs: rows 0 and 1 face each other across a cold aisle, 1 and 2 turn their
        // backs to each other across a hot aisle (make_samples.py, superpod()).
        const double y = y0 + r * 2 * depth;
        const int rotation = r % 2 == 0 ? 0 : 180;
        for (int i = 0; i < plan.racksPerRow && placed < plan.computeRacks; ++i, ++placed) {
            char name[16];
            std::snprintf(name, sizeof name, "%s%0*d", rowLabel(r).c_str(), digits, i + 1);
            Rack rack;
            rack.id = std::string("R-") + name;
            rack.name = name;
            rack.catalogId = rackEntry.id;
            rack.xM = std::round((x0 + i * rackW) * 1e6) / 1e6;
            rack.yM = std::round(y * 1e6) / 1e6;
            rack.rotationDeg = rotation;
            rack.powerBudgetKw = plan.rackBudgetKw;
            if (door)
                rack.rearDoorCatalogId = door->id;
            rack.pdus = makePdus(rack.id, plan.pduId, plan.pdusPerFeed, o.power2N);
            if (!plan.rackSystem) {
                const int inRack = std::min(plan.nodesPerRack, plan.nodes - placed * plan.nodesPerRack);
                for (int n = 0; n < inRack; ++n) {
                    DevicePlacement d;
                    d.id = std::string(name) + "-N" + std::to_string(n + 1);
                    d.catalogId = o.systemId;
                    d.uLow = kFirstNodeU + n * std::max(1, plan.system->heightU);
                    rack.devices.push_back(std::move(d));
                }
                if (mgmt) {
                    DevicePlacement d;
                    d.id = std::string(name) + "-MGMT";
                    d.catalogId = mgmt->id;
                    d.uLow = rackU - std::max(1, mgmt->heightU) + 1;  // top of rack
                    rack.devices.push_back(std::move(d));
                }
            }
            // Servers' PSUs, or a rack-scale system's power shelves on its three-phase feeds.
            PowerAutoConnect::connectUnconnected(rack, catalog);
            p.racks.push_back(std::move(rack));
        }
    }
}

Network computeNetwork(const GeneratorOptions &o, const ClusterGenerator::Plan &plan, const Catalog &catalog,
                       const Project &defaults)
{
    Network n = FabricGenerator::defaultComputeNetwork(plan.rackSystem);
    n.technology = o.technology;
    n.topology = o.fabric == GeneratorFabric::LeafSpine ? NetworkTopology::LeafSpine
        : o.fabric == GeneratorFabric::ThreeTier       ? NetworkTopology::ThreeTier
                                                        : NetworkTopology::RailOptimized;
    n.switchCatalogId = fabricSwitchFor(o.technology);
    n.targetOversubscription = o.oversubscription;
    n.rackCatalogId = o.rackId;
    // Switches per network rack (each with the optics of its ports): within the rack's budget, the
    // air a rack can shed (network racks have no rear door), the rack units, and the worst single
    // failure: the PDUs that survive it carry everything (2N: the other feed's; N: all but the
    // lost one), and every bank its cords, each of which then carries the switch alone (a
    // two-PSU switch runs on one): the loss of feed A put two 1,980 W QM9700 cords on one
    // 20 A bank of 3,840 W (103 %).
    const CatalogEntry *sw = catalog.find(n.switchCatalogId);
    const CatalogEntry *pdu = catalog.find(o.pduId);
    const CatalogEntry *rack = catalog.find(o.rackId);
    if (sw && sw->maxPowerW > 0 && pdu && pdu->pdu) {
        const PowerSettings &ps = defaults.power;
        const double switchW = GeneratorSizing::switchDrawW(*sw, CableRouter::cableTypes(catalog));
        const double feedW = GeneratorSizing::survivingPdus(plan.pdusPerFeed, o.power2N)
            * GeneratorSizing::pduCapacityW(*pdu->pdu, ps) * GeneratorSizing::loadingTarget(ps);
        const double limitW = std::min({plan.rackBudgetKw * 1000.0, defaults.cooling.airDensityLimitKwPerRack * 1000.0, feedW});
        const int byU = rack && rack->rack ? (rack->rack->heightU - 2) / std::max(1, sw->heightU) : 16;
        const int psus = std::max(1, sw->psuCount);
        const int cordsOnFeed = o.power2N ? (psus + 1) / 2 : psus;
        const int perBank = GeneratorSizing::cordsPerBank(*pdu->pdu, ps, switchW / std::max(1, sw->psuRequired));
        const int byBanks = plan.pdusPerFeed * std::max(1, pdu->pdu->banks) * perBank / cordsOnFeed;
        int perRack = std::max(1, std::min({16, byU, byBanks, int(std::floor(limitW / switchW))}));
        // Two-PSU switches put perRack cords on each feed, spread over its PDUs: a multiple of
        // 3 cords per PDU balances the three phases (16 switches on 2 PDUs is 8 cords: 3 + 3 + 2, 25 %).
        const int balanced = 3 * std::max(1, plan.pdusPerFeed);
        if (perRack >= balanced)
            perRack -= perRack % balanced;
        n.switchesPerNewRack = perRack;
    }
    return n;
}

} // namespace

ClusterGenerator::Result ClusterGenerator::generate(const GeneratorOptions &o, const Catalog &catalog, bool analyse)
{
    Plan pl = plan(o, catalog);
    if (!pl.errors.empty()) {
        Result res;
        res.plan = pl;
        res.errors = pl.errors;
        return res;
    }
    const Result first = build(o, catalog, pl, analyse);
    // A given hall the rows fill from wall to wall may still be too narrow once the network
    // racks stand at the row ends: shorter rows (and more of them) may fit.
    auto tooSmall = [](const Result &r) {
        return !r.ok && !r.errors.empty() && r.errors.front().find("needs a hall of at least") != std::string::npos;
    };
    if (o.hallWidthM <= 0 || !tooSmall(first))
        return first;
    for (int attempt = 0; attempt < 12 && pl.racksPerRow > 1; ++attempt) {
        pl.racksPerRow -= std::max(1, pl.racksPerRow / 8);
        pl.rows = (pl.computeRacks + pl.racksPerRow - 1) / pl.racksPerRow;
        Result r = build(o, catalog, pl, analyse);
        if (r.ok || !tooSmall(r))
            return r;
    }
    return first;
}

ClusterGenerator::Result ClusterGenerator::build(const GeneratorOptions &o, const Catalog &catalog, const Plan &plan,
                                                 bool analyse)
{
    Result res;
    res.plan = plan;
    const Plan &pl = res.plan;
    Project p;
    p.name = o.name;
    if (p.name.empty()) {
        char name[160];
        std::snprintf(name, sizeof name, "%d x %s, %s", pl.nodes, pl.system->name.c_str(), generatorCoolingName(o.cooling));
        p.name = name;
    }
    p.site.name = "Generated site";
    p.site.location = o.location;
    p.cooling.architecture = o.cooling == GeneratorCooling::Liquid ? CoolingArchitecture::Liquid : CoolingArchitecture::Air;
    p.cooling.redundancy = o.coolingRedundancy;

    // Rows first, far from the hall's edges, so the fabric generator can extend them with
    // network racks at both ends; the hall is fitted around everything afterwards.
    const CatalogEntry &rackEntry = *catalog.find(pl.rackSystem ? o.systemId : o.rackId);
    const double rowLengthM = pl.racksPerRow * rackEntry.footprintWidthM();
    const double y0 = GeneratorFloor::topZoneM();
    p.hall.widthM = 2 * kRowEndMarginM + rowLengthM;
    p.hall.depthM = y0 + pl.rows * 2 * rackEntry.footprintDepthM() + 1.2;
    addComputeRacks(p, o, pl, catalog, kRowEndMarginM, y0);

    const bool fabric = o.fabric != GeneratorFabric::None;
    if (fabric) {
        // A rack-scale hall's network racks are plain racks on single-phase PDUs (the chosen
        // rack PDU, one per feed), not copies of the systems' three-phase shelf feeds.
        Plan netPlan = pl;
        if (pl.rackSystem) {
            netPlan.pduId = o.pduId;
            netPlan.pdusPerFeed = 1;
            netPlan.rackBudgetKw = p.cooling.airDensityLimitKwPerRack;  // no rear door on a network rack
        }
        p.networks.push_back(computeNetwork(o, netPlan, catalog, p));
        FabricGenerator::Result f = FabricGenerator::generate(p, catalog);
        if (!f.ok) {
            res.errors.push_back("the fabric could not be generated: " + f.error + ".");
            return res;
        }
        p = std::move(f.project);
        res.networkRacks = f.newRacks;
        res.switches = f.leaves + f.spines + f.cores;
        for (Rack &r : p.racks)
            if (r.name.rfind("NET", 0) == 0) {
                if (pl.rackSystem) {
                    r.pdus = makePdus(r.id, netPlan.pduId, netPlan.pdusPerFeed, o.power2N);
                    r.powerBudgetKw = netPlan.rackBudgetKw;
                }
                PowerAutoConnect::connectUnconnected(r, catalog);
            }
    }
    for (Rack &r : p.racks)
        PowerAutoBalance::balanceRack(r, catalog, p.power);

    std::string error = GeneratorPowerChain::build(p, o, catalog);
    if (error.empty())
        error = GeneratorFloor::build(p, o, catalog);
    if (!error.empty()) {
        res.errors.push_back(error);
        return res;
    }
    for (const Rack &r : p.racks) {
        if (const CatalogEntry *re = catalog.find(r.catalogId); re && re->kind == CatalogKind::RackSystem)
            res.itNameplateW += re->maxPowerW;
        for (const DevicePlacement &d : r.devices)
            if (const CatalogEntry *e = catalog.find(d.catalogId))
                res.itNameplateW += e->maxPowerW;
    }
    p.workload = GeneratorWorkload::choose(*pl.system, pl.gpus, res.itNameplateW, p.site);
    char description[400];
    std::snprintf(description, sizeof description,
                  "%d x %s (%d GPUs) in %d compute racks of up to %d, %s fabric, %s power, %s cooling (%s). "
                  "Generated by DC Studio.",
                  pl.nodes, pl.system->name.c_str(), pl.gpus, pl.computeRacks, pl.nodesPerRack,
                  fabric ? generatorFabricName(o.fabric) : "no", o.power2N ? "2N" : "N", generatorCoolingName(o.cooling),
                  o.coolingRedundancy == CoolingRedundancy::N ? "N" : o.coolingRedundancy == CoolingRedundancy::NPlus1 ? "N+1" : "2N");
    p.description = description;
    // A new hall's floor is rated for its racks: the TIA-942 default unless the heaviest rack
    // needs more (a GB200 NVL72 loads 18.5 kPa), then the next whole kPa, said in a note so the
    // architect checks the building (issue 33 item 3).
    InventoryResult floor;
    std::vector<Warning> floorWarnings;
    InventoryEngine::floorLoads(p, catalog, floor, floorWarnings);
    const double worstKpa = floor.worstFloorLoadKpa;
    if (floor.floorPointLimitKn > 0 && floor.worstTileLoadKn > floor.floorPointLimitKn) {
        // The same for the panels under the racks' feet: heavy-duty panels rated for the worst
        // one, to the next 0.5 kN (two GB200 NVL72 feet on one panel: 6.67 kN -> 7 kN).
        const double rating = std::ceil(floor.worstTileLoadKn * 2.0) / 2.0;
        char note[300];
        std::snprintf(note, sizeof note,
                      "info generator.floor_point_load: the levelling feet standing on one raised-floor panel press it with "
                      "up to %.2f kN, above a standard-duty panel's %.2f kN; the hall's panels are set to %.1f kN "
                      "(heavy-duty, or set 0 for a slab): confirm them for the building.",
                      floor.worstTileLoadKn, p.hall.floorPointLoadKn, rating);
        res.notes.push_back(note);
        p.hall.floorPointLoadKn = rating;
    }
    if (worstKpa > p.hall.floorRatingKpa) {
        const double rating = std::ceil(worstKpa);
        char note[300];
        std::snprintf(note, sizeof note,
                      "info generator.floor_rating: the heaviest rack loads the floor with %.1f kPa, above the %.0f kPa "
                      "of a standard raised floor (TIA-942); the hall is set to a floor rated %.0f kPa (a slab or a "
                      "heavy-duty raised floor): confirm it for the building.",
                      worstKpa, p.hall.floorRatingKpa, rating);
        res.notes.push_back(note);
        p.hall.floorRatingKpa = rating;
    }
    res.project = std::move(p);
    res.ok = true;
    if (analyse) {
        const Analysis a = Analyzer::run(res.project, catalog);
        for (const Warning &w : a.warnings) {
            if (w.severity == Warning::Severity::Error)
                ++res.errorWarnings;
            res.notes.push_back(std::string(severityName(w.severity)) + " " + w.key() + ": " + w.message);
        }
    }
    return res;
}

} // namespace dcs
