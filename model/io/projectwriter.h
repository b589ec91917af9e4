#pragma once
#include "project/project.h"
#include <QString>
#include <nlohmann/json_fwd.hpp>

namespace dcs {

// Writes projects in the current format. Saving goes through QSaveFile: the old file stays
// intact until the new one is completely written.
class ProjectWriter
{
public:
    // `withVariants` false leaves the "variants" list out (an edit that cannot reach them).
    static nlohmann::json toJson(const Project &project, bool withVariants = true);
    static std::string toText(const Project &project);
    // Returns an empty string on success, else a sentence saying what failed.
    static QString save(const Project &project, const QString &path);
};

} // namespace dcs
