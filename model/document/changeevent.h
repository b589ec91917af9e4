#pragma once
#include <string>
#include <vector>

namespace dcs {

enum class ProjectBlock;

// The parts of a design an edit can change besides its objects (racks and floor units and what
// they hold): the settings blocks, edited one at a time (typed edits), and the sections edited
// whole.
enum class DesignPart {
    Header,         // the project's name and description
    Site,
    Hall,
    Cooling,
    PowerSettings,
    Workload,
    Networks,       // the fabrics: switches, links
    Containment,
    CustomCatalog,
    Variants,       // saved variants: no engine's input
    OtherSection,   // any other top-level section
};

// A settings block (Header ... Workload) changes no object; the sections may reach any object
// (a custom catalog entry changes footprints, a network the ports of devices).
bool isSettingsBlock(DesignPart part);
DesignPart designPartOf(ProjectBlock block);
// The part a top-level file key names ("networks", "custom_catalog", "site", ...): the one place
// where a key becomes a part.
DesignPart designPartOfSection(const std::string &fileKey);

// What an edit did, so views update only what changed and the analysis re-runs only the engines
// it concerns (AnalysisRunner). Readers compare kinds, parts and aspects, never key strings.
//   Reset     everything: another project was loaded, or an edit replaced the design as a whole;
//   Added, Removed, Modified  the objects in `ids` (racks, floor units, devices, PDUs);
//   Part      one part of the design (`part`); `ids` is empty.
struct ChangeEvent {
    enum class Kind { Reset, Added, Removed, Modified, Part };
    // Label: only a name or description changed, which no engine reads (engines know objects
    // by id): renaming a rack on stress-16k must not cost an evaluation.
    enum class Aspect { Content, Label };

    ChangeEvent() = default;
    // Added/Removed/Modified objects; `fileKey` when one key of them changed.
    ChangeEvent(Kind kind, std::vector<std::string> ids = {}, const std::string &fileKey = {});
    // A part of the design; `fileKey` when one key of it changed.
    static ChangeEvent ofPart(DesignPart part, const std::string &fileKey = {});

    Kind kind = Kind::Reset;
    std::vector<std::string> ids;           // the objects concerned
    DesignPart part = DesignPart::OtherSection;  // Kind::Part only
    Aspect aspect = Aspect::Content;
    std::string key;  // the file key that changed ("x_m", "currency"), for messages and tests

    bool concerns(const std::string &id) const;
    bool isPart(DesignPart p) const { return kind == Kind::Part && part == p; }
};

// Every mergeable command's id, in one place so two commands never share one by accident.
enum class MergeId : int {
    MoveObjects = 1,
    SetValue = 2,
};

} // namespace dcs
