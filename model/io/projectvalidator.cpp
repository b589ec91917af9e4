#include "projectvalidator.h"
#include "catalog/catalog.h"
#include "json/jsonfieldreader.h"
#include "powervalidator.h"
#include "project/footprint.h"
#include "project/project.h"
#include "unreadfields.h"
#include <algorithm>
#include <unordered_map>

namespace dcs {

namespace {

using P = JsonFieldReader;

struct FloorBox {
    RectM rect;
    std::string path;
    std::string id;
    bool overhead = false;  // a busway above the racks: inside the hall, but no floor overlap
};

class Checker
{
public:
    Checker(const Project &p, const Catalog &c, JsonFieldReader &r, const UnreadFields &u) : p(p), c(c), r(r), u(u) {}

    void run()
    {
        std::vector<FloorBox> boxes;
        boxes.reserve(p.racks.size() + p.equipment.size());
        for (size_t i = 0; i < p.racks.size(); ++i)
            checkRack(p.racks[i], P::child("/racks", i), boxes);
        for (size_t i = 0; i < p.equipment.size(); ++i)
            checkEquipment(p.equipment[i], P::child("/equipment", i), boxes);
        // A hall size that could not be read is a placeholder: nothing is "outside" it.
        if (!u.missing("/hall", {"width_m", "depth_m"}))
            checkInsideHall(boxes, p.hall);
        checkFloorOverlaps(boxes);
    }

    // One object edited alone (its ids unchanged): its own fields and references, its place
    // in the hall and against every other footprint. O(objects) arithmetic, no id table.
    void runOne(const Rack *rack, const FloorEquipment *equipment, const std::string &path)
    {
        claimIds = false;
        std::vector<FloorBox> boxes;
        if (rack)
            checkRack(*rack, path, boxes);
        else
            checkEquipment(*equipment, path, boxes);
        if (boxes.empty())
            return;
        checkInsideHall(boxes, p.hall);
        const FloorBox &mine = boxes.front();
        if (mine.overhead)
            return;
        for (const Rack &other : p.racks)
            if (other.id != mine.id)
                if (const CatalogEntry *e = c.find(other.catalogId); e && overlapsBox(footprint(other, *e), mine, other.id))
                    return;
        for (const FloorEquipment &other : p.equipment)
            if (other.id != mine.id)
                if (const CatalogEntry *e = c.find(other.catalogId);
                    e && e->placesOnFloor() && !e->isOverhead() && overlapsBox(footprint(other, *e), mine, other.id))
                    return;
    }

    // A new hall size against every placed object.
    void runHall(const Hall &hall)
    {
        claimIds = false;
        std::vector<FloorBox> boxes;
        for (size_t i = 0; i < p.racks.size(); ++i)
            if (const CatalogEntry *e = c.find(p.racks[i].catalogId))
                boxes.push_back({footprint(p.racks[i], *e), P::child("/racks", i), p.racks[i].id});
        for (size_t i = 0; i < p.equipment.size(); ++i)
            if (const CatalogEntry *e = c.find(p.equipment[i].catalogId); e && e->placesOnFloor())
                boxes.push_back({footprint(p.equipment[i], *e), P::child("/equipment", i), p.equipment[i].id});
        checkInsideHall(boxes, hall);
    }

    // Objects placed anew together: only against each other (each was checked alone).
    void runTogether(const std::vector<const Rack *> &racks, const std::vector<const FloorEquipment *> &equipment)
    {
        std::vector<FloorBox> boxes;
        auto index = [](const auto &list, const std::string &id) {
            return size_t(std::find_if(list.begin(), list.end(), [&](const auto &o) { return o.id == id; }) - list.begin());
        };
        for (const Rack *rack : racks)
            if (const CatalogEntry *e = c.find(rack->catalogId))
                boxes.push_back({footprint(*rack, *e), P::child("/racks", index(p.racks, rack->id)), rack->id});
        for (const FloorEquipment *unit : equipment)
            if (const CatalogEntry *e = c.find(unit->catalogId); e && e->placesOnFloor())
                boxes.push_back({footprint(*unit, *e), P::child("/equipment", index(p.equipment, unit->id)), unit->id,
                                 e->isOverhead()});
        checkFloorOverlaps(boxes);
    }

private:
    static std::string num(double v)
    {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.2f", v);
        return buf;
    }
    static std::string describe(const RectM &rc)
    {
        return "x " + num(rc.x) + " to " + num(rc.right()) + " m, y " + num(rc.y) + " to " + num(rc.bottom()) + " m";
    }

