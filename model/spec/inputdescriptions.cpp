#include "inputdescriptions.h"
#include "costinputs.h"
#include "inputdescriptiontable.h"
#include <string_view>
#include <unordered_map>
#include <vector>

namespace dcs {

namespace {

// A cost input's rounding, from its unit: an energy price to 4 places (0.0800 /kWh), money per
// kW or per unit whole, other prices, water and dimensionless figures (COP, fractions) 2, loss
// coefficients 3, percentages, powers and temperatures 1; a factor ("x US average") 2.
int costDecimals(const CostInputInfo &c)
{
    const std::string_view unit = c.unit;
    if (unit == "/kWh")
        return 4;
    if (unit.find("USD") != std::string_view::npos)
        return 0;
    if (unit == "of rating")
        return 3;
    if (unit.empty() || unit.starts_with("/") || unit.starts_with("x ") || unit == "L/kWh")
        return 2;
    return 1;
}

// Every description by key: the table's rows, then the cost inputs' (CostInputs keeps their
// label, unit and source; one place for each).
const std::unordered_map<std::string_view, InputDescription> &index()
{
    static const std::unordered_map<std::string_view, InputDescription> byKey = [] {
        std::unordered_map<std::string_view, InputDescription> m;
        for (const InputDescription &d : inputDescriptionTable())
            m.emplace(d.key, d);
        for (const CostInputInfo &c : CostInputs::all())
            m.emplace(c.key, InputDescription{c.key, c.label, c.unit, costDecimals(c), 1.0, c.source});
        return m;
    }();
    return byKey;
}

} // namespace

const InputDescription *InputDescriptions::find(const std::string &key)
{
    const auto &m = index();
    const auto it = m.find(key);
    return it == m.end() ? nullptr : &it->second;
}

} // namespace dcs
