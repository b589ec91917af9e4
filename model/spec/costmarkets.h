#pragma once
#include <string>
#include <vector>

namespace dcs {

struct CoolingSettings;
struct Site;

// A construction market of a published cost index (issue 32 item 2): what building the same
// data centre costs there against the US average our USD unit prices stand for.
// The factor multiplies the installed prices of the building and the cooling and electrical
// plants (labour and construction); equipment bought at list price (IT, racks, PDUs, rear doors,
// cold plates) is traded globally and keeps its price (docs/cost.md).
struct CostMarket {
    std::string id;                  // "northern-virginia", "singapore", ...
    std::string name;                // "Northern Virginia"
    double usdPerWatt = 0;           // the index's build cost per W of IT
    double factor = 1.0;             // usdPerWatt / the US average (11.7)
    std::vector<std::string> match;  // lower-case fragments of a site location ("ashburn", ", va")
    std::string climateId;           // the climate profile of the same place, if any
    std::string source;              // index, edition and figure
    // A sourced range of the factor where the index gives one (the US markets at the US average:
    // the guide's cheapest and dearest market); 0 = none, the caller takes its own spread.
    double lowFactor = 0;
    double highFactor = 0;
};

namespace CostMarkets {
const std::vector<CostMarket> &all();
const CostMarket *find(const std::string &id);
// Northern Virginia at the US average: the market of the default unit prices, factor 1.
const CostMarket &reference();
// The design's market: cooling.cost.market when set; else the one whose place the site location
// names (as the climate profile is found), else the market of the climate profile in use; else
// Northern Virginia. `how` says which: "setting", "site location", "climate", "fallback".
const CostMarket &resolve(const Site &site, const CoolingSettings &cooling, std::string *how = nullptr);
// The location factor the cost verdict uses: cooling.cost.location_factor when the user set one
// (above 0), else the resolved market's.
double factor(const Site &site, const CoolingSettings &cooling);
}

} // namespace dcs
