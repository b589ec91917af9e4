#pragma once
#include "coolingtype.h"
#include <optional>
#include <string>
#include <vector>

namespace dcs {

// What kind of thing a catalog entry describes; decides where it can be placed.
enum class CatalogKind {
    GpuServer,   // rack-mounted GPU node (DGX, PCIe boxes)
    RackSystem,  // rack-scale system placed as a whole rack (GB200 NVL72)
    Switch,
    Rack,        // empty rack enclosure
    Pdu,         // 0U rack PDU
    Cooling,     // CRAH, in-row, rear door, CDU
    Ups,
    PowerPanel,
    Cable,       // network cable or optical link (DAC, active copper, optics); see docs/network.md
};

struct GpuSpec {
    std::string model;            // "H100 SXM"
    int count = 0;                // GPUs per node (or per rack for rack systems)
    double bf16DenseTflops = 0;   // per GPU, dense (never the sparse figure)
    double fp8DenseTflops = 0;    // per GPU, 0 = not supported
    double hbmGb = 0;             // per GPU
    double hbmTbps = 0;           // per GPU
    double nvlinkGBpsPerDir = 0;  // per GPU, one direction; 0 = PCIe only
    int nvlinkDomain = 0;         // GPUs in one NVLink domain (8 for DGX, 72 for NVL72)
    int computeNics = 0;          // compute-fabric NICs per node (= rails)
    double nicGbps = 0;           // per compute NIC
    double tdpW = 0;              // per GPU
    // NVML power smoothing (a power floor and ramp rates; Blackwell and newer, issue 35).
    bool powerSmoothing = false;
    double energyStorageJ = 0;    // per GPU, in the power supplies (GB300's PSUs: 65 J)
};

struct PortGroup {
    int count = 0;
    double speedGbps = 0;
    std::string formFactor;       // "OSFP", "QSFP28", "RJ45"
    std::string role;             // "fabric", "uplink", "management"
};

struct PduSpec {
    double voltageLineToLineV = 0;
    std::string wiring;           // "wye" or "delta"
    int phases = 3;
    double inputCurrentA = 0;     // per phase input rating
    int banks = 0;                // breaker-protected outlet banks
    double bankBreakerA = 0;
    int outletsPerBank = 0;
    std::string outletType;       // "C13", "C19", "mixed", "3-phase"
    // 1: single-phase outlets (servers' PSUs); 3: three-phase outlets, each loading the three
    // phases equally (a rack-scale system's power shelf, fed by a whip or an IEC 60309 outlet).
    // With 3, `banks` counts three-pole breakers and `bank_breaker_a` is their rating per pole.
    int outletPhases = 1;
};

struct CoolingSpec {
    CoolingType type = CoolingType::Crah;
    double capacityKw = 0;
    double airflowM3h = 0;        // air units
    double fanPowerW = 0;         // air units at design airflow
    double pumpPowerW = 0;        // CDUs
    double flowLpm = 0;           // CDUs: rated secondary flow (catalog validation: above 0)
    double headKpa = 0;           // CDUs: available external pressure at the rated flow
    double approachK = 0;         // CDUs: secondary supply above the facility supply (a liquid-to-air
                                  // CDU: above the room's supply air) across its heat exchanger
    // CDUs: where the liquid heat goes. A room-air CDU's fans (fan_power_w) and pumps draw
    // power per kW carried, and all of it ends in the room air (cooling engine).
    RejectsTo rejectsTo = RejectsTo::FacilityWater;
};

// The liquid loop a liquid-cooled system asks of its CDU (issue 34 item 1), catalog "liquid".
// 0 = not given: no minimum flow, no supply limit; a missing pressure drop takes the setting
// cooling.liquid.cold_plate_pressure_drop_kpa.
struct LiquidSpec {
    double minFlowLpmPerKw = 0;   // the system's minimum coolant flow per kW of its liquid heat
    double maxSupplyC = 0;        // the highest secondary (TCS) supply it accepts
    double pressureDropKpa = 0;   // cold plates + rack manifold + hoses at its design flow
};

struct RackSpec {
    int heightU = 42;
    double widthMm = 600;
    double depthMm = 1200;
    double staticLoadKg = 0;      // static load rating (weight limit)
};

struct UpsSpec {
    double ratingKva = 0;
    double ratingKw = 0;
    double efficiencyFull = 0;    // at 100% load, double conversion
};

// A power panel (remote power panel) on the floor, or an overhead busway (issue 33 item 4):
// for a busway the main breaker is the busbar's rating, the circuits are its tap-off (plug-in)
// units and the circuit breaker is a tap-off's. A busway hangs above the racks: it takes no
// floor space and is not an obstacle to air.
struct PanelSpec {
    double voltageLineToLineV = 0;
    double mainBreakerA = 0;
    int circuits = 0;
    double circuitBreakerA = 0;
    bool overhead = false;  // catalog "mounting": "overhead" (a busway); default "floor"
};

// A network cable type: copper assembly or a pair of optical transceivers plus fibre. The
// network engine chooses the shortest-reach type that covers a link (REFERENCE.md 1.3).
struct CableSpec {
    std::string medium;           // "passive-copper", "active-copper", "multimode", "single-mode"
    double speedGbps = 0;         // per link
    double maxLengthM = 0;        // reach
    double switchEndPowerW = 0;   // per switch port end (a twin-port module's power / 2)
    double nodeEndPowerW = 0;     // per NIC end
    int transceiversPerLink = 0;  // optical modules per link (0 for copper)
    double transceiverPriceUsd = 0;
    double pricePerMUsd = 0;      // fibre or copper per metre, on top of list_price_usd
};

// One catalog entry. Figures carry their source; where a figure is an engineering
// assumption, `assumptions` names it so the UI can label it.
struct CatalogEntry {
    std::string id;
    CatalogKind kind = CatalogKind::GpuServer;
    std::string name;             // human label: "NVIDIA DGX H100"
    std::string vendor;
    std::string category;         // palette group
    double maxPowerW = 0;         // nameplate maximum
    double typicalPowerW = 0;
    int psuCount = 0;
    int psuRequired = 0;          // PSUs that must be fed to run at full power (4 of 6 on DGX H100)
    // Issue 30 item 2: fewer fed PSUs than psuRequired but at least psuMinimum, and the system
    // keeps running throttled (DGX H100: reduced performance on 3 of 6). 0 = psuRequired: it stops.
    int psuMinimum = 0;
    // Its power while throttled; 0 = what its fed PSUs can deliver (fed x psuRatingW), the most
    // the survivors' breakers can be asked to carry.
    double throttledPowerW = 0;
    double psuRatingW = 0;
    // A rack-scale system's compute trays (GB200 NVL72: 18, each with 4 GPUs and 4 NICs); its
    // GPUs and fabric ports divide evenly over them. 0 = not given.
    int computeTrays = 0;
    double liquidHeatFraction = 0;  // share of heat to the liquid loop (0 = air only)
    double fanPowerFraction = 0;    // share of max power drawn by fans when air cooled
    double airflowM3h = 0;          // IT equipment front-to-back airflow at max power (0 = unknown; thermal engine)
    int heightU = 0;              // 0 for floor equipment and 0U PDUs
    double weightKg = 0;
    double depthMm = 0;
    bool fullDepth = true;
    double widthMm = 0;           // floor footprint for floor equipment and racks
    std::optional<GpuSpec> gpu;
    std::vector<PortGroup> ports;
    std::optional<PduSpec> pdu;
    std::optional<CoolingSpec> cooling;
    std::optional<LiquidSpec> liquid;  // liquid-cooled IT: its loop's needs
    std::optional<RackSpec> rack;
    std::optional<UpsSpec> ups;
    std::optional<PanelSpec> panel;
    std::optional<CableSpec> cable;
    double listPriceUsd = 0;
    bool priceIsAssumption = true;
    std::string source;
    std::vector<std::string> assumptions;  // field names whose value is an assumption

