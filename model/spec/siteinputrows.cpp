// The inputs registry's rows for site and power_settings, sorted by key (inputdescriptions.h
// says what each column is for). The Site and Cooling dialog's first page and the Power
// settings dialog show these; a row whose label and unit are nullptr completes a cost input
// (CostInputs has its label, unit and range).
#include "inputdescriptiontable.h"

namespace dcs {

namespace {

// key, label, unit, decimals, scale, min, max (file units; 0, 0: none), source of the default,
// [meaning (the tooltip's first line), [form label]]
constexpr InputDescription kSiteRows[] = {
    {"power_settings.continuous_derating", "NEC continuous-load derating", "", -1, 1, 0, 0, "NEC 210.19/215.2: continuous loads at 80 % of the rating; none for IEC sites",
     "Usable share of breaker and PDU input ratings for continuous loads: 80 % under the US NEC; 100 % where ratings are continuous (REFERENCE 1.5).", "Continuous derating"},
    {"power_settings.design_load", "Design load basis", "", -1, 1, 0, 0, "assumption: nameplate maximum, the safe default for sizing",
     "What a device is assumed to draw. Nameplate maximum is the safe default for sizing breakers; typical draw suits energy estimates (REFERENCE 1.1).", "Design load"},
    {"power_settings.imbalance_min_utilisation", "Imbalance warned above PDU load", "%", 0, 100, 0, 1, "assumption: 25 %; one server on an empty PDU is harmless",
     "Imbalance is only warned on a PDU whose worst line is loaded at least this much: one server on an empty PDU is harmless.", "Imbalance only above"},
    {"power_settings.imbalance_threshold_pct", "Phase imbalance warning", "%", 0, 1, 1, 100, "assumption: 20 % (NEMA MG-1 imbalance definition)",
     "Warn when a PDU's NEMA phase imbalance (max deviation from the mean / mean) exceeds this.", "Imbalance threshold"},
    {"power_settings.load_factor", "Design load factor", "", 2, 1, 0.05, 1.5, "assumption: 1.0 x nameplate (used with the load-factor basis)",
     "Multiplies the nameplate power when the design load is 'load factor'.", "Load factor"},
    {"power_settings.power_factor", "IT power factor", "", 2, 1, 0.5, 1, "assumption: active-PFC server PSUs run at 0.99 or better near full load",
     "Power factor of IT loads. Active-PFC server PSUs run at 0.99 or better near full load.", "Power factor"},
    {"power_settings.warning_threshold", "Load warning threshold", "%", 0, 100, 0.5, 1, "assumption: 90 % of the derated limit",
     "Warn when a line, breaker, panel or UPS is above this share of its derated limit.", "Warning threshold"},
    {"site.currency", "Currency", "", -1, 1, 0, 0, "user input; catalog prices are in USD",
     "Currency code of every cost figure (energy price, capex, TCO)."},
    {"site.electricity_price_per_kwh", nullptr, nullptr, 4, 1, 0, 0, "assumption: typical US industrial tariff",
     "Energy price at the site in the site currency, for energy cost and TCO."},
    {"site.grid_co2_kg_per_kwh", "Grid CO2 intensity", "kg/kWh", 3, 1, 0, 2, "assumption: a mixed grid",
     "CO2 emitted per kWh drawn from the grid at the site."},
    {"site.location", "Location", "", -1, 1, 0, 0, "user input",
     "Where the hall stands. With the climate set to \"From site location\" a built-in profile whose city occurs in this text is used (e.g. \"Dublin, Ireland\")."},
    {"site.name", "Site name", "", -1, 1, 0, 0, "user input",
     "Name of the site, shown in the report."},
};

} // namespace

std::span<const InputDescription> siteAndPowerInputRows()
{
    return kSiteRows;
}

} // namespace dcs
