#pragma once
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <utility>

namespace dcs {

class JsonFieldReader;

// Reads the numeric inputs of one settings section within the range the inputs registry gives
// them (spec/inputdescriptions.h), so the file, `--set`, the dialogs and `dcstudio inputs` all
// name the same bounds. `section` is the section's flattened key ("cooling.air", "networks.*");
// a field's registry key is "<section>.<key>".
class InputReader
{
public:
    InputReader(JsonFieldReader &reader, std::string section) : mReader(reader), mSection(std::move(section)) {}

    // Absent -> fallback; present and invalid or out of range -> an error at its path.
    double number(const nlohmann::json &o, const char *key, const std::string &path, double fallback) const;
    int integer(const nlohmann::json &o, const char *key, const std::string &path, int fallback) const;
    // Required: absent is an error too.
    int requiredInteger(const nlohmann::json &o, const char *key, const std::string &path) const;
    std::pair<double, double> bounds(const char *key) const;

private:
    JsonFieldReader &mReader;
    std::string mSection;
};

} // namespace dcs
