#include "inventoryengine.h"
#include "catalog/catalog.h"
#include "engine/enginetext.h"
#include "project/footprint.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <unordered_map>

namespace dcs {

InventoryEngine::RackFill InventoryEngine::rackFill(const Rack &rack, const Catalog &catalog)
{
    RackFill fill;
    const CatalogEntry *re = catalog.find(rack.catalogId);
    if (!re)
        return fill;
    fill.heightU = re->rack ? re->rack->heightU : 0;
    fill.weightKg = re->weightKg;
    if (re->kind == CatalogKind::RackSystem) {
        // A rack-scale system is one unit: its power and GPUs are the rack's.
        fill.usedU = fill.heightU;
        fill.nameplateW = re->maxPowerW;
        fill.gpus = re->totalGpus();
        return fill;
    }
    for (const DevicePlacement &d : rack.devices) {
        const CatalogEntry *e = catalog.find(d.catalogId);
        if (!e)
            continue;
        fill.usedU += e->heightU;
        fill.nameplateW += e->maxPowerW;
        fill.weightKg += e->weightKg;
        fill.gpus += e->totalGpus();
    }
    for (const RackPdu &p : rack.pdus)
        if (const CatalogEntry *e = catalog.find(p.catalogId))
            fill.weightKg += e->weightKg;
    return fill;
}

InventoryResult InventoryEngine::evaluate(const EngineContext &context, const Needs &)
{
    const Project &project = context.project;
    const Catalog &catalog = context.catalog;
    InventoryResult out;
    auto count = [&](const std::string &catalogId) -> const CatalogEntry * {
        const CatalogEntry *e = catalog.find(catalogId);
        if (!e) {
            ++out.unknownCatalogIds;
            return nullptr;
        }
        auto &m = out.byModel[catalogId];
        if (m.count == 0) {
            m.name = e->name;
            m.kind = catalogKindName(e->kind);
            m.unitMaxPowerW = e->maxPowerW;
            m.unitListPriceUsd = e->listPriceUsd;
        }
        ++m.count;
        ++out.byKind[m.kind];
        out.listPriceUsd += e->listPriceUsd;
        return e;
    };
    for (const Rack &rack : project.racks) {
        ++out.racks;
        const CatalogEntry *re = count(rack.catalogId);
        if (!re)
            continue;
        if (re->kind == CatalogKind::RackSystem) {
            out.nameplateItPowerW += re->maxPowerW;
            out.typicalItPowerW += re->typicalPowerW > 0 ? re->typicalPowerW : re->maxPowerW;
            out.gpus += re->totalGpus();
            ++out.gpuNodes;
        }
        out.totalU += re->rack ? re->rack->heightU : 0;
        for (const DevicePlacement &d : rack.devices) {
            const CatalogEntry *e = count(d.catalogId);
            if (!e)
                continue;
            out.usedU += e->heightU;
            out.nameplateItPowerW += e->maxPowerW;
            out.typicalItPowerW += e->typicalPowerW > 0 ? e->typicalPowerW : e->maxPowerW;
            out.gpus += e->totalGpus();
            if (e->kind == CatalogKind::GpuServer)
                ++out.gpuNodes;
        }
        for (const RackPdu &p : rack.pdus)
            count(p.catalogId);
        if (!rack.rearDoorCatalogId.empty())
            count(rack.rearDoorCatalogId);
    }
    for (const FloorEquipment &e : project.equipment)
        count(e.catalogId);
    floorLoads(project, catalog, out, context.warnings);
    return out;
}

InventoryResult::RackFloorLoad InventoryEngine::rackFloorLoad(const Rack &rack, const CatalogEntry &entry,
                                                              const Catalog &catalog)
{
    constexpr double kG = 9.80665;  // standard gravity, m/s² (ISO 80000-3)
    InventoryResult::RackFloorLoad f;
    f.rackId = rack.id;
    f.weightKg = rackFill(rack, catalog).weightKg;
    f.areaM2 = entry.footprintWidthM() * entry.footprintDepthM();
    f.loadKpa = f.areaM2 > 0 ? f.weightKg * kG / f.areaM2 / 1000.0 : 0.0;
    f.footLoadKn = f.weightKg * kG / kFeetPerRack / 1000.0;
    return f;
}

std::array<std::pair<double, double>, InventoryEngine::kFeetPerRack> InventoryEngine::feetOf(const Rack &rack,
                                                                                         const CatalogEntry &entry)
{
    const RectM f = footprint(rack, entry);
    const double ix = std::min(kFootInsetM, f.w / 2), iy = std::min(kFootInsetM, f.h / 2);
    return {{{f.x + ix, f.y + iy}, {f.right() - ix, f.y + iy}, {f.x + ix, f.bottom() - iy}, {f.right() - ix, f.bottom() - iy}}};
}

void InventoryEngine::floorLoads(const Project &project, const Catalog &catalog, InventoryResult &out,
                                 std::vector<Warning> &warnings)
{
    out.floorRatingKpa = project.hall.floorRatingKpa;
    std::vector<std::string> over;
    std::string examples;
    for (const Rack &rack : project.racks) {
        const CatalogEntry *re = catalog.find(rack.catalogId);
        if (!re)
            continue;
        InventoryResult::RackFloorLoad f = rackFloorLoad(rack, *re, catalog);
        if (f.loadKpa > out.worstFloorLoadKpa) {
            out.worstFloorLoadKpa = f.loadKpa;
            out.worstFloorLoadRackId = rack.id;
        }
        if (f.loadKpa > out.floorRatingKpa * (1.0 + 1e-9)) {
            over.push_back(rack.id);
            if (over.size() <= 3)
                examples += (examples.empty() ? "" : ", ") + rack.id + " " + fixed(f.loadKpa, 1) + " kPa ("
                            + fixed(f.weightKg, 0) + " kg on " + fixed(f.areaM2, 2) + " m²)";
        }
        out.floorLoads.push_back(std::move(f));
    }
    pointLoads(project, catalog, out, warnings);
    if (!over.empty())
        warnings.push_back({WarningCode::FloorRackOverRating,
                            std::to_string(over.size()) + " rack(s) load the floor above its rating of "
                                + fixed(out.floorRatingKpa, 1) + " kPa: " + examples
                                + (over.size() > 3 ? " and " + std::to_string(over.size() - 3) + " more" : "") + ".",
                            over,
                            "Spread the load (a load-spreading plate or plinth), rate the floor for it "
                            "(Inspector > Hall > Floor rating), or lighten the racks."});
}

void InventoryEngine::pointLoads(const Project &project, const Catalog &catalog, InventoryResult &out,
                                 std::vector<Warning> &warnings)
{
    // Each rack stands on four levelling feet; a panel carries every foot standing on it, its
    // own rack's and the neighbours' (panels of hall.tileM on a grid from the hall's origin).
    out.floorPointLimitKn = project.hall.floorPointLoadKn;
    const double tile = project.hall.tileM > 0 ? project.hall.tileM : 0.6;
    struct Panel {
        double kn = 0;
        std::vector<size_t> loads;  // indices into out.floorLoads
    };
    std::unordered_map<long long, Panel> panels;
    auto key = [](long long i, long long j) { return (i << 32) ^ (j & 0xffffffffLL); };
    std::vector<std::array<long long, kFeetPerRack>> feetPanels(out.floorLoads.size());
    for (size_t i = 0, k = 0; i < project.racks.size() && k < out.floorLoads.size(); ++i) {
        const Rack &rack = project.racks[i];
        if (rack.id != out.floorLoads[k].rackId)
            continue;  // a rack of unknown model has no floor load
        const CatalogEntry *re = catalog.find(rack.catalogId);
        const auto feet = feetOf(rack, *re);
        for (size_t f = 0; f < feet.size(); ++f) {
            const long long id = key(std::llround(std::floor(feet[f].first / tile)), std::llround(std::floor(feet[f].second / tile)));
            feetPanels[k][f] = id;
            Panel &p = panels[id];
            p.kn += out.floorLoads[k].footLoadKn;
            if (p.loads.empty() || p.loads.back() != k)
                p.loads.push_back(k);
        }
        ++k;
    }
    std::vector<std::string> over;
    std::string examples;
    for (size_t k = 0; k < out.floorLoads.size(); ++k)
        for (long long id : feetPanels[k])
            out.floorLoads[k].worstTileKn = std::max(out.floorLoads[k].worstTileKn, panels[id].kn);
    for (const auto &[id, p] : panels) {
        if (p.kn > out.worstTileLoadKn) {
            out.worstTileLoadKn = p.kn;
            out.worstTileXM = double(id >> 32) * tile;
            out.worstTileYM = double(int32_t(id & 0xffffffffLL)) * tile;
        }
        if (out.floorPointLimitKn <= 0 || p.kn <= out.floorPointLimitKn * (1.0 + 1e-9))
            continue;
        ++out.tilesOverPointLimit;
        for (size_t k : p.loads)
            if (std::find(over.begin(), over.end(), out.floorLoads[k].rackId) == over.end())
                over.push_back(out.floorLoads[k].rackId);
    }
    if (over.empty())
        return;
    std::sort(over.begin(), over.end());
    for (size_t i = 0; i < over.size() && i < 3; ++i)
        examples += (i ? ", " : "") + over[i];
    warnings.push_back({WarningCode::FloorTilePointLoad,
                        std::to_string(out.tilesOverPointLimit) + " raised-floor panel(s) carry more than their "
                            + fixed(out.floorPointLimitKn, 2) + " kN concentrated-load rating under the feet of "
                            + std::to_string(over.size()) + " rack(s) (" + examples + (over.size() > 3 ? ", ..." : "")
                            + "); the worst carries " + fixed(out.worstTileLoadKn, 2) + " kN (four feet a rack, each "
                            + "a quarter of its weight).",
                        over,
                        "Use heavy-duty panels or pedestal reinforcement and set their rating (Inspector > Hall > "
                        "Point load), load-spreading plates, or a slab (point load 0)."});
}

} // namespace dcs
