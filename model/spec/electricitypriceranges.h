#pragma once
#include <optional>
#include <string>

namespace dcs {

// Sourced ranges of the electricity price a large non-household consumer pays, per currency
// (issue 30 item 8: a Dublin price of 0.22 EUR/kWh was flagged against a US-only range). Prices
// per kWh in that currency, excluding VAT where the statistics do.
struct ElectricityPriceRange {
    double low = 0;
    double high = 0;
    const char *source = "";
};

namespace ElectricityPriceRanges {
// The range for an ISO 4217 code ("EUR", any case, spaces ignored), or nothing where no
// statistics were found: the caller then converts the US range at the site's exchange rate.
std::optional<ElectricityPriceRange> forCurrency(const std::string &currency);
// The code as the table spells it: upper case, no spaces ("eur " -> "EUR").
std::string code(const std::string &currency);
}

} // namespace dcs
