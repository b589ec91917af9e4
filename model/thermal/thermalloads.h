#pragma once
#include <vector>

namespace dcs {

class Catalog;
struct CduLoops;
struct NetworkResult;
struct Project;

// What each rack puts into the room air and how much air it moves (docs/thermal.md).
struct RackAirLoad {
    double heatW = 0;          // IT air heat at nameplate (+ optics), before the rear door
    double airflowM3s = 0;     // front to back
    double doorCapacityW = 0;  // rear-door heat exchanger, 0 = none
};

namespace ThermalLoads {

// Air: rho 1.2 kg/m3, cp 1005 J/(kg K) (REFERENCE 7); V = P / (rho cp dT).
constexpr double kRhoAir = 1.2;
constexpr double kCpAir = 1005.0;

// One entry per project rack. Heat at nameplate, as the capacity checks (docs/cooling.md): in a
// liquid design only the residual air share, split as CoolingEngine splits it (catalog
// liquid_heat_fraction; cold plates on air-native GPU servers capture liquid.capture_fraction
// and the same share of fan power). Airflow: the catalog's airflow_m3h where known (air
// designs), else heat / (rho cp dT) with the class default dT of the thermal settings.
std::vector<RackAirLoad> of(const Project &project, const Catalog &catalog, const NetworkResult *network);
// The same with the hall's CDU loops and architecture already found (the engine needs them twice).
std::vector<RackAirLoad> of(const Project &project, const Catalog &catalog, const CduLoops &loops, bool liquidDesign,
                            const NetworkResult *network);

// What one liquid-to-air CDU (a sidecar) puts into the room at nameplate, as the room-air
// capacity check counts it: its share of its loop's cold-plate heat (parallel CDUs share a loop
// as their capacity) plus its fans' and pumps' power per W carried; its catalog airflow in
// proportion to its load (the rated air rise; else the heat at the other-equipment air rise). It
// blows that air out of its back, as a rack.
struct SidecarAirLoad {
    int equipmentIndex = -1;  // a floor CDU (into Project::equipment); -1 for an in-rack one
    RackAirLoad load;
};
std::vector<SidecarAirLoad> sidecarLoads(const Project &project, const Catalog &catalog, const CduLoops &loops,
                                         bool liquidDesign, const NetworkResult *network);

} // namespace ThermalLoads
} // namespace dcs
