#include "containmentio.h"
#include "json/jsonfieldreader.h"
#include "project/project.h"
#include <nlohmann/json.hpp>
#include <set>

namespace dcs {

using nlohmann::json;

void ContainmentIo::read(const json &doc, Project &p, JsonFieldReader &r)
{
    const json *list = r.array(doc, "containment", "", false, 100'000);
    if (!list)
        return;
    std::set<std::string> ids;
    std::set<std::pair<std::string, int>> contained;  // (rack, kind): a rack faces one aisle per side
    for (size_t i = 0; i < list->size(); ++i) {
        const std::string path = JsonFieldReader::child("/containment", i);
        if (!r.expectObject((*list)[i], path))
            continue;
        const json &o = (*list)[i];
        Containment c;
        c.id = r.string(o, "id", path);
        if (!c.id.empty() && !ids.insert(c.id).second)
            r.error(JsonFieldReader::child(path, "id"), "duplicate containment id '" + c.id + "'.");
        const std::string kind = r.string(o, "kind", path);
        if (kind == "hot")
            c.kind = Containment::Kind::Hot;
        else if (kind != "cold" && o.contains("kind") && o.at("kind").is_string())
            r.error(JsonFieldReader::child(path, "kind"), "\"" + kind + "\" is not one of \"cold\", \"hot\".");
        if (const json *racks = r.array(o, "racks", path, true, 100'000)) {
            const std::string rp = JsonFieldReader::child(path, "racks");
            for (size_t k = 0; k < racks->size(); ++k) {
                const std::string itemPath = JsonFieldReader::child(rp, k);
                if (!(*racks)[k].is_string()) {
                    r.error(itemPath, "expected a rack id (string), found " + JsonFieldReader::typeName((*racks)[k]) + ".");
                    continue;
                }
                const std::string id = (*racks)[k].get<std::string>();
                if (!p.findRack(id))
                    r.error(itemPath, "no rack has the id '" + id + "'.");
                else if (!contained.insert({id, int(c.kind)}).second)
                    r.error(itemPath, "rack '" + id + "' is already in another " + kind + "-aisle containment.");
                c.rackIds.push_back(id);
            }
            if (racks->empty())
                r.error(rp, "a containment needs at least one rack.");
        }
        p.containments.push_back(std::move(c));
    }
}

void ContainmentIo::write(const Project &p, json &doc)
{
    if (p.containments.empty())
        return;
    json list = json::array();
    for (const Containment &c : p.containments) {
        json racks = json::array();
        for (const std::string &id : c.rackIds)
            if (p.findRack(id))
                racks.push_back(id);
        if (!racks.empty())  // all its racks deleted: the reader would refuse an empty list
            list.push_back({{"id", c.id}, {"kind", c.kind == Containment::Kind::Hot ? "hot" : "cold"}, {"racks", racks}});
    }
    if (!list.empty())
        doc["containment"] = std::move(list);
}

} // namespace dcs
