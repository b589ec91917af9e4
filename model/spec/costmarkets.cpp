#include "costmarkets.h"
#include "project/coolingsettings.h"
#include "project/site.h"
#include <algorithm>
#include <cctype>

namespace dcs {

namespace {

// Lower-case words separated by single spaces, with a space at each end: " ashburn va ". A
// fragment matches whole words only, so "india" does not match "Indianapolis" nor "uk" "Ukraine".
std::string words(const std::string &s)
{
    std::string out = " ";
    for (const char ch : s) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (std::isalnum(c) || c >= 0x80)  // UTF-8 letters (Zürich) stay part of their word
            out += char(std::tolower(c));
        else if (out.back() != ' ')
            out += ' ';
    }
    if (out.back() != ' ')
        out += ' ';
    return out;
}

// Build cost per W of IT, from the published indices named in each source (looked up 2026-12).
// The reference, our USD unit prices, is the US market average of Cushman & Wakefield's Data
// Center Development Cost Guide 2025 (19 US markets, 9.3-15.0 M USD per MW, average 11.7); the
// guide's per-market US figures could not be read, so every US market without its own figure
// stands at the average (factor 1). Other markets: Turner & Townsend's Data Centre Construction
// Cost Index 2025-26 (52 markets, USD per W) and Cushman & Wakefield's Asia-Pacific guide 2025.
// The two publishers price slightly different scopes (C&W excludes owner-furnished equipment,
// land and soft costs), so a factor across them is a first estimate (docs/cost.md, Location).
constexpr const char *kUsAverage =
    "Cushman & Wakefield Data Center Development Cost Guide 2025: 19 US markets, 9.3 (San Antonio) to 15.0 (Reno) "
    "M USD per MW of critical load, average 11.7; the market's own figure is not given in the guide's summary, so the US average";
constexpr const char *kTurner = "Turner & Townsend Data Centre Construction Cost Index 2025-26 (52 markets): ";
constexpr double kReferenceUsdPerW = 11.7;
constexpr double kUsLowUsdPerW = 9.3;    // San Antonio, the guide's cheapest US market
constexpr double kUsHighUsdPerW = 15.0;  // Reno, its dearest

// {id, name, USD per W, location fragments, climate profile id, source}
struct MarketRow {
    const char *id;
    const char *name;
    double usdPerWatt;
    std::vector<std::string> match;
    const char *climateId;
    std::string source;
};

// "source (note)". Built by appending: GCC 12 warns (-Warray-bounds, a false positive) on
// std::string(literal) + literal inside the braced rows below.
std::string sourceWithNote(const char *source, const char *note)
{
    std::string s = source;
    s.append(" (").append(note).append(")");
    return s;
}

std::vector<MarketRow> marketRows()
{
    const std::string t = kTurner;
    return {
        {"northern-virginia", "Northern Virginia (US average)", kReferenceUsdPerW,
         {"ashburn", "virginia", ", va", "loudoun", "washington"}, "ashburn-va", kUsAverage},
        {"dallas", "Dallas (US average)", kReferenceUsdPerW, {"dallas", "fort worth", "texas", ", tx"}, "dallas-tx",
         sourceWithNote(kUsAverage, "the guide puts Dallas among its three cheapest markets")},
        {"phoenix", "Phoenix (US average)", kReferenceUsdPerW, {"phoenix", "arizona", ", az", "mesa"}, "phoenix-az", kUsAverage},
        {"portland", "Portland / Hillsboro (US average)", kReferenceUsdPerW, {"portland", "hillsboro", "oregon", ", or"},
         "portland-or", kUsAverage},
        {"silicon-valley", "Silicon Valley", 13.3, {"silicon valley", "san jose", "santa clara", "san francisco"}, "",
         t + "Silicon Valley USD 13.3 per W"},
        {"tokyo", "Tokyo", 15.2, {"tokyo", "japan"}, "tokyo", t + "Tokyo USD 15.2 per W (15.15), the dearest market"},
        {"osaka", "Osaka", 14.1, {"osaka"}, "", t + "Osaka USD 14.1 per W (14.12)"},
        {"singapore", "Singapore", 14.5, {"singapore"}, "singapore", t + "Singapore USD 14.5 per W (14.53, from 13.8 in 2024)"},
        {"zurich", "Zurich", 14.2, {"zurich", "zürich", "switzerland"}, "", t + "Zurich USD 14.2 per W"},
        {"london", "London", 12.0, {"london", "slough", "united kingdom", ", uk"}, "", t + "London USD 12.0 per W"},
        {"frankfurt", "Frankfurt", 11.6, {"frankfurt", "germany"}, "frankfurt", t + "Frankfurt USD 11.6 per W"},
        {"kuala-lumpur", "Kuala Lumpur", 11.37, {"kuala lumpur", "malaysia", "johor", "selangor"}, "",
         t + "Kuala Lumpur USD 11.37 per W"},
        {"mumbai", "Mumbai", 6.64, {"mumbai", "india"}, "", t + "Mumbai USD 6.64 per W, 51st of 52"},
        {"sydney", "Sydney (Australia)", 9.63, {"sydney", "melbourne", "australia"}, "sydney",
         "Cushman & Wakefield Asia-Pacific Data Centre Construction Cost Guide 2025: Australia USD 9.63 M per MW"},
        {"auckland", "Auckland (New Zealand)", 9.3, {"auckland", "new zealand"}, "",
         "Cushman & Wakefield Asia-Pacific Data Centre Construction Cost Guide 2025: New Zealand USD 9.3 M per MW (mid)"},
    };
}

// The markets of the index, factors against the reference (docs/cost.md, "Location").
std::vector<CostMarket> costMarkets()
{
    std::vector<CostMarket> m;
    for (MarketRow &r : marketRows()) {
        const bool usAverage = r.usdPerWatt == kReferenceUsdPerW;
        m.push_back({r.id, r.name, r.usdPerWatt, r.usdPerWatt / kReferenceUsdPerW, std::move(r.match), r.climateId,
                     std::move(r.source), usAverage ? kUsLowUsdPerW / kReferenceUsdPerW : 0.0,
                     usAverage ? kUsHighUsdPerW / kReferenceUsdPerW : 0.0});
    }
    return m;
}

} // namespace

