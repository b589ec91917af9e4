#pragma once
#include <array>

namespace dcs {

// The electrical formulas of REFERENCE.md 1.5, as small pure functions the engine and the
// tests share. Currents in A, powers in W, voltages in V.
struct PowerMath {
    // Wye, line-to-neutral load: I = P / (V_LN x PF).
    static double wyeCurrentA(double powerW, double voltageLnV, double pf);
    // Delta branch (line-to-line load): I = P / (V_LL x PF).
    static double branchCurrentA(double powerW, double voltageLlV, double pf);
    // Delta line currents from the branch currents of L1-L2, L2-L3, L3-L1 as phasor differences:
    // I_L1 = I_12 - I_31, I_L2 = I_23 - I_12, I_L3 = I_31 - I_23, with the branch voltages at
    // +30, -90 and +150 degrees (positive sequence); each branch current in phase with its
    // voltage (same PF angle everywhere, which does not change the magnitudes).
    // Balanced: sqrt(3) x the branch current.
    static std::array<double, 3> deltaLineCurrentsA(const std::array<double, 3> &branchA);
    // Wye neutral current for single-phase loads at a common PF:
    // |I_a + I_b e^{-j120} + I_c e^{+j120}| = sqrt(Ia^2 + Ib^2 + Ic^2 - IaIb - IbIc - IcIa).
    static double neutralCurrentA(const std::array<double, 3> &phaseA);
    // NEMA imbalance: 100 x max |I_x - I_avg| / I_avg (0 when nothing flows).
    static double imbalancePct(const std::array<double, 3> &lineA);
};

} // namespace dcs
