#include "projectblocks.h"
#include "coolingsettingsio.h"
#include "json/jsonfieldreader.h"
#include "objectio.h"
#include "powerio.h"
#include "project/project.h"
#include "workloadio.h"
#include <array>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {
// In ProjectBlock order.
constexpr std::array<const char *, 6> kNames{"project", "site", "hall", "cooling", "power_settings", "workload"};
} // namespace

std::optional<ProjectBlock> ProjectBlocks::byName(const std::string &name)
{
    for (size_t i = 0; i < kNames.size(); ++i)
        if (name == kNames[i])
            return ProjectBlock(i);
    return std::nullopt;
}

const char *ProjectBlocks::name(ProjectBlock block)
{
    return kNames[size_t(block)];
}

BlockValue ProjectBlocks::get(const Project &p, ProjectBlock block)
{
    switch (block) {
    case ProjectBlock::Header:
        return ProjectHeader{p.name, p.description};
    case ProjectBlock::Site:
        return p.site;
    case ProjectBlock::Hall:
        return p.hall;
    case ProjectBlock::Cooling:
        return p.cooling;
    case ProjectBlock::PowerSettings:
        return p.power;
    case ProjectBlock::Workload:
        return p.workload;
    }
    return ProjectHeader{};
}

void ProjectBlocks::set(Project &p, const BlockValue &value)
{
    struct Assign {
        Project &p;
        void operator()(const ProjectHeader &h) const { p.name = h.name, p.description = h.description; }
        void operator()(const Site &s) const { p.site = s; }
        void operator()(const Hall &h) const { p.hall = h; }
        void operator()(const CoolingSettings &c) const { p.cooling = c; }
        void operator()(const PowerSettings &s) const { p.power = s; }
        void operator()(const Workload &w) const { p.workload = w; }
    };
    std::visit(Assign{p}, value);
}

json ProjectBlocks::toJson(const BlockValue &value)
{
    struct Write {
        json operator()(const ProjectHeader &h) const { return {{"name", h.name}, {"description", h.description}}; }
        json operator()(const Site &s) const { return ObjectIo::siteToJson(s); }
        json operator()(const Hall &h) const { return ObjectIo::hallToJson(h); }
        json operator()(const CoolingSettings &c) const { return coolingSettingsFullJson(c); }
        json operator()(const PowerSettings &s) const { return PowerIo::settingsToJson(s); }
        json operator()(const Workload &w) const { return workloadToJson(w); }
    };
    return std::visit(Write{}, value);
}

BlockValue ProjectBlocks::fromJson(ProjectBlock block, const json &section, JsonFieldReader &r)
{
    // The section readers of the optional blocks take the document root, as the file reader
    // calls them: wrap the section so their paths come out as in a file.
    json root = json::object();
    if (!section.is_null())
        root[name(block)] = section;
    switch (block) {
    case ProjectBlock::Header:
        if (!r.expectObject(section, ""))
            return ProjectHeader{};
        return ProjectHeader{r.string(section, "name", ""), r.optString(section, "description", "")};
    case ProjectBlock::Site:
        return r.expectObject(section, "/site") ? ObjectIo::readSite(section, "/site", r) : Site{};
    case ProjectBlock::Hall:
        return r.expectObject(section, "/hall") ? ObjectIo::readHall(section, "/hall", r) : Hall{};
    case ProjectBlock::Cooling: {
        CoolingSettings c;
        readCoolingSettings(root, c, r);
        return c;
    }
    case ProjectBlock::PowerSettings: {
        PowerSettings s;
        PowerIo::readSettings(root, s, r);
        return s;
    }
    case ProjectBlock::Workload: {
        Workload w;
        readWorkload(root, w, r);
        return w;
    }
    }
    return ProjectHeader{};
}

} // namespace dcs
