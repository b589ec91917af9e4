#pragma once
#include <string>
#include <vector>

namespace dcs {

// `dcstudio sweep-merge` (docs/sweep.md): joins the parts of a sharded sweep into the file the
// unsharded sweep writes, byte for byte. CSV parts must have the same header; JSON Lines parts
// hold one object with a "variant" number per line. Rows are put back in variant order
// whatever order the parts are given in.
class SweepMerge
{
public:
    struct Part {
        std::string name;  // for messages
        std::string text;
    };

    struct Result {
        std::string text;                   // the merged file
        std::vector<std::string> errors;    // refused: mismatched headers, a row twice, unreadable lines
        std::vector<std::string> gaps;      // variant ranges no part holds ("12-15"): a part missing
    };

    static Result mergeCsv(const std::vector<Part> &parts);
    static Result mergeJsonLines(const std::vector<Part> &parts);
};

} // namespace dcs