    // Floor footprint in metres (racks, rack systems and floor equipment).
    double footprintWidthM() const;
    double footprintDepthM() const;
    bool placesOnFloor() const;
    bool mountsInRack() const;
    int totalGpus() const { return gpu ? gpu->count : 0; }
    // Hung above the racks (an overhead busway): placed on the plan but not on the floor.
    bool isOverhead() const { return panel && panel->overhead; }
    // A cooling unit of this type.
    bool isCooling(CoolingType t) const { return cooling && cooling->type == t; }
    // A CRAH or an in-row unit: it cools the hall's air (the room-air check, the thermal grid).
    bool isRoomAirUnit() const { return isCooling(CoolingType::Crah) || isCooling(CoolingType::InRow); }
    // A CDU rejecting to facility water: the liquid plant's kind, the only one the generator
    // and the cost model may size that plant with.
    bool isFacilityWaterCdu() const { return isCooling(CoolingType::Cdu) && cooling->rejectsTo == RejectsTo::FacilityWater; }
    // A liquid-to-air CDU ("sidecar"): its racks' liquid heat ends in the room air.
    bool isRoomAirCdu() const { return isCooling(CoolingType::Cdu) && cooling->rejectsTo == RejectsTo::RoomAir; }
};

const char *catalogKindName(CatalogKind kind);
std::optional<CatalogKind> catalogKindFromName(const std::string &name);


} // namespace dcs
