#include "sweepaxis.h"
#include "sweepgeneratorkeys.h"
#include <set>

namespace dcs {

namespace {

// Commas inside "..." (with \" escapes) or inside [...] / {...} belong to the value.
std::vector<std::string> splitValues(const std::string &text, std::string &error)
{
    std::vector<std::string> values;
    std::string current;
    int depth = 0;
    bool quoted = false, escaped = false;
    for (const char c : text) {
        if (quoted) {
            current += c;
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                quoted = false;
            continue;
        }
        if (c == ',' && depth == 0) {
            values.push_back(current);
            current.clear();
            continue;
        }
        if (c == '"')
            quoted = true;
        else if (c == '[' || c == '{')
            ++depth;
        else if ((c == ']' || c == '}') && depth > 0)
            --depth;
        current += c;
    }
    if (quoted) {
        error = "has an unterminated double quote.";
        return {};
    }
    values.push_back(current);
    return values;
}

} // namespace

std::string SweepAxis::parse(const std::string &argument, SweepAxis &out)
{
    const size_t eq = argument.find('=');
    if (eq == std::string::npos || eq == 0)
        return "is not of the form KEY=v1,v2,...";
    out.key = argument.substr(0, eq);
    out.generator = out.key.find('.') == std::string::npos;
    if (out.generator && !SweepGeneratorKeys::isKey(out.key)) {
        std::string text = "'" + out.key + "' is neither a generator option (" + SweepGeneratorKeys::namesText()
                           + ") nor a project key path (they have dots: site.electricity_price_per_kwh)";
        const std::string near = SweepGeneratorKeys::closest(out.key);
        return text + (near.empty() ? "." : "; did you mean '" + near + "'?");
    }
    std::string error;
    out.values = splitValues(argument.substr(eq + 1), error);
    if (!error.empty())
        return error;
    std::set<std::string> seen;
    for (const std::string &v : out.values) {
        if (v.empty())
            return "has an empty value (two commas in a row, or a comma at an end).";
        if (!seen.insert(v).second)
            return "lists the value '" + v + "' twice.";
    }
    return {};
}

} // namespace dcs
