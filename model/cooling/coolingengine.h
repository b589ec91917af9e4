#pragma once
#include "coolingresult.h"
#include "engine/enginecontext.h"
#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace dcs {

class Catalog;
struct ClimateProfile;
struct NetworkResult;
struct Project;

// Cooling, PUE and energy (issue 4 sections 1-3; REFERENCE.md 3 and 6). Pure: the project,
// the catalog and the project's "cooling" settings in, a CoolingResult and warnings
// (codes cooling.*) out. Both architectures are always evaluated for the same IT: the
// design's own and the alternative (air: CRAH + chilled water; liquid: CDUs + warm-water dry
// coolers for the liquid share, CRAHs for the residual air).
class CoolingEngine
{
public:
    struct Needs {
        // The transceivers and active cables of the fabric draw power that ends up as heat in
        // the room air, so it is added to IT power and to each rack's air heat (none without it).
        const NetworkResult *network = nullptr;
    };
    static CoolingResult evaluate(const EngineContext &context, const Needs &needs);
    // "liquid" when the settings say so, or (auto) when the design has CDUs or devices whose
    // catalog sends heat to liquid; else "air".
    static bool designIsLiquid(const Project &project, const Catalog &catalog);
    static nlohmann::json toJson(const CoolingResult &r);
};

} // namespace dcs
