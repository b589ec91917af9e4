#pragma once
#include "catalog/catalog.h"
#include "generator/generatoroptions.h"
#include "project/project.h"
#include "sweepplan.h"
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace dcs {

// Makes the project of each variant of a sweep (docs/sweep.md). Without generator keys a
// variant is the base file with the variant's `--set` values written into it and read back
// through the reader, so every value is validated as `dcstudio evaluate --set` validates it.
// With a generator key the variant is generated (SweepGeneratorKeys::fromBase plus the
// variant's generator values), the base file's site, cooling, power_settings and workload
// sections are laid over the generated ones (except the cooling architecture and redundancy
// and the workload's GPU model, which the generated hall decides), then the `--set` values.
// Const and thread-safe: every worker of a sweep calls build() on one instance.
class SweepVariants
{
public:
    // `baseDoc` is the base file as parsed; `baseProject` the same file as read. `fixedSets`
    // are "key.path=value" applied to every variant before the variant's own values.
    SweepVariants(nlohmann::json baseDoc, const Project &baseProject, SweepPlan plan,
                  std::vector<std::string> fixedSets, std::string fileName);

    struct Variant {
        std::optional<Project> project;  // empty when the variant cannot be made (see error)
        Catalog catalog;                 // built-in plus the variant's custom entries
        std::string error;               // one line
    };

    const SweepPlan &plan() const { return mPlan; }
    const GeneratorOptions &baseOptions() const { return mBaseOptions; }

    Variant build(std::uint64_t index) const;

    // Every value of every axis on its own against the base (and the fixed sets alone): one
    // line per refused value, naming it: "--vary site.x=-1: ...". Empty when all are usable.
    // Combinations are not tried: a combination that fails is a row with its error.
    std::vector<std::string> validate() const;

private:
    using Assignment = std::pair<std::string, std::string>;  // key, value
    Variant read(nlohmann::json doc, const std::vector<Assignment> &sets, const char *flag) const;
    std::optional<nlohmann::json> generate(const std::vector<Assignment> &generatorValues, std::string &error) const;

    nlohmann::json mBase;
    SweepPlan mPlan;
    std::vector<Assignment> mFixed;
    std::string mFileName;
    GeneratorOptions mBaseOptions;
};

} // namespace dcs
