#include "projectoverride.h"
#include <cctype>
#include <charconv>

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

json *step(json &node, const std::string &segment)
{
    if (node.is_object()) {
        auto it = node.find(segment);
        return it == node.end() ? nullptr : &*it;
    }
    if (node.is_array()) {
        size_t index = 0;
        const auto [end, ec] = std::from_chars(segment.data(), segment.data() + segment.size(), index);
        if (ec == std::errc() && end == segment.data() + segment.size())
            return index < node.size() ? &node[index] : nullptr;
        for (json &item : node)
            if (item.is_object() && item.contains("id") && item["id"] == segment)
                return &item;
    }
    return nullptr;
}

} // namespace

std::string applyOverride(json &doc, const std::string &assignment)
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
    if (parts.front() == "format" || parts.front() == "format_version")
        return "'" + path + "' cannot be overridden.";

    json *node = &doc;
    std::string walked;
    for (size_t i = 0; i + 1 < parts.size(); ++i) {
        json *next = step(*node, parts[i]);
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
    }
    json value = json::parse(text, nullptr, false);
    if (value.is_discarded())
        value = text;
    const std::string &leaf = parts.back();
    if (node->is_object()) {
        (*node)[leaf] = std::move(value);
        return {};
    }
    if (json *target = step(*node, leaf)) {
        *target = std::move(value);
        return {};
    }
    return "'" + path + "': '" + leaf + "' cannot be set under '" + (walked.empty() ? "(top level)" : walked) + "'.";
}

} // namespace dcs
