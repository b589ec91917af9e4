#include "unreadfields.h"
#include "json/jsonfieldreader.h"
#include <algorithm>

namespace dcs {

UnreadFields::UnreadFields(const LoadErrors &fieldErrors)
{
    mPaths.reserve(fieldErrors.size());
    for (const LoadError &e : fieldErrors)
        if (!e.path.empty())
            mPaths.push_back(e.path);
    std::sort(mPaths.begin(), mPaths.end());
    mPaths.erase(std::unique(mPaths.begin(), mPaths.end()), mPaths.end());
}

bool UnreadFields::covers(const std::string &path) const
{
    // Walk up the pointer: /a/b/c, /a/b, /a. Each step is a binary search.
    std::string p = path;
    while (!p.empty()) {
        if (std::binary_search(mPaths.begin(), mPaths.end(), p))
            return true;
        p.resize(p.rfind('/'));
    }
    return false;
}

bool UnreadFields::missing(const std::string &objectPath, std::initializer_list<const char *> fields) const
{
    if (mPaths.empty())
        return false;
    if (covers(objectPath))
        return true;
    for (const char *f : fields)
        if (std::binary_search(mPaths.begin(), mPaths.end(), JsonFieldReader::child(objectPath, f)))
            return true;
    return false;
}

} // namespace dcs
