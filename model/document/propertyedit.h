#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace dcs {

// One "set `key` of object `id` to `value`" of ProjectDocument::setProperties, which applies
// several as one undo step or none at all. A null value removes the key (back to its default).
struct PropertyEdit {
    std::string id;
    std::string key;
    nlohmann::json value;
};

} // namespace dcs
