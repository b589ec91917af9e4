#include "sweeptable.h"
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

std::string csvField(const std::string &text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text)
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

std::vector<std::string> splitCsv(const std::string &line)
{
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"')
                fields.back() += line[++i];
            else if (c == '"')
                quoted = false;
            else
                fields.back() += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else if (c != '\r' && c != '\n') {
            fields.back() += c;
        }
    }
    return fields;
}

std::string header(const SweepPlan &plan)
{
    std::string line = "variant";
    for (const SweepAxis &a : plan.axes)
        line += "," + csvField(a.key);
    line += ",status";
    for (const HeadlineFigures::Figure &f : HeadlineFigures::all())
        line += std::string(",") + f.key;
    return line + ",error\n";
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
    std::string line = std::to_string(row.variant);
    for (const std::string &v : row.values)
        line += "," + csvField(displayValue(v));
    line += row.ok ? ",ok" : ",error";
    const size_t n = HeadlineFigures::all().size();
    for (size_t i = 0; i < n; ++i)
        line += "," + (row.ok && i < row.figures.size() ? formatNumber(row.figures[i]) : std::string());
    return line + "," + csvField(row.error) + "\n";
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
