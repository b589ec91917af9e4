#pragma once
#include <nlohmann/json.hpp>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace dcs {

// A YAML document read into JSON, with the line of every value so that messages can say where.
struct YamlDocument {
    // Where one value of `value` starts, and its children's places (a list's items by their index
    // written as text, "0", "1", ...).
    struct Place {
        int line = 0;  // from 1
        std::map<std::string, size_t> children;  // key -> index in `places`
    };

    nlohmann::json value;
    // A tree beside `value`, places[0] its root; empty when no lines are known. Not a map from
    // every JSON pointer to its line: a pointer repeats all its parents' keys, so such a map grows
    // with the nodes times their depth (long keys above a long list: gigabytes from a 1 MB file).
    std::vector<Place> places;

    // The line of `pointer` ("" = the root, "/power-ports/1"), or of its nearest parent that has
    // one (0 when none does).
    int lineOf(const std::string &pointer) const;
};

} // namespace dcs
