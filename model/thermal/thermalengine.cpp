#include "thermalengine.h"
#include "cooling/cduloops.h"
#include "cooling/coolingengine.h"
#include "engine/enginetext.h"
#include "thermalfailurescan.h"
#include "thermalgrid.h"
#include "thermalloads.h"
#include "thermalsolver.h"
#include "catalog/catalog.h"
#include "project/project.h"
#include <algorithm>
#include <atomic>
#include <map>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

namespace dcs {

namespace {

int band(double c, const ThermalResult &r)
{
    if (c > r.allowableMaxC || c < r.allowableMinC)
        return 2;
    if (c > r.recommendedMaxC || c < r.recommendedMinC)
        return 1;
    return 0;
}

// Herrlin (2005), REFERENCE 7: RCI_HI = [1 - sum over inlets above the recommended maximum of
// (T - T_max_rec) / (n (T_max_all - T_max_rec))] x 100 %; RCI_LO mirrors it below the minimum.
// Per grid rack: its face line (racks with the same rotation whose intakes start on the same
// grid line) and its place along that line, m. What the section view draws side by side.
std::vector<std::pair<int, double>> faceLines(const ThermalGrid &grid)
{
    std::map<std::pair<int, int>, int> index;
    std::vector<std::pair<int, double>> out;
    for (const ThermalGrid::RackFaces &f : grid.racks) {
        if (f.intake.empty()) {
            out.emplace_back(-1, 0.0);
            continue;
        }
        int i0 = grid.nx, i1 = -1, j0 = grid.ny, j1 = -1;
        for (int c : f.intake) {
            i0 = std::min(i0, c % grid.nx);
            i1 = std::max(i1, c % grid.nx);
            j0 = std::min(j0, c / grid.nx);
            j1 = std::max(j1, c / grid.nx);
        }
        const bool facesY = f.dj != 0;
        const auto key = std::make_pair(2 * f.di + f.dj, facesY ? j0 : i0);  // the facing and the line
        const auto it = index.emplace(key, int(index.size())).first;
        out.emplace_back(it->second, (facesY ? i0 : j0) * grid.cellM);
    }
    return out;
}

void rackCoolingIndex(ThermalResult &r)
{
    double hi = 0, lo = 0;
    int n = 0;
    for (const RackThermal &rt : r.racks) {
        if (!rt.solved)
            continue;
        ++n;
        hi += std::max(0.0, rt.inletWarmestC - r.recommendedMaxC);
        lo += std::max(0.0, r.recommendedMinC - rt.inletWarmestC);
    }
    if (n == 0)
        return;
    r.rciHiPct = (1.0 - hi / (n * (r.allowableMaxC - r.recommendedMaxC))) * 100.0;
    r.rciLoPct = (1.0 - lo / (n * (r.recommendedMinC - r.allowableMinC))) * 100.0;
}

} // namespace

ThermalResult ThermalEngine::evaluate(const EngineContext &context, const Needs &needs)
{
    const Project &p = context.project;
    const Catalog &catalog = context.catalog;
    std::vector<Warning> &warnings = context.warnings;
    const NetworkResult *network = needs.network;
    const std::atomic<bool> *cancel = context.cancel;
    const ThermalSettings &ts = p.cooling.thermal;
    ThermalResult out;
    const AshraeLimits lim = ashraeLimits(ts.ashraeClass);
    const char *names[] = {"A1", "A2", "A3", "A4"};
    out.ashraeClass = names[int(ts.ashraeClass)];
    out.recommendedMinC = lim.recommendedMinC;
    out.recommendedMaxC = lim.recommendedMaxC;
    out.allowableMinC = lim.allowableMinC;
    out.allowableMaxC = lim.allowableMaxC;
    out.supplySetpointC = p.cooling.air.supplyAirC;
    if (p.racks.empty()) {
        out.message = "No racks on the floor.";
        return out;
    }
    ThermalGrid grid;
    std::string error;
    if (!grid.build(p, catalog, ts.gridRefine, ts.layers, error)) {
        out.message = error;
        warnings.push_back({WarningCode::ThermalGridTooLarge, error, {}, "Lower cooling.thermal.grid_refine or cooling.thermal.layers."});
        return out;
    }
    // By containment, hot, and whether the objects are sidecar CDUs (which containments do not
    // list, and which are turned rather than contained).
    std::map<std::tuple<std::string, bool, bool>, std::vector<std::string>> wrongFaces;
    for (const ThermalGrid::WrongFace &w : grid.facesInWrongAisle()) {
        const ThermalGrid::RackFaces &f = grid.racks[w.rack];
        wrongFaces[{w.podId, w.hotAisle, f.sidecar}].push_back(f.sidecar ? p.equipment[f.rackIndex].id : p.racks[f.rackIndex].id);
    }
    for (const auto &[key, ids] : wrongFaces) {
        const auto &[pod, hot, sidecars] = key;
        const std::string what = sidecars ? " liquid-to-air CDU(s) (" : " rack(s) (";
        warnings.push_back({WarningCode::ThermalContainmentWrongFace,
                            std::string(hot ? "Hot" : "Cold") + "-aisle containment " + pod + " encloses the " +
                                (hot ? "fronts" : "rears") + " of " + std::to_string(ids.size()) + what + listIds(ids) +
                                "): " + (hot ? "they draw its exhaust" : "they blow into its supply") +
                                (sidecars ? "." : ". It is drawn round a space its racks do not all face."),
                            ids,
                            sidecars ? std::string("Turn each CDU round (select it and press R twice) to draw from the cold "
                                                   "aisle and blow into the hot one.")
                                     : std::string("Contain each aisle on its own: select one of its racks and set \"") +
                                           (hot ? "Hot aisle contained" : "Cold aisle contained") + "\" in the inspector."});
    }
    out.cellM = grid.cellM;
    out.layers = ts.layers;
    out.layersHeightM = ts.airLayerHeightM;
    out.raisedFloor = ts.raisedFloor;
    out.plenumReturn = ts.plenumReturn;
    out.nx = grid.nx;
    out.ny = grid.ny;

    const CduLoops cduLoops = CduLoops::find(p, catalog);
    const bool liquidDesign = CoolingEngine::designIsLiquid(p, catalog);
    const std::vector<RackAirLoad> all = ThermalLoads::of(p, catalog, cduLoops, liquidDesign, network);
    // Liquid-to-air CDUs (sidecars) on the floor blow their loops' heat out of their backs, air
    // movers of their own on the grid. What the map has no place for (an in-rack one, which no
    // catalog entry offers yet, or a floor one with no path for its air, below) goes into the
    // ceiling zone, so every watt is counted once.
    std::vector<RackAirLoad> sidecarOf(p.equipment.size());
    std::vector<char> onGrid(p.equipment.size(), 0);
    for (size_t r = grid.projectRacks; r < grid.racks.size(); ++r)
        onGrid[grid.racks[r].rackIndex] = 1;
    double ceilingHeatW = 0;
    for (const ThermalLoads::SidecarAirLoad &sc : ThermalLoads::sidecarLoads(p, catalog, cduLoops, liquidDesign, network)) {
        out.sidecarHeatW += sc.load.heatW;
        if (sc.equipmentIndex >= 0 && onGrid[size_t(sc.equipmentIndex)])
            sidecarOf[size_t(sc.equipmentIndex)] = sc.load;
        else
            ceilingHeatW += sc.load.heatW;
    }
    std::vector<RackAirLoad> loads;
    for (const ThermalGrid::RackFaces &f : grid.racks)
        loads.push_back(f.sidecar ? sidecarOf[f.rackIndex] : all[f.rackIndex]);
    std::vector<ThermalSolver::Unit> units;
    std::vector<std::string> zeroFlow;
    for (const ThermalGrid::UnitFaces &f : grid.units) {
        const FloorEquipment &eq = p.equipment[f.equipmentIndex];
        const CoolingSpec &c = *catalog.find(eq.catalogId)->cooling;
        units.push_back({c.airflowM3h / 3600.0, c.capacityKw * 1000.0, c.type == CoolingType::Crah});
        if (c.airflowM3h <= 0)
            zeroFlow.push_back(eq.id);
    }
    if (!zeroFlow.empty())
        warnings.push_back({WarningCode::ThermalUnitNoAirflow,
                            std::to_string(zeroFlow.size()) + " air cooling unit(s) have no airflow in their catalog entry (" +
                                listIds(zeroFlow) + "); the thermal map leaves them out.",
                            zeroFlow, "Give the unit's catalog entry its rated airflow (cooling.airflow_m3h)."});
    const ThermalSolver::Layers layers{ts.layers, ts.airLayerHeightM, std::max(0.3, ts.ceilingHeightM - ts.airLayerHeightM),
                                       ts.eddyDiffusivityM2s, ts.openingDischargeCoefficient};
    ThermalSolver solver(grid, loads, units, out.supplySetpointC, layers, ts.raisedFloor, ts.plenumReturn);
    if (!solver.prepare()) {
        out.message = "The hall has no open floor for air to move.";
        return out;
    }
    std::vector<std::string> noPath, sidecarNoPath, unitNoPath;
    for (size_t r = 0; r < grid.racks.size(); ++r)
        if (!solver.rackActive()[r] && loads[r].heatW > 0) {
            if (grid.racks[r].sidecar) {
                sidecarNoPath.push_back(p.equipment[grid.racks[r].rackIndex].id);
                ceilingHeatW += loads[r].heatW;
            } else {
                noPath.push_back(p.racks[grid.racks[r].rackIndex].id);
            }
        }
    solver.setCeilingHeatW(ceilingHeatW);
    out.sidecarCeilingHeatW = ceilingHeatW;
    if (!sidecarNoPath.empty())
        warnings.push_back({WarningCode::ThermalUnitNoAirPath,
                            std::to_string(sidecarNoPath.size()) + " liquid-to-air CDU(s) cannot draw or blow air (front "
                                "or rear blocked): " + listIds(sidecarNoPath) + ". The map puts their heat under the ceiling.",
                            sidecarNoPath, "Turn the CDU to face an open aisle, with its back to another, or move it off the wall."});
    for (size_t u = 0; u < grid.units.size(); ++u)
        if (!solver.unitActive()[u] && units[u].airflowM3s > 0)
            unitNoPath.push_back(p.equipment[grid.units[u].equipmentIndex].id);
    if (!noPath.empty())
        warnings.push_back({WarningCode::ThermalNoAirPath,
                            std::to_string(noPath.size()) + " rack(s) have no path for their air (front or rear blocked by a "
                                "wall, another rack or equipment): " + listIds(noPath) + ". Their heat is left out of the map.",
                            noPath, "Leave an open aisle in front of and behind every rack."});
    if (!unitNoPath.empty())
        warnings.push_back({WarningCode::ThermalUnitNoAirPath,
                            std::to_string(unitNoPath.size()) + " cooling unit(s) cannot supply or draw air (front or sides "
                                "blocked): " + listIds(unitNoPath) + ".",
                            unitNoPath, "Turn the unit to face an open aisle or move it off the wall."});
    bool anyUnit = false;
    for (bool a : solver.unitActive())
        anyUnit = anyUnit || a;
    if (!anyUnit) {
        out.message = "No air cooling unit (CRAH or in-row) with airflow can move air in the hall.";
        return out;
    }

    const std::vector<bool> allOn(grid.units.size(), true);
    const ThermalSolver::Solution base = solver.solve(allOn);
    if (!base.ok) {
        out.message = "The thermal solver did not converge.";
        warnings.push_back({WarningCode::ThermalNotSolved, out.message, {}, ""});
        return out;
    }
    out.solved = true;
    out.factorFill = base.factorFill;
    out.corrections = base.corrections;
    out.settled = base.settled;
    if (!base.settled)
        warnings.push_back({WarningCode::ThermalNotSettled,
                            "The thermal map's advection had not settled after " + std::to_string(base.corrections) +
                                " corrections (the last still moved a temperature by " + formatText("%.3f K", base.lastChangeK) +
                                "): its temperatures may be off by several times that.",
                            {}, "Try another grid (cooling.thermal.grid_refine) or fewer layers (cooling.thermal.layers)."});
    const std::vector<ThermalSolver::LayerHeat> layerHeat = solver.heatByLayer(allOn, base);
    for (size_t l = 0; l < layerHeat.size(); ++l) {
        const ThermalSolver::LayerHeat &h = layerHeat[l];
        const bool ceilingZone = l + 1 == layerHeat.size();
        const double fromM = ceilingZone ? layers.lowerM : layers.lowerM * double(l) / layers.count;
        const double toM = ceilingZone ? layers.lowerM + layers.upperM : layers.lowerM * double(l + 1) / layers.count;
        out.layerHeat.push_back({fromM, toM, h.exhaustW, h.intakeW, h.returnW, h.upW, h.residualW});
    }
    out.roomC.assign(grid.solid.size(), std::numeric_limits<float>::quiet_NaN());
    for (size_t c = 0; c < grid.solid.size(); ++c)
        if (const int k = solver.openIndex()[c]; k >= 0)
            out.roomC[c] = float(base.cellC[size_t(k)]);
    out.worstInletC = -1e300;
    const std::vector<std::pair<int, double>> lines = faceLines(grid);
    const std::vector<bool> aisleEnds = grid.openAisleEnds(solver.rackActive());
    double rackFlow = 0, rackHeatAfterDoors = 0;
    for (size_t r = 0; r < grid.projectRacks; ++r) {
        RackThermal rt;
        rt.rackId = p.racks[grid.racks[r].rackIndex].id;
        rt.airHeatW = loads[r].heatW;
        rt.airflowM3s = loads[r].airflowM3s;
        rt.coldContained = grid.racks[r].coldPod >= 0;
        rt.openAisleEnd = aisleEnds[r];
        rt.hotContained = grid.racks[r].hotPod >= 0;
        std::tie(rt.faceLine, rt.alongM) = lines[r];
        if (loads[r].heatW <= 0)
            continue;  // racks without IT heat (empty, PDU-only) are not IT inlets
        rt.solved = solver.rackActive()[r];
        if (rt.solved) {
            rt.doorRemovedW = solver.doorRemovedW(r);
            rt.inletMeanC = base.rackInletC[r];
            rt.inletTopC = base.rackTopC[r];
            rt.inletByLayerC = base.rackLayerC[r];
            rt.inletWarmestC = base.rackWarmestC[r];
            rt.exhaustC = base.rackExhaustC[r];
            rt.ashraeBand = band(rt.inletWarmestC, out);
            out.rackHeatW += rt.airHeatW;
            out.doorHeatW += rt.doorRemovedW;
            rackFlow += rt.airflowM3s;
            rackHeatAfterDoors += rt.airHeatW - rt.doorRemovedW;
            if (rt.inletWarmestC > out.worstInletC) {
                out.worstInletC = rt.inletWarmestC;
                out.worstRackId = rt.rackId;
            }
        }
        out.racks.push_back(std::move(rt));
    }
    double unitFlow = 0, returnFlowT = 0;
    std::vector<std::string> overCapacity;
    for (size_t u = 0; u < grid.units.size(); ++u) {
        UnitThermal ut;
        const FloorEquipment &eq = p.equipment[grid.units[u].equipmentIndex];
        ut.unitId = eq.id;
        ut.type = units[u].pooled ? CoolingType::Crah : CoolingType::InRow;
        ut.airflowM3s = units[u].airflowM3s;
        ut.capacityW = units[u].capacityW;
        ut.active = solver.unitActive()[u];
        ut.supplyC = out.supplySetpointC;
        if (ut.active) {
            ut.returnC = base.unitReturnC[u];
            ut.heatRemovedW = base.unitHeatW[u];
            ut.overCapacity = ut.heatRemovedW > ut.capacityW * (1.0 + 1e-9);
            if (ut.overCapacity)
                overCapacity.push_back(ut.unitId);
            out.unitHeatW += ut.heatRemovedW;
            unitFlow += ut.airflowM3s;
            returnFlowT += ut.airflowM3s * ut.returnC;
        }
        out.units.push_back(std::move(ut));
    }
    rackCoolingIndex(out);
    // RTI = (T_return - T_supply) / dT_equipment x 100 % (Herrlin, REFERENCE 7), flow-weighted
    // over the equipment that moves the room's air: the racks and the sidecars on the grid. Heat
    // put under the ceiling has no airflow of its own: the return is taken without it (it would
    // read as recirculation).
    for (size_t r = grid.projectRacks; r < grid.racks.size(); ++r)
        if (solver.rackActive()[r]) {
            rackFlow += loads[r].airflowM3s;
            rackHeatAfterDoors += loads[r].heatW;
        }
    if (unitFlow > 0 && rackFlow > 0 && rackHeatAfterDoors > 0) {
        const double rhoCp = ThermalLoads::kRhoAir * ThermalLoads::kCpAir;
        const double dtEquip = rackHeatAfterDoors / (rhoCp * rackFlow);
        const double returnRiseK = returnFlowT / unitFlow - out.supplySetpointC - ceilingHeatW / (rhoCp * unitFlow);
        out.rtiPct = returnRiseK / dtEquip * 100.0;
    }
    if (!overCapacity.empty())
        warnings.push_back({WarningCode::ThermalUnitOverCapacity,
                            std::to_string(overCapacity.size()) + " cooling unit(s) take more heat from their return air than "
                                "their capacity (" + listIds(overCapacity) + "); they could not hold the supply setpoint, so "
                                "real inlets would be warmer than the map shows.",
                            overCapacity, "Add cooling near these units or lower the load they see."});

    std::vector<std::string> overAll, overRec, below, openEnds;
    for (const RackThermal &rt : out.racks) {
        if (!rt.solved)
            continue;
        if (rt.openAisleEnd)
            openEnds.push_back(rt.rackId);
        if (rt.inletWarmestC > out.allowableMaxC)
            overAll.push_back(rt.rackId);
        else if (rt.inletWarmestC > out.recommendedMaxC)
            overRec.push_back(rt.rackId);
        else if (rt.inletWarmestC < out.recommendedMinC)
            below.push_back(rt.rackId);
    }
    const std::string cls = out.ashraeClass;
    if (!overAll.empty())
        // A warning, not an error: the zonal model's inlets carry an error of a few kelvin
        // (docs/thermal.md); a design is refused on its own facts, not on this estimate.
        warnings.push_back({WarningCode::ThermalInletAllowable,
                            std::to_string(overAll.size()) + " rack(s) draw air above the ASHRAE " + cls + " allowable " +
                                celsiusText(out.allowableMaxC) + ": " + listIds(overAll) + " (worst " + out.worstRackId + " at " +
                                celsiusText(out.worstInletC) + ").",
                            overAll, "Contain the aisles, add or move cooling units closer, or fit rear doors."});
    if (!overRec.empty())
        warnings.push_back({WarningCode::ThermalInletRecommended,
                            std::to_string(overRec.size()) + " rack(s) draw air above the ASHRAE recommended " +
                                celsiusText(out.recommendedMaxC) + ": " + listIds(overRec) + ".",
                            overRec, "Contain the aisles or bring cooling closer to these racks."});
    if (!below.empty())
        warnings.push_back({WarningCode::ThermalInletBelowRecommended,
                            std::to_string(below.size()) + " rack(s) draw air below the ASHRAE recommended " +
                                celsiusText(out.recommendedMinC) + ": " + listIds(below) + ".",
                            below, "Raise the supply air temperature (cooling.air.supply_air_c)."});

    if (!openEnds.empty())
        warnings.push_back({WarningCode::ThermalOpenAisleEnd,
                            std::to_string(openEnds.size()) + " rack(s) stand at the ends of open cold aisles (" +
                                listIds(openEnds) + "): CFD of such racks, with tiles passing 1.1 to 1.6 times the racks' air, "
                                "reads their tops 3-14 K above the supply (hot exhaust wraps round the row); this map's "
                                "exchange at the open ends shows 2-5 K of it and may read a top up to 11 K too cool.",
                            openEnds, "Contain the cold aisles or close their ends (end-of-row doors)."});

    ThermalFailureScan::run({p, grid, solver, base, loads, ts, cancel}, out, warnings);
    return out;
}

} // namespace dcs
