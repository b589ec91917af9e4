#pragma once
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <utility>
#include <vector>

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

    // Notes that `key` of `object` was looked up (nothing without an active log). `key` must
    // outlive the log: the readers pass string literals.
    static void note(const nlohmann::json &object, const char *key);

    // True when some key of `object` was looked up: only such objects are judged.
    bool visited(const nlohmann::json &object) const;
    bool looked(const nlohmann::json &object, const std::string &key) const;
    // The keys looked up in `object` (empty when none).
    std::vector<std::string> keys(const nlohmann::json &object) const;

private:
    using Note = std::pair<const nlohmann::json *, const char *>;
    // The notes in a flat list, sorted by object when first asked: a 49,000-link fabric makes
    // some 300,000 notes, too many for a set per object (a file read took 45 % longer).
    std::pair<std::vector<Note>::const_iterator, std::vector<Note>::const_iterator> range(const nlohmann::json &object) const;
    mutable std::vector<Note> mNotes;
    mutable bool mSorted = true;
    KeyLog *mPrevious;
};

} // namespace dcs
