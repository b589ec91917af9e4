#include "sweepvariants.h"
#include "generator/clustergenerator.h"
#include "io/projectoverride.h"
#include "io/weatheroverride.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "io/unknownkeys.h"
#include "sweepgeneratorkeys.h"

namespace dcs {

using nlohmann::json;

namespace {

// A sweep row holds its error in one CSV field: one line.
std::string oneLine(std::string text)
{
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    for (size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at))
        text.replace(at, 1, "; ");
    return text;
}

// Sections of the base file a generated variant keeps (the design's settings, not its hall),
// and the keys in them the generated hall decides.
const char *const kKeptSections[] = {"site", "cooling", "power_settings", "workload"};
const std::pair<const char *, const char *> kGeneratedKeys[] = {
    {"cooling", "architecture"}, {"cooling", "redundancy"}, {"workload", "gpu_catalog_id"}};

} // namespace

SweepVariants::SweepVariants(json baseDoc, const Project &baseProject, SweepPlan plan, std::vector<std::string> fixedSets,
                             std::string fileName)
    : mBase(std::move(baseDoc))
    , mPlan(std::move(plan))
    , mFileName(std::move(fileName))
{
    for (const std::string &s : fixedSets) {
        const size_t eq = s.find('=');
        mFixed.emplace_back(s.substr(0, eq), eq == std::string::npos ? std::string() : s.substr(eq + 1));
    }
    LoadErrors ignored;
    const Catalog catalog = Catalog::builtIn().withCustomEntries(baseProject.customCatalog.get(), mFileName, ignored);
    mBaseOptions = SweepGeneratorKeys::fromBase(baseProject, catalog);
}

SweepVariants::Variant SweepVariants::read(json doc, const std::vector<Assignment> &sets, const char *flag) const
{
    Variant v;
    std::vector<std::string> pointers;
    for (const Assignment &s : sets) {
        std::string pointer;
        const std::string assignment = s.first + "=" + s.second;
        if (const std::string why = WeatherOverride::matches(assignment) ? WeatherOverride::apply(doc, assignment, &pointer)
                                                                          : applyOverride(doc, assignment, &pointer);
            !why.empty()) {
            v.error = oneLine(std::string(flag) + " " + why);
            return v;
        }
        pointers.push_back(pointer);
    }
    ReadResult r = ProjectReader::readJson(std::move(doc), mFileName, Catalog::builtIn());
    if (!r.project) {
        // A misspelt key is the argument's fault: name it with the reader's closest known keys.
        for (const LoadError &e : r.errors)
            if (UnknownKeys::isUnknownKey(e))
                for (size_t i = 0; i < pointers.size(); ++i)
                    if (pointers[i] == e.path || pointers[i].rfind(e.path + "/", 0) == 0) {
                        v.error = oneLine(std::string(flag) + " " + sets[i].first + "=" + sets[i].second + ": " + e.message);
                        return v;
                    }
        v.error = oneLine(formatErrors(r.errors));
        return v;
    }
    LoadErrors ignored;
    v.catalog = Catalog::builtIn().withCustomEntries(r.project->customCatalog.get(), mFileName, ignored);
    v.project = std::move(r.project);
    return v;
}

std::optional<json> SweepVariants::generate(const std::vector<Assignment> &generatorValues, std::string &error) const
{
    GeneratorOptions options = mBaseOptions;
    for (const auto &[key, value] : generatorValues)
        if (const std::string why = SweepGeneratorKeys::apply(options, key, value); !why.empty()) {
            error = key + "=" + value + ": " + key + " " + why;
            return std::nullopt;
        }
    const std::vector<std::string> invalid = validateOptions(options, Catalog::builtIn());
    const ClusterGenerator::Result r = invalid.empty() ? ClusterGenerator::generate(options, Catalog::builtIn(), false)
                                                       : ClusterGenerator::Result{};
    const std::vector<std::string> &why = invalid.empty() ? r.errors : invalid;
    if (!invalid.empty() || !r.ok) {
        error = "the generator refused the options: ";
        for (size_t i = 0; i < why.size(); ++i)
            error += (i ? " " : "") + why[i];
        return std::nullopt;
    }
    json doc = ProjectWriter::toJson(r.project);
    for (const char *section : kKeptSections) {
        const auto base = mBase.find(section);
        if (base == mBase.end() || !base->is_object())
            continue;
        json merged = doc.contains(section) ? doc[section] : json::object();
        merged.merge_patch(*base);
        for (const auto &[s, key] : kGeneratedKeys)
            if (std::string(s) == section) {
                if (doc.contains(section) && doc[section].contains(key))
                    merged[key] = doc[section][key];
                else
                    merged.erase(key);
            }
        doc[section] = std::move(merged);
    }
    return doc;
}

SweepVariants::Variant SweepVariants::build(std::uint64_t index) const
{
    const std::vector<std::string> values = mPlan.valuesOf(index);
    std::vector<Assignment> sets = mFixed, generatorValues;
    for (size_t i = 0; i < values.size(); ++i)
        (mPlan.axes[i].generator ? generatorValues : sets).emplace_back(mPlan.axes[i].key, values[i]);
    if (!mPlan.usesGenerator())
        return read(mBase, sets, "--set");
    Variant v;
    std::optional<json> doc = generate(generatorValues, v.error);
    if (!doc) {
        v.error = oneLine(v.error);
        return v;
    }
    return read(std::move(*doc), sets, "--set");
}

std::vector<std::string> SweepVariants::validate() const
{
    std::vector<std::string> problems;
    if (!mFixed.empty())
        if (const Variant v = read(mBase, mFixed, "--set"); !v.project)
            problems.push_back(v.error);
    for (const SweepAxis &axis : mPlan.axes)
        for (const std::string &value : axis.values) {
            const std::string argument = "--vary " + axis.key + "=" + value;
            if (axis.generator) {
                GeneratorOptions options = mBaseOptions;
                if (const std::string why = SweepGeneratorKeys::apply(options, axis.key, value); !why.empty()) {
                    problems.push_back(argument + ": " + axis.key + " " + why);
                    continue;
                }
                // The option alone; sizing limits (a rack limit below one node) depend on the
                // other options and are a failing row, not a refused sweep.
                for (const std::string &why : validateOptions(options, Catalog::builtIn()))
                    problems.push_back(argument + ": " + why);
                continue;
            }
            std::vector<Assignment> sets = mFixed;
            sets.emplace_back(axis.key, value);
            if (const Variant v = read(mBase, sets, "--vary"); !v.project) {
                problems.push_back(v.error.rfind("--vary ", 0) == 0 ? v.error : argument + ": " + v.error);
                // A misspelt key is wrong for every value: say it once.
                if (v.error.find(": " + std::string(UnknownKeys::kMessageStart)) != std::string::npos)
                    break;
            }
        }
    return problems;
}

} // namespace dcs
