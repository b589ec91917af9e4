#pragma once
#include "costresult.h"
#include "engine/warning.h"
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
    // `network` (optional): cables, fibre and transceivers of every link join the IT equipment.
    // Warnings (code cost.input_outside_range): an input whose base lies outside its range.
    // `uncertainty` false: the verdict alone, no tornado or Monte Carlo run (left empty; the
    // studio's first pass, AnalysisRunner, publishes that at once, the rest from a worker thread).
    static CostResult evaluate(const Project &project, const Catalog &catalog, const InventoryResult &inventory,
                               const CoolingResult &cooling, std::vector<Warning> &warnings,
                               const NetworkResult *network = nullptr, bool uncertainty = true);
    static nlohmann::json toJson(const CostResult &r);
};

} // namespace dcs
