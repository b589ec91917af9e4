#include "yamljsonbuilder.h"
#include "yamlreader.h"
#include "yamlsource.h"
#include <yaml-cpp/exceptions.h>
#include <algorithm>
#include <charconv>
#include <string_view>
#include <system_error>

namespace dcs {

using nlohmann::json;

namespace {

const char *const kYamlNotSupported = "anchors (&), aliases (*) and tags (!) are not supported.";
const char *const kYamlFlowNotSupported =
    "flow collections ([a, b] or {a: b}) are not supported; write them as block lists and mappings.";

[[noreturn]] void yamlRefuse(const YAML::Mark &mark, const std::string &message)
{
    throw YAML::ParserException(mark, message);
}

bool yamlIsDigit(char c)
{
    return c >= '0' && c <= '9';
}

size_t yamlDigitsAt(std::string_view s, size_t i)
{
    size_t n = 0;
    while (i + n < s.size() && yamlIsDigit(s[i + n]))
        ++n;
    return n;
}

// [-+]?[0-9]+, written out: std::regex recurses once per character and overflows the stack on
// a value of some 100,000 digits.
bool yamlIsInteger(std::string_view s)
{
    const size_t sign = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
    const size_t digits = yamlDigitsAt(s, sign);
    return digits > 0 && sign + digits == s.size();
}

// As PyYAML: a float has a point, and an exponent needs its sign ("1.5e3" is text there,
// "1.5e+3" a number): [-+]?([0-9]+\.[0-9]*|\.[0-9]+)([eE][-+][0-9]+)?
bool yamlIsReal(std::string_view s)
{
    size_t i = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
    const size_t whole = yamlDigitsAt(s, i);
    i += whole;
    if (i == s.size() || s[i] != '.')
        return false;
    const size_t fraction = yamlDigitsAt(s, ++i);
    i += fraction;
    if (whole + fraction == 0)
        return false;
    if (i == s.size())
        return true;
    if ((s[i] != 'e' && s[i] != 'E') || i + 1 == s.size() || (s[i + 1] != '-' && s[i + 1] != '+'))
        return false;
    const size_t exponent = yamlDigitsAt(s, i + 2);
    return exponent > 0 && i + 2 + exponent == s.size();
}

// A plain (unquoted) scalar typed as PyYAML types it, since NetBox loads these files with
// PyYAML: null, ~ and nothing are null; yes/no/on/off as well as true/false are booleans;
// decimal integers and floats are numbers; everything else is text. yaml-cpp leaves typing to
// its reader, and its own (YAML 1.2) would read "yes" as text.
json yamlPlainValue(const std::string &s)
{
    if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL")
        return nullptr;
    for (const char *t : {"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"})
        if (s == t)
            return true;
    for (const char *f : {"false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"})
        if (s == f)
            return false;
    // std::from_chars, not strtod: the studio runs in the user's locale (QCoreApplication sets
    // it), where strtod may stop at the '.' of "130.5". It takes no '+'. A number beyond a double
    // stays text: JSON has no infinity.
    const char *first = s.data() + (s[0] == '+' ? 1 : 0);
    const char *last = s.data() + s.size();
    if (long long v = 0; yamlIsInteger(s) && std::from_chars(first, last, v).ec == std::errc())
        return v;
    if (double v = 0; (yamlIsInteger(s) || yamlIsReal(s)) && std::from_chars(first, last, v).ec == std::errc())
        return v;
    return s;
}

} // namespace

void YamlJsonBuilder::OnDocumentStart(const YAML::Mark &mark)
{
    if (mDocuments++ == 0)
        return;
    if (mSource.compare(at(mark), 3, "---") == 0)
        yamlRefuse(mark, "only one YAML document is read per file; found a second \"---\".");
    // yaml-cpp starts a second document where a line fits no block above it ("- a" then "b: 1").
    yamlRefuse(mark, "unexpected content: \"" + YamlSource::lineAt(mSource, at(mark))
                         + "\" (is it indented like the lines above it?)");
}

void YamlJsonBuilder::OnAnchor(const YAML::Mark &mark, const std::string &)
{
    yamlRefuse(mark, kYamlNotSupported);
}

void YamlJsonBuilder::OnAlias(const YAML::Mark &mark, YAML::anchor_t)
{
    yamlRefuse(mark, kYamlNotSupported);
}

void YamlJsonBuilder::OnNull(const YAML::Mark &mark, YAML::anchor_t anchor)
{
    checkParent();
    if (anchor != YAML::NullAnchor)
        yamlRefuse(mark, kYamlNotSupported);
    if (!keyNext()) {
        begin(mark);
        finish(nullptr);
        return;
    }
    // A key of "~" or "null", or none at all (": x"): the source says which.
    const size_t pos = at(mark);
    if (mSource[pos] == ':')
        yamlRefuse(mark, "a key is missing before \":\".");
    const size_t end = std::min(mSource.find_first_of(": \t\r\n", pos), mSource.size());
    checkKeyEnd(mark, end);
    key(mSource.substr(pos, end - pos), mark);
}

void YamlJsonBuilder::OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                               const std::string &value)
{
    checkParent();
    // yaml-cpp tags a plain scalar "?" and a quoted or block one "!", unless the file gives a tag.
    const bool plain = tag == "?";
    const size_t pos = at(mark);
    if (anchor != YAML::NullAnchor || (!plain && tag != "!") || mSource[pos] == '!')
        yamlRefuse(mark, kYamlNotSupported);
    size_t end = pos + 1;  // past the scalar's text on its first line
    if (plain) {
        // A plain scalar on one line is its source text exactly. yaml-cpp joins a plain value
        // continued on more indented lines with spaces, as PyYAML does, which is seldom what a
        // hand-edited file meant (a key indented too far, a missing "- ").
        if (mSource.compare(pos, value.size(), value) != 0) {
            YAML::Mark there = mark;  // the next line with content
            const size_t next = mSource.find_first_not_of(" \t\r\n", mSource.find('\n', pos));
            there.line = YamlSource::lineNumberAt(mSource, next) - 1;
            yamlRefuse(there, "this line continues the value on line " + std::to_string(mark.line + 1)
                                  + " or is indented too far; quote a long value or use \"|\".");
        }
        end = pos + value.size();
    } else if (mSource[pos] == '"' || mSource[pos] == '\'') {
        // Also catches a quote that never closes, which yaml-cpp 0.7 reads to the end of the file.
        end = YamlSource::quoteEnd(mSource, pos);
        if (end == std::string::npos)
            yamlRefuse(mark, std::string("the ") + (mSource[pos] == '"' ? "double" : "single")
                                 + "-quoted value is not closed on its line (values over several lines are not supported).");
        // yaml-cpp 0.7 also takes a quoted value below its key and not indented more ("key:" then
        // "\"x\"" under it) as the key's value; PyYAML wants a key there.
        const Open *map = !mStack.empty() && mStack.back().value.is_object() ? &mStack.back() : nullptr;
        if (map && !map->keyNext && mark.line + 1 > map->keyLine && mark.column <= map->keyColumn)
            yamlRefuse(mark, "expected \"key: value\", found \"" + YamlSource::lineAt(mSource, pos) + "\".");
    }
    if (keyNext()) {
        checkKeyEnd(mark, end);
        key(value, mark);
        return;
    }
    begin(mark);
    finish(plain ? yamlPlainValue(value) : json(value));
}

