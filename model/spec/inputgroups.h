#pragma once
#include <span>
#include <string>

namespace dcs {

// A heading the inputs are listed under: in the report's assumptions appendix and in
// `dcstudio inputs` (docs/inputs.md), so both read in the same order.
struct InputGroup {
    const char *prefix;  // "cooling.air."
    const char *title;   // "Air cooling plant"
};

namespace InputGroups {
// Most specific prefix first: an input belongs to the first group whose prefix its key starts with.
std::span<const InputGroup> all();
const InputGroup *of(const std::string &key);
}

} // namespace dcs
