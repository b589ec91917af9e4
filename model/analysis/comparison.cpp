#include "comparison.h"
#include "analysis.h"
#include "headlinefigures.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

using HeadlineFigures::Better;

// Equal up to the last bits of a double: two evaluations of the same design give the same
// numbers exactly, but a figure summed in another order (a variant with the racks listed
// differently) must not show as a difference of 1e-13.
bool same(double a, double b)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

Comparison::Verdict verdictOf(double base, double value, Better better)
{
    if (std::isnan(base) || std::isnan(value))
        return std::isnan(base) && std::isnan(value) ? Comparison::Verdict::Same : Comparison::Verdict::Missing;
    if (same(base, value))
        return Comparison::Verdict::Same;
    switch (better) {
    case Better::Lower: return value < base ? Comparison::Verdict::Better : Comparison::Verdict::Worse;
    case Better::Higher: return value > base ? Comparison::Verdict::Better : Comparison::Verdict::Worse;
    case Better::Neither: break;
    }
    return Comparison::Verdict::Changed;
}

// What makes two warnings "the same finding": the code and the objects, not the message (its
// figures move with every edit).
using WarningKey = std::pair<std::string, std::vector<std::string>>;

WarningKey keyOf(const Warning &w)
{
    std::vector<std::string> objects = w.objectIds;
    std::sort(objects.begin(), objects.end());
    return {w.key(), std::move(objects)};
}

Comparison::WarningDelta deltaOf(const std::vector<Warning> &base, const std::vector<Warning> &other)
{
    // A multiset: two identical warnings in the first design and one in the other is one removed.
    std::map<WarningKey, int> unmatched;
    for (const Warning &w : base)
        ++unmatched[keyOf(w)];
    Comparison::WarningDelta d;
    for (const Warning &w : other) {
        auto it = unmatched.find(keyOf(w));
        if (it != unmatched.end() && it->second > 0)
            --it->second;
        else
            d.added.push_back(w);
    }
    // Identical warnings are interchangeable: which of them counts as removed does not matter.
    for (const Warning &w : base)
        if (int &left = unmatched[keyOf(w)]; left > 0) {
            d.removed.push_back(w);
            --left;
        }
    return d;
}

json number(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

json warningJson(const Warning &w)
{
    return {{"severity", severityName(w.severity)}, {"code", w.key()}, {"message", w.message}, {"objects", w.objectIds}};
}

} // namespace

Comparison Comparison::build(const std::vector<Input> &inputs)
{
    Comparison c;
    std::vector<std::vector<double>> values;
    for (const Input &in : inputs) {
        c.designs.push_back({in.label, in.project->name, in.project->site.currency});
        values.push_back(HeadlineFigures::of(*in.analysis));
    }
    const std::vector<HeadlineFigures::Figure> &figures = HeadlineFigures::all();
    for (size_t f = 0; f < figures.size(); ++f) {
        Row row;
        row.figure = int(f);
        for (size_t d = 0; d < inputs.size(); ++d) {
            const double base = values[0][f], v = values[d][f];
            row.values.push_back(v);
            row.differences.push_back(std::isfinite(base) && std::isfinite(v) ? v - base
                                                                              : std::numeric_limits<double>::quiet_NaN());
            row.verdicts.push_back(d == 0 ? Verdict::Same : verdictOf(base, v, figures[f].better));
        }
        c.rows.push_back(std::move(row));
    }
    for (size_t d = 0; d < inputs.size(); ++d)
        c.warnings.push_back(d == 0 ? WarningDelta{} : deltaOf(inputs[0].analysis->warnings, inputs[d].analysis->warnings));
    return c;
}

int Comparison::differingRows() const
{
    return int(std::count_if(rows.begin(), rows.end(), [](const Row &r) {
        return std::any_of(r.verdicts.begin(), r.verdicts.end(), [](Verdict v) { return v != Verdict::Same; });
    }));
}

bool Comparison::identical() const
{
    return differingRows() == 0
           && std::all_of(warnings.begin(), warnings.end(), [](const WarningDelta &d) { return d.added.empty() && d.removed.empty(); });
}

const char *Comparison::verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Same: return "same";
    case Verdict::Better: return "better";
    case Verdict::Worse: return "worse";
    case Verdict::Changed: return "changed";
    case Verdict::Missing: return "missing";
    }
    return "same";
}

json Comparison::toJson() const
{
    json designList = json::array();
    for (const Design &d : designs)
        designList.push_back({{"label", d.label}, {"name", d.projectName}, {"currency", d.currency}});
    json rowList = json::array();
    for (const Row &r : rows) {
        const HeadlineFigures::Figure &f = HeadlineFigures::all()[size_t(r.figure)];
        json values = json::array(), differences = json::array(), verdicts = json::array();
        for (size_t d = 0; d < r.values.size(); ++d) {
            values.push_back(number(r.values[d]));
            differences.push_back(number(r.differences[d]));
            verdicts.push_back(verdictName(r.verdicts[d]));
        }
        rowList.push_back({{"key", f.key}, {"label", f.label}, {"unit", f.unit}, {"better", HeadlineFigures::betterName(f.better)},
                           {"source", f.source}, {"values", values}, {"differences", differences}, {"verdicts", verdicts}});
    }
    json deltas = json::array();
    for (const WarningDelta &d : warnings) {
        json added = json::array(), removed = json::array();
        for (const Warning &w : d.added)
            added.push_back(warningJson(w));
        for (const Warning &w : d.removed)
            removed.push_back(warningJson(w));
        deltas.push_back({{"added", added}, {"removed", removed}});
    }
    return {{"format", "dcstudio-comparison"},
            {"format_version", 1},
            {"designs", designList},
            {"figures", rowList},
            {"warnings", deltas},
            {"identical", identical()}};
}

} // namespace dcs
