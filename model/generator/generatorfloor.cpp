#include "generatorfloor.h"
#include "catalog/catalog.h"
#include "cooling/loophydraulics.h"
#include "network/networkengine.h"
#include "generatorsizing.h"
#include "project/footprint.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dcs::GeneratorFloor {

namespace {

constexpr double kTile = 0.6;
constexpr double kWallGapM = 0.6;
constexpr double kServiceGapM = 1.2;  // clearance in front of floor units (two tiles)

double snapUp(double v)
{
    return std::round(std::ceil(v / kTile - 1e-9) * kTile * 1e6) / 1e6;
}

// The largest floor-standing unit of a type. A CDU rejects to facility water (the liquid
// plant's loop), or with `roomAir` to the room (a sidecar, whose heat the CRAHs are then sized for).
const CatalogEntry *largest(const Catalog &catalog, CoolingType type, bool roomAir = false)
{
    const CatalogEntry *best = nullptr;
    for (const CatalogEntry *e : catalog.entriesOfKind(CatalogKind::Cooling))
        if (e->isCooling(type) && e->isRoomAirCdu() == roomAir && e->heightU == 0 && e->footprintWidthM() > 0
            && (!best || e->cooling->capacityKw > best->cooling->capacityKw))
            best = e;
    return best;
}

std::string unitId(const char *prefix, int n)
{
    char b[32];
    std::snprintf(b, sizeof b, "%s-%02d", prefix, n);
    return b;
}

// Cooling units for the heat of the racks, at nameplate as the cooling engine checks capacity.
// That includes the fabric's optics (transceivers and active cable ends, all heat into the room
// air): without them 512 liquid-cooled DGX H100 came out 60 kW short of CRAH capacity.
std::string addCoolingUnits(Project &p, const GeneratorOptions &o, const Catalog &catalog)
{
    std::vector<Warning> ignored;
    const NetworkResult network = NetworkEngine::evaluate({p, catalog, ignored});
    const auto opticsOf = [&](const std::string &rackId) {
        const auto &byRack = network.opticsByRack;  // sorted by rack id
        const auto it = std::lower_bound(byRack.begin(), byRack.end(), rackId,
                                         [](const DeviceOpticsPower &d, const std::string &id) { return d.rackId < id; });
        return it != byRack.end() && it->rackId == rackId ? it->powerW : 0.0;
    };
    double roomAirW = 0, liquidW = 0, flowLpm = 0;
    for (const Rack &r : p.racks) {
        double airW = opticsOf(r.id);
        RackLiquidNeed need;  // issue 34: the flow its cold plates need, as the cooling engine counts it
        auto add = [&](const CatalogEntry &e) {
            const GeneratorSizing::Heat h = GeneratorSizing::heatOf(e, o.cooling, p.cooling.liquid);
            airW += h.airW;
            liquidW += h.liquidW;
            LoopHydraulics::addSystem(need, e, h.liquidW, p.cooling.liquid);
        };
        if (const CatalogEntry *re = catalog.find(r.catalogId); re && re->kind == CatalogKind::RackSystem)
            add(*re);
        for (const DevicePlacement &d : r.devices)
            if (const CatalogEntry *e = catalog.find(d.catalogId); e && e->kind != CatalogKind::Cooling)
                add(*e);
        const CatalogEntry *door = r.rearDoorCatalogId.empty() ? nullptr : catalog.find(r.rearDoorCatalogId);
        roomAirW += std::max(0.0, airW - (door && door->cooling ? door->cooling->capacityKw * 1000.0 : 0.0));
        flowLpm += need.flowLpm;
    }
    const bool sidecars = o.cooling == GeneratorCooling::Sidecar;
    const CatalogEntry *crah = largest(catalog, CoolingType::Crah);
    const CatalogEntry *cdu = largest(catalog, CoolingType::Cdu, sidecars);
    if (!crah || (liquidW > 0 && !cdu))
        return sidecars ? "the catalog has no CRAH or liquid-to-air CDU to cool the design with."
                        : "the catalog has no CRAH or CDU to cool the design with.";
    // As many CDUs as the heat needs and as the flow needs, each with the redundancy (a GB200
    // NVL72 hall is short of flow before it is short of kW: docs/cooling.md, Hydraulics).
    const int cdus = liquidW > 0 ? std::max(GeneratorSizing::unitsFor(liquidW, cdu->cooling->capacityKw * 1000.0, o.coolingRedundancy),
                                            GeneratorSizing::unitsFor(flowLpm, cdu->cooling->flowLpm, o.coolingRedundancy))
                                 : 0;
    // Sidecars put the loop's heat into the room with their fans' and pumps' power on top: the
    // cooling engine adds their rated power per W of capacity to every watt they carry.
    if (sidecars && liquidW > 0)
        roomAirW += liquidW * (1.0 + (cdu->cooling->fanPowerW + cdu->cooling->pumpPowerW) / (cdu->cooling->capacityKw * 1000.0));
    const int crahs = GeneratorSizing::unitsFor(roomAirW, crah->cooling->capacityKw * 1000.0, o.coolingRedundancy);
    for (int i = 0; i < crahs; ++i)
        p.equipment.push_back({unitId("CRAH", i + 1), unitId("CRAH", i + 1), crah->id, 0, 0, 0, {}, {}});
    for (int i = 0; i < cdus; ++i)
        p.equipment.push_back({unitId("CDU", i + 1), unitId("CDU", i + 1), cdu->id, 0, 0, 0, {}, {}});
    return {};
}

} // namespace

