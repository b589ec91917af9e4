#pragma once
#include <string>
#include <vector>

namespace dcs {

struct Analysis;

// The headline figures of an evaluated design, in one fixed order: the rows of the compare
// table (`dcstudio compare`, the Compare window) and the figure columns of a sweep
// (`dcstudio sweep`, docs/sweep.md). Every figure is read from the Analysis the engines
// produced (the same numbers `dcstudio evaluate --json` prints under the key in `source`),
// converted for display only (W to kW, kWh to MWh, fractions stay fractions).
namespace HeadlineFigures {

// Which way a figure improves: decides "better"/"worse" in a comparison and the Pareto front.
enum class Better { Lower, Higher, Neither };

struct Figure {
    const char *key;     // stable column / JSON key: "pue_annual"
    const char *label;   // "Annual PUE"
    const char *unit;    // "kW", "%", "days"; "currency" = the project's site currency
    Better better;
    int decimals;        // for text tables
    const char *source;  // the `evaluate --json` key it comes from
};

// Every figure, in table order. The order and the keys are part of the documented CSV and
// JSON formats (docs/sweep.md): append, never reorder or rename.
const std::vector<Figure> &all();

// The index of `key` in all(), or -1.
int indexOf(const std::string &key);

// The values of all() for one design, in the same order; NaN where the design has no such
// figure (no compute fabric: no oversubscription; no GPUs: no training time).
std::vector<double> of(const Analysis &analysis);

const char *betterName(Better b);  // "lower", "higher", "neither"

} // namespace HeadlineFigures
} // namespace dcs
