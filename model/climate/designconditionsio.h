#pragma once
#include "designconditions.h"
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

class JsonFieldReader;

// The "design_conditions" object of a climate profile (built-in, custom) or a site's weather
// file (docs/cooling.md, "Design conditions"): the source and the five temperatures, each
// optional, the cooling pair given together and a wet bulb never above its dry bulb.
class DesignConditionsIo
{
public:
    static DesignConditions read(const nlohmann::json &obj, const std::string &path, JsonFieldReader &r);
    static nlohmann::json toJson(const DesignConditions &d);
};

} // namespace dcs
