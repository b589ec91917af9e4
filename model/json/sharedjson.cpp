#include "sharedjson.h"
#include <nlohmann/json.hpp>

namespace dcs {

namespace {
// Most projects have no custom entries: they all share one empty array.
const std::shared_ptr<const nlohmann::json> &emptyArray()
{
    static const auto empty = std::make_shared<const nlohmann::json>(nlohmann::json::array());
    return empty;
}
} // namespace

SharedJson::SharedJson() : mValue(emptyArray()) {}

SharedJson::SharedJson(const nlohmann::json &value) : mValue(std::make_shared<const nlohmann::json>(value)) {}

bool SharedJson::operator==(const SharedJson &other) const
{
    return mValue == other.mValue || *mValue == *other.mValue;
}

} // namespace dcs
