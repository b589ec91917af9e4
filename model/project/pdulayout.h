#pragma once

namespace dcs {

struct PduSpec;

// Where an outlet of a rack PDU sits electrically, derived from the catalog layout
// (banks x outlets_per_bank, outlets numbered from 1 bank by bank). Banks rotate over the
// phases (bank 1 on L1, bank 2 on L2, bank 3 on L3, bank 4 on L1, ...), as vendors lay them out
// so adjacent outlets land on different phases. For wye the "phase" is the line-to-neutral phase
// (0 = L1, 1 = L2, 2 = L3); for delta it is the line pair (0 = L1-L2, 1 = L2-L3, 2 = L3-L1).
// A single-phase PDU has everything on phase 0. A PDU with no banks in the catalog is treated as
// one bank per phase with 8 outlets each (an assumption that keeps custom entries usable).
//
// Three-phase outlets (catalog outlet_phases 3: a rack-scale system's power-shelf feed) load
// the three phases equally. Each three-pole breaker of the catalog is then three banks here,
// one per phase (L1, L2, L3 in a row), so a bank is still one phase's circuit with its limit:
// bankOf() gives an outlet's first bank and the outlet spans it and the next two.
struct PduLayout {
    int banks = 3;
    int outletsPerBank = 8;
    int phases = 3;
    int outletPhases = 1;

    static PduLayout of(const PduSpec &spec);
    bool threePhaseOutlets() const { return outletPhases == 3; }
    int outlets() const { return threePhaseOutlets() ? banks / 3 * outletsPerBank : banks * outletsPerBank; }
    // outlet counts from 1; the result counts from 0.
    int bankOf(int outlet) const
    {
        return threePhaseOutlets() ? 3 * ((outlet - 1) / outletsPerBank) : (outlet - 1) / outletsPerBank;
    }
    int phaseOfBank(int bank) const { return phases <= 1 ? 0 : bank % phases; }
    int phaseOf(int outlet) const { return phaseOfBank(bankOf(outlet)); }
};

} // namespace dcs
