#include "inventoryengine.h"
#include "catalog/catalog.h"
#include "engine/enginetext.h"
#include "project/project.h"

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
    return f;
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
    if (!over.empty())
        warnings.push_back({WarningCode::FloorRackOverRating,
                            std::to_string(over.size()) + " rack(s) load the floor above its rating of "
                                + fixed(out.floorRatingKpa, 1) + " kPa: " + examples
                                + (over.size() > 3 ? " and " + std::to_string(over.size() - 3) + " more" : "") + ".",
                            over,
                            "Spread the load (a load-spreading plate or plinth), rate the floor for it "
                            "(Inspector > Hall > Floor rating), or lighten the racks."});
}

} // namespace dcs