// Each busway run over the row of the racks it feeds, from the row's start (a track along the
// row, tapped over its own racks), over the front of the racks for feed A and the back for feed
// B, kept inside the hall. Runs of one row and feed hang side by side (parallel busways at
// different heights), drawn next to each other so that each can be seen and picked; all are
// overhead and clash with nothing.
static void hangBusways(Project &p, const Catalog &catalog)
{
    struct Hung {
        double y0, x0, x1;  // the row's front edge and the run's span
        bool feedB;
    };
    std::vector<Hung> hung;
    for (FloorEquipment &bus : p.equipment) {
        if (bus.id.rfind("BUS-", 0) != 0)
            continue;
        const CatalogEntry *be = catalog.find(bus.catalogId);
        const Rack *first = nullptr;
        bool feedB = false;
        double lastRight = 0;  // the far end of the last rack it feeds
        for (const Rack &r : p.racks)
            for (const RackPdu &d : r.pdus)
                if (d.panelId == bus.id) {
                    if (!first || r.xM < first->xM) {
                        first = &r;
                        feedB = d.feed == Feed::B;
                    }
                    if (const CatalogEntry *e = catalog.find(r.catalogId))
                        lastRight = std::max(lastRight, footprint(r, *e).right());
                }
        const CatalogEntry *re = first ? catalog.find(first->catalogId) : nullptr;
        if (!be || !re)
            continue;
        const RectM f = footprint(*first, *re);
        double rowX = f.x;
        for (const Rack &r : p.racks)
            if (r.yM == first->yM && r.rotationDeg == first->rotationDeg)
                rowX = std::min(rowX, r.xM);
        constexpr double kInsetM = 0.0, kGapM = 0.0;
        const double len = be->footprintWidthM(), depth = be->footprintDepthM();
        // From the row's start while that still reaches its last rack (the generator's runs
        // never span more than a section), else ending at that rack.
        const double x = std::clamp(std::max(rowX, lastRight - len), 0.0, std::max(0.0, p.hall.widthM - len));
        const int beside = int(std::count_if(hung.begin(), hung.end(), [&](const Hung &h) {
            return h.feedB == feedB && std::abs(h.y0 - f.y) < 1e-6 && h.x0 < x + len && x < h.x1;
        }));
        hung.push_back({f.y, x, x + len, feedB});
        const double step = beside * (depth + kGapM);
        bus.rotationDeg = 0;
        bus.xM = std::round(x * 1e6) / 1e6;
        bus.yM = std::round((feedB ? f.bottom() - kInsetM - depth - step : f.y + kInsetM + step) * 1e6) / 1e6;
    }
}

double sideZoneM() { return 3.0; }
double topZoneM() { return 1.2; }

