#pragma once
#include "json/keylog.h"
#include "json/loaderror.h"
#include "project/project.h"
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace dcs {

// Keys of a project file that DC Studio does not know. The reader refuses them rather than
// dropping them on the next save: a misspelt optional key ("electricity_price_per_kwhh") would
// otherwise silently leave the default in force, and a key of another program would vanish.
// (FORMAT.md, "Unknown keys".)
class UnknownKeys
{
public:
    // One error per key of `doc` that no reader looked up (per `log`) and that the writer does
    // not write for `project` either, with the closest known keys. Objects no reader visited
    // (the custom catalog, which the catalog reads from its own copy) are not judged.
    static LoadErrors find(const nlohmann::json &doc, const KeyLog &log, const Project &project,
                           const std::string &fileName);

    // The known keys closest to `key` (edit distance), best first, at most `count`.
    static std::vector<std::string> closest(const std::string &key, const std::vector<std::string> &known,
                                            size_t count = 3);

    static constexpr const char *kMessageStart = "unknown key";
    static bool isUnknownKey(const LoadError &e) { return e.message.rfind(kMessageStart, 0) == 0; }
};

} // namespace dcs
