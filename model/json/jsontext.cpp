#include "jsontext.h"
#include "jsonfieldreader.h"
#include "utf8text.h"
#include <nlohmann/json.hpp>
#include <cstring>
#include <vector>

namespace dcs::JsonText {

using nlohmann::json;

namespace {

// Follows the parse event by event to know the JSON pointer of the value being read, and keeps
// the first error with its position.
class Locator : public nlohmann::json_sax<json>
{
public:
    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t &) override { return value(); }
    bool string(string_t &) override { return value(); }
    bool binary(binary_t &) override { return value(); }
    bool start_object(std::size_t) override { mFrames.push_back({false, 0, {}, false}); return true; }
    bool key(string_t &k) override
    {
        mFrames.back().key = k;
        mFrames.back().hasKey = true;
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { mFrames.push_back({true, 0, {}, false}); return true; }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t position, const std::string &lastToken, const nlohmann::detail::exception &ex) override
    {
        failed = true;
        this->position = position;
        token = lastToken;
        what = ex.what();
        return false;
    }

    std::string path() const
    {
        std::string p;
        for (const Frame &f : mFrames) {
            if (f.array)
                p = JsonFieldReader::child(p, f.index);
            else if (f.hasKey)
                p = JsonFieldReader::child(p, f.key);
        }
        return p;
    }

    bool failed = false;
    std::size_t position = 0;
    std::string token, what;

private:
    struct Frame {
        bool array;
        std::size_t index;
        std::string key;
        bool hasKey;
    };
    bool value()
    {
        if (!mFrames.empty() && mFrames.back().array)
            ++mFrames.back().index;
        return true;
    }
    bool close()
    {
        mFrames.pop_back();
        return value();
    }
    std::vector<Frame> mFrames;
};

std::string lineColumn(const std::string &text, std::size_t position, std::size_t tokenLength)
{
    // nlohmann counts the characters read up to the end of the token: point at its start.
    const std::size_t end = std::min(text.size(), position > tokenLength ? position - tokenLength : 0);
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

} // namespace

bool exceedsDepth(const std::string &text, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > maxDepth)
                return true;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return false;
}

bool exceedsDepth(const json &doc, int maxDepth)
{
    // An explicit stack: the document may be exactly what would overflow the real one.
    std::vector<std::pair<const json *, int>> todo{{&doc, doc.is_structured() ? 1 : 0}};
    while (!todo.empty()) {
        const auto [node, depth] = todo.back();
        todo.pop_back();
        if (depth > maxDepth)
            return true;
        if (node->is_structured())
            for (const json &child : *node)
                if (child.is_structured())
                    todo.push_back({&child, depth + 1});
    }
    return false;
}

Place locateError(const std::string &text)
{
    Locator locator;
    try {
        json::sax_parse(text, &locator);
    } catch (const json::exception &e) {
        // sax_parse reports through the locator; this is only for an exception it lets through.
        if (!locator.failed)
            locator.what = e.what();
    }
    return {locator.path(), lineColumn(text, locator.position, locator.token.size()), locator.what, locator.token};
}

LoadErrors parse(const std::string &text, const std::string &fileName, std::size_t maxBytes, int maxDepth, json &doc)
{
    doc = nullptr;
    if (text.size() > maxBytes)
        return {{fileName, {}, "the file is larger than " + std::to_string(maxBytes / (1024 * 1024))
                                   + " MB; it is not a DC Studio project."}};
    if (exceedsDepth(text, maxDepth))
        return {{fileName, {}, "the JSON is nested too deeply to be a DC Studio project."}};
    try {
        doc = json::parse(text);
        return {};
    } catch (const json::parse_error &e) {
        doc = nullptr;
        const std::string what = e.byte >= text.size() ? "the file ends unexpectedly (truncated JSON?)"
                                                        : "invalid JSON near byte " + std::to_string(e.byte);
        // nlohmann's text less its codes: "[json.exception.parse_error.101] parse error at line
        // 5, column 11: syntax error while parsing value - invalid string: ..." -> "line 5,
        // column 11: invalid string: ...". It quotes the bytes it last read, which in a corrupt
        // file are not UTF-8 (issue 31): escaped.
        std::string detail = e.what();
        for (const char *noise : {"syntax error while parsing value - ", "syntax error while parsing object key - ",
                                  "syntax error while parsing object separator - "})
            if (const size_t at = detail.find(noise); at != std::string::npos)
                detail.erase(at, std::strlen(noise));
        if (const size_t at = detail.find("parse error at "); at != std::string::npos)
            detail.erase(0, at + std::strlen("parse error at "));
        return {{fileName, {}, Utf8Text::escapeInvalid(what + ", " + detail)}};
    } catch (const json::exception &e) {
        // out_of_range 406 (a number beyond double, such as 1e400) and whatever else nlohmann
        // may throw: say where, as a JSON path and a line and column.
        doc = nullptr;
        const Place place = locateError(text);
        const std::string value = place.token.empty() ? "" : " " + Utf8Text::escapeInvalid(place.token);
        if (e.id == 406)
            return {{fileName, place.path,
                     "the number" + value + " (" + place.where
                         + ") is out of range; numbers must lie between -1.7e308 and 1.7e308."}};
        return {{fileName, place.path, Utf8Text::escapeInvalid("the value" + value + " (" + place.where + ") cannot be read: " + e.what())}};
    } catch (const std::bad_alloc &) {
        doc = nullptr;
        return {{fileName, {}, "there is not enough memory to read the file."}};
    }
}

namespace {

// A copy of `j` whose strings and keys are valid UTF-8.
template <typename Json>
Json withValidText(const Json &j)
{
    if (j.is_string())
        return Utf8Text::escapeInvalid(j.template get_ref<const std::string &>());
    if (j.is_array()) {
        Json out = Json::array();
        for (const Json &item : j)
            out.push_back(withValidText(item));
        return out;
    }
    if (j.is_object()) {
        Json out = Json::object();
        for (auto it = j.begin(); it != j.end(); ++it)
            out[Utf8Text::escapeInvalid(it.key())] = withValidText(it.value());
        return out;
    }
    return j;
}

template <typename Json>
std::string safeDump(const Json &doc, int indent, char indentChar)
{
    try {
        return doc.dump(indent, indentChar);
    } catch (const typename Json::type_error &) {
        // Only invalid UTF-8 makes dump throw: escape it, and let nothing else through.
        return withValidText(doc).dump(indent, indentChar, false, Json::error_handler_t::replace);
    }
}

} // namespace

std::string dump(const json &doc, int indent, char indentChar) { return safeDump(doc, indent, indentChar); }

std::string dump(const nlohmann::ordered_json &doc, int indent, char indentChar) { return safeDump(doc, indent, indentChar); }

} // namespace dcs::JsonText
