#pragma once
#include <string>

namespace dcs {

// What the report's appendix (and any other reader) says about one input of a project file
// (issue 30 item 7): its name in words, its unit, how it is rounded and where its default comes
// from. Keyed by the file path the report flattens the settings to ("cooling.air.supply_air_c");
// a network's settings use "*" for its id ("networks.*.su_nodes"). The cost inputs carry their
// own label, unit and source (CostInputs); InputDescriptions::find answers for them too.
struct InputDescription {
    const char *key;
    const char *label;    // "Chilled-water supply"
    const char *unit;     // as printed after the value: "°C", "kW/rack", "%"; "" for none
    int decimals;         // rounding as printed; -1 for text, choices, lists and flags
    double scale;         // printed value = file value x scale (a fraction shown in % has 100)
    const char *source;   // the default's source in words ("ASHRAE TC 9.9 ...", "assumption", ...)
};

namespace InputDescriptions {
// The description of a flattened key, or nullptr (a key no table names: a test keeps that
// from happening for every key the project writer emits).
const InputDescription *find(const std::string &key);
}

} // namespace dcs
