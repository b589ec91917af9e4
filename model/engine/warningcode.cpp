#include "warningcode.h"
#include <iterator>
#include <utility>

namespace dcs {

namespace {

using Wc = WarningCode;
using Ws = WarningSeverity;

// In enum order: warningCodeInfo indexes it (test_warningcodes checks every row's code).
constexpr WarningCodeInfo kCodes[] = {
    {Wc::PowerBreakerNearLimit, "power.breaker_near_limit", Ws::Warning, "a PDU outlet bank above the warning threshold of its breaker rating"},
    {Wc::PowerBreakerOverLimit, "power.breaker_over_limit", Ws::Error, "a PDU outlet bank over its derated breaker rating"},
    {Wc::PowerDeviceUnderpowered, "power.device_underpowered", Ws::Error, "a device with fewer cords than the PSUs it needs"},
    {Wc::PowerFeedLossDropsDevices, "power.feed_loss_drops_devices", Ws::Warning, "the loss of a feed stops devices"},
    {Wc::PowerFeedLossOverload, "power.feed_loss_overload", Ws::Error, "after a feed loss a line, bank, panel or UPS is over its limit"},
    {Wc::PowerFeedLossThrottlesDevices, "power.feed_loss_throttles_devices", Ws::Info, "the loss of a feed leaves devices running throttled"},
    {Wc::PowerImbalance, "power.imbalance", Ws::Warning, "NEMA imbalance over the threshold on a loaded PDU, and Auto-balance can improve it"},
    {Wc::PowerImbalanceUnavoidable, "power.imbalance_unavoidable", Ws::Info, "the same imbalance when no plug assignment of the PDU's cords does better"},
    {Wc::PowerNoRedundantFeed, "power.no_redundant_feed", Ws::Warning, "a device's cords all on one feed"},
    {Wc::PowerPanelNearLimit, "power.panel_near_limit", Ws::Warning, "a power panel above the warning threshold of its rating"},
    {Wc::PowerPanelOverLimit, "power.panel_over_limit", Ws::Error, "a power panel over its derated rating"},
    {Wc::PowerPanelCircuitsExceeded, "power.panel_circuits_exceeded", Ws::Error, "more rack PDUs on a power panel or busway than it has circuits or tap-off units"},
    {Wc::PowerCircuitOverBreaker, "power.circuit_over_breaker", Ws::Error, "a rack PDU drawing more than the derated breaker of its panel circuit or busway tap-off"},
    {Wc::PowerMitigationUnavailable, "power.mitigation_unavailable", Ws::Warning, "the chosen power-swing mitigation cannot be built for the GPUs placed"},
    {Wc::PowerPduLossDropsDevices, "power.pdu_loss_drops_devices", Ws::Warning, "the loss of one PDU stops devices"},
    {Wc::PowerPduLossOverload, "power.pdu_loss_overload", Ws::Error, "after the loss of one PDU a survivor is over its limit"},
    {Wc::PowerPhaseNearLimit, "power.phase_near_limit", Ws::Warning, "a PDU line above the warning threshold of its limit"},
    {Wc::PowerPhaseOverLimit, "power.phase_over_limit", Ws::Error, "a PDU line over its derated limit"},
    {Wc::PowerPhaseOverLimitAtPeak, "power.phase_over_limit_at_peak", Ws::Error, "a PDU line or bank within its limit at the design load but over it at the training step's compute-phase peak"},
    {Wc::PowerRackOverBudget, "power.rack_over_budget", Ws::Error, "a rack's design load over its power budget"},
    {Wc::PowerRampOverLimit, "power.ramp_over_limit", Ws::Warning, "a job stop changes the utility load within a minute by more than the utility's ramp limit allows"},
    {Wc::PowerSwingInBand, "power.swing_in_band", Ws::Warning, "the training step puts more power than allowed into the band of frequencies to avoid"},
    {Wc::PowerSwingOverLimit, "power.swing_over_limit", Ws::Warning, "the training step's power swing at the utility connection above the utility's limit"},
    {Wc::PowerSystemShelvesUnconnected, "power.system_shelves_unconnected", Ws::Warning, "a rack-scale system runs, but some of its power shelves have no three-phase feed"},
    {Wc::PowerSystemUnpowered, "power.system_unpowered", Ws::Error, "a rack-scale system with fewer power shelves fed than it needs to run: its load reaches no PDU, feed or UPS"},
    {Wc::PowerUnconnectedPsu, "power.unconnected_psu", Ws::Warning, "PSUs without a cord"},
    {Wc::PowerUpsNearLimit, "power.ups_near_limit", Ws::Warning, "a UPS above the warning threshold of its rating"},
    {Wc::PowerUpsOverLimit, "power.ups_over_limit", Ws::Error, "a UPS over its rating"},
    {Wc::FloorRackOverRating, "floor.rack_over_rating", Ws::Error, "a rack's weight over its footprint above the hall floor's rated uniform load"},
    {Wc::FloorTilePointLoad, "floor.tile_point_load", Ws::Error, "levelling feet pressing one raised-floor panel harder than its concentrated-load rating"},
    {Wc::CoolingAirNotBuildable, "cooling.air_not_buildable", Ws::Info, "the design's systems have no air-cooled version: the air alternative is not shown, priced or ranked (racks wholly on liquid-to-air CDUs are air-cooled at the hall's level and do not count)"},
    {Wc::CoolingCduCapacity, "cooling.cdu_capacity", Ws::Error, "liquid heat above the usable capacity of the pooled CDUs"},
    {Wc::CoolingCduFlowShort, "cooling.cdu_flow_short", Ws::Error, "a CDU loop's racks need more coolant flow than its CDUs give at the redundancy (N+1: with each CDU lost in turn)"},
    {Wc::CoolingCduHeadShort, "cooling.cdu_head_short", Ws::Error, "a rack's pressure drop (its systems plus the pipe run from its CDU) above the head its loop's CDUs give"},
    {Wc::CoolingCduLoopCapacity, "cooling.cdu_loop_capacity", Ws::Error, "the liquid heat of a named CDU loop above its usable CDU capacity"},
    {Wc::CoolingClimateFallback, "cooling.climate_fallback", Ws::Info, "no climate profile matches the site location; Ashburn is used"},
    {Wc::CoolingInrowCapacity, "cooling.inrow_capacity", Ws::Error, "the air heat of a row above the usable capacity of its in-row units"},
    {Wc::CoolingLiquidDeviceInAirDesign, "cooling.liquid_device_in_air_design", Ws::Error, "the architecture is forced to air but racks hold liquid-cooled devices not wholly on liquid-to-air CDUs"},
    {Wc::CoolingNoAirUnits, "cooling.no_air_units", Ws::Error, "room air heat and no CRAH or in-row unit placed"},
    {Wc::CoolingNoCdu, "cooling.no_cdu", Ws::Error, "liquid heat and no CDU placed"},
    {Wc::CoolingNoDesignConditions, "cooling.no_design_conditions", Ws::Info, "the climate has no ASHRAE design conditions: the plant's peak is the year's hottest hour"},
    {Wc::CoolingRackDensity, "cooling.rack_density", Ws::Warning, "a rack without a rear door puts more than the air density limit into the air"},
    {Wc::CoolingRearDoorOverload, "cooling.rear_door_overload", Ws::Warning, "a rack's air heat above its rear door's capacity"},
    {Wc::CoolingRoomAirCapacity, "cooling.room_air_capacity", Ws::Error, "room air heat above the usable CRAH and in-row capacity"},
    {Wc::CoolingSupplyAboveSystemLimit, "cooling.supply_above_system_limit", Ws::Error, "a loop's secondary supply (facility supply plus CDU approach) above the highest supply its racks' systems accept"},
    {Wc::CoolingSupplyOutsideClass, "cooling.supply_outside_class", Ws::Error, "the facility supply above the limit of the chosen ASHRAE liquid class"},
    {Wc::NetworkLinkTooLong, "network.link_too_long", Ws::Warning, "a link longer than its cable type's reach"},
    {Wc::NetworkNoComputeFabric, "network.no_compute_fabric", Ws::Info, "two or more GPU nodes and no compute network"},
    {Wc::NetworkOversubscribed, "network.oversubscribed", Ws::Warning, "the compute fabric's end-to-end oversubscription above its target"},
    {Wc::NetworkPcieOnlyGpus, "network.pcie_only_gpus", Ws::Warning, "a compute fabric joining nodes whose GPUs have no NVLink"},
    {Wc::NetworkPortsExhausted, "network.ports_exhausted", Ws::Error, "NICs left uncabled while every leaf port is in use"},
    {Wc::NetworkRoceLossless, "network.roce_lossless", Ws::Warning, "RoCE without PFC or ECN, or an MTU below 4096"},
    {Wc::NetworkTwoTierLimit, "network.two_tier_limit", Ws::Warning, "no core tier and more leaves than the switch radix"},
    {Wc::NetworkUnconnectedNics, "network.unconnected_nics", Ws::Warning, "compute NICs of GPU nodes not cabled"},
    {Wc::TrainingCommDominant, "training.comm_dominant", Ws::Warning, "exposed communication above its warning share of each step"},
    {Wc::TrainingDoesNotFit, "training.does_not_fit", Ws::Error, "the run needs more memory per GPU than its HBM"},
    {Wc::TrainingFinetuneJobTooLarge, "training.finetune.job_too_large", Ws::Error, "a fine-tuning job does not fit one server's GPUs"},
    {Wc::TrainingFinetuneLate, "training.finetune.late", Ws::Warning, "a fine-tuning job finishes after its deadline"},
    {Wc::TrainingFinetuneNotPlaced, "training.finetune.not_placed", Ws::Warning, "a fine-tuning job finds no free server"},
    {Wc::TrainingFinetuneProfileMissing, "training.finetune.profile_missing", Ws::Error, "a fine-tuning job's model has no profile"},
    {Wc::TrainingFp8Unsupported, "training.fp8_unsupported", Ws::Warning, "FP8 asked of GPUs without FP8 throughput: timed in BF16"},
    {Wc::TrainingGpuNotPlaced, "training.gpu_not_placed", Ws::Error, "the workload names a GPU model that is not placed"},
    {Wc::TrainingGpusIdle, "training.gpus_idle", Ws::Info, "the plan leaves GPUs idle: the global batch does not split evenly over more replicas"},
    {Wc::TrainingHeadroomLow, "training.headroom_low", Ws::Warning, "the run leaves less HBM free than the headroom setting"},
    {Wc::TrainingInvalidPlan, "training.invalid_plan", Ws::Error, "the parallel layout asked for is not valid"},
    {Wc::TrainingMixedGpus, "training.mixed_gpus", Ws::Info, "the run uses one GPU model; other GPUs of the layout are not part of it"},
    {Wc::TrainingMultinodePcie, "training.multinode_pcie", Ws::Warning, "training across PCIe-only nodes"},
    {Wc::TrainingNoGpus, "training.no_gpus", Ws::Info, "the layout has no GPUs: the workload is not evaluated"},
    {Wc::TrainingOversubscriptionFromFabric, "training.oversubscription_from_fabric", Ws::Info, "the workload's oversubscription is replaced by the compute fabric's"},
    {Wc::TrainingRunCostIncomplete, "training.run_cost_incomplete", Ws::Info, "the run's energy or GPU-hours cannot be priced from this design"},
    {Wc::TrainingTpAcrossNodes, "training.tp_across_nodes", Ws::Warning, "tensor parallelism spans nodes"},
    {Wc::TrainingTpOverPcie, "training.tp_over_pcie", Ws::Warning, "tensor parallelism over PCIe, not NVLink"},
    {Wc::ThermalContainmentWrongFace, "thermal.containment_wrong_face", Ws::Warning, "a containment encloses racks' (or sidecar CDUs') fronts in a hot aisle or rears in a cold one"},
    {Wc::ThermalGridTooLarge, "thermal.grid_too_large", Ws::Error, "the thermal grid would exceed 300,000 cells of air"},
    {Wc::ThermalInletAllowable, "thermal.inlet_allowable", Ws::Warning, "rack inlets above the class's allowable maximum"},
    {Wc::ThermalInletBelowRecommended, "thermal.inlet_below_recommended", Ws::Warning, "rack inlets below the recommended minimum"},
    {Wc::ThermalInletRecommended, "thermal.inlet_recommended", Ws::Warning, "rack inlets above the recommended maximum, within allowable"},
    {Wc::ThermalNoAirPath, "thermal.no_air_path", Ws::Error, "a rack's front or rear is blocked: its heat is left out"},
    {Wc::ThermalNotSettled, "thermal.not_settled", Ws::Warning, "the thermal map's advection had not settled after its corrections"},
    {Wc::ThermalNotSolved, "thermal.not_solved", Ws::Warning, "the thermal map could not be solved"},
    {Wc::ThermalOpenAisleEnd, "thermal.open_aisle_end", Ws::Info, "racks at open aisle ends, whose tops the map may read up to 11 K too cool"},
    {Wc::ThermalUnitFailure, "thermal.unit_failure", Ws::Warning, "a unit whose loss pushes racks over the allowable (warning) or recommended (info) maximum"},
    {Wc::ThermalUnitNoAirPath, "thermal.unit_no_air_path", Ws::Warning, "an air unit, or a liquid-to-air CDU, that cannot supply or draw air"},
    {Wc::ThermalUnitNoAirflow, "thermal.unit_no_airflow", Ws::Warning, "an air unit whose catalog entry has no airflow: left out"},
    {Wc::ThermalUnitOverCapacity, "thermal.unit_over_capacity", Ws::Warning, "a unit's return heat exceeds its capacity"},
    {Wc::CostInputOutsideRange, "cost.input_outside_range", Ws::Warning, "a cost input outside its sourced range"},
    {Wc::CostMarketFallback, "cost.market_fallback", Ws::Info, "no construction market matches the site location: US prices are used"},
};

} // namespace

const WarningCodeInfo &warningCodeInfo(WarningCode code) { return kCodes[static_cast<size_t>(code)]; }

WarningArea warningArea(WarningCode code)
{
    const std::string_view key = warningKey(code);
    const std::string_view area = key.substr(0, key.find('.'));
    using A = WarningArea;
    for (const auto &[name, value] : {std::pair{"power", A::Power}, std::pair{"floor", A::Floor}, std::pair{"cooling", A::Cooling},
                                      std::pair{"network", A::Network}, std::pair{"training", A::Training},
                                      std::pair{"thermal", A::Thermal}})
        if (area == name)
            return value;
    return A::Cost;  // test_warningcodes checks every key's area by name
}

const WarningCodeInfo *warningCodesBegin() { return std::begin(kCodes); }
const WarningCodeInfo *warningCodesEnd() { return std::end(kCodes); }

} // namespace dcs
