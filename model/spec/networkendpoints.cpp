#include "networkendpoints.h"
#include "catalog/catalog.h"
#include "project/project.h"

namespace dcs {

bool NetworkEndpoint::isNode() const
{
    return entry && (entry->kind == CatalogKind::GpuServer || (entry->kind == CatalogKind::RackSystem && entry->totalGpus() > 0));
}

bool NetworkEndpoint::isSwitch() const
{
    return entry && entry->kind == CatalogKind::Switch;
}

std::vector<NetworkEndpoint> NetworkEndpoints::of(const Project &project, const Catalog &catalog)
{
    std::vector<NetworkEndpoint> out;
    for (size_t r = 0; r < project.racks.size(); ++r) {
        const Rack &rack = project.racks[r];
        // A rack of unknown model may be a system: named, without ports (its unknown id is
        // reported where the rack stands; its links are not "dangling" on top of that).
        const CatalogEntry *re = catalog.find(rack.catalogId);
        if (!re || re->kind == CatalogKind::RackSystem)
            out.push_back({&rack.id, &rack, int(r), nullptr, re});
        for (const DevicePlacement &d : rack.devices)
            out.push_back({&d.id, &rack, int(r), &d, catalog.find(d.catalogId)});
    }
    return out;
}

std::vector<std::string_view> NetworkEndpoints::idsWithoutCatalog(const Project &project)
{
    std::vector<std::string_view> out;
    for (const Rack &rack : project.racks) {
        out.push_back(rack.id);
        for (const DevicePlacement &d : rack.devices)
            out.push_back(d.id);
    }
    return out;
}

} // namespace dcs
