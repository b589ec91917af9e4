#pragma once
#include "json/jsonfieldreader.h"
#include <array>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace dcs {

// A file word that stands for one of a few values (`names`: word and value). Absent: the
// fallback; a word not in the list: an error naming the place and the words allowed.
template <typename E, size_t N>
E readEnum(const nlohmann::json &o, const char *key, const std::string &path, E fallback,
           const std::array<std::pair<const char *, E>, N> &names, JsonFieldReader &r)
{
    if (!o.contains(key))
        return fallback;
    const std::string s = r.string(o, key, path);
    std::string allowed;
    for (const auto &[name, value] : names) {
        if (s == name)
            return value;
        allowed += std::string(allowed.empty() ? "" : ", ") + "\"" + name + "\"";
    }
    if (o.at(key).is_string())
        r.error(JsonFieldReader::child(path, key), "\"" + s + "\" is not one of " + allowed + ".");
    return fallback;
}

// The file word of `value` (the first word when it has none).
template <typename E, size_t N>
const char *enumName(E value, const std::array<std::pair<const char *, E>, N> &names)
{
    for (const auto &[name, v] : names)
        if (v == value)
            return name;
    return names[0].first;
}

} // namespace dcs
