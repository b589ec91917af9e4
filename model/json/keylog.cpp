#include "keylog.h"
#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>

namespace dcs {

namespace {
thread_local KeyLog *active = nullptr;
}

KeyLog::KeyLog() : mPrevious(active)
{
    active = this;
}

KeyLog::~KeyLog()
{
    active = mPrevious;
}

void KeyLog::note(const nlohmann::json &object, const char *key)
{
    if (active && object.is_object()) {
        active->mNotes.push_back({&object, key});
        active->mSorted = false;
    }
}

std::pair<std::vector<KeyLog::Note>::const_iterator, std::vector<KeyLog::Note>::const_iterator>
KeyLog::range(const nlohmann::json &object) const
{
    if (!mSorted) {
        std::sort(mNotes.begin(), mNotes.end(), [](const Note &a, const Note &b) { return std::less<>()(a.first, b.first); });
        mSorted = true;
    }
    return std::equal_range(mNotes.cbegin(), mNotes.cend(), Note{&object, nullptr},
                            [](const Note &a, const Note &b) { return std::less<>()(a.first, b.first); });
}

bool KeyLog::visited(const nlohmann::json &object) const
{
    const auto [first, last] = range(object);
    return first != last;
}

bool KeyLog::looked(const nlohmann::json &object, const std::string &key) const
{
    const auto [first, last] = range(object);
    return std::any_of(first, last, [&](const Note &n) { return key == n.second; });
}

std::vector<std::string> KeyLog::keys(const nlohmann::json &object) const
{
    const auto [first, last] = range(object);
    std::vector<std::string> out;
    for (auto it = first; it != last; ++it)
        out.emplace_back(it->second);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace dcs