const std::vector<CostMarket> &CostMarkets::all()
{
    static const std::vector<CostMarket> table = costMarkets();
    return table;
}

const CostMarket *CostMarkets::find(const std::string &id)
{
    for (const CostMarket &m : all())
        if (m.id == id)
            return &m;
    return nullptr;
}

const CostMarket &CostMarkets::reference() { return all().front(); }

const CostMarket &CostMarkets::resolve(const Site &site, const CoolingSettings &cooling, std::string *how)
{
    auto say = [how](const char *w) {
        if (how)
            *how = w;
    };
    if (const CostMarket *m = find(cooling.cost.market); m && !cooling.cost.market.empty()) {
        say("setting");
        return *m;
    }
    // The market named first in the location: "Osaka, Japan" is Osaka, not Tokyo (also "japan").
    const std::string location = words(site.location);
    const CostMarket *named = nullptr;
    size_t first = std::string::npos;
    for (const CostMarket &m : all())
        for (const std::string &fragment : m.match)
            if (const size_t at = location.find(words(fragment)); at != std::string::npos && (!named || at < first)) {
                named = &m;
                first = at;
            }
    if (named) {
        say("site location");
        return *named;
    }
    // The climate chosen by id (the location named no market): the market of the same place.
    if (!cooling.climateProfileId.empty())
        for (const CostMarket &m : all())
            if (!m.climateId.empty() && m.climateId == cooling.climateProfileId) {
                say("climate");
                return m;
            }
    say("fallback");
    return reference();
}

double CostMarkets::factor(const Site &site, const CoolingSettings &cooling)
{
    return cooling.cost.locationFactor > 0 ? cooling.cost.locationFactor : resolve(site, cooling).factor;
}

} // namespace dcs
