#pragma once
#include <span>

namespace dcs {

// A standard steel pipe size: nominal diameter and inner diameter.
struct PipeSize {
    int dn = 0;                 // nominal diameter, mm (DN)
    double innerDiameterM = 0;
};

// Pipe sizing and friction for the CDU loops (issue 34 item 1, docs/cooling.md "Hydraulics").
// Pure functions; SI units throughout (m, m/s, m3/s, Pa, kg/m3, Pa s).
class PipeSizing
{
public:
    // ASME B36.10M standard-weight (STD) steel pipe, DN25 to DN600 (STD equals Schedule 40 up to
    // DN250): inner diameter = outside diameter - 2 x wall.
    static std::span<const PipeSize> standardSizes();
    // The smallest standard size that carries `flowM3S` at no more than `maxVelocityMS`; the
    // largest size when none does (its velocity is then above the design velocity: velocity() says).
    static PipeSize forFlow(double flowM3S, double maxVelocityMS);
    static double velocity(double flowM3S, double innerDiameterM);
    // Darcy friction factor: 64/Re when laminar (Re < 2300); else Swamee and Jain (1976), "Explicit
    // equations for pipe-flow problems", J. Hydraulics Div. ASCE 102(5), the explicit fit of the
    // Colebrook equation: f = 0.25 / log10(e/(3.7 D) + 5.74/Re^0.9)^2 (within about 1 % for
    // 5e3 <= Re <= 1e8 and 1e-6 <= e/D <= 1e-2; the transitional band is taken as turbulent).
    static double frictionFactor(double reynolds, double relativeRoughness);
    // Darcy-Weisbach: dp = f (L / D) rho v^2 / 2, for `lengthM` of equivalent length.
    static double pressureDropPa(double flowM3S, double lengthM, double innerDiameterM, double densityKgM3,
                                 double viscosityPaS, double roughnessM);
};

} // namespace dcs