    void checkRack(const Rack &rack, const std::string &path, std::vector<FloorBox> &boxes)
    {
        claimId(rack.id, path);
        const CatalogEntry *entry = entryOf(rack.catalogId, P::child(path, "catalog_id"),
                                            {CatalogKind::Rack, CatalogKind::RackSystem}, "a rack or rack-scale system");
        if (!rack.rearDoorCatalogId.empty()) {
            const CatalogEntry *door = entryOf(rack.rearDoorCatalogId, P::child(path, "rear_door"),
                                               {CatalogKind::Cooling}, "a rear-door heat exchanger");
            if (door && !door->isCooling(CoolingType::RearDoor))
                r.error(P::child(path, "rear_door"), "'" + door->id + "' is not a rear-door heat exchanger.");
        }
        checkPdus(rack, path);
        checkDevices(rack, entry, path);
        if (entry && !u.missing(path, {"x_m", "y_m", "rotation_deg"}))
            boxes.push_back({footprint(rack, *entry), path, rack.id});
    }

    void checkEquipment(const FloorEquipment &e, const std::string &path, std::vector<FloorBox> &boxes)
    {
        claimId(e.id, path);
        const CatalogEntry *entry = entryOf(e.catalogId, P::child(path, "catalog_id"),
                                            {CatalogKind::Cooling, CatalogKind::Ups, CatalogKind::PowerPanel},
                                            "floor equipment (cooling unit, UPS or power panel)");
        if (entry && !entry->placesOnFloor())
            return;
        if (entry && entry->isCooling(CoolingType::RearDoor)) {
            r.error(P::child(path, "catalog_id"), "a rear-door heat exchanger belongs on a rack (rack field \"rear_door\"), not on the floor.");
            return;
        }
        if (entry && !u.missing(path, {"x_m", "y_m", "rotation_deg"}))
            boxes.push_back({footprint(e, *entry), path, e.id, entry->isOverhead()});
        if (!e.servesRackIds.empty() && entry && !entry->isCooling(CoolingType::Cdu))
            r.error(P::child(path, "serves"), "only a CDU serves racks ('" + e.catalogId + "' is not a CDU).");
        for (size_t j = 0; j < e.servesRackIds.size(); ++j)
            if (!p.findRack(e.servesRackIds[j]))
                r.error(P::child(P::child(path, "serves"), j),
                        "unknown rack '" + e.servesRackIds[j] + "' (no rack has this id).");
    }

    void checkInsideHall(const std::vector<FloorBox> &boxes, const Hall &hall)
    {
        const RectM area{0, 0, hall.widthM, hall.depthM};
        for (const FloorBox &b : boxes)
            if (!b.rect.inside(area))
                r.error(b.path, "'" + b.id + "' stands outside the hall (" + describe(b.rect) + ", hall is "
                                    + num(hall.widthM) + " x " + num(hall.depthM) + " m).");
    }

    // The file reader's overlap message, reported at the edited object's path.
    bool overlapsBox(const RectM &other, const FloorBox &mine, const std::string &otherId = {})
    {
        if (!other.overlaps(mine.rect))
            return false;
        r.error(mine.path, "'" + mine.id + "' overlaps '" + otherId + "' on the floor (" + describe(mine.rect) + ").");
        return true;
    }

