#include "projectvariants.h"
#include <algorithm>
#include <memory>

namespace dcs::ProjectVariants {

namespace {

// The design as a variant stores it: whole, without the list of variants.
std::shared_ptr<const Project> snapshot(const Project &project)
{
    Project copy = project;
    copy.variants.clear();
    return std::make_shared<const Project>(std::move(copy));
}

int indexOf(const Project &project, const std::string &name)
{
    for (size_t i = 0; i < project.variants.size(); ++i)
        if (project.variants[i].name == name)
            return int(i);
    return -1;
}

int currentIndex(const Project &project)
{
    for (size_t i = 0; i < project.variants.size(); ++i)
        if (!project.variants[i].design)
            return int(i);
    return -1;
}

Outcome refused(std::string why)
{
    return {std::nullopt, std::move(why)};
}

std::string quoted(const std::string &name)
{
    return "'" + name + "'";
}

// The project after `target` becomes the design being edited (the current one stored whole).
Project switched(const Project &project, int target)
{
    const int current = currentIndex(project);
    Project after = *project.variants[size_t(target)].design;
    after.variants = project.variants;
    if (current >= 0)
        after.variants[size_t(current)].design = snapshot(project);
    after.variants[size_t(target)].design = nullptr;
    return after;
}

} // namespace

std::vector<std::string> names(const Project &project)
{
    std::vector<std::string> out;
    for (const ProjectVariant &v : project.variants)
        out.push_back(v.name);
    return out;
}

std::string currentName(const Project &project)
{
    const int i = currentIndex(project);
    return i < 0 ? std::string() : project.variants[size_t(i)].name;
}

std::optional<Project> design(const Project &project, const std::string &name)
{
    const int i = indexOf(project, name);
    if (i < 0)
        return std::nullopt;
    const ProjectVariant &v = project.variants[size_t(i)];
    if (v.design)
        return *v.design;
    Project plain = project;
    plain.variants.clear();
    return plain;
}

std::string checkName(const Project &project, const std::string &name)
{
    if (name.find_first_not_of(" \t") == std::string::npos)
        return "A variant needs a name.";
    if (name.size() > kMaxNameLength)
        return "A variant's name has at most " + std::to_string(kMaxNameLength) + " characters.";
    if (indexOf(project, name) >= 0)
        return "There is already a variant " + quoted(name) + ".";
    return {};
}

std::string suggestedName(const Project &project)
{
    for (size_t n = std::max<size_t>(2, project.variants.size() + 1);; ++n) {
        const std::string name = "Variant " + std::to_string(n);
        if (indexOf(project, name) < 0)
            return name;
    }
}

Outcome saveAs(const Project &project, const std::string &name)
{
    if (std::string why = checkName(project, name); !why.empty())
        return refused(why);
    if (project.variants.size() >= kMaxVariants)
        return refused("A design keeps at most " + std::to_string(kMaxVariants) + " variants; delete one first.");
    Project after = project;
    if (after.variants.empty()) {
        // The design gets its name now; a new variant named like it would be a second one.
        if (name == kFirstName)
            return refused("There is already a variant " + quoted(name) + " (the design as it is).");
        after.variants.push_back({kFirstName, nullptr});
    }
    after.variants[size_t(currentIndex(after))].design = snapshot(project);
    after.variants.push_back({name, nullptr});
    return {std::move(after), {}};
}

Outcome switchTo(const Project &project, const std::string &name)
{
    const int target = indexOf(project, name);
    if (target < 0)
        return refused("There is no variant " + quoted(name) + ".");
    if (!project.variants[size_t(target)].design)
        return refused("Variant " + quoted(name) + " is already the design being edited.");
    return {switched(project, target), {}};
}

Outcome remove(const Project &project, const std::string &name)
{
    const int target = indexOf(project, name);
    if (target < 0)
        return refused("There is no variant " + quoted(name) + ".");
    if (project.variants.size() < 2)
        return refused("Variant " + quoted(name) + " is the only one; there is nothing to switch to.");
    Project after = project;
    if (!project.variants[size_t(target)].design) {
        const int next = target + 1 < int(project.variants.size()) ? target + 1 : target - 1;
        after = switched(project, next);
    }
    after.variants.erase(after.variants.begin() + target);
    return {std::move(after), {}};
}

Outcome rename(const Project &project, const std::string &from, const std::string &to)
{
    const int target = indexOf(project, from);
    if (target < 0)
        return refused("There is no variant " + quoted(from) + ".");
    if (from == to)
        return {project, {}};
    if (std::string why = checkName(project, to); !why.empty())
        return refused(why);
    Project after = project;
    after.variants[size_t(target)].name = to;
    return {std::move(after), {}};
}

} // namespace dcs::ProjectVariants
