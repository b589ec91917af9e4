#pragma once
#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace dcs {

class JsonFieldReader;
struct Project;

// The project file's optional "variants" list (issue 18, FORMAT.md "Variants"):
// [{"name": "Air"}, {"name": "Liquid", "design": {a whole project document}}, ...], exactly one
// entry without a design: the design at the top of the file. Each stored design is a complete
// project document (format, format_version, ... but no "variants" of its own), read by the
// project reader as a file is, so it is checked, and migrated from an older version, the same way.
class VariantIo
{
public:
    // Reads the names into p.variants (every design still null) and checks the list: names
    // present, distinct and not too long, at most ProjectVariants::kMaxVariants, exactly one
    // entry without a design. Returns each entry's "design" object (null for the current one
    // and for entries with errors), for ProjectReader to read as whole documents.
    static std::vector<const nlohmann::json *> read(const nlohmann::json &doc, Project &p, JsonFieldReader &r);
    // Omitted when the design has no variants.
    static void write(const Project &p, nlohmann::json &doc);
};

} // namespace dcs
