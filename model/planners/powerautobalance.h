#pragma once
#include <array>
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct PowerSettings;
struct Rack;

// Auto-balance (issue 3, section 3): reassigns the outlets of a rack's power cords so each PDU's
// worst line current is as low as possible, then its imbalance (NEMA), then its worst bank
// (the split and its score: power/phasebalance.h).
// Every PSU stays on the PDU it is plugged into, so A/B diversity, the number of cords per PDU
// (outlet counts) and what a PDU loss does are unchanged: only phase and bank change, which is
// all a line current depends on. A PDU whose cords cannot be improved is left as is.
class PowerAutoBalance
{
public:
    // What balancing found for one PDU, so the UI can say why a PDU was left alone (issue 12).
    struct PduOutcome {
        std::string pduId;
        bool moved = false;
        bool delta = false;
        int cords = 0;
        std::string loads;                // "7 x dgx-h100 (1.70 kW), 1 x sn2201 (0.08 kW)"
        std::array<double, 3> lineA{};    // after balancing (as is when left alone)
        double limitA = 0;                // derated line limit
        double imbalancePct = 0;          // NEMA, of lineA
    };
    // Returns true when some cord moved. `settings` gives the design load and PF. `outcomes`,
    // when given, receives one entry per three-phase PDU with cords.
    static bool balanceRack(Rack &rack, const Catalog &catalog, const PowerSettings &settings,
                            std::vector<PduOutcome> *outcomes = nullptr);
    // One sentence per PDU: what moved, or why the best split of whole PSUs is what it is.
    static std::string explain(const PduOutcome &outcome);
};

} // namespace dcs
