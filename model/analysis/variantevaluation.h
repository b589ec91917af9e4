#pragma once
#include "analysis.h"
#include "catalog/catalog.h"
#include "comparison.h"
#include "project/project.h"
#include <string>
#include <vector>

namespace dcs {

// The named variants of a design (ProjectVariants), each evaluated as a design of its own: the
// Compare window and the report's "Variants compared" chapter build their tables, charts and
// floor plans from this, and the Comparison from it is the one `dcstudio compare` prints.
namespace VariantEvaluation {

struct Design {
    std::string name;
    bool current = false;  // the design being edited
    Project project;       // the variant alone (no variants of its own)
    Catalog catalog;       // the built-in catalog plus the variant's own custom entries
    Analysis analysis;     // Analyzer::run
};

// The variants named in `names`, in that order (every variant when empty; unknown names are
// left out). A design without variants is one design named after ProjectVariants::kFirstName.
std::vector<Design> evaluate(const Project &project, const Catalog &builtIn, const std::vector<std::string> &names = {});

// The designs side by side, the first one the reference, labelled with the variants' names.
Comparison compare(const std::vector<Design> &designs);

} // namespace VariantEvaluation
} // namespace dcs
