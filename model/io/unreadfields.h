#pragma once
#include "json/loaderror.h"
#include <initializer_list>
#include <string>
#include <vector>

namespace dcs {

// The JSON paths whose values the field readers could not take (missing, wrong type, out of
// range). The reader goes on to check references and placements, so that one pass reports
// every independent problem; these paths tell the later checks which objects hold only
// placeholder values, so that they neither repeat a problem nor judge a placeholder
// (a U of 1 standing in for "u": "five" must not "overlap" the device really at U1).
class UnreadFields
{
public:
    UnreadFields() = default;
    explicit UnreadFields(const LoadErrors &fieldErrors);

    bool empty() const { return mPaths.empty(); }
    // True when `path` itself, or an object or array containing it, could not be read: a
    // problem found there only follows from the one already reported.
    bool covers(const std::string &path) const;
    // True when the object at `objectPath` could not be read, or one of the listed fields of it.
    bool missing(const std::string &objectPath, std::initializer_list<const char *> fields) const;

private:
    std::vector<std::string> mPaths;  // sorted, unique
};

} // namespace dcs
