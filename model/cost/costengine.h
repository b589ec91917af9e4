#pragma once
#include "costresult.h"
#include "smoothingcost.h"
#include "engine/enginecontext.h"
#include <nlohmann/json_fwd.hpp>

namespace dcs {

class Catalog;
struct CoolingResult;
struct InventoryResult;
struct NetworkResult;
struct Project;

// The cost verdict of air against liquid for the same IT (issue 14; docs/cost.md): both
// plants sized from the design and priced line by line (CostBasis, CostModel), the
// alternative's floor re-packed under its rack limit, opex with energy, maintenance, water and
// demand charges, TCO and NPV with the break-even years, then the tornado and the Monte Carlo
// run over every input's range (CostUncertainty). Pure.
class CostEngine
{
public:
    struct Needs {
        const InventoryResult &inventory;
        const CoolingResult &cooling;
        // Cables, fibre and transceivers of every link join the IT equipment (none without it).
        const NetworkResult *network = nullptr;
        // The chosen power-swing mitigation (issue 35), priced in both options (none without).
        const SmoothingCost *smoothing = nullptr;
    };
    // The verdict with its tornado and Monte Carlo run over every input's range.
    // Warnings (code cost.input_outside_range): an input whose base lies outside its range.
    static CostResult evaluate(const EngineContext &context, const Needs &needs);
    // The verdict alone: `tornado` and `monteCarlo` left empty. The studio's first pass
    // (AnalysisRunner) publishes it at once; evaluate() runs on a worker thread for the rest.
    static CostResult verdict(const EngineContext &context, const Needs &needs);
    static nlohmann::json toJson(const CostResult &r);
};

} // namespace dcs
