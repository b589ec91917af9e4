#include "airalternative.h"
#include "cduloops.h"
#include "engine/enginetext.h"
#include "catalog/catalog.h"
#include "project/project.h"
#include <algorithm>
#include <map>

namespace dcs::AirAlternative {

namespace {

struct Holders {
    const CatalogEntry *entry = nullptr;
    int racks = 0;
    double worstRackW = 0;  // the rack holding most of this system's power
};

std::string kw(double w) { return kilowatts(w, 0); }

} // namespace

std::optional<AirAlternativeBlock> blocked(const Project &p, const Catalog &catalog, const CduLoops &loops)
{
    const double airLimitW = p.cooling.airDensityLimitKwPerRack * 1000.0;
    std::map<std::string, Holders> liquidBuilt;  // by catalog id, in id order (stable message)
    std::map<std::string, Holders> tooHot;
    AirAlternativeBlock block;
    for (size_t rackIndex = 0; rackIndex < p.racks.size(); ++rackIndex) {
        if (loops.of(rackIndex).allRoomAir())
            continue;  // its sidecars carry its cold-plate heat into the room air
        const Rack &rack = p.racks[rackIndex];
        bool named = false;
        auto note = [&](std::map<std::string, Holders> &into, const CatalogEntry &e, double rackW) {
            Holders &h = into[e.id];
            h.entry = &e;
            ++h.racks;
            h.worstRackW = std::max(h.worstRackW, rackW);
            if (!named)
                block.objectIds.push_back(rack.id);
            named = true;
        };
        const CatalogEntry *re = catalog.find(rack.catalogId);
        if (re && re->kind == CatalogKind::RackSystem) {
            if (re->liquidHeatFraction > 0)
                note(liquidBuilt, *re, re->maxPowerW);
            continue;
        }
        double rackW = 0;
        for (const DevicePlacement &d : rack.devices)
            if (const CatalogEntry *e = catalog.find(d.catalogId); e && !e->cooling)
                rackW += e->maxPowerW;
        std::map<std::string, bool> seen;  // one count per rack and model
        for (const DevicePlacement &d : rack.devices) {
            const CatalogEntry *e = catalog.find(d.catalogId);
            if (!e || e->cooling || seen[e->id])
                continue;
            seen[e->id] = true;
            if (e->liquidHeatFraction > 0)
                note(liquidBuilt, *e, rackW);
            else if (e->kind == CatalogKind::GpuServer && airLimitW > 0 && e->maxPowerW > airLimitW)
                note(tooHot, *e, e->maxPowerW);
        }
    }
    if (block.objectIds.empty())
        return std::nullopt;
    std::string why;
    auto join = [&](const std::string &part) { why += (why.empty() ? "" : "; ") + part; };
    for (const auto &[id, h] : liquidBuilt) {
        const std::string share = formatText("%.0f %%", h.entry->liquidHeatFraction * 100.0);
        join(std::to_string(h.racks) + (h.racks == 1 ? " rack holds " : " racks hold ") + h.entry->name +
             ", built for liquid (" + share + " of its heat leaves through its own cold plates, up to " + kw(h.worstRackW) +
             " per rack against the " + kw(airLimitW) + " air limit): no air-cooled version of it exists");
    }
    for (const auto &[id, h] : tooHot)
        join(std::to_string(h.racks) + (h.racks == 1 ? " rack holds " : " racks hold ") + h.entry->name + ", one of which puts " +
             kw(h.worstRackW) + " into the air, above the " + kw(airLimitW) + " air limit of a rack");
    block.reason = "The design cannot be cooled by air: " + why + ".";
    return block;
}

} // namespace dcs::AirAlternative
