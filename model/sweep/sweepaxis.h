#pragma once
#include <string>
#include <vector>

namespace dcs {

// One `--vary KEY=v1,v2,...` of `dcstudio sweep` (docs/sweep.md): a key and the values it takes.
// A key with a dot is a `--set` path of the project file (site.electricity_price_per_kwh); a
// key without one is a generator option (system, nodes, rack-kw, ...; SweepGeneratorKeys).
struct SweepAxis {
    std::string key;
    std::vector<std::string> values;
    bool generator = false;

    // Parses "KEY=v1,v2,...". Values are split at commas outside double quotes and brackets, so
    // a JSON value keeps its commas: site.location="Ashburn, VA","Dublin, IE". Returns an empty
    // string, or a sentence saying what is wrong (the caller names the argument).
    static std::string parse(const std::string &argument, SweepAxis &out);
};

} // namespace dcs
