#pragma once
#include <array>
#include <vector>

namespace dcs {

// How evenly a three-phase PDU's cords load its lines, and the best split of them (issue 3,
// section 3). The power engine's imbalance warning asks what the best split would give; the
// auto-balance planner (planners/powerautobalance.h) applies it to the design. Exact for up to
// ~200,000 phase splits per PDU (cords with equal loads are interchangeable, so a 24-cord PDU of
// DGX PSUs is a few hundred splits); beyond that a largest-first greedy with pairwise swaps.
class PhaseBalance
{
public:
    // The score of one PDU's phase loads: lower is better, compared in this order.
    struct Score {
        double worstLineA = 0;
        double maxDeviationA = 0;  // max |I_x - I_avg|: the NEMA imbalance's numerator
        double worstBankA = 0;
        bool betterThan(const Score &o) const;
    };
    // Line currents of a PDU from its per-phase (wye) or per-line-pair (delta) loads.
    static std::array<double, 3> lineCurrents(const std::array<double, 3> &phaseW, bool delta, double vLl, double pf);
    // The best phase split of `loadsW` over three phases with at most capacity[p] cords each
    // (exact when small): returns the phase of each load.
    static std::vector<int> bestPhases(const std::vector<double> &loadsW, const std::array<int, 3> &capacity, bool delta,
                                       double vLl, double pf);
    static Score scorePhases(const std::vector<double> &loadsW, const std::vector<int> &phases, bool delta, double vLl,
                             double pf);
};

} // namespace dcs
