#include "projectoverride.h"
#include "json/jsonfieldreader.h"
#include "json/jsontext.h"
#include "projectformat.h"
#include <cctype>
#include <charconv>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

std::vector<std::string> split(const std::string &path)
{
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= path.size()) {
        const size_t dot = path.find('.', start);
        parts.push_back(path.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return parts;
}

// The child of `node` named by `segment`, and its JSON pointer segment in `key`.
json *step(json &node, const std::string &segment, std::string &key)
{
    key = segment;
    if (node.is_object()) {
        auto it = node.find(segment);
        return it == node.end() ? nullptr : &*it;
    }
    if (node.is_array()) {
        size_t index = 0;
        const auto [end, ec] = std::from_chars(segment.data(), segment.data() + segment.size(), index);
        if (ec == std::errc() && end == segment.data() + segment.size())
            return index < node.size() ? &node[index] : nullptr;
        for (size_t i = 0; i < node.size(); ++i) {
            json &item = node[i];
            if (item.is_object()) {
                const auto id = item.find("id");
                if (id != item.end() && id->is_string() && id->get_ref<const std::string &>() == segment) {
                    key = std::to_string(i);
                    return &item;
                }
            }
        }
    }
    return nullptr;
}

// The value of "key=value": JSON when it is JSON, else the text as a string ("Dublin" needs no
// quotes). nlohmann refuses some JSON that is well formed (a number beyond double), which must
// not quietly become a string either.
std::string parseValue(const std::string &text, json &value)
{
    if (text.size() > kMaxFileBytes)
        return "is longer than a project file may be.";
    if (JsonText::exceedsDepth(text, kMaxJsonDepth))
        return "nests deeper than a project file may (" + std::to_string(kMaxJsonDepth) + " levels).";
    try {
        value = json::parse(text);
    } catch (const json::parse_error &) {
        value = text;
    } catch (const json::exception &e) {
        if (e.id == 406)
            return "is out of range; numbers must lie between -1.7e308 and 1.7e308.";
        return "cannot be read: " + std::string(e.what());
    }
    return {};
}

} // namespace

std::string applyOverride(json &doc, const std::string &assignment)
{
    return applyOverride(doc, assignment, nullptr);
}

std::string applyOverride(json &doc, const std::string &assignment, std::string *pointer)
{
    const size_t eq = assignment.find('=');
    if (eq == std::string::npos || eq == 0)
        return "'" + assignment + "' is not of the form key.path=value.";
    const std::string path = assignment.substr(0, eq);
    const std::string text = assignment.substr(eq + 1);
    const std::vector<std::string> parts = split(path);
    for (const std::string &p : parts)
        if (p.empty())
            return "'" + path + "' has an empty path segment.";
    // Each segment may create a section: a path deeper than a file may nest is refused here.
    if (parts.size() >= size_t(kMaxJsonDepth))
        return "'" + path.substr(0, 40) + "...' has more than " + std::to_string(kMaxJsonDepth - 1) + " path segments.";
    if (parts.front() == "format" || parts.front() == "format_version")
        return "'" + path + "' cannot be overridden.";

    json value;
    if (const std::string why = parseValue(text, value); !why.empty())
        return "'" + path + "': the value '" + (text.size() > 40 ? text.substr(0, 40) + "..." : text) + "' " + why;
    json *node = &doc;
    std::string walked;
    std::string at;  // JSON pointer
    std::string key;
    for (size_t i = 0; i + 1 < parts.size(); ++i) {
        json *next = step(*node, parts[i], key);
        // A settings section a file does not have yet (it is optional) is created, so
        // "workload.tokens=1e12" works on any project; the reader then validates it.
        if (!next && node->is_object() && !parts[i].empty() && !std::isdigit(static_cast<unsigned char>(parts[i][0]))) {
            (*node)[parts[i]] = json::object();
            next = &(*node)[parts[i]];
        }
        if (!next)
            return "'" + path + "': no '" + parts[i] + "' under '" + (walked.empty() ? "(top level)" : walked) + "'.";
        node = next;
        walked += (walked.empty() ? "" : ".") + parts[i];
        at = JsonFieldReader::child(at, key);
    }
    const std::string &leaf = parts.back();
    if (node->is_object()) {
        (*node)[leaf] = std::move(value);
        if (pointer)
            *pointer = JsonFieldReader::child(at, leaf);
        return {};
    }
    if (json *target = step(*node, leaf, key)) {
        *target = std::move(value);
        if (pointer)
            *pointer = JsonFieldReader::child(at, key);
        return {};
    }
    return "'" + path + "': '" + leaf + "' cannot be set under '" + (walked.empty() ? "(top level)" : walked) + "'.";
}

} // namespace dcs
