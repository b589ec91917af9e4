#include "plantmodel.h"
#include "climate/hourlyclimate.h"
#include "coolingresult.h"
#include <algorithm>
#include <cmath>

namespace dcs {

double PlantModel::freeFraction(double t, double tFull, double tNone)
{
    if (t <= tFull)
        return 1.0;
    if (t >= tNone || tNone <= tFull)
        return 0.0;
    return (tNone - t) / (tNone - tFull);
}

double PlantModel::chillerCop(const AirPlantSettings &a, double tCond)
{
    const double cop = a.chillerCop * (1.0 + a.copChangePerK * (a.chillerRatingOutdoorC - tCond));
    return std::clamp(cop, a.chillerCopMin, std::max(a.chillerCopMin, a.chillerCopMax));
}

double PlantModel::efficiency(const ChainLoss &c, double x)
{
    if (x <= 0)
        return 0.0;
    return x / (x + c.noLoad + c.proportional * x + c.squareLaw * x * x);
}

double PlantModel::lossPerOutputW(const ChainLoss &c)
{
    const double x = c.loadFraction;
    return (c.noLoad + c.proportional * x + c.squareLaw * x * x) / x;  // rating = output / x
}

ChainLoss PlantModel::upsLoss(const PowerChainSettings &p)
{
    if (p.upsMode == UpsMode::DoubleConversion)
        return p.ups;
    ChainLoss eco = p.ups;
    eco.noLoad *= kEcoModeLossShare;
    eco.proportional *= kEcoModeLossShare;
    eco.squareLaw *= kEcoModeLossShare;
    return eco;
}

double PlantModel::chainLossW(const PowerChainSettings &p, double itW)
{
    const double pduIn = itW * (1.0 + lossPerOutputW(p.pdu));
    const double upsIn = pduIn * (1.0 + lossPerOutputW(upsLoss(p)));
    const double txIn = upsIn * (1.0 + lossPerOutputW(p.transformer));
    return txIn - itW;
}

int PlantModel::unitsFor(double loadW, double unitW, CoolingRedundancy r)
{
    if (loadW <= 0 || unitW <= 0)
        return 0;
    const int n = std::max(1, int(std::ceil(loadW / unitW - 1e-9)));
    switch (r) {
    case CoolingRedundancy::N: return n;
    case CoolingRedundancy::NPlus1: return n + 1;
    case CoolingRedundancy::TwoN: return 2 * n;
    }
    return n;
}

namespace {
// The free fractions of hour() for one hour, and the chiller COP.
struct HourShares {
    double airFree = 0, liquidFree = 0, cop = 1;
};
HourShares sharesOf(const CoolingSettings &s, double db, double wb)
{
    const AirPlantSettings &a = s.air;
    const LiquidPlantSettings &l = s.liquid;
    const double tCond = a.heatRejection == HeatRejection::CoolingTower ? wb : db;
    HourShares h;
    h.cop = PlantModel::chillerCop(a, tCond);
    if (a.economizer == Economizer::WaterSide)
        h.airFree = PlantModel::freeFraction(tCond, a.chilledWaterSupplyC - a.economizerApproachK,
                                             a.chilledWaterSupplyC + a.chilledWaterRiseK - a.economizerApproachK);
    else if (a.economizer == Economizer::AirSide)
        h.airFree = PlantModel::freeFraction(db, a.supplyAirC - a.economizerApproachK,
                                             a.supplyAirC + a.returnAirRiseK - a.economizerApproachK);
    // The warm-water loop against its own heat rejection (issue 30): 40 C water to dry coolers
    // is free whenever the dry-bulb is 5 K below it, whatever the chilled-water plant does.
    const double tLoop = l.heatRejection == HeatRejection::CoolingTower ? wb : db;
    h.liquidFree = PlantModel::freeFraction(tLoop, l.supplyC - l.dryCoolerApproachK, l.supplyC + l.riseK - l.dryCoolerApproachK);
    return h;
}
} // namespace

PlantModel::MechanicalHours PlantModel::mechanicalHours(const CoolingSettings &s, const HourlyClimate &c)
{
    return mechanicalHoursTable({s}, {s}, c).front();
}

std::vector<PlantModel::MechanicalHours> PlantModel::mechanicalHoursTable(const std::vector<CoolingSettings> &byChiller,
                                                                          const std::vector<CoolingSettings> &byEconomizer,
                                                                          const HourlyClimate &c, std::array<int, 2> watched)
{
    // Every point of the year: its hours, then the design conditions (which join the peaks and
    // the watched points, never the sums).
    const size_t points = size_t(c.points());
    constexpr size_t kYearHours = HourlyClimate::kHours;
    const size_t m = byChiller.size(), n = byEconomizer.size();
    std::vector<double> inverseCop(m * points), airShare(n * points), liquidShare(n * points);
    const bool wet = !c.wetBulbC.empty();
    for (size_t h = 0; h < points; ++h) {
        const double db = c.dryBulbC[h], wb = wet ? c.wetBulbC[h] : db;
        for (size_t i = 0; i < m; ++i)
            inverseCop[i * points + h] = 1.0 / sharesOf(byChiller[i], db, wb).cop;
        for (size_t j = 0; j < n; ++j) {
            const HourShares shares = sharesOf(byEconomizer[j], db, wb);
            airShare[j * points + h] = 1.0 - shares.airFree;
            liquidShare[j * points + h] = 1.0 - shares.liquidFree;
        }
    }
    std::vector<MechanicalHours> table(m * n);
    for (size_t j = 0; j < n; ++j) {
        const double *air = &airShare[j * points], *liquid = &liquidShare[j * points];
        const double peak = *std::max_element(liquid, liquid + points);
        for (size_t i = 0; i < m; ++i) {
            const double *inv = &inverseCop[i * points];
            MechanicalHours &t = table[i * n + j];
            for (size_t h = 0; h < kYearHours; ++h) {
                t.air += air[h] * inv[h];
                t.liquid += liquid[h] * inv[h];
            }
            t.liquidPeakTrim = peak;
            for (size_t k = 0; k < watched.size(); ++k) {
                const size_t h = size_t(std::clamp(watched[k], 0, int(points) - 1));
                t.airAt[k] = air[h] * inv[h];
                t.liquidAt[k] = liquid[h] * inv[h];
            }
        }
    }
    return table;
}

PlantModel::Hour PlantModel::hour(const CoolingSettings &s, double airW, double liquidW, double db, double wb)
{
    const AirPlantSettings &a = s.air;
    const LiquidPlantSettings &l = s.liquid;
    const HourShares shares = sharesOf(s, db, wb);
    const double cop = shares.cop;
    Hour h;
    h.airFree = shares.airFree;
    h.liquidFree = shares.liquidFree;
    bool anyMechanical = false, allFree = true;
    if (airW > 0) {
        // Air side: CRAH fans move the IT air heat; their own power is heat in the same air.
        const double fans = airW * a.fanWPerKw / 1000.0;
        const double q = airW + fans;
        const double f = shares.airFree;
        const double chiller = q * (1.0 - f) / cop;
        const double pumps = q * a.pumpWPerKw / 1000.0;
        const double reject = (q + chiller) * a.heatRejectionWPerKw / 1000.0;
        h.coolingW += fans + chiller + pumps + reject;
        anyMechanical = anyMechanical || f <= 0.0;
        allFree = allFree && f >= 1.0;
    }
    if (liquidW > 0) {
        // Liquid side: warm water to dry coolers (dry-bulb); a trim chiller on the same plant
        // takes what the dry coolers cannot reach.
        const double f = shares.liquidFree;
        const double trim = liquidW * (1.0 - f) / cop;
        const double pumps = liquidW * l.cduPumpWPerKw / 1000.0;
        const double fans = (liquidW + trim) * l.dryCoolerFanWPerKw / 1000.0;
        h.coolingW += trim + pumps + fans;
        anyMechanical = anyMechanical || f <= 0.0;
        allFree = allFree && f >= 1.0;
    }
    h.mode = allFree ? 0 : (anyMechanical ? 2 : 1);
    return h;
}

namespace {
// One hour of a loop by its free fraction: free at 1, mechanical at 0, partial between.
void countLoopHour(LoopHours &loop, double freeFraction)
{
    if (!loop.carriesHeat)
        return;
    (freeFraction >= 1.0 ? loop.free : freeFraction <= 0.0 ? loop.mechanical : loop.partial)++;
}
} // namespace

void PlantModel::simulateYear(const CoolingSettings &s, const HourlyClimate &c, double hallAreaM2, double price,
                              double co2, ArchitectureResult &r)
{
    r.distributionLossW = chainLossW(s.powerChain, r.itPowerW);
    r.upsEfficiency = efficiency(upsLoss(s.powerChain), s.powerChain.ups.loadFraction);
    r.chainEfficiency = r.itPowerW > 0 ? r.itPowerW / (r.itPowerW + r.distributionLossW) : 0.0;
    r.otherW = s.lightingOtherWPerM2 * hallAreaM2;
    const double fixedW = r.itPowerW + r.distributionLossW + r.otherW;
    const bool wet = !c.wetBulbC.empty();
    std::array<double, 12> coolingWh{}, hoursInMonth{};
    double coolingTotalWh = 0, peakW = -1;
    r.freeCoolingHours = r.partialHours = r.mechanicalHours = 0;
    r.airLoop = {r.airHeatW > 0};
    r.liquidLoop = {r.liquidHeatW > 0};
    r.yearPeakFacilityPowerW = -1;
    for (int i = 0; i < c.points(); ++i) {
        const double db = c.dryBulbC[size_t(i)], wb = wet ? c.wetBulbC[size_t(i)] : db;
        const Hour h = hour(s, r.airHeatW, r.liquidHeatW, db, wb);
        // Liquid-to-air CDUs run their fans and pumps whatever the weather (their heat is in airHeatW).
        const double coolingW = h.coolingW + r.roomAirCduPowerW;
        if (coolingW + fixedW > peakW) {
            peakW = coolingW + fixedW;
            r.peakHour = i;
            r.peakDryBulbC = db;
            r.peakWetBulbC = wb;
        }
        if (HourlyClimate::isDesignPoint(i))
            continue;  // a design condition sizes the plant; it is not an hour of the year
        if (coolingW + fixedW > r.yearPeakFacilityPowerW) {
            r.yearPeakFacilityPowerW = coolingW + fixedW;
            r.yearPeakHour = i;
        }
        coolingTotalWh += coolingW;
        coolingWh[c.month[size_t(i)]] += coolingW;
        hoursInMonth[c.month[size_t(i)]] += 1.0;
        (h.mode == 0 ? r.freeCoolingHours : h.mode == 1 ? r.partialHours : r.mechanicalHours)++;
        countLoopHour(r.airLoop, h.airFree);
        countLoopHour(r.liquidLoop, h.liquidFree);
    }
    r.yearPeakFacilityPowerW = std::max(0.0, r.yearPeakFacilityPowerW);
    r.peakBasis = HourlyClimate::isDesignPoint(r.peakHour) ? c.designPointLabels[size_t(r.peakHour - HourlyClimate::kHours)]
                                                           : std::string("year's peak hour");
    const double hours = HourlyClimate::kHours;
    r.annualItKwh = r.itPowerW * hours / 1000.0;
    r.annualCoolingKwh = coolingTotalWh / 1000.0;
    r.annualDistributionLossKwh = r.distributionLossW * hours / 1000.0;
    r.annualOtherKwh = r.otherW * hours / 1000.0;
    r.annualFacilityKwh = r.annualItKwh + r.annualCoolingKwh + r.annualDistributionLossKwh + r.annualOtherKwh;
    const bool hasIt = r.annualItKwh > 0;
    r.pue = hasIt ? r.annualFacilityKwh / r.annualItKwh : 0.0;
    r.ppueCooling = hasIt ? (r.annualItKwh + r.annualCoolingKwh) / r.annualItKwh : 0.0;
    r.ppueDistribution = hasIt ? (r.annualItKwh + r.annualDistributionLossKwh) / r.annualItKwh : 0.0;
    for (int m = 0; m < 12; ++m) {
        r.monthlyFacilityKwh[m] = (fixedW * hoursInMonth[m] + coolingWh[m]) / 1000.0;
        r.monthlyPue[m] = hasIt && hoursInMonth[m] > 0 ? r.monthlyFacilityKwh[m] * 1000.0 / (r.itPowerW * hoursInMonth[m]) : 0.0;
    }
    r.peakFacilityPowerW = std::max(0.0, peakW);
    r.peakPue = r.itPowerW > 0 ? r.peakFacilityPowerW / r.itPowerW : 0.0;
    r.annualEnergyCost = r.annualFacilityKwh * price;
    r.annualCo2Kg = r.annualFacilityKwh * co2;
}

} // namespace dcs
