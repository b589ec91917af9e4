#include "costinputs.h"
#include "costmarkets.h"
#include "electricitypriceranges.h"
#include "project/project.h"
#include <algorithm>
#include <cstdio>

namespace dcs {

namespace {

using I = CostInput;
// The largest price a file may hold, base or range end (the reader's limit for a base price
// before the registry; a range end had 1e12): far above any real price.
constexpr double kHuge = 1e9;
// The location factor's base is the market's (CostMarkets); its range a share either side.
constexpr double kLocationSpread = 0.10;
constexpr const char *kLocationSpreadSource =
    "(assumption: a market's index figure moves by several per cent between editions, and a site's own costs "
    "differ from its market's average)";
constexpr const char *kLocationFactorSource =
    "the market's build cost per W against the US average of Cushman & Wakefield's Data Center Development Cost "
    "Guide 2025 (11.7 M USD per MW); other markets from Turner & Townsend's Data Centre Construction Cost Index 2025-26";

// Defaults and sources: docs/cost.md explains each. "assumption" marks a range the team could
// not source; it is shown in brown in the Site and Cooling dialog like every assumption.
const std::array<CostInputInfo, kCostInputCount> kInputs = {{
    // The US range; other currencies have their own (CostInputs::defaultRange).
    {I::ElectricityPrice, "site.electricity_price_per_kwh", "Electricity price", "/kWh", 0.058, 0.239,
     "US EIA Electric Power Annual 2023, average price by state: industrial 5.75 ¢/kWh (New Mexico) to commercial 23.9 "
     "¢/kWh (California)", 0, 10},
    {I::ChillerCop, "cooling.air.chiller_cop", "Chiller COP", "", 4.40, 7.03,
     "LBNL chiller plant benchmark: 0.8 kW/ton good practice (COP 4.4) to 0.5 kW/ton (COP 7.0)", 1, 15},
    {I::AirFanWPerKw, "cooling.air.fan_w_per_kw", "CRAH fan power", "W/kW", 20, 45,
     "assumption around the catalog CRAH (4.6 kW typical per 150 kW)", 0, 500},
    {I::AirPumpWPerKw, "cooling.air.pump_w_per_kw", "Chilled-water pump power", "W/kW", 10, 25, "assumption", 0, 500},
    {I::HeatRejectionWPerKw, "cooling.air.heat_rejection_w_per_kw", "Tower fan power", "W/kW", 5, 20, "assumption", 0, 500},
    {I::CduPumpWPerKw, "cooling.liquid.cdu_pump_w_per_kw", "CDU pump power", "W/kW", 7, 15,
     "catalog cdu-1350: 13.7 kW for 1,368 kW (10 W/kW); range an assumption", 0, 500},
    {I::DryCoolerFanWPerKw, "cooling.liquid.dry_cooler_fan_w_per_kw", "Dry-cooler fan power", "W/kW", 10, 30, "assumption", 0, 500},
    {I::AirHandlerUsdPerKw, "cooling.cost.air_handler_usd_per_kw", "CRAH / in-row units", "USD/kW", 400, 900,
     "assumption: catalog crah-cw-150 list 60,000 USD for 150 kW (400 USD/kW) x 1.5 installed; no published CRAH price found", 0,
     kHuge},
    {I::RearDoorUsd, "cooling.cost.rear_door_usd_each", "Rear doors", "USD each", 6000, 15000,
     "Motivair ChilledDoor 'from $6,000' (TechRepublic); high: 12,000 USD for a 25 kW door in a public cost sheet, installed", 0,
     kHuge},
    {I::ChillerUsdPerKw, "cooling.cost.chiller_usd_per_kw", "Chillers", "USD/kW", 100, 400,
     "estimating sheets: water-cooled centrifugal 230-250 USD/ton + 60 install + 30-60 controls (~100 USD/kW); chillers 300-1,200 "
     "USD/ton (85-340 USD/kW); base an assumption",
     0, kHuge},
    {I::HeatRejectionUsdPerKw, "cooling.cost.heat_rejection_usd_per_kw", "Cooling towers", "USD/kW", 20, 100,
     "estimating sheets: towers 20-75 USD per gpm at 3 gpm/ton (17-64 USD/kW); 100-400 USD/ton (28-114 USD/kW)", 0, kHuge},
    {I::ChilledWaterUsdPerKw, "cooling.cost.chilled_water_usd_per_kw", "Chilled-water plant", "USD/kW", 200,
     800,
     "assumption: a whole chilled-water plant costs 1,000-3,000 USD/ton installed (285-850 USD/kW), less chillers and towers", 0,
     kHuge},
    {I::CduUsdPerKw, "cooling.cost.cdu_usd_per_kw", "CDUs", "USD/kW", 150, 500,
     "assumption: catalog cdu-1350 list 300,000 USD for 1,368 kW (220 USD/kW) x 1.4 installed; the only figure found, 425 USD/kW, "
     "is unsourced",
     0, kHuge},
    {I::DryCoolerUsdPerKw, "cooling.cost.dry_cooler_usd_per_kw", "Dry coolers", "USD/kW", 80, 250,
     "assumption: no published dry-cooler price found", 0, kHuge},
    {I::LiquidPipingUsdPerRack, "cooling.cost.liquid_piping_usd_per_rack", "Secondary piping", "USD/rack", 2000,
     30000, "assumption: public cost sheets use 1,200 (low density) to far more for NVL72-class racks", 0, kHuge},
    {I::ColdPlateUsdPerGpu, "cooling.cost.cold_plate_usd_per_gpu", "Cold-plate kits", "USD/GPU", 575, 3750,
     "Morgan Stanley via Tom's Hardware (Nov 2025): 49,860 USD of cold plates and tray plumbing per GB300 NVL72 rack = 690 USD per "
     "GPU (GB200 about 41,500 = 575); high: a liquid-cooled server about 10 % dearer (Lenovo, 2024) on a 300,000 USD 8-GPU node",
     0, kHuge},
    {I::UpsUsdPerKw, "cooling.cost.ups_usd_per_kw", "UPS", "USD/kW", 300, 900,
     "assumption: catalog ups-1250kva list 311 USD/kW x 2 for batteries and installation; no published UPS price found", 0, kHuge},
    {I::SwitchgearUsdPerKw, "cooling.cost.switchgear_usd_per_kw", "Switchgear, distribution", "USD/kW", 1200, 2600,
     "calibration: Cushman & Wakefield 2025 put power and cooling plant at 53 % of 11.7 M USD/MW (US average), electrical about "
     "55-60 % of it, with white-space fit-out (10 %); assumption within that",
     0, kHuge},
    {I::GeneratorUsdPerKw, "cooling.cost.generator_usd_per_kw", "Standby generators", "USD/kW", 400, 900,
     "assumption: installed gensets with paralleling gear and fuel; US EIA/EPRI 500 USD/kW (1998) is about 960 in 2024 USD", 0,
     kHuge},
    // Cushman & Wakefield 2025 (Data Center Development Cost Guide, construction cost breakdown):
    // shell 21 %, site 10 %, back of house 4 %, offices 2 % of 9.3 / 11.7 / 15.0 M USD per MW.
    {I::BuildingUsdPerKw, "cooling.cost.building_usd_per_kw", "Shell and site", "USD/kW", 3440, 5550,
     "Cushman & Wakefield, Data Center Development Cost Guide 2025: shell 21 %, site 10 %, back of house 4 % and offices "
     "2 % of the cost per MW of critical load, 37 % of 11.7 M USD (US average; 9.3 cheapest, 15.0 dearest market)",
     0, kHuge},
    // The same guide's white-space build-out (10 %, 1.17 M USD per MW) over about 2 kW of IT per m2.
    {I::WhiteSpaceUsdPerM2, "cooling.cost.white_space_usd_per_m2", "White-space build-out", "USD/m2", 1400, 3750,
     "Cushman & Wakefield 2025: white-space build-out 10 % of the cost per MW (0.93 / 1.17 / 1.50 M USD); per m2 at 1.5-2.5 kW "
     "of IT per m2 of white space, base 2 (assumption: conventional air-cooled halls)",
     0, kHuge},
    {I::MaintenanceAirPct, "cooling.cost.maintenance_air_pct", "Air plant upkeep", "%/yr", 2, 5,
     "assumption: chiller plants 10-30 USD/ton/yr (0.5-3 %); air handlers and filters more", 0, 100},
    {I::MaintenanceLiquidPct, "cooling.cost.maintenance_liquid_pct", "Liquid plant upkeep", "%/yr", 3, 8,
     "assumption: coolant chemistry, filters and quick-disconnect inspections", 0, 100},
    {I::MaintenanceElectricalPct, "cooling.cost.maintenance_electrical_pct", "Electrical upkeep", "%/yr", 1.5, 4,
     "assumption", 0, 100},
    {I::MaintenanceBuildingPct, "cooling.cost.maintenance_building_pct", "Building upkeep", "%/yr", 0.5, 2, "assumption",
     0, 100},
    {I::WaterPricePerM3, "cooling.cost.water_price_per_m3", "Water and sewer price", "/m3", 1.0, 5.0,
     "Loudoun Water (Northern Virginia) 2024: water 1.02 + sewer 1.52 USD/m3; high-cost US cities about 5", 0, kHuge},
    {I::TowerWaterLPerKwh, "cooling.cost.tower_water_l_per_kwh", "Tower make-up water", "L/kWh", 1.4, 2.3,
     "physics: 3,600 kJ / 2,430 kJ/kg = 1.48 L evaporated per kWh rejected, x C/(C-1) for blowdown at C cycles of concentration "
     "(x1.25 at 5: 1.85; x1.5 at 3: 2.2); low: some heat rejected sensibly",
     0, 100},
    {I::DemandChargePerKwMonth, "cooling.cost.demand_charge_per_kw_month", "Demand charge", "/kW-month", 0, 30,
     "NREL 2017 survey of US demand charges: 15 USD/kW-month common, above 30 in California and New York; 0 when the tariff has "
     "none",
     0, kHuge},
    {I::DiscountRatePct, "cooling.cost.discount_rate_pct", "Discount rate", "%", 6, 12,
     "data-centre REIT WACC 5-7.4 % (Equinix, Digital Realty); development projects expect more", -50, 99.999},
    {I::LiquidRackLimitKw, "cooling.cost.liquid_rack_limit_kw", "Liquid rack limit", "kW", 50, 132,
     "assumption: direct-to-chip racks at 50 kW and more; GB200 NVL72 racks 120-132 kW (NVIDIA DGX GB200 User Guide)", 1, 2000},
    {I::CaptureFraction, "cooling.liquid.capture_fraction", "Cold-plate capture", "", 0.60, 0.90,
     "NVIDIA/Vertiv study 75 % direct-to-chip; cold-plate vendors claim 80-90 %, GB200 NVL72 87 %; low an "
     "assumption for servers whose memory and NICs stay on air",
     0.0, 1.0},
    {I::LightingWPerM2, "cooling.lighting_other_w_per_m2", "Lighting and other loads", "W/m2", 5, 25,
     "assumption: LED lighting at 0.5-1 W/sq ft (5-11 W/m2) plus security, controls and small loads; older halls more", 0,
     1000},
    {I::UpsNoLoadLoss, "cooling.power_chain.ups.no_load", "UPS no-load loss", "of rating", 0.004, 0.025,
     "base: a current double-conversion UPS, 96 % at 25 % load and 97 % from 50 % (Schneider Electric Galaxy VS "
     "datasheet), 0.72 %; high: a legacy unit at about 88.6 % at 20 % load (Schneider Electric White Papers 108 and "
     "113), 2.5 %; low an assumption for the best current units",
     0, 0.5},
    {I::ChilledWaterSupplyC, "cooling.air.chilled_water_supply_c", "Chilled-water supply", "C", 10, 18,
     "free cooling ends where the outdoor temperature passes supply minus approach (economizer physics); 7-10 C legacy, 15-18 C "
     "elevated for IT rooms within ASHRAE's 18-27 C inlets (assumption)",
     4, 30},
    {I::EconomizerApproachK, "cooling.air.economizer_approach_k", "Economizer approach", "K", 2.5, 6,
     "assumption: plate heat exchanger 1-2 K plus cooling-tower approach 2-4 K", 0, 20},
    {I::LiquidSupplyC, "cooling.liquid.supply_c", "Facility water (liquid)", "C", 27, 40,
     "warm-water loops 30-45 C; ASHRAE TC 9.9 liquid-cooling classes W27, W32, W40 (facility supply up to the class "
     "figure)",
     5, 60},
    {I::DryCoolerApproachK, "cooling.liquid.dry_cooler_approach_k", "Dry-cooler approach", "K", 3, 8, "assumption", 0, 20},
    // Base and range from the market (CostInputs::defaultRange); 0 in the file = the market's.
    {I::LocationFactor, "cooling.cost.location_factor", "Location factor", "x US average", 0.9, 1.1,
     kLocationFactorSource, 0.1, 10},
}};

} // namespace

namespace CostInputs {

const std::array<CostInputInfo, kCostInputCount> &all() { return kInputs; }

const CostInputInfo &info(CostInput input) { return kInputs[static_cast<size_t>(input)]; }

CostDefaultRange defaultRange(const Site &site, const CoolingSettings &cooling, CostInput input)
{
    const CostInputInfo &i = info(input);
    CostDefaultRange r{i.defaultLow, i.defaultHigh, i.source};
    if (input == I::LocationFactor) {
        // The market's factor with the index's own spread of a market between editions
        // (kLocationSpread), around the factor in use.
        const CostMarket &m = CostMarkets::resolve(site, cooling);
        const double f = CostMarkets::factor(site, cooling);
        if (m.lowFactor > 0 && cooling.cost.locationFactor <= 0)  // the guide's own spread of US markets
            return {m.lowFactor, m.highFactor,
                    m.name + ": " + m.source + "; range: the guide's cheapest and dearest US market (9.3 and 15.0)"};
        return {f * (1.0 - kLocationSpread), f * (1.0 + kLocationSpread),
                m.name + ": " + m.source + "; range ±" + std::to_string(int(kLocationSpread * 100 + 0.5)) + " % " +
                    kLocationSpreadSource};
    }
    const bool siteCurrency = input == I::ElectricityPrice || input == I::WaterPricePerM3 || input == I::DemandChargePerKwMonth;
    if (!siteCurrency)
        return r;
    if (input == I::ElectricityPrice)
        if (const auto own = ElectricityPriceRanges::forCurrency(site.currency))
            return {own->low, own->high, own->source};
    if (ElectricityPriceRanges::code(site.currency) == "USD")
        return r;  // the table's ranges are in USD
    const double rate = cooling.cost.siteCurrencyPerUsd;
    r.low *= rate;
    r.high *= rate;
    r.source += " (the USD range converted at the site's exchange rate: no local figures found)";
    return r;
}

const CostInputInfo *find(const std::string &key)
{
    for (const CostInputInfo &i : kInputs)
        if (key == i.key)
            return &i;
    return nullptr;
}

double *baseField(Site &site, CoolingSettings &s, CostInput input)
{
    CostSettings &c = s.cost;
    switch (input) {
    case I::ElectricityPrice: return &site.electricityPricePerKwh;
    case I::ChillerCop: return &s.air.chillerCop;
    case I::AirFanWPerKw: return &s.air.fanWPerKw;
    case I::AirPumpWPerKw: return &s.air.pumpWPerKw;
    case I::HeatRejectionWPerKw: return &s.air.heatRejectionWPerKw;
    case I::CduPumpWPerKw: return &s.liquid.cduPumpWPerKw;
    case I::DryCoolerFanWPerKw: return &s.liquid.dryCoolerFanWPerKw;
    case I::AirHandlerUsdPerKw: return &c.airHandlerUsdPerKw;
    case I::RearDoorUsd: return &c.rearDoorUsdEach;
    case I::ChillerUsdPerKw: return &c.chillerUsdPerKw;
    case I::HeatRejectionUsdPerKw: return &c.heatRejectionUsdPerKw;
    case I::ChilledWaterUsdPerKw: return &c.chilledWaterUsdPerKw;
    case I::CduUsdPerKw: return &c.cduUsdPerKw;
    case I::DryCoolerUsdPerKw: return &c.dryCoolerUsdPerKw;
    case I::LiquidPipingUsdPerRack: return &c.liquidPipingUsdPerRack;
    case I::ColdPlateUsdPerGpu: return &c.coldPlateUsdPerGpu;
    case I::UpsUsdPerKw: return &c.upsUsdPerKw;
    case I::SwitchgearUsdPerKw: return &c.switchgearUsdPerKw;
    case I::GeneratorUsdPerKw: return &c.generatorUsdPerKw;
    case I::BuildingUsdPerKw: return &c.buildingUsdPerKw;
    case I::WhiteSpaceUsdPerM2: return &c.whiteSpaceUsdPerM2;
    case I::MaintenanceAirPct: return &c.maintenanceAirPct;
    case I::MaintenanceLiquidPct: return &c.maintenanceLiquidPct;
    case I::MaintenanceElectricalPct: return &c.maintenanceElectricalPct;
    case I::MaintenanceBuildingPct: return &c.maintenanceBuildingPct;
    case I::WaterPricePerM3: return &c.waterPricePerM3;
    case I::TowerWaterLPerKwh: return &c.towerWaterLPerKwh;
    case I::DemandChargePerKwMonth: return &c.demandChargePerKwMonth;
    case I::DiscountRatePct: return &c.discountRatePct;
    case I::LiquidRackLimitKw: return &c.liquidRackLimitKw;
    case I::CaptureFraction: return &s.liquid.captureFraction;
    case I::LightingWPerM2: return &s.lightingOtherWPerM2;
    case I::UpsNoLoadLoss: return &s.powerChain.ups.noLoad;
    case I::ChilledWaterSupplyC: return &s.air.chilledWaterSupplyC;
    case I::EconomizerApproachK: return &s.air.economizerApproachK;
    case I::LiquidSupplyC: return &s.liquid.supplyC;
    case I::DryCoolerApproachK: return &s.liquid.dryCoolerApproachK;
    case I::LocationFactor: return &c.locationFactor;
    case I::Count: break;
    }
    return nullptr;
}

double baseOf(const Site &site, const CoolingSettings &cooling, CostInput input)
{
    if (input == I::LocationFactor)
        return CostMarkets::factor(site, cooling);
    // baseField only hands out the address; nothing is written through it here.
    const double *field = baseField(const_cast<Site &>(site), const_cast<CoolingSettings &>(cooling), input);
    return field ? *field : 0.0;
}

double base(const Project &p, CostInput input) { return baseOf(p.site, p.cooling, input); }

CostInputValues bases(const Project &p)
{
    CostInputValues v{};
    for (int i = 0; i < kCostInputCount; ++i)
        v[size_t(i)] = base(p, CostInput(i));
    return v;
}

CostInputRange range(const Project &p, CostInput input)
{
    const CostInputInfo &i = info(input);
    CostInputRange r;
    r.base = base(p, input);
    const CostDefaultRange d = defaultRange(p.site, p.cooling, input);
    r.low = d.low;
    r.high = d.high;
    if (auto it = p.cooling.cost.ranges.find(i.key); it != p.cooling.cost.ranges.end()) {
        r.low = it->second.low;
        r.high = it->second.high;
        r.userRange = true;
    }
    r.low = std::min(r.low, r.base);
    r.high = std::max(r.high, r.base);
    return r;
}

std::vector<CostInput> outsideRange(const Project &p)
{
    std::vector<CostInput> out;
    for (const CostInputInfo &i : kInputs) {
        const CostDefaultRange d = defaultRange(p.site, p.cooling, i.input);
        double low = d.low, high = d.high;
        if (auto it = p.cooling.cost.ranges.find(i.key); it != p.cooling.cost.ranges.end()) {
            low = it->second.low;
            high = it->second.high;
        }
        const double b = base(p, i.input);
        if (b < low || b > high)
            out.push_back(i.input);
    }
    return out;
}

std::string validateRange(const std::string &key, double low, double high)
{
    const CostInputInfo *i = find(key);
    if (!i)
        return "unknown cost input '" + key + "'";
    char buf[256];
    if (low > high) {
        std::snprintf(buf, sizeof buf, "low %g is above high %g", low, high);
        return buf;
    }
    if (low < i->minimum || high > i->maximum) {
        std::snprintf(buf, sizeof buf, "the range must lie within %g..%g", i->minimum, i->maximum);
        return buf;
    }
    return {};
}

} // namespace CostInputs

} // namespace dcs
