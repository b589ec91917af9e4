#pragma once
#include "engine/warning.h"
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace dcs {

struct Analysis;
struct Project;

// Two to six evaluated designs side by side (issue 18): one row per headline figure
// (HeadlineFigures, in its order) with each design's value and its difference to the first,
// judged better or worse by the figure's direction; and the warnings each design adds or
// removes relative to the first, a warning being the same when its code and its objects are.
// Plain data built once from the analyses, so `dcstudio compare` prints it and a Compare
// window can colour its cells from the verdicts without recomputing anything.
class Comparison
{
public:
    static constexpr int kMinDesigns = 2;
    static constexpr int kMaxDesigns = 6;

    struct Input {
        std::string label;        // how the design is named in the table: a file name, a variant name
        const Project *project;   // name and currency
        const Analysis *analysis;
    };

    // How a design's figure stands against the first design's.
    enum class Verdict { Same, Better, Worse, Changed, Missing };

    struct Design {
        std::string label;
        std::string projectName;
        std::string currency;
    };

    struct Row {
        int figure = 0;                    // index in HeadlineFigures::all()
        std::vector<double> values;        // per design; NaN = the design has no such figure
        std::vector<double> differences;   // value - first value (0 for the first design)
        std::vector<Verdict> verdicts;     // Same for the first design
    };

    struct WarningDelta {
        std::vector<Warning> added;    // in this design, not in the first
        std::vector<Warning> removed;  // in the first, not in this design
    };

    std::vector<Design> designs;
    std::vector<Row> rows;
    std::vector<WarningDelta> warnings;  // per design; the first design's is empty

    // Any number of inputs is compared (a window may hold one while the user adds more); the
    // command line enforces kMinDesigns..kMaxDesigns.
    static Comparison build(const std::vector<Input> &inputs);

    // True when no figure differs and no warning is added or removed.
    bool identical() const;
    // Rows whose value differs somewhere (any verdict other than Same).
    int differingRows() const;

    // The documented `dcstudio compare --json` document (docs/sweep.md).
    nlohmann::json toJson() const;

    static const char *verdictName(Verdict v);  // "same", "better", "worse", "changed", "missing"
};

} // namespace dcs
