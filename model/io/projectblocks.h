#pragma once
#include "project/coolingsettings.h"
#include "project/hall.h"
#include "project/powersettings.h"
#include "project/site.h"
#include "project/workload.h"
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <variant>

namespace dcs {

class JsonFieldReader;
struct Project;

// The project's top-level "name" and "description", edited as one block.
struct ProjectHeader {
    std::string name;
    std::string description;
    bool operator==(const ProjectHeader &) const = default;
};

enum class ProjectBlock { Header, Site, Hall, Cooling, PowerSettings, Workload };

// One settings block's value: what a typed edit holds before and after.
using BlockValue = std::variant<ProjectHeader, Site, Hall, CoolingSettings, PowerSettings, Workload>;

// The project's settings blocks, each read and written by the same functions the file reader
// and writer use, so an edit is judged exactly as a file would be (same rules, same JSON paths,
// same messages), without serialising the rest of the design.
class ProjectBlocks
{
public:
    // "project" (name and description), "site", "hall", "cooling", "power_settings", "workload".
    static std::optional<ProjectBlock> byName(const std::string &name);
    static const char *name(ProjectBlock block);
    static ProjectBlock of(const BlockValue &value) { return ProjectBlock(value.index()); }

    static BlockValue get(const Project &project, ProjectBlock block);
    static void set(Project &project, const BlockValue &value);

    // The block as the file holds it, every key present (defaults included) so one can be patched.
    static nlohmann::json toJson(const BlockValue &value);
    // Reads a block from that JSON (null: the block's defaults, as an absent optional section);
    // every bad value goes to `r` with its file path (/site/currency, /cooling/air/chiller_cop).
    static BlockValue fromJson(ProjectBlock block, const nlohmann::json &section, JsonFieldReader &r);
};

} // namespace dcs
