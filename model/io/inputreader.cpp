#include "inputreader.h"
#include "json/jsonfieldreader.h"
#include "spec/inputdescriptions.h"

namespace dcs {

std::pair<double, double> InputReader::bounds(const char *key) const
{
    return InputDescriptions::bounds(mSection + "." + key);
}

double InputReader::number(const nlohmann::json &o, const char *key, const std::string &path, double fallback) const
{
    const auto [min, max] = bounds(key);
    return mReader.optNumber(o, key, path, min, max, fallback);
}

int InputReader::integer(const nlohmann::json &o, const char *key, const std::string &path, int fallback) const
{
    const auto [min, max] = bounds(key);
    return mReader.optInteger(o, key, path, int(min), int(max), fallback);
}

int InputReader::requiredInteger(const nlohmann::json &o, const char *key, const std::string &path) const
{
    const auto [min, max] = bounds(key);
    return mReader.integer(o, key, path, int(min), int(max));
}

} // namespace dcs
