#pragma once
#include "catalog/coolingtype.h"
#include <string>
#include <vector>

namespace dcs {

// Inlet and exhaust of one rack in the thermal map (docs/thermal.md). Temperatures in C.
struct RackThermal {
    std::string rackId;
    double airHeatW = 0;        // into the air before the rear door
    double doorRemovedW = 0;    // taken by the rear door
    double airflowM3s = 0;      // front to back
    double inletMeanC = 0;      // flow-weighted over the air the front draws
    double inletTopC = 0;       // the top layer's inlet (one layer: the rule of docs/thermal.md, "Results")
    std::vector<double> inletByLayerC;  // the inlet per layer of height, bottom up (one layer: the mean)
    // The warmest inlet over the rack's height: what the ASHRAE class, the indices, the warnings
    // and the failure scan judge (air drawn round a row end can be warmest low on the face).
    double inletWarmestC = 0;
    // The section view's row: racks facing the same way with their fronts on one grid line share
    // a face line (index into ThermalResult's lines, -1 when not mapped), ordered by alongM.
    int faceLine = -1;
    double alongM = 0;
    double exhaustC = 0;
    bool solved = false;        // false: no path for its air (or no heat and no airflow)
    bool coldContained = false;
    bool hotContained = false;
    // At an open end of an uncontained cold aisle: the CFD reads such racks' tops 3-14 K above
    // the supply, this map 2-5 K (ThermalGrid::openAisleEnds, ThermalSolver::endExchange).
    bool openAisleEnd = false;
    int ashraeBand = 0;         // 0 within recommended, 1 outside recommended, 2 outside allowable
};

// A cooling unit that moves air (CRAH, in-row) as the map sees it.
struct UnitThermal {
    std::string unitId;
    CoolingType type = CoolingType::Crah;  // a CRAH (pooled return) or an in-row unit
    double airflowM3s = 0;
    double capacityW = 0;
    double supplyC = 0;         // raised above the setpoint when the return heat exceeds capacity
    double returnC = 0;
    double heatRemovedW = 0;
    bool overCapacity = false;
    bool active = false;        // false: zero airflow or no path for its air
};

// One case of the failure scan: `unitId` off, the others at their rated airflow.
struct ThermalFailureCase {
    std::string unitId;
    std::string worstRackId;
    double worstInletC = 0;     // worst top-of-rack inlet (NaN with noCoolingLeft)
    // The last air unit off and no rear door: the racks' heat has nowhere to go, the room has no
    // steady state (every inlet rises without bound), so nothing is solved.
    bool noCoolingLeft = false;
    int racksOverRecommended = 0;
    int racksOverAllowable = 0;
    std::vector<std::string> racksOverRecommendedIds;
};

// Where the racks' heat goes in height (ThermalSolver::heatByLayer): one entry per rack-level
// layer, bottom up, then the ceiling zone. Heat relative to the supply air, W.
struct LayerHeatFlow {
    double fromM = 0, toM = 0;  // the layer's height above the floor
    double exhaustW = 0;        // brought by the racks' exhaust (it rises into the top layer)
    double intakeW = 0;         // drawn by the racks' intakes
    double returnW = 0;         // taken by the cooling units' returns
    double upW = 0;             // carried up through the layer's top (negative: down)
    double residualW = 0;       // what the layer's balance leaves open (the solver's precision)
};

struct ThermalResult {
    bool solved = false;        // false: nothing to map (no racks / no air units) or refused (see message)
    std::string message;        // why not solved, in one sentence
    // The map: nx * ny cells of cellM, row-major from the hall's top-left corner. roomC is NaN
    // on cells of racks, units and other equipment (contained aisles show the aisle's air).
    double cellM = 0;
    int layers = 1;             // in the rack's height (cooling.thermal.layers)
    double layersHeightM = 2.4; // the layers' top (cooling.thermal.air_layer_height_m)
    bool raisedFloor = true;    // CRAH supply through perforated tiles (else into the room)
    bool plenumReturn = false;  // CRAH return through a ceiling plenum's grilles (else the room)
    int nx = 0;
    int ny = 0;
    std::vector<float> roomC;
    // Non-zeros of the temperature matrix's LU factors over its own: what the fill-reducing
    // order achieves (about 5.5 on stress-16k; the solve time follows it).
    double factorFill = 0;
    // The advection's deferred correction (ThermalSolver::solve): how many ran, and whether the
    // last moved no temperature by 0.01 K or more (else thermal.not_settled).
    int corrections = 0;
    bool settled = true;
    std::string ashraeClass = "A1";
    double recommendedMinC = 18, recommendedMaxC = 27, allowableMinC = 15, allowableMaxC = 32;
    double supplySetpointC = 0;
    std::vector<RackThermal> racks;   // in project order, racks with IT heat
    std::vector<UnitThermal> units;   // in project order, air units
    double rackHeatW = 0;             // IT heat into the air (before rear doors)
    double doorHeatW = 0;             // removed by rear doors
    double sidecarHeatW = 0;          // liquid-to-air CDUs' heat into the room (loops + fans, pumps)
    double sidecarCeilingHeatW = 0;   // of it, put into the ceiling zone: CDUs the grid has no air path for
    double unitHeatW = 0;             // removed by the air units (energy balance: door + unit = rack + sidecar)
    double worstInletC = 0;           // top-of-rack
    std::string worstRackId;
    double rciHiPct = 100, rciLoPct = 100, rtiPct = 0;  // Herrlin (REFERENCE 7)
    std::vector<LayerHeatFlow> layerHeat;  // rack-level layers bottom up, the ceiling zone last
    std::vector<ThermalFailureCase> failures;
    bool failureScanComplete = true;  // false: limited (see failureScanNote)
    std::string failureScanNote;

    const RackThermal *rack(const std::string &id) const
    {
        for (const RackThermal &r : racks)
            if (r.rackId == id)
                return &r;
        return nullptr;
    }
};

} // namespace dcs
