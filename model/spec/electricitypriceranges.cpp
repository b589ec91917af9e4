#include "electricitypriceranges.h"
#include <algorithm>
#include <cctype>

namespace dcs {

namespace {

struct Row {
    const char *currency;
    ElectricityPriceRange range;
};

// From the published statistics named in each source (looked up 2026-12; docs/cost.md,
// "Electricity price ranges"). Low and high are the cheapest and dearest figures found for
// business consumers, not tuned to any design.
constexpr Row kRows[] = {
    {"USD", {0.058, 0.239,
             "US EIA Electric Power Annual 2023, average price by state: industrial 5.75 ¢/kWh (New Mexico) to "
             "commercial 23.9 ¢/kWh (California); US industrial average 8.06 ¢/kWh"}},
    {"EUR", {0.05, 0.28,
             "Eurostat nrg_pc_205, non-household, excluding VAT: Finland band IC 0.093 EUR/kWh (2024 H1; large "
             "Finnish industry about 0.05, UK DESNZ comparison) to Ireland 0.256 (2024 H1) and Cyprus 0.276 (2023 H2); "
             "EU average band IC 0.19"}},
    {"GBP", {0.18, 0.30,
             "UK DESNZ Quarterly Energy Prices, table 5.4.1: very large users 22.3 p/kWh, large users 25.3 p/kWh "
             "(2024-25); ends assumption around them"}},
    {"SGD", {0.20, 0.35,
             "SP Group low-tension tariff 28.7-29.9 ¢/kWh before GST (Q4 2023 - Q1 2024); high-tension contract "
             "prices unpublished, ends assumption around the tariff"}},
};

} // namespace

std::string ElectricityPriceRanges::code(const std::string &currency)
{
    std::string out;
    for (const char c : currency)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::optional<ElectricityPriceRange> ElectricityPriceRanges::forCurrency(const std::string &currency)
{
    const std::string wanted = code(currency);
    const auto *row = std::find_if(std::begin(kRows), std::end(kRows), [&](const Row &r) { return wanted == r.currency; });
    if (row == std::end(kRows))
        return std::nullopt;
    return row->range;
}

} // namespace dcs
