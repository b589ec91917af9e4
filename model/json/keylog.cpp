#include "keylog.h"
#include <algorithm>

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

void KeyLog::note(const nlohmann::json &object, const std::string &key)
{
    if (active && object.is_object())
        active->mKeys[&object].insert(key);
}

bool KeyLog::looked(const nlohmann::json &object, const std::string &key) const
{
    const auto it = mKeys.find(&object);
    return it != mKeys.end() && it->second.count(key) > 0;
}

std::vector<std::string> KeyLog::keys(const nlohmann::json &object) const
{
    const auto it = mKeys.find(&object);
    if (it == mKeys.end())
        return {};
    std::vector<std::string> out(it->second.begin(), it->second.end());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace dcs
