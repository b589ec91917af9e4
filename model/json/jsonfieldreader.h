#pragma once
#include "loaderror.h"
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace dcs {

// Reads typed fields out of JSON objects and records a LoadError (with the JSON path) for
// every missing, mistyped or out-of-range value, instead of throwing or silently fixing.
// Readers call it field by field and check ok() at the end.
class JsonFieldReader
{
public:
    explicit JsonFieldReader(std::string file = {}) : mFile(std::move(file)) {}

    // Required fields: record an error and return the fallback when missing or invalid.
    std::string string(const nlohmann::json &obj, const char *key, const std::string &path);
    double number(const nlohmann::json &obj, const char *key, const std::string &path,
                  double min, double max);
    int integer(const nlohmann::json &obj, const char *key, const std::string &path, int min, int max);

    // Optional fields: absent -> fallback; present but invalid -> error.
    std::string optString(const nlohmann::json &obj, const char *key, const std::string &path,
                          const std::string &fallback = {});
    double optNumber(const nlohmann::json &obj, const char *key, const std::string &path,
                     double min, double max, double fallback);
    int optInteger(const nlohmann::json &obj, const char *key, const std::string &path, int min,
                   int max, int fallback);
    bool optBool(const nlohmann::json &obj, const char *key, const std::string &path, bool fallback);

    // Structure checks. Return the member or nullptr (and record an error when required).
    const nlohmann::json *object(const nlohmann::json &obj, const char *key, const std::string &path,
                                 bool required = true);
    const nlohmann::json *array(const nlohmann::json &obj, const char *key, const std::string &path,
                                bool required = true, size_t maxItems = 1'000'000);
    bool expectObject(const nlohmann::json &value, const std::string &path);

    // A hostile file could produce millions of errors; the first few hundred say enough. Past
    // the limit one last error (path empty, message kTooManyErrors) says that more were dropped.
    static constexpr size_t kMaxErrors = 200;
    static constexpr const char *kTooManyErrors = "too many errors; the rest are not listed";
    static bool isTooManyErrors(const LoadError &e) { return e.path.empty() && e.message == kTooManyErrors; }

    void error(const std::string &path, const std::string &message);
    bool ok() const { return mErrors.empty(); }
    const LoadErrors &errors() const { return mErrors; }
    LoadErrors takeErrors() { return std::move(mErrors); }
    const std::string &file() const { return mFile; }

    static std::string child(const std::string &path, const std::string &key);
    static std::string child(const std::string &path, size_t index);
    static std::string typeName(const nlohmann::json &value);

private:
    const nlohmann::json *member(const nlohmann::json &obj, const char *key);
    std::optional<double> toNumber(const nlohmann::json &value, const std::string &path, double min,
                                   double max);

    std::string mFile;
    LoadErrors mErrors;
};

} // namespace dcs
