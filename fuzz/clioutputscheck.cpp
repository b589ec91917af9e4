// check/evaluate/compare --json under any PROJECT bytes (issue 31, fuzz/fuzzchecks.h). A refused
// file becomes the error line those commands print; an accepted one is evaluated by every engine,
// and its evaluation, findings and comparison against a fixed design become the documents they
// print (corrupt bytes once aborted `check --json`).
#include "analysis/analysis.h"
#include "analysis/analyzer.h"
#include "analysis/comparison.h"
#include "catalog/catalog.h"
#include "fuzzchecks.h"
#include "io/projectreader.h"
#include "json/loaderror.h"
#include <nlohmann/json.hpp>

namespace {

// The first design of every comparison: a small generated hall with racks, PDUs and a fabric.
struct Evaluated {
    const dcs::Project &project;
    dcs::Analysis analysis;
};

const Evaluated &base()
{
    static const Evaluated evaluated{dcs::fuzz::corpusDesign("generated-2-air.json"),
                                     dcs::Analyzer::run(dcs::fuzz::corpusDesign("generated-2-air.json"), dcs::Catalog::builtIn())};
    return evaluated;
}

} // namespace

namespace dcs::fuzz {

std::string checkCliOutputs(std::string_view bytes)
{
    const dcs::Catalog &builtIn = dcs::Catalog::builtIn();
    const Evaluated &first = base();
    const std::string text(bytes);
    const dcs::ReadResult r = dcs::ProjectReader::readText(text, "fuzz.json", builtIn);
    if (!r.project) {
        // check/evaluate --json for a file that does not open: one line naming the problems.
        return checkPrintableJson(
            {{"file", "fuzz.json"}, {"status", "unreadable"}, {"exit_code", 4}, {"error", dcs::formatErrors(r.errors)}});
    }
    dcs::LoadErrors ignored;
    const dcs::Catalog catalog = builtIn.withCustomEntries(r.project->customCatalog.get(), "fuzz.json", ignored);
    const dcs::Analysis analysis = dcs::Analyzer::run(*r.project, catalog);
    if (std::string why = checkPrintableJson(dcs::Analyzer::toJson(*r.project, analysis)); !why.empty())
        return "evaluate --json: " + why;
    if (std::string why = checkPrintableJson(dcs::Analyzer::warningsToJson(analysis.warnings)); !why.empty())
        return "check --json: " + why;
    const dcs::Comparison c = dcs::Comparison::build(
        {{"base.json", &first.project, &first.analysis}, {"fuzz.json", &*r.project, &analysis}});
    if (std::string why = checkPrintableJson(c.toJson()); !why.empty())
        return "compare --json: " + why;
    return {};
}

} // namespace dcs::fuzz
