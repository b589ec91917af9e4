#include "jsonfieldreader.h"
#include "keylog.h"
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

namespace dcs {

using nlohmann::json;

namespace {
// Whole numbers print as such ("2000000", not "2e+06"); others in the shortest form.
std::string formatNumber(double v)
{
    if (std::isfinite(v) && std::abs(v) < 1e15 && v == std::floor(v))
        return std::to_string(static_cast<long long>(v));
    std::ostringstream s;
    s << v;
    return s.str();
}
} // namespace

std::string JsonFieldReader::child(const std::string &path, const std::string &key)
{
    // JSON pointer escaping (RFC 6901): ~ -> ~0, / -> ~1
    std::string escaped;
    for (char c : key) {
        if (c == '~')
            escaped += "~0";
        else if (c == '/')
            escaped += "~1";
        else
            escaped += c;
    }
    return path + "/" + escaped;
}

std::string JsonFieldReader::child(const std::string &path, size_t index)
{
    return path + "/" + std::to_string(index);
}

std::string JsonFieldReader::typeName(const json &value)
{
    switch (value.type()) {
    case json::value_t::null: return "null";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::string: return "a string";
    case json::value_t::boolean: return "true/false";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float: return "a number";
    default: return "an unsupported value";
    }
}

void JsonFieldReader::error(const std::string &path, const std::string &message)
{
    if (mErrors.size() < kMaxErrors)
        mErrors.push_back({mFile, path, message});
    else if (mErrors.size() == kMaxErrors)
        mErrors.push_back({mFile, {}, kTooManyErrors});
}

const json *JsonFieldReader::member(const json &obj, const char *key)
{
    KeyLog::note(obj, key);
    if (!obj.is_object())
        return nullptr;
    auto it = obj.find(key);
    return it == obj.end() ? nullptr : &*it;
}

bool JsonFieldReader::expectObject(const json &value, const std::string &path)
{
    if (value.is_object())
        return true;
    error(path, "expected an object, found " + typeName(value) + ".");
    return false;
}

std::optional<double> JsonFieldReader::toNumber(const json &value, const std::string &path, double min,
                                                double max)
{
    if (!value.is_number()) {
        error(path, "expected a number, found " + typeName(value) + ".");
        return std::nullopt;
    }
    const double v = value.get<double>();
    if (!std::isfinite(v)) {
        error(path, "the number is not finite.");
        return std::nullopt;
    }
    // A subnormal number (1e-320) is not zero but has no reciprocal: a budget of it made the
    // rack's utilisation infinite ("inf %" in the text, null in the JSON).
    if (v != 0 && std::abs(v) < std::numeric_limits<double>::min()) {
        error(path, "the value " + formatNumber(v) + " is too close to zero to compute with; use 0 or a number of at least 1e-300.");
        return std::nullopt;
    }
    // -0.0 equals 0 but is not in [0, max]: its sign survives into 1/x (-inf) and into text ("-0").
    if (v == 0 && std::signbit(v) && !std::signbit(min) && min >= 0) {
        error(path, "the value -0 is out of range (expected " + formatNumber(min) + " to " + formatNumber(max) + ").");
        return std::nullopt;
    }
    if (v < min || v > max) {
        error(path, "the value " + formatNumber(v) + " is out of range (expected " + formatNumber(min)
                        + " to " + formatNumber(max) + ").");
        return std::nullopt;
    }
    return v;
}

std::string JsonFieldReader::string(const json &obj, const char *key, const std::string &path)
{
    const std::string p = child(path, key);
    const json *v = member(obj, key);
    if (!v) {
        error(p, "required field is missing (expected a string).");
        return {};
    }
    if (!v->is_string()) {
        error(p, "expected a string, found " + typeName(*v) + ".");
        return {};
    }
    return v->get<std::string>();
}

double JsonFieldReader::number(const json &obj, const char *key, const std::string &path, double min,
                               double max)
{
    const std::string p = child(path, key);
    const json *v = member(obj, key);
    if (!v) {
        error(p, "required field is missing (expected a number).");
        return min > 0 ? min : 0.0;
    }
    return toNumber(*v, p, min, max).value_or(min > 0 ? min : 0.0);
}

int JsonFieldReader::integer(const json &obj, const char *key, const std::string &path, int min, int max)
{
    const std::string p = child(path, key);
    const json *v = member(obj, key);
    if (!v) {
        error(p, "required field is missing (expected a whole number).");
        return min;
    }
    if (!v->is_number_integer() && !v->is_number_unsigned()) {
        if (v->is_number_float())
            error(p, "expected a whole number, found " + formatNumber(v->get<double>()) + ".");
        else
            error(p, "expected a whole number, found " + typeName(*v) + ".");
        return min;
    }
    const auto opt = toNumber(*v, p, min, max);
    return opt ? static_cast<int>(*opt) : min;
}

std::string JsonFieldReader::optString(const json &obj, const char *key, const std::string &path,
                                       const std::string &fallback)
{
    if (!member(obj, key))
        return fallback;
    return string(obj, key, path);
}

double JsonFieldReader::optNumber(const json &obj, const char *key, const std::string &path, double min,
                                  double max, double fallback)
{
    const json *v = member(obj, key);
    if (!v)
        return fallback;
    return toNumber(*v, child(path, key), min, max).value_or(fallback);
}

int JsonFieldReader::optInteger(const json &obj, const char *key, const std::string &path, int min,
                                int max, int fallback)
{
    if (!member(obj, key))
        return fallback;
    return integer(obj, key, path, min, max);
}

bool JsonFieldReader::optBool(const json &obj, const char *key, const std::string &path, bool fallback)
{
    const json *v = member(obj, key);
    if (!v)
        return fallback;
    if (!v->is_boolean()) {
        error(child(path, key), "expected true or false, found " + typeName(*v) + ".");
        return fallback;
    }
    return v->get<bool>();
}

const json *JsonFieldReader::object(const json &obj, const char *key, const std::string &path, bool required)
{
    const std::string p = child(path, key);
    const json *v = member(obj, key);
    if (!v) {
        if (required)
            error(p, "required field is missing (expected an object).");
        return nullptr;
    }
    return expectObject(*v, p) ? v : nullptr;
}

const json *JsonFieldReader::array(const json &obj, const char *key, const std::string &path, bool required,
                                   size_t maxItems)
{
    const std::string p = child(path, key);
    const json *v = member(obj, key);
    if (!v) {
        if (required)
            error(p, "required field is missing (expected an array).");
        return nullptr;
    }
    if (!v->is_array()) {
        error(p, "expected an array, found " + typeName(*v) + ".");
        return nullptr;
    }
    if (v->size() > maxItems) {
        error(p, "has " + std::to_string(v->size()) + " items; at most " + std::to_string(maxItems)
                     + " are allowed.");
        return nullptr;
    }
    return v;
}

} // namespace dcs