void YamlJsonBuilder::OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                                      YAML::EmitterStyle::value style)
{
    open(json::array(), mark, tag, anchor, style);
}

void YamlJsonBuilder::OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                                 YAML::EmitterStyle::value style)
{
    open(json::object(), mark, tag, anchor, style);
}

void YamlJsonBuilder::open(json empty, const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                           YAML::EmitterStyle::value style)
{
    checkParent();
    if (anchor != YAML::NullAnchor || tag != "?")
        yamlRefuse(mark, kYamlNotSupported);
    const bool flow = style == YAML::EmitterStyle::Flow;
    if (keyNext())  // yaml-cpp reads a line of "[[[..." as the key of a mapping
        yamlRefuse(mark, flow ? kYamlFlowNotSupported : "complex keys (a list or a mapping as a key) are not supported.");
    if (mStack.size() >= size_t(YamlReader::kMaxDepth))
        yamlRefuse(mark, "nested deeper than " + std::to_string(YamlReader::kMaxDepth) + " levels.");
    Open opened;
    opened.place = begin(mark);
    opened.value = std::move(empty);
    opened.mark = mark;
    opened.flow = flow;
    mStack.push_back(std::move(opened));
}

void YamlJsonBuilder::close()
{
    json value = std::move(mStack.back().value);
    mStack.pop_back();
    finish(std::move(value));
}

// Only "[]" and "{}" are read in flow style: anything inside one is refused at its start.
void YamlJsonBuilder::checkParent() const
{
    if (!mStack.empty() && mStack.back().flow)
        yamlRefuse(mStack.back().mark, kYamlFlowNotSupported);
}

// yaml-cpp 0.7 takes a line with no ':' in a mapping ("foo") as the key of a null value, where
// PyYAML refuses the file: a key's text must be followed by ':' on its line.
void YamlJsonBuilder::checkKeyEnd(const YAML::Mark &mark, size_t end) const
{
    const size_t colon = mSource.find_first_not_of(" \t", std::min(end, mSource.size()));
    if (colon == std::string::npos || mSource[colon] != ':')
        yamlRefuse(mark, "expected \"key: value\", found \"" + YamlSource::lineAt(mSource, at(mark)) + "\".");
}

// A mark's place in the source; yaml-cpp's marks always lie within it.
size_t YamlJsonBuilder::at(const YAML::Mark &mark) const
{
    return mark.pos < 0 ? mSource.size() : std::min(size_t(mark.pos), mSource.size());
}

size_t YamlJsonBuilder::begin(const YAML::Mark &mark)
{
    std::vector<YamlDocument::Place> &places = mOut.places;
    const size_t index = places.size();
    if (mStack.empty()) {
        places.push_back({mark.line + 1, {}});
        return index;
    }
    // A mapping's value is on its key's line (the value may start below it); a list item on its own.
    const Open &parent = mStack.back();
    const bool item = parent.value.is_array();
    places.push_back({item ? mark.line + 1 : parent.keyLine, {}});
    places[parent.place].children.emplace(item ? std::to_string(parent.value.size()) : parent.key, index);
    return index;
}

void YamlJsonBuilder::key(std::string key, const YAML::Mark &mark)
{
    Open &map = mStack.back();
    if (map.value.contains(key))
        yamlRefuse(mark, "the key \"" + key + "\" appears twice in the same mapping.");
    map.key = std::move(key);
    map.keyLine = mark.line + 1;
    map.keyColumn = mark.column;
    map.keyNext = false;
}

void YamlJsonBuilder::finish(json value)
{
    if (mStack.empty()) {
        mOut.value = std::move(value);
        return;
    }
    Open &parent = mStack.back();
    if (parent.value.is_array()) {
        parent.value.push_back(std::move(value));
    } else {
        parent.value[parent.key] = std::move(value);
        parent.keyNext = true;
    }
}

} // namespace dcs
