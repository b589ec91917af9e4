#include "yamltext.h"
#include "jsontext.h"
#include <cctype>
#include <nlohmann/json.hpp>

namespace dcs::YamlText {

using nlohmann::json;

namespace {

bool plainKey(const std::string &key)
{
    if (key.empty() || !std::isalpha(static_cast<unsigned char>(key.front())))
        return false;
    for (char c : key)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-')
            return false;
    return true;
}

std::string scalar(const json &v)
{
    if (v.is_string())
        return JsonText::dump(v);  // "..." with JSON escapes: a YAML 1.2 double-quoted scalar
    if (v.is_null())
        return "null";
    return JsonText::dump(v);      // numbers and booleans read the same in YAML
}

bool isBlock(const json &v) { return (v.is_object() || v.is_array()) && !v.empty(); }

void emitValue(const json &v, int indent, std::string &out);

std::string key(const std::string &k) { return plainKey(k) ? k : JsonText::dump(json(k)); }

void emitObject(const json &v, int indent, std::string &out, bool firstInline)
{
    bool first = true;
    for (const auto &[k, child] : v.items()) {
        if (!(first && firstInline))
            out += std::string(size_t(indent), ' ');
        first = false;
        out += key(k) + ":";
        if (isBlock(child)) {
            out += "\n";
            emitValue(child, indent + 2, out);
        } else {
            out += " " + (child.is_object() ? std::string("{}") : child.is_array() ? std::string("[]") : scalar(child)) + "\n";
        }
    }
}

void emitValue(const json &v, int indent, std::string &out)
{
    if (v.is_object()) {
        emitObject(v, indent, out, false);
        return;
    }
    for (const json &item : v) {
        out += std::string(size_t(indent), ' ') + "- ";
        if (item.is_object() && !item.empty())
            emitObject(item, indent + 2, out, true);
        else if (isBlock(item)) {
            out += "\n";
            emitValue(item, indent + 2, out);
        } else
            out += (item.is_object() ? std::string("{}") : item.is_array() ? std::string("[]") : scalar(item)) + "\n";
    }
}

} // namespace

std::string write(const json &value)
{
    if (!isBlock(value))
        return (value.is_object() ? std::string("{}") : value.is_array() ? std::string("[]") : scalar(value)) + "\n";
    std::string out;
    emitValue(value, 0, out);
    return out;
}

} // namespace dcs::YamlText
