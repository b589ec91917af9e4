#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace dcs {

// Which keys of which JSON objects a reader looked up. While a KeyLog is alive it is the
// active log of its thread, and JsonFieldReader notes every lookup in it; what a file holds but
// no reader looked up is a key the format does not know (a misspelling, or a key of another
// program), which the project reader reports instead of dropping it silently.
class KeyLog
{
public:
    KeyLog();
    ~KeyLog();
    KeyLog(const KeyLog &) = delete;
    KeyLog &operator=(const KeyLog &) = delete;

    // Notes that `key` of `object` was looked up (nothing without an active log).
    static void note(const nlohmann::json &object, const std::string &key);

    // True when some key of `object` was looked up: only such objects are judged.
    bool visited(const nlohmann::json &object) const { return mKeys.count(&object) > 0; }
    bool looked(const nlohmann::json &object, const std::string &key) const;
    // The keys looked up in `object` (empty when none).
    std::vector<std::string> keys(const nlohmann::json &object) const;

private:
    std::unordered_map<const nlohmann::json *, std::unordered_set<std::string>> mKeys;
    KeyLog *mPrevious;
};

} // namespace dcs
