#pragma once
#include <string>

namespace dcs {

struct NetboxExportResult;
struct Project;

// The README.md written beside a NetBox export: what the files hold, how many of each object,
// the order and the NetBox pages to load them with, and the assumptions made.
class NetboxReadme
{
public:
    static std::string text(const Project &project, const NetboxExportResult &result);
};

} // namespace dcs
