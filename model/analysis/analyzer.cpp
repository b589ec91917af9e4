#include "analyzer.h"
#include "deferredanalysis.h"
#include "cooling/coolingengine.h"
#include "cost/costengine.h"
#include "dynamics/powerdynamicsengine.h"
#include "network/fabricbandwidth.h"
#include "inventory/inventoryengine.h"
#include "itpower/itpowerengine.h"
#include "itpower/itpowerresult.h"
#include "power/powerengine.h"
#include "network/networkengine.h"
#include "thermal/thermalengine.h"
#include "training/trainingengine.h"
#include "project/project.h"
#include <algorithm>
#include <optional>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// run() concatenates the engines' warnings in its order (network, power, cooling, cost,
// thermal, training) and sorts them by severity, keeping that order within a severity. The
// first pass leaves thermal out and complete() adds it back, rerunTraining() replaces training:
// ordering by (severity, group) with a stable sort gives run()'s list in each case.
int group(const Warning &w)
{
    const WarningArea area = warningArea(w.code);
    return area == WarningArea::Training ? 2 : area == WarningArea::Thermal ? 1 : 0;
}

void sortBySeverity(std::vector<Warning> &warnings)
{
    std::stable_sort(warnings.begin(), warnings.end(), [](const Warning &x, const Warning &y) {
        return int(x.severity) != int(y.severity) ? int(x.severity) > int(y.severity) : group(x) < group(y);
    });
}

// The design's own PUE and GPU-hour price for the training run's "auto" inputs (issue 30
// item 4): the design architecture's annual PUE and its cost of a GPU-hour without electricity.
RunCostBasis runCostBasis(const Project &project, const Analysis &a)
{
    return {a.cooling->design().pue, a.cost->design().capacityCostPerGpuHour, project.cooling.cost.siteCurrencyPerUsd};
}

// The training engine on the results before it: the design architecture's IT nameplate, the
// compute fabric as cabled (NICs per node, line rate, oversubscription, cross-leaf share; it
// sets the run's cross-node bandwidth unless the workload overrides it, docs/training.md) and
// the design's PUE and GPU-hour price.
TrainingResult evaluateTraining(const EngineContext &design, const Analysis &a)
{
    const FabricBandwidth fabric = FabricBandwidth::of(design.project, a.network);
    const RunCostBasis basis = runCostBasis(design.project, a);
    return TrainingEngine::evaluate(design, {a.itPower->designArchitectureNameplateW, &fabric, &basis});
}

// The training step's power through the power chain (issue 35): after training, whose plan it
// reads, and power and cooling, whose loads, losses and plant it carries the swing through.
PowerDynamicsResult evaluateDynamics(const EngineContext &design, const Analysis &a)
{
    return PowerDynamicsEngine::evaluate(design, {*a.training, *a.power, *a.cooling, a.network.get()});
}

// The chosen power-swing mitigation as the cost verdict prices it (none when nothing is chosen,
// it cannot be built, or it costs nothing).
std::optional<SmoothingCost> smoothingCost(const Project &project, const PowerDynamicsResult &d)
{
    const PowerDynamicsResult::Mitigation *m = d.computed ? d.chosen() : nullptr;
    if (!m || !m->available || m->choice == PowerSmoothing::None)
        return std::nullopt;
    if (m->capexUsd <= 0 && m->addedItKwhPerYear <= 0 && m->addedOutsideKwhPerYear <= 0)
        return std::nullopt;
    return SmoothingCost{m->label + " (power-swing mitigation)", m->capexUsd, m->addedItKwhPerYear,
                         m->addedOutsideKwhPerYear, project.power.dynamics.storageMaintenanceFraction};
}

