#pragma once
#include "climate/climateprofile.h"
#include "climate/siteweather.h"
#include "costsettings.h"
#include "liquidclass.h"
#include "thermalsettings.h"
#include <optional>
#include <string>

namespace dcs {

// Inputs of the cooling, PUE and cost engines (issue 4; REFERENCE.md sections 3 and 6),
// stored as the optional top-level "cooling" section of the project file (docs/cooling.md
// lists every key with its source). Every default is labelled with its source or
// "assumption"; none is buried in the engine.

enum class CoolingArchitecture { Auto, Air, Liquid };  // Auto: liquid if the design has CDUs or DLC devices
enum class Economizer { None, WaterSide, AirSide };
enum class HeatRejection { CoolingTower, DryCooler };
enum class CoolingRedundancy { N, NPlus1, TwoN };
enum class ItPowerBasis { Typical, Nameplate };
// How the UPS carries the load: through rectifier and inverter (double conversion, IEC 62040-3
// VFI), or through its static bypass with the inverter running beside it (eco mode: Schneider
// eConversion, Vertiv Dynamic Online, Eaton ESS), the inverter taking over without a break.
enum class UpsMode { DoubleConversion, Eco };

// One device of the power chain, Schneider Electric WP 113 model: loss as a fraction of the
// device's rating = noLoad + proportional * x + squareLaw * x^2 at load fraction x.
struct ChainLoss {
    double noLoad = 0;
    double proportional = 0;
    double squareLaw = 0;
    double loadFraction = 0.5;  // the device's operating load / its rating
    bool operator==(const ChainLoss &) const = default;
};

// Chilled-water air plant: CRAH/in-row fans, chilled-water pumps, chillers, heat rejection and
// economizer. Used for all of the air architecture's heat and for the residual air of the
// liquid architecture.
struct AirPlantSettings {
    double supplyAirC = 24.0;           // ASHRAE TC 9.9 recommended inlet 18-27 C (REFERENCE 3)
    double returnAirRiseK = 12.0;       // assumption: the catalog CRAH airflows use a 12 K rise
    double chilledWaterSupplyC = 15.0;  // assumption: elevated chilled water for IT rooms
    double chilledWaterRiseK = 6.0;     // assumption
    Economizer economizer = Economizer::WaterSide;  // assumption
    HeatRejection heatRejection = HeatRejection::CoolingTower;  // assumption (LBNL kW/ton are water-cooled plants)
    double economizerApproachK = 4.0;   // assumption: heat exchanger + tower approach
    double chillerCop = 3.517 / 0.6;    // LBNL "better" 0.6 kW/ton = COP 5.86 (REFERENCE 3)
    double chillerRatingOutdoorC = 24.0;  // assumption: outdoor (wet-bulb for a tower) at the rated COP
    double copChangePerK = 0.03;        // assumption: COP changes 3 % per K of condensing temperature
    double chillerCopMin = 2.0;         // assumption
    double chillerCopMax = 10.0;        // assumption
    double fanWPerKw = 30.0;            // assumption: catalog crah-cw-150 typical 4.6 kW per 150 kW
    double pumpWPerKw = 15.0;           // assumption: chilled + condenser water pumps
    double heatRejectionWPerKw = 10.0;  // assumption: tower or dry-cooler fans per kW rejected
    bool operator==(const AirPlantSettings &) const = default;
};

// Warm-water liquid plant: CDUs and dry coolers; above the dry coolers' reach a trim chiller
// (air plant COP at the outdoor dry-bulb) takes the rest.
struct LiquidPlantSettings {
    double supplyC = 32.0;              // issue 4 default; REFERENCE 3: warm-water loops 30-45 C
    double riseK = 10.0;                // assumption: facility-water rise across the CDUs
    double dryCoolerApproachK = 5.0;    // assumption: approach to the outdoor temperature below
    // What the warm-water loop rejects heat to (issue 30): dry coolers work against the dry-bulb;
    // a cooling tower (or adiabatic cooler while spraying) against the wet-bulb, with the same
    // approach. Dry coolers are the usual warm-water DLC plant (REFERENCE 3).
    HeatRejection heatRejection = HeatRejection::DryCooler;
    double captureFraction = 0.75;      // NVIDIA/Vertiv study, 75 % direct-to-chip (REFERENCE 3); for
                                        // air-native GPU servers in the liquid architecture
    double cduPumpWPerKw = 10.0;        // catalog cdu-1350: 13.7 kW for 1,368 kW
    double dryCoolerFanWPerKw = 15.0;   // assumption
    // Hydraulics of the CDU loops (issue 34 item 1, docs/cooling.md "Hydraulics"). The secondary
    // (technology cooling system) loop between the CDUs and the racks' cold plates:
    double loopRiseK = 10.0;            // assumption: TCS rise across the racks; OCP guidance of
                                        // about 1.5 L/min per kW is a 10 K rise (REFERENCE 8)
    LiquidClass ashraeClass = LiquidClass::Auto;  // ASHRAE TC 9.9 (2021): the lowest class holding supplyC
    double pipeVelocityMS = 2.0;        // assumption: design velocity of the loop's mains (1.5-2.5 m/s usual)
    double fittingsFactor = 1.5;        // assumption: equivalent length of the run with its fittings and
                                        // valves / its straight length
    double riserAllowanceM = 3.0;       // assumption: up and down to the overhead or underfloor headers,
                                        // added to each rack's run from a floor CDU
    double pipeRoughnessMm = 0.045;     // commercial steel (Moody 1944, "Friction factors for pipe flow")
    // Coolant: water by default (REFERENCE 8: 4.18 kJ/(kg K), 1 kg/s ~ 60 L/min); for PG25 enter
    // the mixture's figures from its datasheet.
    double coolantDensityKgM3 = 997.0;  // water at 25 °C (IAPWS-95)
    double coolantCpKjKgK = 4.18;       // REFERENCE 8
    double coolantViscosityMPaS = 0.72; // water at 35 °C (IAPWS 2008 viscosity: 0.719 mPa s)
    // Cold plates fitted to an air-native GPU server (the liquid architecture's capture_fraction):
    // its catalog entry gives no pressure drop of its own.
    double coldPlatePressureDropKpa = 70.0;  // assumption: cold plates, manifold and hoses, 50-100 kPa
    bool operator==(const LiquidPlantSettings &) const = default;
};

struct PowerChainSettings {
    // WP 113 form (loss = rating x (noLoad + proportional x + squareLaw x^2)).
    ChainLoss transformer{0.002, 0.0, 0.01, 0.5};   // assumption: ~1 % full-load loss
    // A current transformerless double-conversion UPS: 96.0 % at 25 % load, 97.0 % at 50 % and
    // at 100 % (Schneider Electric Galaxy VS datasheet: "up to 97 %" in double conversion at
    // every load level from 25 %; REFERENCE 8: 96-97 % from 25 % load). The three coefficients
    // are the WP 113 curve through those three points (docs/cooling.md). Load 0.4 until the
    // design's placed UPSs give it. Issue 32 item 4: was (0.025, 0.003, 0.002), a legacy unit
    // at 88.6 % at 20 % load.
    ChainLoss ups{0.0072, 0.0094, 0.0143, 0.4};
    ChainLoss pdu{0.002, 0.0, 0.01, 0.4};           // assumption
    // Eco mode divides the UPS's loss by three (Schneider Electric Galaxy VX operation manual
    // 990-5452: eConversion "reduce[s] the electricity absorbed by the UPS by a factor three
    // compared with double conversion"; 99 % at 50 % load with the curve above).
    UpsMode upsMode = UpsMode::DoubleConversion;
    bool operator==(const PowerChainSettings &) const = default;
};


struct CoolingSettings {
    // empty: from the site location, else ashburn-va; "custom": customClimate; "weather": the
    // imported weather file (issue 34 item 3).
    std::string climateProfileId;
    std::optional<ClimateProfile> customClimate;
    SiteWeatherRef weather;            // an imported EPW year, kept while another profile is chosen
    CoolingArchitecture architecture = CoolingArchitecture::Auto;
    CoolingRedundancy redundancy = CoolingRedundancy::NPlus1;  // assumption
    ItPowerBasis itPowerBasis = ItPowerBasis::Typical;  // REFERENCE 1.1: nameplate is not average draw
    double airDensityLimitKwPerRack = 30.0;  // REFERENCE 3: air practical to ~20-30 kW (assumption)
    double lightingOtherWPerM2 = 15.0;       // assumption: lighting + other loads per m2 of hall
    AirPlantSettings air;
    LiquidPlantSettings liquid;
    PowerChainSettings powerChain;
    CostSettings cost;
    ThermalSettings thermal;  // thermal map (docs/thermal.md)
    bool operator==(const CoolingSettings &) const = default;
};

} // namespace dcs