    void claimId(const std::string &id, const std::string &path)
    {
        if (!claimIds)
            return;
        if (id.empty()) {
            r.error(P::child(path, "id"), "the id must not be empty.");
            return;
        }
        auto [it, inserted] = ids.emplace(id, path);
        if (!inserted)
            r.error(P::child(path, "id"), "duplicate id '" + id + "' (already used at " + it->second + ").");
    }

    const CatalogEntry *entryOf(const std::string &id, const std::string &path,
                                std::initializer_list<CatalogKind> kinds, const char *expected)
    {
        const CatalogEntry *e = c.find(id);
        if (!e) {
            // A refused custom entry was reported where it stands; naming it again adds nothing.
            if (!c.isRefused(id))
                r.error(path, unknownIdMessage(id, kinds, expected));
            return nullptr;
        }
        if (std::find(kinds.begin(), kinds.end(), e->kind) == kinds.end()) {
            // A rack-scale system is the whole rack: say where it goes instead of only refusing it.
            const bool systemInSlot = e->kind == CatalogKind::RackSystem
                && std::find(kinds.begin(), kinds.end(), CatalogKind::GpuServer) != kinds.end();
            r.error(path, "'" + id + "' is a " + catalogKindName(e->kind) + ", expected " + expected
                              + (systemInSlot ? ": a rack-scale system fills its own rack; place it on the floor as a "
                                                "rack (its catalog id as the rack's), not in a U slot."
                                              : "."));
            return nullptr;
        }
        return e;
    }

    void checkPdus(const Rack &rack, const std::string &path)
    {
        for (size_t j = 0; j < rack.pdus.size(); ++j) {
            const std::string pp = P::child(P::child(path, "pdus"), j);
            claimId(rack.pdus[j].id, pp);
            entryOf(rack.pdus[j].catalogId, P::child(pp, "catalog_id"), {CatalogKind::Pdu}, "a rack PDU");
        }
    }

    // The catalog id, the closest ids of the expected kinds (a typo in a hand-edited file is the
    // usual cause) or, when nothing is close, what was expected.
    std::string unknownIdMessage(const std::string &id, std::initializer_list<CatalogKind> kinds, const char *expected) const
    {
        const std::vector<std::string> close = c.closestIds(id, kinds);
        if (close.empty())
            return "unknown catalog id '" + id + "' (not in the built-in catalog nor in custom_catalog; expected "
                   + expected + ").";
        std::string list;
        for (const std::string &k : close)
            list += (list.empty() ? "'" : ", '") + k + "'";
        return "unknown catalog id '" + id + "' (did you mean " + list + "?)";
    }

    // Without the rack's catalog entry (unknown id) the devices' ids and catalog ids are still
    // checked; only their U positions cannot be.
    void checkDevices(const Rack &rack, const CatalogEntry *rackEntry, const std::string &path)
    {
        const int rackU = rackEntry && rackEntry->rack ? rackEntry->rack->heightU : 0;
        if (rackEntry && rackEntry->kind == CatalogKind::RackSystem && !rack.devices.empty()) {
            r.error(P::child(path, "devices"), "'" + rack.id + "' is a rack-scale system (" + rackEntry->name
                                                  + "); it holds no separately mounted devices.");
            return;
        }
        // Occupancy per U and face: who holds it, to name both parties of an overlap.
        std::vector<int> front(rackU + 1, -1), rear(rackU + 1, -1);
        for (size_t j = 0; j < rack.devices.size(); ++j) {
            const DevicePlacement &d = rack.devices[j];
            const std::string dp = P::child(P::child(path, "devices"), j);
            claimId(d.id, dp);
            const CatalogEntry *e = entryOf(d.catalogId, P::child(dp, "catalog_id"),
                                            {CatalogKind::GpuServer, CatalogKind::Switch}, "a rack-mounted device");
            // A placeholder U (the file's value could not be read) must not claim a slot.
            if (!e || !rackEntry || u.missing(dp, {"u", "face", "full_depth"}))
                continue;
            const int top = d.uLow + e->heightU - 1;
            if (d.uLow < 1 || top > rackU) {
                r.error(P::child(dp, "u"), "'" + d.id + "' (" + e->name + ", " + std::to_string(e->heightU)
                                               + "U) at U" + std::to_string(d.uLow) + " reaches U" + std::to_string(top)
                                               + ", outside the " + std::to_string(rackU) + "U rack '" + rack.id + "'.");
                continue;
            }
            for (int u = d.uLow; u <= top; ++u) {
                const bool useFront = d.fullDepth || d.face == RackFace::Front;
                const bool useRear = d.fullDepth || d.face == RackFace::Rear;
                int clash = -1;
                if (useFront && front[u] >= 0)
                    clash = front[u];
                if (useRear && rear[u] >= 0)
                    clash = rear[u];
                if (clash >= 0) {
                    r.error(P::child(dp, "u"), "'" + d.id + "' overlaps '" + rack.devices[clash].id + "' at U"
                                                   + std::to_string(u) + " of rack '" + rack.id + "'.");
                    break;
                }
                if (useFront)
                    front[u] = int(j);
                if (useRear)
                    rear[u] = int(j);
            }
        }
    }

