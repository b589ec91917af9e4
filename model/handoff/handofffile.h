#pragma once
#include "alertrules.h"
#include <string>

namespace dcs {

struct Analysis;
class Catalog;
struct Project;

// One hand-off file as `dcstudio export` and File > Export write it: its text and a sentence
// saying what it holds, for the command's output and the studio's message (docs/handoff.md).
struct HandoffFile {
    std::string text;
    std::string summary;  // "11 alerting rules and 2,738 recording rules ... in 3 groups"

    static HandoffFile alerts(const Project &project, const Catalog &catalog, const Analysis &analysis,
                              const AlertOptions &options = {});
    static HandoffFile billOfMaterials(const Analysis &analysis, const Catalog &catalog);
};

} // namespace dcs
