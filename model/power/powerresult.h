#pragma once
#include "project/rackpdu.h"
#include <array>
#include <string>
#include <vector>

namespace dcs {

// Results of the power engine (docs/power.md). SI units in the names; utilisation is a fraction
// of the derated (continuous) limit: 1.0 = at the limit.
struct PowerLine {
    double currentA = 0;     // wye: phase current; delta: line current (phasor sum)
    double powerW = 0;       // wye: the phase's load; delta: half of each adjacent line pair's load
    double limitA = 0;       // input rating x continuous fraction
    double utilisation = 0;
    bool operator==(const PowerLine &) const = default;
};

struct PowerBank {
    int phase = 0;           // wye: 0..2 = L1..L3; delta: 0..2 = L1-L2, L2-L3, L3-L1
    double powerW = 0;
    double currentA = 0;
    double limitA = 0;       // bank breaker x continuous fraction
    double utilisation = 0;
    bool operator==(const PowerBank &) const = default;
};

struct PduPower {
    std::string id, rackId, panelId;
    Feed feed = Feed::A;
    bool delta = false;
    int phases = 3;
    double voltageLlV = 0, voltageLnV = 0;
    double powerW = 0;
    std::array<PowerLine, 3> lines{};
    std::array<double, 3> branchPowerW{};    // per phase (wye) or line pair (delta)
    std::array<double, 3> branchCurrentA{};  // delta: I = P / (V_LL x PF); wye: = line current
    double neutralCurrentA = 0;              // wye only
    double imbalancePct = 0;                 // NEMA, on the line currents
    double worstUtilisation = 0;             // lines and banks
    std::vector<PowerBank> banks;
    int outlets = 0, usedOutlets = 0;

    // What a bank's phase is called on this PDU: "L1" (wye) or the line pair "L1-L2" (delta).
    const char *phaseLabel(int phase) const
    {
        static const char *wye[] = {"L1", "L2", "L3"};
        static const char *pairs[] = {"L1-L2", "L2-L3", "L3-L1"};
        return delta ? pairs[phase] : wye[phase];
    }
};

struct RackPower {
    std::string id;
    double powerW = 0;        // design load of its devices (or the rack-scale system)
    double budgetW = 0;       // 0 = no budget set
    double utilisation = 0;   // of the budget
    std::array<double, 2> feedW{};  // what each feed's PDUs carry in normal operation
    int unconnectedPsus = 0;
};

// A panel or UPS of the upstream chain.
struct ChainUnitPower {
    enum class Kind { Panel, Ups };  // "panel", "ups" in evaluate --json
    std::string id, upstreamId;
    Kind kind = Kind::Panel;
    double powerW = 0;
    double currentA = 0;      // panels: worst line current (sum of the PDU line currents, scaled to the panel voltage)
    double limitA = 0;        // panels: main breaker x continuous fraction
    double ratingW = 0;       // UPS: rating_kw (and rating_kva x PF, whichever is lower)
    double utilisation = 0;   // panels: current / limit; UPS: load fraction of the rating
    int pdus = 0;             // PDUs fed directly (panels)
};

struct PowerOverload {
    std::string objectId;     // PDU, panel or UPS
    std::string what;         // "L2", "bank 3", "main breaker", "rating"
    double value = 0, limit = 0, utilisation = 0;  // amps for lines/banks/panels, W for UPS
};

struct PowerScenario {
    enum class Kind { FeedALost, FeedBLost, PduLost };  // "feed_a_lost", ... in evaluate --json
    Kind kind = Kind::FeedALost;
    std::string lostId;       // "A", "B" or the PDU id
    std::vector<std::string> devicesDown;   // devices left with fewer fed PSUs than they need to run
    std::vector<std::string> devicesThrottled;  // fewer than for full power, enough to run throttled
    std::vector<PowerOverload> overloads;   // over the derated limit with the survivors carrying the load
    double worstUtilisation = 0;
    std::array<double, 2> feedW{};          // feed scenarios: what the A and B PDUs carry after the loss
};

struct PowerResult {
    std::vector<PduPower> pdus;               // in rack order, then PDU order
    std::vector<RackPower> racks;
    std::vector<ChainUnitPower> chain;         // panels and UPSs in equipment order
    double itDesignW = 0;                      // design load of every IT device
    std::array<double, 2> feedW{};             // A, B
    double worstLineUtilisation = 0;
    std::string worstLinePduId;
    // The worst of every PDU's line and bank breakers against their derated limits: what trips
    // first. A bank breaker (16 or 20 A) can bind long before its PDU's 32 or 60 A lines do.
    double worstBreakerUtilisation = 0;
    std::string worstBreakerPduId;
    std::string worstBreakerWhat;              // "L2" or "bank 3 on L1" ("bank 3 on L1-L2", delta)
    double worstImbalancePct = 0;              // any PDU, however lightly loaded
    // Among PDUs whose worst line reaches the settings' imbalance floor (imbalance_min_utilisation):
    // the figure the imbalance warning judges. A 150 W switch alone on L1 is 200 % "imbalanced"
    // and harmless, so the KPI shows this one.
    double worstLoadedImbalancePct = 0;
    double imbalanceMinUtilisation = 0;        // the floor used (power_settings), for the tables
    int actionableImbalances = 0;              // PDUs over the imbalance threshold that Auto-balance improves
    int unconnectedPsus = 0;
    int devicesUnderpowered = 0;               // fewer fed PSUs than required in normal operation
    // Feed A lost, feed B lost, then every single-PDU loss that drops a device or overloads something.
    std::vector<PowerScenario> scenarios;
    int pduScenariosAnalysed = 0;
    // Per PDU (same order as pdus): line currents after the loss of feed A / feed B, for charts.
    std::array<std::vector<std::array<double, 3>>, 2> feedLostLineCurrentA;
    // Per PDU: the worst of its lines and banks against their limits after the loss of feed A / B.
    std::array<std::vector<double>, 2> feedLostWorstUtilisation;
};

} // namespace dcs
