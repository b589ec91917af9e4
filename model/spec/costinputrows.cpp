// The inputs registry's rows for cooling.cost, sorted by key (inputdescriptions.h says what
// each column is for): the keys that are not cost inputs. CostInputs describes those (prices,
// rates, the location factor) and InputDescriptions adds the two ends of each one's range.
#include "inputdescriptiontable.h"

namespace dcs {

namespace {

// key, label, unit, decimals, scale, min, max (file units; 0, 0: none), source of the default,
// [meaning (the tooltip's first line), [form label]]
constexpr InputDescription kCostRows[] = {
    {"cooling.cost.generator_spares", "Standby generators: spare units", "", 0, 1, 0, 10, "Uptime Institute Tier III: redundant (N+1) capacity components; the engine generators are the primary power",
     "Units beyond those the peak hour needs: 1 is N+1, 0 is N.", "Spare generator units"},
    {"cooling.cost.generator_step_pct", "Standby generators: load step accepted", "%", 0, 1, 5, 100, "Caterpillar C27 standby datasheet: 100 % rated load in one step per NFPA 110 (UFGS 16264A: typical of standby diesel sets)",
     "The largest load the running units accept in one step, in % of their rating. When the transfer switch closes they take the cooling plant's peak-hour power at once (the UPS walks its load in over seconds), so the fleet is sized for the larger of the peak hour and that block divided by this share. Lower it for gas engines to the maker's figure.", "Generator load step accepted"},
    {"cooling.cost.generator_unit_kw", "Standby generator: largest unit", "kW", 0, 1, 10, 100000, "Caterpillar 3516C: 2,500 ekW standby at 60 Hz, a common data-centre genset",
     "The standby fleet carries the design's peak hour on N equal units of at most this rating, plus the spare units below; the bill prices every unit installed.", "Largest generator unit"},
    {"cooling.cost.gpu_utilisation", "GPU utilisation (billed hours)", "%", 0, 100, 0.01, 1, "assumption",
     "Share of hours billed per GPU, for the cost per GPU-hour.", "GPU utilisation"},
    {"cooling.cost.market", "Construction market", "", -1, 1, 0, 0, "from the site location (Cushman & Wakefield 2025 US average; Turner & Townsend 2025-26 index)",
     "The market whose construction costs price the building and the installed cooling and electrical plant (equipment at list price is not affected). Its factor is the base of the location factor on the Cost inputs page, which may also be set there."},
    {"cooling.cost.monte_carlo_samples", "Monte Carlo samples", "", 0, 1, 0, 1e6, "studio default: 10,000 draws (0 = off)",
     "Samples of the uncertainty run over every cost input's range (0 = off)."},
    {"cooling.cost.monte_carlo_seed", "Monte Carlo seed", "", 0, 1, 0, 2e9, "reproducibility: the same seed gives the same figures",
     "Seed of the random draws: the same seed gives the same figures on every machine."},
    {"cooling.cost.site_currency_per_usd", "Exchange rate", "/USD", 4, 1, 1e-6, 1e6, "catalog prices are in USD; 1.0 for a USD site",
     "Site currency units per US dollar: converts the catalog's USD list prices."},
    {"cooling.cost.tco_years", "TCO period", "years", 0, 1, 1, 50, "assumption: a typical GPU server depreciation period",
     "Years over which capex and opex are summed and discounted; break-even is sought within them."},
};

} // namespace

std::span<const InputDescription> costInputRows()
{
    return kCostRows;
}

} // namespace dcs
