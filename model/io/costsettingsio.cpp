#include "costsettingsio.h"
#include "inputreader.h"
#include "json/jsonfieldreader.h"
#include "spec/costinputs.h"
#include "spec/costmarkets.h"
#include <cstdio>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// Every number key with its member. Its range is the inputs registry's (for a cost input, the
// one CostInputs gives the base and both ends of its range): prices may not be negative; a
// discount rate must stay below 100 % (the annuity factor divides by it).
struct NumberKey {
    const char *name;
    double CostSettings::*member;
};
const NumberKey kNumbers[] = {
    {"gpu_utilisation", &CostSettings::gpuUtilisation},
    {"site_currency_per_usd", &CostSettings::siteCurrencyPerUsd},
    {"discount_rate_pct", &CostSettings::discountRatePct},
    {"liquid_rack_limit_kw", &CostSettings::liquidRackLimitKw},
    {"air_handler_usd_per_kw", &CostSettings::airHandlerUsdPerKw},
    {"rear_door_usd_each", &CostSettings::rearDoorUsdEach},
    {"chiller_usd_per_kw", &CostSettings::chillerUsdPerKw},
    {"heat_rejection_usd_per_kw", &CostSettings::heatRejectionUsdPerKw},
    {"chilled_water_usd_per_kw", &CostSettings::chilledWaterUsdPerKw},
    {"cdu_usd_per_kw", &CostSettings::cduUsdPerKw},
    {"dry_cooler_usd_per_kw", &CostSettings::dryCoolerUsdPerKw},
    {"liquid_piping_usd_per_rack", &CostSettings::liquidPipingUsdPerRack},
    {"cold_plate_usd_per_gpu", &CostSettings::coldPlateUsdPerGpu},
    {"ups_usd_per_kw", &CostSettings::upsUsdPerKw},
    {"switchgear_usd_per_kw", &CostSettings::switchgearUsdPerKw},
    {"generator_usd_per_kw", &CostSettings::generatorUsdPerKw},
    {"generator_unit_kw", &CostSettings::generatorUnitKw},
    {"generator_step_pct", &CostSettings::generatorStepPct},
    {"building_usd_per_kw", &CostSettings::buildingUsdPerKw},
    {"white_space_usd_per_m2", &CostSettings::whiteSpaceUsdPerM2},
    {"maintenance_air_pct", &CostSettings::maintenanceAirPct},
    {"maintenance_liquid_pct", &CostSettings::maintenanceLiquidPct},
    {"maintenance_electrical_pct", &CostSettings::maintenanceElectricalPct},
    {"maintenance_building_pct", &CostSettings::maintenanceBuildingPct},
    {"water_price_per_m3", &CostSettings::waterPricePerM3},
    {"tower_water_l_per_kwh", &CostSettings::towerWaterLPerKwh},
    {"demand_charge_per_kw_month", &CostSettings::demandChargePerKwMonth},
};

// Keys of files written before the bottom-up bill (issue 14): read and ignored, so such files
// still open; the flat facility cost per kW they held is replaced by the priced plant.
const char *const kRetired[] = {"facility_capex_usd_per_kw_air", "facility_capex_usd_per_kw_liquid",
                                "maintenance_pct_per_year"};

} // namespace

void readCostSettings(const json &o, const std::string &p, CostSettings &c, JsonFieldReader &r)
{
    const InputReader in(r, "cooling.cost");
    c.tcoYears = in.integer(o, "tco_years", p, c.tcoYears);
    c.generatorSpares = in.integer(o, "generator_spares", p, c.generatorSpares);
    for (const NumberKey &k : kNumbers)
        c.*k.member = in.number(o, k.name, p, c.*k.member);
    for (const char *retired : kRetired)
        (void)r.optNumber(o, retired, p, 0.0, 1e9, 0.0);
    // 0 leaves the factor to the market; a factor of its own is a cost input within its range.
    const auto [minFactor, maxFactor] = in.bounds("location_factor");
    c.locationFactor = r.optNumber(o, "location_factor", p, 0.0, maxFactor, c.locationFactor);
    if (c.locationFactor > 0 && c.locationFactor < minFactor) {
        char range[64];
        std::snprintf(range, sizeof range, "between %g and %g", minFactor, maxFactor);
        r.error(JsonFieldReader::child(p, "location_factor"), std::string("a location factor must be 0 (the market's) or ") + range + ".");
    }
    if (o.contains("market")) {
        const std::string market = r.optString(o, "market", p, c.market);
        if (!market.empty() && !CostMarkets::find(market)) {
            std::string known;
            for (const CostMarket &m : CostMarkets::all())
                known += (known.empty() ? "" : ", ") + m.id;
            r.error(JsonFieldReader::child(p, "market"), "unknown cost market '" + market + "'; known: " + known + ".");
        } else {
            c.market = market;
        }
    }
    c.monteCarloSamples = in.integer(o, "monte_carlo_samples", p, c.monteCarloSamples);
    c.monteCarloSeed = in.integer(o, "monte_carlo_seed", p, c.monteCarloSeed);
    const json *ranges = r.object(o, "ranges", p, false);
    if (!ranges)
        return;
    const std::string rp = JsonFieldReader::child(p, "ranges");
    c.ranges.clear();
    for (auto it = ranges->begin(); it != ranges->end(); ++it) {
        const std::string path = JsonFieldReader::child(rp, it.key());
        if (!r.expectObject(it.value(), path))
            continue;
        CostRange range;
        range.low = r.number(it.value(), "low", path, -1e12, 1e12);
        range.high = r.number(it.value(), "high", path, -1e12, 1e12);
        if (const std::string problem = CostInputs::validateRange(it.key(), range.low, range.high); !problem.empty()) {
            r.error(path, problem + ".");
            continue;
        }
        c.ranges[it.key()] = range;
    }
}

json costSettingsToJson(const CostSettings &c)
{
    json o = {{"tco_years", c.tcoYears},
              {"generator_spares", c.generatorSpares},
              {"monte_carlo_samples", c.monteCarloSamples},
              {"monte_carlo_seed", c.monteCarloSeed}};
    for (const NumberKey &k : kNumbers)
        o[k.name] = c.*k.member;
    o["location_factor"] = c.locationFactor;
    if (!c.market.empty())
        o["market"] = c.market;
    json ranges = json::object();
    for (const auto &[key, range] : c.ranges)
        ranges[key] = {{"low", range.low}, {"high", range.high}};
    o["ranges"] = ranges;
    return o;
}

} // namespace dcs
