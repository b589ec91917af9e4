#pragma once
#include "loaderror.h"
#include <nlohmann/json_fwd.hpp>
#include <cstddef>
#include <string>

namespace dcs {

// Parsing JSON a user or a script hands DC Studio (project files, `--set` values, pasted
// designs): never throws, refuses what would exhaust the stack or the memory, and says where a
// value cannot be read. nlohmann throws parse_error for bad syntax but also out_of_range for a
// number such as 1e400 (and may throw type_error on odd input); every one of them becomes a
// LoadError naming the place.
namespace JsonText {

// Parses `text` into `doc`. On failure returns the problems (with `fileName`) and leaves `doc` null.
LoadErrors parse(const std::string &text, const std::string &fileName, std::size_t maxBytes, int maxDepth,
                 nlohmann::json &doc);

// `doc` as text, as nlohmann's dump(indent, indentChar) writes it, but never throwing: a string
// or key that is not valid UTF-8 (a corrupt file's bytes quoted in a message, a device-type
// name imported from YAML) is written with its bad bytes escaped (Utf8Text::escapeInvalid).
// Every JSON and YAML writer of the studio and the command line goes through here (issue 31).
std::string dump(const nlohmann::json &doc, int indent = -1, char indentChar = ' ');
// The same for a document that keeps its keys in insertion order.
std::string dump(const nlohmann::ordered_json &doc, int indent = -1, char indentChar = ' ');

// True when the brackets of `text` nest deeper than `maxDepth` (strings are skipped). Cheap,
// and run before parsing: nlohmann parses iteratively but destroys and prints recursively.
bool exceedsDepth(const std::string &text, int maxDepth);
// The same for a parsed document, without recursion.
bool exceedsDepth(const nlohmann::json &doc, int maxDepth);

// The JSON pointer and the line and column of the value at which nlohmann stops reading `text`
// (for an exception that carries no byte position), e.g. "/site/price" and "line 4, column 12".
struct Place {
    std::string path;
    std::string where;
    std::string what;  // the exception's message
    std::string token; // the text nlohmann was reading
};
Place locateError(const std::string &text);

} // namespace JsonText
} // namespace dcs
