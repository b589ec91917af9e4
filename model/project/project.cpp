#include "project.h"
#include <algorithm>

namespace dcs {

bool ProjectVariant::operator==(const ProjectVariant &other) const
{
    if (name != other.name || bool(design) != bool(other.design))
        return false;
    return design == other.design || *design == *other.design;
}

Rack *Project::findRack(const std::string &id)
{
    auto it = std::find_if(racks.begin(), racks.end(), [&](const Rack &r) { return r.id == id; });
    return it == racks.end() ? nullptr : &*it;
}

const Rack *Project::findRack(const std::string &id) const
{
    return const_cast<Project *>(this)->findRack(id);
}

FloorEquipment *Project::findEquipment(const std::string &id)
{
    auto it = std::find_if(equipment.begin(), equipment.end(),
                           [&](const FloorEquipment &e) { return e.id == id; });
    return it == equipment.end() ? nullptr : &*it;
}

const FloorEquipment *Project::findEquipment(const std::string &id) const
{
    return const_cast<Project *>(this)->findEquipment(id);
}

std::unordered_set<std::string> Project::allIds() const
{
    std::unordered_set<std::string> ids;
    for (const Rack &r : racks) {
        ids.insert(r.id);
        for (const auto &d : r.devices)
            ids.insert(d.id);
        for (const auto &u : r.pdus)
            ids.insert(u.id);
    }
    for (const FloorEquipment &e : equipment)
        ids.insert(e.id);
    for (const Network &n : networks)
        ids.insert(n.id);
    return ids;
}

bool Project::hasObject(const std::string &id) const
{
    return findEquipment(id) || rackHolding(id);
}

const Rack *Project::rackHolding(const std::string &id) const
{
    for (const Rack &r : racks) {
        if (r.id == id)
            return &r;
        for (const auto &d : r.devices)
            if (d.id == id)
                return &r;
        for (const auto &p : r.pdus)
            if (p.id == id)
                return &r;
    }
    return nullptr;
}

const RackPdu *Project::findPdu(const std::string &id, const Rack **rack) const
{
    if (const Rack *r = rackHolding(id))
        for (const RackPdu &p : r->pdus)
            if (p.id == id) {
                if (rack)
                    *rack = r;
                return &p;
            }
    return nullptr;
}

} // namespace dcs
