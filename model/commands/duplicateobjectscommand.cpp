#include "duplicateobjectscommand.h"
#include "document/projectdocument.h"
#include <unordered_set>

namespace dcs {

DuplicateObjectsCommand::DuplicateObjectsCommand(ProjectDocument *doc, std::vector<Rack> copies,
                                                 std::vector<FloorEquipment> equipmentCopies)
    : AddObjectsCommand(doc, std::move(copies), std::move(equipmentCopies), QObject::tr("Duplicate"))
{
}

namespace {
// Ids like "R-A07" become "R-A07-2", "R-A07-3", ... skipping every id in use.
class IdMaker
{
public:
    explicit IdMaker(const Project &p) : used(p.allIds()) {}
    std::string next(const std::string &base)
    {
        for (int n = 2;; ++n) {
            std::string candidate = base + "-" + std::to_string(n);
            if (used.insert(candidate).second)
                return candidate;
        }
    }

private:
    std::unordered_set<std::string> used;
};
} // namespace

void DuplicateObjectsCommand::makeCopies(const ProjectDocument &doc, const std::vector<std::string> &ids, double dxM,
                                         double dyM, std::vector<Rack> &racks, std::vector<FloorEquipment> &equipment)
{
    const Project &p = doc.project();
    IdMaker idMaker(p);
    for (const std::string &id : ids) {
        if (const Rack *r = p.findRack(id)) {
            Rack copy = *r;
            copy.id = idMaker.next(r->id);
            copy.name = r->name + " copy";
            copy.xM += dxM;
            copy.yM += dyM;
            for (auto &d : copy.devices)
                d.id = idMaker.next(d.id);
            for (auto &u : copy.pdus) {
                const std::string old = u.id;
                u.id = idMaker.next(u.id);
                for (auto &d : copy.devices)  // the copies' cords go to the copied PDUs
                    for (auto &c : d.power)
                        if (c.pduId == old)
                            c.pduId = u.id;
            }
            racks.push_back(std::move(copy));
        } else if (const FloorEquipment *e = p.findEquipment(id)) {
            FloorEquipment copy = *e;
            copy.id = idMaker.next(e->id);
            copy.name = e->name + " copy";
            copy.xM += dxM;
            copy.yM += dyM;
            equipment.push_back(std::move(copy));
        }
    }
}

} // namespace dcs
