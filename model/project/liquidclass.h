#pragma once
#include <array>
#include <limits>
#include <optional>
#include <string>

namespace dcs {

// ASHRAE TC 9.9 liquid-cooling classes (issue 34 item 2): the facility-water supply temperature
// the liquid-cooled IT and the plant are designed for. ASHRAE TC 9.9, "Emergence and Expansion of
// Liquid Cooling in Mainstream Data Centers" (2021) and Thermal Guidelines for Data Processing
// Environments, 5th ed. (2021), liquid-cooling chapter: W17, W27, W32, W40 and W45 name the
// highest facility supply in °C, W+ is above 45 °C (the 2011 whitepaper's W1-W5 renamed by their
// limit). A class holds every supply up to its limit: a W40 plant may run at 32 °C, a W27 one not.
// Auto: the lowest class that holds the facility supply (cooling.liquid.supply_c).
enum class LiquidClass { Auto, W17, W27, W32, W40, W45, WPlus };

struct LiquidClassInfo {
    LiquidClass value;
    const char *name;  // the file word: "auto", "W17" ... "W+"
    double maxSupplyC; // highest facility supply in the class; +inf for W+
};

inline constexpr std::array<LiquidClassInfo, 7> kLiquidClasses{{
    {LiquidClass::Auto, "auto", std::numeric_limits<double>::infinity()},
    {LiquidClass::W17, "W17", 17.0},
    {LiquidClass::W27, "W27", 27.0},
    {LiquidClass::W32, "W32", 32.0},
    {LiquidClass::W40, "W40", 40.0},
    {LiquidClass::W45, "W45", 45.0},
    {LiquidClass::WPlus, "W+", std::numeric_limits<double>::infinity()},
}};

inline const LiquidClassInfo &liquidClassInfo(LiquidClass c)
{
    for (const LiquidClassInfo &i : kLiquidClasses)
        if (i.value == c)
            return i;
    return kLiquidClasses[0];
}

inline std::optional<LiquidClass> liquidClassFromName(const std::string &name)
{
    for (const LiquidClassInfo &i : kLiquidClasses)
        if (name == i.name)
            return i.value;
    return std::nullopt;
}

// The lowest class whose limit is at or above the supply (32 °C: W32; 33 °C: W40; 46 °C: W+).
inline LiquidClass lowestLiquidClassFor(double facilitySupplyC)
{
    for (const LiquidClassInfo &i : kLiquidClasses)
        if (i.value != LiquidClass::Auto && facilitySupplyC <= i.maxSupplyC)
            return i.value;
    return LiquidClass::WPlus;
}

// The class in force: the chosen one, or for Auto the lowest that holds the supply.
inline LiquidClass resolvedLiquidClass(LiquidClass chosen, double facilitySupplyC)
{
    return chosen == LiquidClass::Auto ? lowestLiquidClassFor(facilitySupplyC) : chosen;
}

} // namespace dcs
