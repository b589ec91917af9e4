#pragma once
#include <nlohmann/json_fwd.hpp>
#include <memory>

namespace dcs {

// A JSON value that a plain struct carries whole and that its copies share: the project's
// custom catalog entries, which the project keeps as written (model/io/FORMAT.md). Only the
// forward declaration of nlohmann::json is needed to hold one, so the ~200 files that include
// project.h do not parse nlohmann/json.hpp (issue 29). Never edited in place: an edit assigns a
// new value, so the undo stack's copies of the project may share it.
class SharedJson
{
public:
    SharedJson();  // an empty array
    SharedJson(const nlohmann::json &value);  // NOLINT: assigned from a json as a plain member was

    const nlohmann::json &get() const { return *mValue; }
    bool operator==(const SharedJson &other) const;

private:
    std::shared_ptr<const nlohmann::json> mValue;
};

} // namespace dcs
