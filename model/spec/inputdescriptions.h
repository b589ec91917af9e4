#pragma once
#include <string>
#include <utility>
#include <vector>

namespace dcs {

// One user-visible input of a project file, described once (issue 36 item 6) for every place
// that shows or checks it: the Site and Cooling and Power settings dialogs and the workload dock
// (label, unit, decimals, range, tooltip, source), the file readers (range), the report's
// assumptions appendix (label, unit, rounding, source) and `dcstudio inputs` (all of it).
// Keyed by the file path the report flattens the settings to ("cooling.air.supply_air_c"); a
// network's settings use "*" for its id ("networks.*.su_nodes"). The default is not here: it is
// the default-constructed model's value (io/inputvalues.h), so it cannot drift from the code.
struct InputDescription {
    const char *key;
    const char *label;    // "Chilled-water supply", whole without its form section around it
    const char *unit;     // as printed after the value: "°C", "kW/rack", "%"; "" for none. A leading
                          // "/" is per site currency unit ("/kWh": USD/kWh for a USD site).
    int decimals;         // rounding as printed; -1 for text, choices, lists and flags
    double scale;         // printed value = file value x scale (a fraction shown in % has 100)
    double min;           // the values a file may hold, in file units (the readers take them from
    double max;           // here); min == max: no range (text, choices, flags, lists)
    const char *source;   // the default's source in words ("ASHRAE TC 9.9 ...", "assumption", ...)
    const char *meaning = "";          // what it means: the first line of its tooltip
    const char *formLabel = nullptr;   // the editor's label where the form's section says the
                                       // rest ("No-load loss" under "Transformer"); else label

    bool hasRange() const { return min < max; }
    const char *shortLabel() const { return formLabel ? formLabel : label; }
    // Decimals of the value in file units (a % with 0 decimals is a fraction with 2).
    int fileDecimals() const;
};

namespace InputDescriptions {
// The description of a flattened key, or nullptr (a key no table names: a test keeps that
// from happening for every key the project writer emits).
const InputDescription *find(const std::string &key);
// Every description, sorted by key.
const std::vector<InputDescription> &all();
// A numeric input's range, for the readers. A key without a range is a programming error
// (std::logic_error): test_inputs reads every key, so it cannot reach a user.
std::pair<double, double> bounds(const std::string &key);
}

} // namespace dcs