// The verdict again with the mitigation the power dynamics sized (they run after it: training
// needs the verdict's GPU-hour price, the dynamics the training plan). Its warnings were raised
// by the first verdict; the run's GPU-hour price stays the one without the mitigation. `always`:
// priced again even without one (a rerun whose previous verdict may hold one no longer chosen).
void priceSmoothing(const Project &project, const Catalog &catalog, Analysis &a, bool always)
{
    const std::optional<SmoothingCost> smoothing = smoothingCost(project, *a.powerDynamics);
    if (!smoothing && !always)
        return;
    std::vector<Warning> raisedBefore;
    CostResult cost = CostEngine::verdict({project, catalog, raisedBefore},
                                          {a.inventory, a.cooling, a.network.get(), smoothing ? &*smoothing : nullptr});
    cost.tornado = a.cost->tornado;
    cost.monteCarlo = a.cost->monteCarlo;
    a.cost = std::move(cost);
}

json floorJson(const InventoryResult &inv)
{
    json racks = json::array();
    for (const InventoryResult::RackFloorLoad &f : inv.floorLoads)
        racks.push_back({{"id", f.rackId}, {"weight_kg", f.weightKg}, {"area_m2", f.areaM2}, {"load_kpa", f.loadKpa},
                         {"foot_load_kn", f.footLoadKn}, {"worst_panel_kn", f.worstTileKn}});
    return {{"rating_kpa", inv.floorRatingKpa}, {"worst_load_kpa", inv.worstFloorLoadKpa},
            {"worst_rack", inv.worstFloorLoadRackId}, {"point_limit_kn", inv.floorPointLimitKn},
            {"worst_panel_kn", inv.worstTileLoadKn}, {"worst_panel_at_m", {inv.worstTileXM, inv.worstTileYM}},
            {"panels_over_point_limit", inv.tilesOverPointLimit}, {"racks", racks}};
}

} // namespace

Analysis Analyzer::run(const Project &project, const Catalog &catalog)
{
    const Analysis first = firstPass(project, catalog);
    return complete(first, secondPass(project, catalog, first));
}

Analysis Analyzer::firstPass(const Project &project, const Catalog &catalog)
{
    Analysis a;
    a.complete = false;
    const EngineContext design{project, catalog, a.warnings};
    // The engines in dependency order, one line each (the arrows of cmake/layers.txt); each
    // appends its findings to a.warnings. Network before power and cooling: the optics of every
    // link end draw power through their device and heat the room.
    a.inventory = InventoryEngine::evaluate(design);
    a.network = NetworkEngine::evaluate(design);
    a.power = PowerEngine::evaluate(design, {.network = a.network.get()});
    a.cooling = CoolingEngine::evaluate(design, {.network = a.network.get()});
    a.itPower = ItPowerEngine::evaluate(design, {a.inventory, a.network, a.power, a.cooling});
    // The verdict without its tornado and Monte Carlo run (secondPass), and no thermal map yet.
    a.cost = CostEngine::verdict(design, {a.inventory, a.cooling, a.network.get()});
    a.training = evaluateTraining(design, a);
    a.powerDynamics = evaluateDynamics(design, a);
    priceSmoothing(project, catalog, a, false);
    sortBySeverity(a.warnings);
    return a;
}

Analyzer::Deferred Analyzer::secondPass(const Project &project, const Catalog &catalog, const Analysis &first,
                                        const std::atomic<bool> *cancel)
{
    Deferred d;
    const EngineContext design{project, catalog, d.thermalWarnings, cancel};
    d.thermal = ThermalEngine::evaluate(design, {.network = first.network.get()});
    // The cost engine again, with its uncertainty: the verdict itself costs well under a
    // millisecond next to the tornado and the Monte Carlo run; its warnings came with the first pass.
    std::vector<Warning> costWarnings;
    const std::optional<SmoothingCost> smoothing = smoothingCost(project, *first.powerDynamics);
    CostResult cost = CostEngine::evaluate({project, catalog, costWarnings}, {first.inventory, first.cooling, first.network.get(),
                                                                            smoothing ? &*smoothing : nullptr});
    d.tornado = std::move(cost.tornado);
    d.monteCarlo = std::move(cost.monteCarlo);
    return d;
}

