#include "variantevaluation.h"
#include "analyzer.h"
#include "project/projectvariants.h"

namespace dcs::VariantEvaluation {

std::vector<Design> evaluate(const Project &project, const Catalog &builtIn, const std::vector<std::string> &names)
{
    std::vector<Design> out;
    if (project.variants.empty()) {
        Design d{ProjectVariants::kFirstName, true, project, {}, {}};
        out.push_back(std::move(d));
    } else {
        const std::vector<std::string> wanted = names.empty() ? ProjectVariants::names(project) : names;
        const std::string current = ProjectVariants::currentName(project);
        for (const std::string &name : wanted)
            if (std::optional<Project> design = ProjectVariants::design(project, name))
                out.push_back({name, name == current, std::move(*design), {}, {}});
    }
    for (Design &d : out) {
        LoadErrors ignored;  // the reader has judged every variant's custom entries already
        d.catalog = builtIn.withCustomEntries(d.project.customCatalog.get(), {}, ignored);
        d.analysis = Analyzer::run(d.project, d.catalog);
    }
    return out;
}

Comparison compare(const std::vector<Design> &designs)
{
    std::vector<Comparison::Input> inputs;
    for (const Design &d : designs)
        inputs.push_back({d.name, &d.project, &d.analysis});
    return Comparison::build(inputs);
}

} // namespace dcs::VariantEvaluation
