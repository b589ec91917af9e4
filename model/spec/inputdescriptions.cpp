#include "inputdescriptions.h"
#include "costinputs.h"
#include "inputdescriptiontable.h"
#include <algorithm>
#include <cmath>
#include <deque>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

namespace dcs {

namespace {

// A cost input's rounding, from its unit: an energy price to 4 places (0.0800 /kWh), money per
// kW or per unit whole, loss coefficients 4 (0.0072 of rating), other prices, water and
// dimensionless figures (COP, fractions) 2, percentages, powers and temperatures 1; a factor
// ("x US average") 2.
int costDecimals(const CostInputInfo &c)
{
    const std::string_view unit = c.unit;
    if (unit == "/kWh" || unit == "of rating")
        return 4;
    if (unit.find("USD") != std::string_view::npos)
        return 0;
    if (unit.empty() || unit.starts_with("/") || unit.starts_with("x ") || unit == "L/kWh")
        return 2;
    return 1;
}

// CostInputs spells units in ASCII for the engines' messages and the evaluation JSON ("C",
// "USD/m2"); the registry holds them as printed.
const char *printedUnit(const char *unit)
{
    static const std::unordered_map<std::string_view, const char *> kPrinted = {
        {"C", "°C"}, {"USD/m2", "USD/m²"}, {"W/m2", "W/m²"}, {"/m3", "/m³"}};
    const auto it = kPrinted.find(unit);
    return it == kPrinted.end() ? unit : it->second;
}

// Text the generated rows point into: stable addresses for the program's lifetime.
const char *keptText(std::string text)
{
    static std::deque<std::string> store;
    return store.emplace_back(std::move(text)).c_str();
}

struct DescriptionIndex {
    std::vector<InputDescription> sorted;
    std::unordered_map<std::string_view, size_t> byKey;
};

// Every description: the table's rows; each cost input from CostInputs (label, unit, range and
// the source of its range), completed by its row in the table where it has one (the source of
// its base default, meaning, form label, rounding); and the two ends of each cost input's
// uncertainty range ("cooling.cost.ranges.<key>.low"), which CostInputs bounds the same way.
DescriptionIndex buildIndex()
{
    std::unordered_map<std::string_view, const InputDescription *> rows;
    for (const InputDescription &d : inputDescriptionTable())
        rows.emplace(d.key, &d);
    DescriptionIndex index;
    for (const InputDescription &d : inputDescriptionTable())
        if (d.label)
            index.sorted.push_back(d);
    for (const CostInputInfo &c : CostInputs::all()) {
        InputDescription d{c.key, c.label, printedUnit(c.unit), costDecimals(c), 1.0, c.minimum, c.maximum, c.source};
        if (const auto it = rows.find(c.key); it != rows.end()) {
            const InputDescription &row = *it->second;
            d.decimals = row.decimals;
            d.source = row.source ? row.source : c.source;
            d.meaning = row.meaning;
            d.formLabel = row.formLabel;
        }
        index.sorted.push_back(d);
        for (const char *end : {"low", "high"}) {
            InputDescription r = d;
            r.key = keptText(std::string("cooling.cost.ranges.") + c.key + "." + end);
            r.label = keptText(std::string(c.label) + ": range " + end);
            r.source = "user input; without it the sourced default range applies";
            r.meaning = "";
            r.formLabel = nullptr;
            index.sorted.push_back(r);
        }
    }
    std::sort(index.sorted.begin(), index.sorted.end(),
              [](const InputDescription &a, const InputDescription &b) { return std::string_view(a.key) < b.key; });
    for (size_t i = 0; i < index.sorted.size(); ++i)
        index.byKey.emplace(index.sorted[i].key, i);
    return index;
}

const DescriptionIndex &descriptionIndex()
{
    static const DescriptionIndex i = buildIndex();
    return i;
}

} // namespace

int InputDescription::fileDecimals() const
{
    return decimals < 0 ? decimals : decimals + int(std::lround(std::log10(scale)));
}

const InputDescription *InputDescriptions::find(const std::string &key)
{
    const DescriptionIndex &i = descriptionIndex();
    const auto it = i.byKey.find(key);
    return it == i.byKey.end() ? nullptr : &i.sorted[it->second];
}

const std::vector<InputDescription> &InputDescriptions::all()
{
    return descriptionIndex().sorted;
}

std::pair<double, double> InputDescriptions::bounds(const std::string &key)
{
    const InputDescription *d = find(key);
    if (!d || !d->hasRange())
        throw std::logic_error("the inputs registry has no range for " + key);
    return {d->min, d->max};
}

} // namespace dcs