    void checkFloorOverlaps(std::vector<FloorBox> &boxes)
    {
        // Sweep along x: only boxes whose x ranges meet are compared, O(n log n) for rows of racks.
        std::sort(boxes.begin(), boxes.end(), [](const FloorBox &a, const FloorBox &b) { return a.rect.x < b.rect.x; });
        size_t reported = 0;
        for (size_t i = 0; i < boxes.size() && reported < 50; ++i)
            for (size_t j = i + 1; j < boxes.size() && boxes[j].rect.x < boxes[i].rect.right(); ++j)
                if (!boxes[i].overhead && !boxes[j].overhead && boxes[i].rect.overlaps(boxes[j].rect)) {
                    const auto &[a, b] = boxes[i].path < boxes[j].path ? std::tie(boxes[i], boxes[j]) : std::tie(boxes[j], boxes[i]);
                    r.error(b.path, "'" + b.id + "' overlaps '" + a.id + "' on the floor (" + describe(b.rect) + ").");
                    ++reported;
                }
    }

    const Project &p;
    const Catalog &c;
    JsonFieldReader &r;
    const UnreadFields &u;
    std::unordered_map<std::string, std::string> ids;
    bool claimIds = true;
};

} // namespace

void ProjectValidator::validate(const Project &project, const Catalog &catalog, JsonFieldReader &out,
                                 const UnreadFields &unread)
{
    Checker(project, catalog, out, unread).run();
    PowerValidator::validate(project, catalog, out, unread);
}

void ProjectValidator::validateRack(const Project &project, const Catalog &catalog, const Rack &rack,
                                     const std::string &path, JsonFieldReader &out)
{
    Checker(project, catalog, out, UnreadFields{}).runOne(&rack, nullptr, path);
    PowerValidator::validateRack(rack, path, project, catalog, out);
}

void ProjectValidator::validateEquipment(const Project &project, const Catalog &catalog, const FloorEquipment &equipment,
                                          const std::string &path, JsonFieldReader &out)
{
    Checker(project, catalog, out, UnreadFields{}).runOne(nullptr, &equipment, path);
}

void ProjectValidator::validateHall(const Project &project, const Catalog &catalog, const Hall &hall, JsonFieldReader &out)
{
    Checker(project, catalog, out, UnreadFields{}).runHall(hall);
}

void ProjectValidator::validateTogether(const Project &project, const Catalog &catalog, const std::vector<const Rack *> &racks,
                                         const std::vector<const FloorEquipment *> &equipment, JsonFieldReader &out)
{
    Checker(project, catalog, out, UnreadFields{}).runTogether(racks, equipment);
}

LoadErrors ProjectValidator::validate(const Project &project, const Catalog &catalog)
{
    JsonFieldReader r;
    validate(project, catalog, r, UnreadFields{});
    return r.takeErrors();
}

} // namespace dcs
