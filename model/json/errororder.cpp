#include "errororder.h"
#include "jsonfieldreader.h"
#include <algorithm>
#include <charconv>
#include <limits>
#include <nlohmann/json.hpp>

namespace dcs {

namespace {

constexpr size_t kAbsent = std::numeric_limits<size_t>::max();

// RFC 6901 unescaping of one reference token: ~1 -> /, ~0 -> ~.
std::string unescape(std::string_view token)
{
    std::string out;
    for (size_t i = 0; i < token.size(); ++i) {
        if (token[i] == '~' && i + 1 < token.size()) {
            out += token[i + 1] == '1' ? '/' : '~';
            ++i;
        } else {
            out += token[i];
        }
    }
    return out;
}

// Position of each step of `path` in `doc`; a step that is not in the document (a missing
// required field, a key the migration added) sorts after everything its parent holds.
template <typename Json>
std::vector<size_t> positionOf(const Json &doc, const std::string &path)
{
    std::vector<size_t> key;
    const Json *at = &doc;
    size_t start = 1;  // paths begin with '/'
    while (start <= path.size() && !path.empty()) {
        const size_t end = std::min(path.find('/', start), path.size());
        const std::string token = unescape(std::string_view(path).substr(start, end - start));
        start = end + 1;
        if (at && at->is_object()) {
            size_t index = 0;
            const Json *next = nullptr;
            for (auto it = at->begin(); it != at->end(); ++it, ++index)
                if (it.key() == token) {
                    next = &*it;
                    break;
                }
            key.push_back(next ? index : kAbsent);
            at = next;
        } else if (at && at->is_array()) {
            size_t index = kAbsent;
            std::from_chars(token.data(), token.data() + token.size(), index);
            key.push_back(index);
            at = index < at->size() ? &(*at)[index] : nullptr;
        } else {
            key.push_back(kAbsent);
            at = nullptr;
        }
    }
    return key;
}

template <typename Json>
void sortErrors(LoadErrors &errors, const Json &doc)
{
    // The note that errors were dropped stays at the end, whatever its position in the list.
    const auto note = std::stable_partition(errors.begin(), errors.end(),
                                            [](const LoadError &e) { return !JsonFieldReader::isTooManyErrors(e); });
    std::vector<std::pair<std::vector<size_t>, LoadError>> keyed;
    keyed.reserve(size_t(note - errors.begin()));
    for (auto it = errors.begin(); it != note; ++it)
        keyed.emplace_back(it->path.empty() ? std::vector<size_t>{} : positionOf(doc, it->path), std::move(*it));
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (size_t i = 0; i < keyed.size(); ++i)
        errors[i] = std::move(keyed[i].second);
}

} // namespace

void ErrorOrder::sort(LoadErrors &errors, const nlohmann::ordered_json &doc) { sortErrors(errors, doc); }

void ErrorOrder::sort(LoadErrors &errors, const nlohmann::json &doc) { sortErrors(errors, doc); }

} // namespace dcs
