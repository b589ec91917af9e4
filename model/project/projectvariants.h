#pragma once
#include "project.h"
#include <optional>
#include <string>
#include <vector>

namespace dcs {

// Named variants of one design (issue 18): "Save as variant" keeps the design as it is under
// its name and goes on as a new variant; switching stores the design being edited whole and
// brings the other one back; nothing else changes. Pure functions from a Project to the
// Project after the edit (or why not), so ProjectDocument can push each one as an undo step
// and the tests can check them without a document. The file format is FORMAT.md "Variants".
namespace ProjectVariants {

inline constexpr size_t kMaxVariants = 50;
inline constexpr size_t kMaxNameLength = 60;
// What the design is called when it gets its first sibling (rename it at any time).
inline constexpr const char *kFirstName = "Base";

struct Outcome {
    std::optional<Project> project;  // the project after the edit; none when refused
    std::string why;                 // when refused: a sentence naming the variant
};

// Every variant's name in order; empty when the design has none.
std::vector<std::string> names(const Project &project);
// The name of the design being edited; empty when there are no variants.
std::string currentName(const Project &project);
// A variant as a plain design (no variants of its own): the project itself for the current
// one. None when no variant has that name.
std::optional<Project> design(const Project &project, const std::string &name);

// Why `name` cannot be given to a variant ("" when it can): empty, too long, taken.
std::string checkName(const Project &project, const std::string &name);
// "Variant 2", "Variant 3"...: the first such name not taken.
std::string suggestedName(const Project &project);

// Keeps the design under its current name (kFirstName if it has none yet) and continues as a
// new variant `name`, equal to it until edited. The design itself does not change.
Outcome saveAs(const Project &project, const std::string &name);
// Stores the design being edited under its name and makes variant `name` the design.
Outcome switchTo(const Project &project, const std::string &name);
// Removes variant `name`; removing the design being edited switches to the variant after it
// (or before it, for the last). The only variant left cannot be removed.
Outcome remove(const Project &project, const std::string &name);
Outcome rename(const Project &project, const std::string &from, const std::string &to);

} // namespace ProjectVariants
} // namespace dcs
