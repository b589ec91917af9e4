#pragma once
#include "loaderror.h"
#include <nlohmann/json.hpp>
#include <map>
#include <string>

namespace dcs {

// A YAML document read into JSON, with the line of every value so that messages can say where.
struct YamlDocument {
    nlohmann::json value;
    std::map<std::string, int> lines;  // JSON pointer ("" = the root, "/power-ports/1") -> line, from 1

    // The line of `pointer`, or of its nearest parent that has one (0 when none does).
    int lineOf(const std::string &pointer) const;
};

// Reads the block-style subset of YAML that hand-written data files use, and the NetBox
// device-type library in particular (its CI runs yamllint on every file): block mappings and
// sequences, plain, single- and double-quoted scalars, literal and folded block scalars (| >),
// comments, one optional "---" document start, and the empty flow collections [] and {}.
// Anything else (anchors and aliases, tags, flow collections with content, several documents,
// a plain value continued on the next line, tabs in indentation) is refused with a message
// naming the line, never guessed at: we read the file the way PyYAML does, or not at all.
// Plain scalars are typed as YAML 1.2's core schema does: null, ~ and nothing are null; true and
// false booleans; decimal integers and floats numbers; the rest strings.
// Why not libyaml-cpp (Debian 12 has it): one more build and runtime dependency for every user,
// for a format the importer only needs this subset of; and this reader gives line numbers per
// value, which the import's messages rely on. docs/handoff.md, "NetBox".
class YamlSubsetReader
{
public:
    // Files larger than this are not device types (the largest in the library are some 100 kB).
    static constexpr size_t kMaxBytes = 4 * 1024 * 1024;
    static constexpr int kMaxDepth = 64;

    // Errors carry `fileName:line` as their file; none means `out` holds the document.
    static LoadErrors read(const std::string &text, const std::string &fileName, YamlDocument &out);
};

} // namespace dcs
