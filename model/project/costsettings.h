#pragma once
#include <map>
#include <string>

namespace dcs {

// The user's own low / high for one uncertain input (key = the input's --set path, e.g.
// "site.electricity_price_per_kwh"). Absent: the sourced default range of
// model/spec/costinputs.cpp applies.
struct CostRange {
    double low = 0;
    double high = 0;
    bool operator==(const CostRange &) const = default;
};

// Inputs of the cost engine (issue 14; docs/cost.md gives each default's source). Prices are
// USD (catalog currency, 2024) converted with siteCurrencyPerUsd; energy, water and demand
// charges are in the site currency. Every price and rate here is also an uncertain input with a
// low / base / high range (model/spec/costinputs.cpp), so none is a bare constant.
struct CostSettings {
    int tcoYears = 5;                  // issue 4 default: a typical GPU server depreciation period
    double gpuUtilisation = 1.0;       // fraction of hours billed per GPU (assumption)
    double siteCurrencyPerUsd = 1.0;   // catalog prices are USD; energy is in site currency
    double discountRatePct = 8.0;      // discount rate (nominal WACC, docs/cost.md)
    double liquidRackLimitKw = 80.0;   // rack power the liquid alternative may re-pack to
    // Where it is built (issue 32 item 2): the construction market of the cost index
    // (model/spec/costmarkets.cpp); empty = the market the site location names, as the climate.
    std::string market;
    // Construction cost against the US average the prices below stand for (Cushman & Wakefield
    // 2025); 0 = the market's factor from the index. Multiplies the installed plant and building prices.
    double locationFactor = 0.0;
    // Cooling plant, installed, USD
    double airHandlerUsdPerKw = 600.0;        // CRAH / in-row per kW of cooling capacity
    double rearDoorUsdEach = 6000.0;          // active rear-door heat exchanger
    double chillerUsdPerKw = 200.0;           // water-cooled chiller per kW of capacity
    double heatRejectionUsdPerKw = 50.0;      // cooling towers per kW rejected
    double chilledWaterUsdPerKw = 400.0;      // chilled-water pumps and piping per kW of air plant
    double cduUsdPerKw = 300.0;               // coolant distribution units per kW of capacity
    double dryCoolerUsdPerKw = 150.0;         // dry coolers per kW of liquid heat
    double liquidPipingUsdPerRack = 10000.0;   // secondary loop, manifolds, quick disconnects
    double coldPlateUsdPerGpu = 690.0;        // cold-plate kit of an air-native server, per GPU
    // Electrical plant and building, installed, USD
    double upsUsdPerKw = 600.0;               // UPS per kW of IT
    double switchgearUsdPerKw = 1800.0;        // MV/LV switchgear and distribution per kW of facility peak
    double generatorUsdPerKw = 600.0;         // standby generators per kW installed
    // The generator fleet (issue 32 item 3): the peak hour over N units of at most this rating,
    // plus spares. Caterpillar 3516C: 2,500 ekW standby at 60 Hz, a common data-centre genset;
    // N+1: Uptime Institute Tier III (redundant capacity components; the engine generators are
    // the site's primary power).
    double generatorUnitKw = 2500.0;
    int generatorSpares = 1;
    // The largest load step the running units accept together, % of their rating. The fleet must
    // take the cooling plant's peak-hour power in one block when the transfer switch closes (the
    // UPS walks its load in over 5-30 s: Mitsubishi 9800A specification), so it is sized for
    // max(peak, block / this). 100: standby diesel sets accept rated load in one step (Caterpillar
    // C27 standby datasheet, "100% rated load in one step per NFPA 110"; UFGS 16264A: "full load
    // in one step is typical"); gas engines accept far less (assumption: set the maker's figure).
    double generatorStepPct = 100.0;
    // The building in the two parts Cushman & Wakefield's 2025 guide prices apart (docs/cost.md):
    // what follows the hall's power (shell, site, back of house, offices: 37 % of its 11.7 M USD
    // per MW) and what follows its white space (raised floor, containment, fire suppression,
    // lighting: its 10 %, at about 2 kW of IT per m2).
    double buildingUsdPerKw = 4330.0;         // shell, site, back of house and offices per kW of IT
    double whiteSpaceUsdPerM2 = 2340.0;       // white-space build-out per m2 of the hall
    // Opex
    double maintenanceAirPct = 3.0;           // % of the air plant's capex per year
    double maintenanceLiquidPct = 4.0;        // % of the liquid plant's capex per year
    double maintenanceElectricalPct = 2.5;    // % of the electrical plant's capex per year
    double maintenanceBuildingPct = 1.0;      // % of the building's capex per year
    double waterPricePerM3 = 2.5;             // site currency per m3 (water + sewer)
    double towerWaterLPerKwh = 1.85;           // evaporative tower make-up per kWh of heat rejected
    double demandChargePerKwMonth = 0.0;      // site currency per kW of facility peak per month
    // Uncertainty
    int monteCarloSamples = 10000;
    int monteCarloSeed = 1;
    std::map<std::string, CostRange> ranges;  // the user's ranges by input key
    bool operator==(const CostSettings &) const = default;
};

} // namespace dcs
