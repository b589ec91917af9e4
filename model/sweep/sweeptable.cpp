#include "sweeptable.h"
#include "json/csvtext.h"
#include "json/jsontext.h"
#include "analysis/headlinefigures.h"
#include "sweepplan.h"
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace dcs::SweepTable {

using nlohmann::json;

std::string formatNumber(double v)
{
    if (!std::isfinite(v))
        return {};
    char text[40];
    std::snprintf(text, sizeof text, "%.12g", v);
    return text;
}

std::string header(const SweepPlan &plan)
{
    std::vector<std::string> fields = {"variant"};
    for (const SweepAxis &a : plan.axes)
        fields.push_back(a.key);
    fields.emplace_back("status");
    for (const HeadlineFigures::Figure &f : HeadlineFigures::all())
        fields.emplace_back(f.key);
    fields.emplace_back("error");
    return CsvText::record(fields, "\n");
}

std::string displayValue(const std::string &value)
{
    // A value typed as a JSON string ("Ashburn, VA" in quotes, to keep its comma) is shown as
    // the string it stands for, not with its JSON quotes doubled by CSV quoting.
    if (value.size() >= 2 && value.front() == '"') {
        const json v = json::parse(value, nullptr, false);
        if (v.is_string())
            return v.get<std::string>();
    }
    return value;
}

std::string csvLine(const SweepRow &row)
{
    std::vector<std::string> fields = {std::to_string(row.variant)};
    for (const std::string &v : row.values)
        fields.push_back(displayValue(v));
    fields.emplace_back(row.ok ? "ok" : "error");
    const size_t n = HeadlineFigures::all().size();
    for (size_t i = 0; i < n; ++i)
        fields.push_back(row.ok && i < row.figures.size() ? formatNumber(row.figures[i]) : std::string());
    fields.push_back(row.error);
    return CsvText::record(fields, "\n");
}

std::string jsonLine(const SweepPlan &plan, const SweepRow &row)
{
    // Ordered: a reader sees variant, values, status and figures in the CSV's order.
    using ordered = nlohmann::ordered_json;
    ordered values = ordered::object();
    for (size_t i = 0; i < plan.axes.size() && i < row.values.size(); ++i) {
        // As --set reads it: JSON when it is JSON ("0.12" a number), else the text.
        ordered v = ordered::parse(row.values[i], nullptr, false);
        values[plan.axes[i].key] = v.is_discarded() ? ordered(row.values[i]) : v;
    }
    ordered figures = ordered::object();
    const std::vector<HeadlineFigures::Figure> &all = HeadlineFigures::all();
    for (size_t i = 0; row.ok && i < all.size() && i < row.figures.size(); ++i)
        figures[all[i].key] = std::isfinite(row.figures[i]) ? ordered(row.figures[i]) : ordered(nullptr);
    ordered line = {{"variant", row.variant}, {"values", values}, {"status", row.ok ? "ok" : "error"}};
    if (row.ok)
        line["figures"] = figures;
    else
        line["error"] = row.error;
    return JsonText::dump(line) + "\n";
}

} // namespace dcs::SweepTable
