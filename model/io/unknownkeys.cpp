#include "unknownkeys.h"
#include "json/editdistance.h"
#include "json/jsonfieldreader.h"
#include "projectwriter.h"
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

namespace dcs {

using nlohmann::json;

namespace {

// The node of `doc` at a JSON pointer built by JsonFieldReader::child, or nullptr.
const json *at(const json &doc, const std::string &pointer)
{
    try {
        const json::json_pointer p(pointer);
        return doc.contains(p) ? &doc.at(p) : nullptr;
    } catch (const json::exception &) {
        return nullptr;
    }
}

std::string quotedList(const std::vector<std::string> &keys)
{
    std::string out;
    for (size_t i = 0; i < keys.size(); ++i)
        out += (i == 0 ? "\"" : i + 1 == keys.size() ? " or \"" : ", \"") + keys[i] + "\"";
    return out;
}

} // namespace

std::vector<std::string> UnknownKeys::closest(const std::string &key, const std::vector<std::string> &known, size_t count)
{
    // Close enough to be a slip of the keyboard: a third of the key's letters, at least two.
    const size_t limit = std::max<size_t>(2, key.size() / 3);
    std::vector<std::pair<size_t, std::string>> scored;
    for (const std::string &k : known)
        if (const size_t d = editDistance(key, k, limit); d <= limit)
            scored.push_back({d, k});
    std::sort(scored.begin(), scored.end());
    std::vector<std::string> out;
    for (size_t i = 0; i < scored.size() && i < count; ++i)
        out.push_back(scored[i].second);
    return out;
}

LoadErrors UnknownKeys::find(const json &doc, const KeyLog &log, const Project &project, const std::string &fileName)
{
    struct Candidate {
        std::string objectPath, key;
        const json *object;
    };
    std::vector<Candidate> candidates;
    std::vector<std::pair<const json *, std::string>> todo{{&doc, ""}};
    while (!todo.empty()) {
        const auto [node, path] = todo.back();
        todo.pop_back();
        if (path == "/custom_catalog")
            continue;
        if (node->is_object()) {
            const bool judged = log.visited(*node);
            for (auto it = node->begin(); it != node->end(); ++it) {
                if (judged && !log.looked(*node, it.key()))
                    candidates.push_back({path, it.key(), node});
                else if (it->is_structured())
                    todo.push_back({&*it, JsonFieldReader::child(path, it.key())});
            }
        } else if (node->is_array()) {
            for (size_t i = 0; i < node->size(); ++i)
                if ((*node)[i].is_structured())
                    todo.push_back({&(*node)[i], JsonFieldReader::child(path, i)});
        }
    }
    if (candidates.empty())
        return {};
    // A key some reader takes without the field reader (an "auto" efficiency, a default left
    // out) is still one the writer writes back: known.
    const json written = ProjectWriter::toJson(project);
    LoadErrors errors;
    for (const Candidate &c : candidates) {
        const json *mine = at(written, c.objectPath);
        if (mine && mine->is_object() && mine->contains(c.key))
            continue;
        std::set<std::string> known;
        for (const std::string &k : log.keys(*c.object))
            known.insert(k);
        if (mine && mine->is_object())
            for (auto it = mine->begin(); it != mine->end(); ++it)
                known.insert(it.key());
        const std::vector<std::string> near = closest(c.key, {known.begin(), known.end()});
        std::string message = std::string(kMessageStart) + " \"" + c.key + "\"";
        message += near.empty() ? "; DC Studio does not read it (and would not save it)."
                                : "; did you mean " + quotedList(near) + "?";
        errors.push_back({fileName, JsonFieldReader::child(c.objectPath, c.key), message});
    }
    return errors;
}

} // namespace dcs
