#include "variantio.h"
#include "json/jsonfieldreader.h"
#include "project/project.h"
#include "project/projectvariants.h"
#include "projectwriter.h"
#include <nlohmann/json.hpp>
#include <set>

namespace dcs {

using nlohmann::json;

std::vector<const json *> VariantIo::read(const json &doc, Project &p, JsonFieldReader &r)
{
    const json *list = r.array(doc, "variants", "", false, ProjectVariants::kMaxVariants);
    if (!list || list->empty())
        return {};
    std::vector<const json *> designs;
    std::set<std::string> names;
    int current = 0;
    for (size_t i = 0; i < list->size(); ++i) {
        const std::string path = JsonFieldReader::child("/variants", i);
        designs.push_back(nullptr);
        if (!r.expectObject((*list)[i], path)) {
            p.variants.push_back({});
            continue;
        }
        const json &entry = (*list)[i];
        ProjectVariant v;
        v.name = r.string(entry, "name", path);
        const std::string namePath = JsonFieldReader::child(path, "name");
        if (entry.contains("name") && entry.at("name").is_string()) {
            if (v.name.find_first_not_of(" \t") == std::string::npos)
                r.error(namePath, "a variant needs a name.");
            else if (v.name.size() > ProjectVariants::kMaxNameLength)
                r.error(namePath, "a variant's name has at most " + std::to_string(ProjectVariants::kMaxNameLength)
                                      + " characters.");
            else if (!names.insert(v.name).second)
                r.error(namePath, "there is already a variant '" + v.name + "'.");
        }
        if (const json *design = r.object(entry, "design", path, false)) {
            designs.back() = design;
            if (design->contains("variants"))
                r.error(JsonFieldReader::child(JsonFieldReader::child(path, "design"), "variants"),
                        "a variant's design cannot hold variants of its own.");
        } else if (!entry.contains("design")) {
            ++current;
        }
        p.variants.push_back(std::move(v));
    }
    if (current != 1)
        r.error("/variants", current == 0 ? "no entry is the design at the top of the file (exactly one entry has no "
                                            "\"design\")."
                                          : std::to_string(current) + " entries have no \"design\"; exactly one is the "
                                                                      "design at the top of the file.");
    return designs;
}

void VariantIo::write(const Project &p, json &doc)
{
    if (p.variants.empty())
        return;
    json list = json::array();
    for (const ProjectVariant &v : p.variants) {
        json entry = {{"name", v.name}};
        if (v.design)
            entry["design"] = ProjectWriter::toJson(*v.design);
        list.push_back(std::move(entry));
    }
    doc["variants"] = std::move(list);
}

} // namespace dcs