std::string build(Project &p, const GeneratorOptions &o, const Catalog &catalog)
{
    if (std::string error = addCoolingUnits(p, o, catalog); !error.empty())
        return error;
    // Rows to the left edge of the rack zone.
    double minX = 1e18, maxX = -1e18, maxY = 0;
    for (const Rack &r : p.racks)
        if (const CatalogEntry *e = catalog.find(r.catalogId)) {
            const RectM f = footprint(r, *e);
            minX = std::min(minX, f.x);
            maxX = std::max(maxX, f.right());
            maxY = std::max(maxY, f.bottom());
        }
    const double shift = sideZoneM() - minX;
    for (Rack &r : p.racks)
        r.xM = std::round((r.xM + shift) * 1e6) / 1e6;
    const double rowsW = maxX - minX;
    const bool fit = o.hallWidthM <= 0;
    // Fitted: a band line as wide as the rows, or as one side's chain needs (up to 36 m, then it wraps).
    double chainW = 0;
    for (const char *side : {"UPS-A", "PNL-A"})
        for (const FloorEquipment &e : p.equipment)
            if (e.id.rfind(side, 0) == 0)
                chainW += snapUp(catalog.find(e.catalogId)->footprintWidthM() + kTile);
    const double lineW = fit ? std::max(rowsW, std::min(chainW, 36.0)) : o.hallWidthM - 2 * sideZoneM();

    // The band below the rows: one group per line start (side A chain, side B chain, CDUs).
    auto group = [&](const char *prefix) {
        std::vector<FloorEquipment *> g;
        for (FloorEquipment &e : p.equipment)
            if (e.id.rfind(prefix, 0) == 0)
                g.push_back(&e);
        return g;
    };
    double y = snapUp(maxY + kServiceGapM + kTile);
    double usedW = 0;
    for (const char *prefixes : {"UPS-A|PNL-A", "UPS-B|PNL-B", "CDU-"}) {
        std::vector<FloorEquipment *> items;
        std::string all = prefixes;
        for (size_t start = 0; start <= all.size();) {
            const size_t bar = all.find('|', start);
            const std::string prefix = all.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
            for (FloorEquipment *e : group(prefix.c_str()))
                items.push_back(e);
            if (bar == std::string::npos)
                break;
            start = bar + 1;
        }
        if (items.empty())
            continue;
        double x = sideZoneM(), lineDepth = 0;
        for (FloorEquipment *e : items) {
            const CatalogEntry *ce = catalog.find(e->catalogId);
            const double w = ce->footprintWidthM(), d = ce->footprintDepthM();
            if (x > sideZoneM() && x + w > sideZoneM() + lineW + 1e-9) {
                y = snapUp(y + lineDepth + kServiceGapM);
                x = sideZoneM();
                lineDepth = 0;
            }
            e->xM = x;
            e->yM = y;
            usedW = std::max(usedW, x + w - sideZoneM());
            x = snapUp(x + w + kTile);
            lineDepth = std::max(lineDepth, d);
        }
        y = snapUp(y + lineDepth + kServiceGapM);
    }
    const double bandBottom = y;

    // CRAHs on both side walls, blowing towards the rows.
    std::vector<FloorEquipment *> crahs = group("CRAH-");
    const int leftCount = int(crahs.size() + 1) / 2;
    double crahStep = 0, crahW = 0;
    if (!crahs.empty()) {
        const CatalogEntry *ce = catalog.find(crahs.front()->catalogId);
        const RectM f = footprintAt(*ce, 0, 0, 90);
        crahW = f.w;
        crahStep = snapUp(f.h + kTile);
    }
    // Busway runs hang over their rows, each at least as long as its section.
    double buswayW = 0;
    for (FloorEquipment *e : group("BUS-"))
        buswayW = std::max(buswayW, catalog.find(e->catalogId)->footprintWidthM());
    const double width = snapUp(2 * sideZoneM() + std::max({rowsW, usedW, buswayW}));
    const double depth = snapUp(std::max(bandBottom, kWallGapM + leftCount * crahStep) + kTile);
    if (!fit && (width > o.hallWidthM + 1e-6 || depth > o.hallDepthM + 1e-6)) {
        char b[200];
        std::snprintf(b, sizeof b, "the design needs a hall of at least %.1f x %.1f m; %.1f x %.1f m is too small "
                                   "(use --hall fit, fewer nodes or denser racks).",
                      width, depth, o.hallWidthM, o.hallDepthM);
        return b;
    }
    p.hall.widthM = fit ? width : o.hallWidthM;
    p.hall.depthM = fit ? depth : o.hallDepthM;
    hangBusways(p, catalog);
    for (size_t i = 0; i < crahs.size(); ++i) {
        const bool left = int(i) < leftCount;
        const int k = left ? int(i) : int(i) - leftCount;
        crahs[i]->rotationDeg = left ? 270 : 90;
        crahs[i]->xM = left ? kWallGapM : std::round((p.hall.widthM - kWallGapM - crahW) * 1e6) / 1e6;
        crahs[i]->yM = kWallGapM + k * crahStep;
    }
    return {};
}

} // namespace dcs::GeneratorFloor
