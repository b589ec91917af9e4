#pragma once
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct CatalogEntry;
struct Project;

// One CDU of a loop: a floor unit or an in-rack device.
struct CduUnit {
    std::string id;
    const CatalogEntry *entry = nullptr;
    int equipmentIndex = -1;  // into Project::equipment; -1 for an in-rack CDU
    int rackIndex = -1;       // the rack an in-rack CDU is mounted in; -1 for a floor unit
    double capacityW = 0;
    double powerW = 0;        // fans and pumps at full load (catalog fan_power_w + pump_power_w)
    bool roomAir = false;     // a liquid-to-air CDU: its heat goes to the room air
};

// The racks whose cold-plate heat a group of CDUs carries (issue 4 section 1, docs/cooling.md).
struct CduLoop {
    bool named = false;               // the CDUs name these racks (equipment[].serves); else the hall's pool
    std::vector<CduUnit> units;
    std::vector<size_t> racks;        // into Project::racks
    std::vector<std::string> rackIds; // named loops: the rack ids the CDUs name, sorted

    double capacityW() const;         // installed, every unit
    double roomAirCapacityW() const;  // of the liquid-to-air units
    // The share of the loop's heat its liquid-to-air CDUs reject to the room air. Parallel CDUs
    // on one loop share the load as their capacity: installed room-air capacity over all (0
    // without CDUs: the heat then has nowhere to go but the liquid plant, and the capacity check
    // says there is no CDU).
    double roomAirShare() const;
    // The loop has CDUs and every one of them rejects to the room air.
    bool allRoomAir() const;
    // The room-air CDUs' electrical power per W of heat they carry: their rated fans and pumps
    // at their rated capacity, linear in between (as the plant's other fans and pumps, REFERENCE 3).
    double roomAirPowerPerW() const;
};

// The design's CDU loops as the cooling engine forms them: CDUs naming the same set of racks
// share a loop (a redundant pair); CDUs naming no racks and every in-rack CDU serve the hall's
// pool with the racks on no named loop. A rack named by several loops is counted in each of
// their capacity checks, but its heat goes where its first loop (in rack-set order) sends it.
struct CduLoops {
    std::vector<CduLoop> loops;   // the named loops in rack-set order, then the pool (always last)
    std::vector<size_t> homeLoop; // per rack: the loop whose CDUs take its heat

    const CduLoop &pool() const { return loops.back(); }
    const CduLoop &of(size_t rackIndex) const { return loops[homeLoop[rackIndex]]; }
    // The share of a rack's cold-plate heat that reaches the room air through liquid-to-air CDUs.
    double roomAirShare(size_t rackIndex) const { return of(rackIndex).roomAirShare(); }
    bool anyRoomAir() const;

    static CduLoops find(const Project &project, const Catalog &catalog);
};

} // namespace dcs
