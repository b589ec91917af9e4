#pragma once
#include "project/coolingsettings.h"
#include <array>
#include <vector>

namespace dcs {

struct ArchitectureResult;
struct HourlyClimate;

// The physics of the cooling plant and the power chain, hour by hour (issue 4 section 3;
// REFERENCE.md 3). Every coefficient comes from CoolingSettings.
class PlantModel
{
public:
    // Economizer share of the heat at outdoor temperature t: 1 at or below tFull (supply minus
    // approach), 0 at or above tNone (return minus approach), linear in between (the
    // economizer pre-cools the return water/air and the chiller trims the rest).
    static double freeFraction(double t, double tFull, double tNone);
    // Chiller COP at condensing-side outdoor temperature t (wet-bulb with a cooling tower,
    // dry-bulb with dry coolers): the rated COP changed by copChangePerK per K below/above the
    // rating temperature, clamped to [chillerCopMin, chillerCopMax].
    static double chillerCop(const AirPlantSettings &a, double tCond);
    // Schneider WP 113: loss = rating x (noLoad + proportional x + squareLaw x^2) at load
    // fraction x; efficiency = x / (x + loss fraction).
    static double efficiency(const ChainLoss &c, double loadFraction);
    // Loss of one device per W of its output at its configured load fraction.
    static double lossPerOutputW(const ChainLoss &c);
    // Total transformer + UPS + PDU loss for an IT load (PDU feeds IT, the UPS feeds the
    // PDUs, the transformer feeds the UPS).
    static double chainLossW(const PowerChainSettings &p, double itW);
    // The UPS's loss curve in its mode: eco mode loses a third of double conversion.
    static ChainLoss upsLoss(const PowerChainSettings &p);
    static constexpr double kEcoModeLossShare = 1.0 / 3.0;  // Galaxy VX manual 990-5452 (coolingsettings.h)

    struct Hour {
        double coolingW = 0;
        int mode = 0;  // 0 free, 1 partial, 2 mechanical (the loops that carry heat together)
        double airFree = 0;     // each loop's economizer share this hour, heat or not
        double liquidFree = 0;
    };
    // Cooling power for constant air and liquid heat at one hour's outdoor conditions.
    static Hour hour(const CoolingSettings &s, double airHeatW, double liquidHeatW, double dryBulbC, double wetBulbC);

    // Units of `unitW` capacity to carry `loadW` with redundancy r: N units, N+1 one more, 2N
    // twice as many (usable capacity as the cooling engine counts it). 0 without load.
    static int unitsFor(double loadW, double unitW, CoolingRedundancy r);

    // hour() is linear in the air and the liquid heat, so a year of it is a few sums over the
    // hours: the chiller's share (1 - free fraction) / COP of each hour, for the air plant and
    // for the liquid plant's trim chiller. The cost engine prices energy from these (docs/cost.md).
    struct MechanicalHours {
        double air = 0;            // sum over hours of (1 - f_air) / COP  [h]
        double liquid = 0;         // sum over hours of (1 - f_liquid) / COP  [h]
        double liquidPeakTrim = 0; // the largest (1 - f_liquid) of the year: trim chiller size
        // (1 - f) / COP of each plant at two watched hours (the cost verdict watches each
        // architecture's peak hour: switchgear, generators and demand charges follow it).
        std::array<double, 2> airAt{};
        std::array<double, 2> liquidAt{};
    };
    static MechanicalHours mechanicalHours(const CoolingSettings &s, const HourlyClimate &climate);
    // The same sums on a grid, in one pass over the year: entry [i x byEconomizer.size() + j]
    // takes the chiller COP of byChiller[i] (its rated COP and curve) and the free fractions of
    // byEconomizer[j] (its setpoints and approaches). The cost verdict's tornado and Monte Carlo
    // run read 81 such years; per hour the COPs and the free fractions are computed once each.
    static std::vector<MechanicalHours> mechanicalHoursTable(const std::vector<CoolingSettings> &byChiller,
                                                             const std::vector<CoolingSettings> &byEconomizer,
                                                             const HourlyClimate &climate,
                                                             std::array<int, 2> watchedHours = {0, 0});

    // Fills the annual, monthly and peak figures of `r` (whose loads are set) over `climate`.
    static void simulateYear(const CoolingSettings &s, const HourlyClimate &climate, double hallAreaM2,
                             double pricePerKwh, double co2KgPerKwh, ArchitectureResult &r);
};

} // namespace dcs
