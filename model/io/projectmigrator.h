#pragma once
#include <nlohmann/json_fwd.hpp>

namespace dcs {

class JsonFieldReader;

// Brings an older project document up to the current format version, one step at a time, so
// each step stays small and testable. Problems are recorded in the reader with their paths.
class ProjectMigrator
{
public:
    static void migrate(nlohmann::json &doc, int fromVersion, JsonFieldReader &r);

private:
    static void from1To2(nlohmann::json &doc, JsonFieldReader &r);
    static void from2To3(nlohmann::json &doc);
    static void from3To4(nlohmann::json &doc, JsonFieldReader &r);
};

} // namespace dcs
