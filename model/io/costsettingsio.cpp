#include "costsettingsio.h"
#include "json/jsonfieldreader.h"
#include "spec/costinputs.h"
#include "spec/costmarkets.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// Every priced key: name, member, the range the reader accepts. Prices may not be negative; a
// discount rate must stay below 100 % (the annuity factor divides by it).
struct NumberKey {
    const char *name;
    double CostSettings::*member;
    double min;
    double max;
};
constexpr double kMaxPrice = 1e9;
const NumberKey kNumbers[] = {
    {"gpu_utilisation", &CostSettings::gpuUtilisation, 0.01, 1.0},
    {"site_currency_per_usd", &CostSettings::siteCurrencyPerUsd, 1e-6, 1e6},
    {"discount_rate_pct", &CostSettings::discountRatePct, -50.0, 99.999},
    {"liquid_rack_limit_kw", &CostSettings::liquidRackLimitKw, 1.0, 2000.0},
    {"location_factor", &CostSettings::locationFactor, 0.0, 10.0},
    {"air_handler_usd_per_kw", &CostSettings::airHandlerUsdPerKw, 0.0, kMaxPrice},
    {"rear_door_usd_each", &CostSettings::rearDoorUsdEach, 0.0, kMaxPrice},
    {"chiller_usd_per_kw", &CostSettings::chillerUsdPerKw, 0.0, kMaxPrice},
    {"heat_rejection_usd_per_kw", &CostSettings::heatRejectionUsdPerKw, 0.0, kMaxPrice},
    {"chilled_water_usd_per_kw", &CostSettings::chilledWaterUsdPerKw, 0.0, kMaxPrice},
    {"cdu_usd_per_kw", &CostSettings::cduUsdPerKw, 0.0, kMaxPrice},
    {"dry_cooler_usd_per_kw", &CostSettings::dryCoolerUsdPerKw, 0.0, kMaxPrice},
    {"liquid_piping_usd_per_rack", &CostSettings::liquidPipingUsdPerRack, 0.0, kMaxPrice},
    {"cold_plate_usd_per_gpu", &CostSettings::coldPlateUsdPerGpu, 0.0, kMaxPrice},
    {"ups_usd_per_kw", &CostSettings::upsUsdPerKw, 0.0, kMaxPrice},
    {"switchgear_usd_per_kw", &CostSettings::switchgearUsdPerKw, 0.0, kMaxPrice},
    {"generator_usd_per_kw", &CostSettings::generatorUsdPerKw, 0.0, kMaxPrice},
    {"generator_unit_kw", &CostSettings::generatorUnitKw, 10.0, 100000.0},
    {"generator_step_pct", &CostSettings::generatorStepPct, 5.0, 100.0},
    {"building_usd_per_kw", &CostSettings::buildingUsdPerKw, 0.0, kMaxPrice},
    {"white_space_usd_per_m2", &CostSettings::whiteSpaceUsdPerM2, 0.0, kMaxPrice},
    {"maintenance_air_pct", &CostSettings::maintenanceAirPct, 0.0, 100.0},
    {"maintenance_liquid_pct", &CostSettings::maintenanceLiquidPct, 0.0, 100.0},
    {"maintenance_electrical_pct", &CostSettings::maintenanceElectricalPct, 0.0, 100.0},
    {"maintenance_building_pct", &CostSettings::maintenanceBuildingPct, 0.0, 100.0},
    {"water_price_per_m3", &CostSettings::waterPricePerM3, 0.0, kMaxPrice},
    {"tower_water_l_per_kwh", &CostSettings::towerWaterLPerKwh, 0.0, 100.0},
    {"demand_charge_per_kw_month", &CostSettings::demandChargePerKwMonth, 0.0, kMaxPrice},
};

// Keys of files written before the bottom-up bill (issue 14): read and ignored, so such files
// still open; the flat facility cost per kW they held is replaced by the priced plant.
const char *const kRetired[] = {"facility_capex_usd_per_kw_air", "facility_capex_usd_per_kw_liquid",
                                "maintenance_pct_per_year"};

} // namespace

void readCostSettings(const json &o, const std::string &p, CostSettings &c, JsonFieldReader &r)
{
    c.tcoYears = r.optInteger(o, "tco_years", p, 1, 50, c.tcoYears);
    c.generatorSpares = r.optInteger(o, "generator_spares", p, 0, 10, c.generatorSpares);
    for (const NumberKey &k : kNumbers)
        c.*k.member = r.optNumber(o, k.name, p, k.min, k.max, c.*k.member);
    for (const char *retired : kRetired)
        (void)r.optNumber(o, retired, p, 0.0, 1e9, 0.0);
    // 0 leaves the factor to the market; a factor of its own is a cost input (0.1-10).
    if (c.locationFactor > 0 && c.locationFactor < 0.1)
        r.error(JsonFieldReader::child(p, "location_factor"),
                "a location factor must be 0 (the market's) or between 0.1 and 10.");
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
    c.monteCarloSamples = r.optInteger(o, "monte_carlo_samples", p, 0, 1'000'000, c.monteCarloSamples);
    c.monteCarloSeed = r.optInteger(o, "monte_carlo_seed", p, 0, 2'000'000'000, c.monteCarloSeed);
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
    if (!c.market.empty())
        o["market"] = c.market;
    json ranges = json::object();
    for (const auto &[key, range] : c.ranges)
        ranges[key] = {{"low", range.low}, {"high", range.high}};
    o["ranges"] = ranges;
    return o;
}

} // namespace dcs
