#pragma once
#include "catalog/catalog.h"
#include "project/project.h"
#include <string>

namespace dcs {

// Every unit of the design that holds GPUs, in the design's order: a rack-scale system
// (GB200 NVL72: the rack itself is the catalog entry) by its rack id, then each GPU device
// mounted in a rack by its device id. The training engine pools them by GPU model, the
// fine-tuning lab packs jobs onto them; both must see the same units.
// f(const CatalogEntry &entry, const std::string &unitId); entry.gpu is set and count > 0.
template <typename F>
void forEachGpuUnit(const Project &project, const Catalog &catalog, F &&f)
{
    auto visit = [&](const CatalogEntry *e, const std::string &unitId) {
        if (e && e->gpu && e->gpu->count > 0)
            f(*e, unitId);
    };
    for (const Rack &rack : project.racks) {
        const CatalogEntry *re = catalog.find(rack.catalogId);
        if (re && re->kind == CatalogKind::RackSystem)
            visit(re, rack.id);
        for (const DevicePlacement &d : rack.devices)
            visit(catalog.find(d.catalogId), d.id);
    }
}

} // namespace dcs
