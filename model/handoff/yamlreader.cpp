#include "yamlreader.h"
#include "yamljsonbuilder.h"
#include "yamlsource.h"
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>
#include <algorithm>
#include <array>
#include <sstream>
#include <utility>

namespace dcs {

namespace {

std::string yamlInvalid(const std::string &why)
{
    return "not valid YAML (in the subset read here): " + why;
}

// yaml-cpp's words for the mistakes a hand-edited file makes, with what to do about them.
std::string yamlMessage(const YAML::Exception &e)
{
    if (dynamic_cast<const YAML::DeepRecursion *>(&e))  // its own message says "bad file"
        return "nested deeper than " + std::to_string(YamlReader::kMaxDepth) + " levels.";
    static const std::array<std::pair<const char *, const char *>, 9> kHints{{
        {YAML::ErrorMsg::MAP_VALUE, "a value containing \": \" must be quoted, and a key must be indented like "
                                    "the keys above it (yaml-cpp: illegal map value)."},
        {YAML::ErrorMsg::END_OF_MAP, "this line does not fit the mapping above it; is it indented like the keys "
                                     "above it? (yaml-cpp: end of map not found)"},
        {YAML::ErrorMsg::END_OF_SEQ, "this line does not fit the list above it; is it indented like the list "
                                     "items above it? (yaml-cpp: end of sequence not found)"},
        {YAML::ErrorMsg::BLOCK_ENTRY, "a list item (\"- \") where a key was expected."},
        {YAML::ErrorMsg::UNKNOWN_TOKEN, "a plain value may not start with '@', '`' or '%'; quote it."},
        {YAML::ErrorMsg::EOF_IN_SCALAR, "a quoted value is not closed on its line (values over several lines are "
                                        "not supported)."},
        {YAML::ErrorMsg::UNKNOWN_ANCHOR, "anchors (&), aliases (*) and tags (!) are not supported."},
        {YAML::ErrorMsg::END_OF_SEQ_FLOW, "flow collections ([a, b] or {a: b}) are not supported; write them as "
                                          "block lists and mappings."},
        {YAML::ErrorMsg::END_OF_MAP_FLOW, "flow collections ([a, b] or {a: b}) are not supported; write them as "
                                          "block lists and mappings."},
    }};
    for (const auto &[words, hint] : kHints)
        if (e.msg == words)
            return hint;
    return e.msg.ends_with('.') ? e.msg : e.msg + ".";
}

} // namespace

LoadErrors YamlReader::read(const std::string &text, const std::string &fileName, YamlDocument &out)
{
    out = YamlDocument();
    auto fail = [&](int line, const std::string &message) {
        out = YamlDocument();
        return LoadErrors{LoadError{line > 0 ? fileName + ":" + std::to_string(line) : fileName, "", message}};
    };
    if (text.size() > kMaxBytes)
        return fail(0, "the file is larger than " + std::to_string(kMaxBytes / (1024 * 1024)) + " MB; not a device type.");
    if (text.find('\0') != std::string::npos)
        return fail(0, "not a text file (it contains NUL bytes).");
    // Without its byte order mark, so that a mark's pos is an offset into `body`.
    const std::string body = text.starts_with("\xEF\xBB\xBF") ? text.substr(3) : text;
    // yaml-cpp would read bytes that are not UTF-8 as U+FFFD and go on: a device type would
    // import with a mangled name, where PyYAML refuses the file.
    if (const int line = YamlSource::firstLineNotUtf8(body))
        return fail(line, "not UTF-8 text (YAML files are UTF-8; save it as UTF-8).");
    // yaml-cpp refuses most of these, with messages that do not say why, and takes some.
    if (const int line = YamlSource::firstTabIndentedLine(body))
        return fail(line, yamlInvalid("a tab in the indentation; YAML indents with spaces only."));
    // yaml-cpp takes a '%' at the start of any line for a directive and ends the document there,
    // dropping the lines after it ("%x: 1" in the middle of a file); PyYAML refuses it.
    if (const int line = YamlSource::firstDirectiveLine(body))
        return fail(line, yamlInvalid("YAML directives (%) are not supported."));
    try {
        std::istringstream in(body);
        YAML::Parser parser(in);
        YamlJsonBuilder builder(body, out);
        while (parser.HandleNextDocument(builder)) {
        }
    } catch (const YAML::Exception &e) {
        // A line with no ':' in a mapping: yaml-cpp reads it and the next line as one value and
        // stops at the next line's ':', so the line to name is the one above.
        if (e.msg == YAML::ErrorMsg::MAP_VALUE) {
            const size_t above = YamlSource::keylessLineAbove(body, size_t(std::max(e.mark.pos, 0)));
            if (above != std::string::npos)
                return fail(YamlSource::lineNumberAt(body, above),
                            yamlInvalid("expected \"key: value\", found \"" + YamlSource::lineAt(body, above) + "\"."));
        }
        return fail(e.mark.is_null() ? 0 : e.mark.line + 1, yamlInvalid(yamlMessage(e)));
    }
    return {};
}

} // namespace dcs
