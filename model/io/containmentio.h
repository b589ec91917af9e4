#pragma once
#include <nlohmann/json_fwd.hpp>

namespace dcs {

class JsonFieldReader;
struct Project;

// The project file's optional "containment" list (docs/thermal.md): [{"id", "kind": "cold" |
// "hot", "racks": [rack ids]}]. Read after the racks, so rack references are checked here.
class ContainmentIo
{
public:
    static void read(const nlohmann::json &doc, Project &p, JsonFieldReader &r);
    // Omitted when empty. Racks deleted since are left out, so the file stays readable.
    static void write(const Project &p, nlohmann::json &doc);
};

} // namespace dcs