Analysis Analyzer::complete(const Analysis &first, Deferred deferred)
{
    Analysis a = first;
    if (a.complete)
        return a;
    a.thermal = std::move(deferred.thermal);
    CostResult cost = *a.cost;
    cost.tornado = std::move(deferred.tornado);
    cost.monteCarlo = std::move(deferred.monteCarlo);
    a.cost = std::move(cost);
    a.warnings.insert(a.warnings.end(), std::make_move_iterator(deferred.thermalWarnings.begin()),
                      std::make_move_iterator(deferred.thermalWarnings.end()));
    sortBySeverity(a.warnings);
    a.complete = true;
    return a;
}

Analysis Analyzer::rerunTraining(const Project &project, const Catalog &catalog, const Analysis &previous)
{
    Analysis a = previous;
    // The power dynamics read the training plan: they are rerun with it.
    std::erase_if(a.warnings, [](const Warning &w) {
        return warningArea(w.code) == WarningArea::Training || PowerDynamicsEngine::raises(w.code);
    });
    const EngineContext design{project, catalog, a.warnings};
    a.training = evaluateTraining(design, a);
    a.powerDynamics = evaluateDynamics(design, a);
    priceSmoothing(project, catalog, a, true);
    sortBySeverity(a.warnings);
    return a;
}

json Analyzer::warningsToJson(const std::vector<Warning> &list)
{
    json warnings = json::array();
    for (const Warning &w : list)
        warnings.push_back({{"severity", severityName(w.severity)}, {"code", w.key()}, {"message", w.message},
                            {"objects", w.objectIds}, {"fix", w.fix}});
    return warnings;
}

json Analyzer::toJson(const Project &project, const Analysis &a)
{
    const InventoryResult &inv = a.inventory;
    json byModel = json::object();
    for (const auto &[id, m] : inv.byModel)
        byModel[id] = {{"name", m.name}, {"kind", m.kind}, {"count", m.count},
                       {"unit_max_power_w", m.unitMaxPowerW}, {"unit_list_price_usd", m.unitListPriceUsd}};
    json byKind = json::object();
    for (const auto &[kind, n] : inv.byKind)
        byKind[kind] = n;
    const json warnings = warningsToJson(a.warnings);
    json out = {
        {"format", "dcstudio-evaluation"},
        {"format_version", 1},
        {"app_version", DCS_VERSION},
        {"project", {{"name", project.name}, {"site", project.site.name}, {"location", project.site.location}}},
        {"inventory",
         {{"racks", inv.racks},
          {"gpu_nodes", inv.gpuNodes},
          {"gpus", inv.gpus},
          {"rack_units_used", inv.usedU},
          {"rack_units_total", inv.totalU},
          {"by_model", byModel},
          {"by_kind", byKind},
          {"list_price_usd", inv.listPriceUsd},
          {"floor", floorJson(inv)}}},
        {"power", {{"it_nameplate_w", inv.nameplateItPowerW}, {"it_typical_w", inv.typicalItPowerW}}},
        {"warnings", warnings},
    };
    // Engine sections: one line each, e.g. out["training"] = TrainingEngine::toJson(a.training);
    PowerEngine::addJson(a.power, out["power"]);
    out["network"] = NetworkEngine::toJson(a.network, a.warnings);
    out["cooling"] = CoolingEngine::toJson(a.cooling);
    out["cost"] = CostEngine::toJson(a.cost);
    out["training"] = TrainingEngine::toJson(a.training);
    out["thermal"] = ThermalEngine::toJson(a.thermal);
    out["it_power"] = ItPowerEngine::toJson(a.itPower);
    out["power_dynamics"] = PowerDynamicsEngine::toJson(a.powerDynamics);
    return out;
}

} // namespace dcs
