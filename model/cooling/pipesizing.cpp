#include "pipesizing.h"
#include <array>
#include <cmath>
#include <numbers>

namespace dcs {

namespace {
// ASME B36.10M: outside diameters and standard-weight walls, inner diameter in m.
constexpr std::array<PipeSize, 17> kSizes{{
    {25, 0.0266},  {32, 0.0351},  {40, 0.0409},  {50, 0.0525},  {65, 0.0627},  {80, 0.0779},
    {100, 0.1023}, {125, 0.1282}, {150, 0.1541}, {200, 0.2027}, {250, 0.2545}, {300, 0.3048},
    {350, 0.3366}, {400, 0.3874}, {450, 0.4382}, {500, 0.4890}, {600, 0.5906},
}};
} // namespace

std::span<const PipeSize> PipeSizing::standardSizes() { return kSizes; }

double PipeSizing::velocity(double flowM3S, double innerDiameterM)
{
    const double area = std::numbers::pi * innerDiameterM * innerDiameterM / 4.0;
    return area > 0 ? flowM3S / area : 0.0;
}

PipeSize PipeSizing::forFlow(double flowM3S, double maxVelocityMS)
{
    for (const PipeSize &p : kSizes)
        if (velocity(flowM3S, p.innerDiameterM) <= maxVelocityMS)
            return p;
    return kSizes.back();
}

double PipeSizing::frictionFactor(double reynolds, double relativeRoughness)
{
    if (reynolds <= 0)
        return 0.0;
    if (reynolds < 2300.0)
        return 64.0 / reynolds;  // Hagen-Poiseuille
    const double l = std::log10(relativeRoughness / 3.7 + 5.74 / std::pow(reynolds, 0.9));
    return 0.25 / (l * l);
}

double PipeSizing::pressureDropPa(double flowM3S, double lengthM, double innerDiameterM, double densityKgM3,
                                  double viscosityPaS, double roughnessM)
{
    if (flowM3S <= 0 || lengthM <= 0 || innerDiameterM <= 0)
        return 0.0;
    const double v = velocity(flowM3S, innerDiameterM);
    const double re = densityKgM3 * v * innerDiameterM / viscosityPaS;
    const double f = frictionFactor(re, roughnessM / innerDiameterM);
    return f * (lengthM / innerDiameterM) * densityKgM3 * v * v / 2.0;
}

} // namespace dcs
