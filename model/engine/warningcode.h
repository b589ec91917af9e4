#pragma once
#include "warningseverity.h"
#include <string_view>

namespace dcs {

// Every finding an engine reports, by what it means. Its file word (the stable code scripts match,
// "power.phase_over_limit"), its severity and a line saying when it is raised are in one table
// (warningcode.cpp), which docs/warnings.md lists and test_warningcodes checks against.
enum class WarningCode {
    PowerBreakerNearLimit,
    PowerBreakerOverLimit,
    PowerDeviceUnderpowered,
    PowerFeedLossDropsDevices,
    PowerFeedLossOverload,
    PowerFeedLossThrottlesDevices,
    PowerImbalance,
    PowerImbalanceUnavoidable,
    PowerNoRedundantFeed,
    PowerPanelNearLimit,
    PowerPanelOverLimit,
    PowerPanelCircuitsExceeded,
    PowerCircuitOverBreaker,
    PowerMitigationUnavailable,
    PowerPduLossDropsDevices,
    PowerPduLossOverload,
    PowerPhaseNearLimit,
    PowerPhaseOverLimit,
    PowerPhaseOverLimitAtPeak,
    PowerRackOverBudget,
    PowerRampOverLimit,
    PowerSwingInBand,
    PowerSwingOverLimit,
    PowerSystemShelvesUnconnected,
    PowerSystemUnpowered,
    PowerUnconnectedPsu,
    PowerUpsNearLimit,
    PowerUpsOverLimit,
    FloorRackOverRating,
    FloorTilePointLoad,
    CoolingAirNotBuildable,
    CoolingCduCapacity,
    CoolingCduFlowShort,
    CoolingCduHeadShort,
    CoolingCduLoopCapacity,
    CoolingClimateFallback,
    CoolingInrowCapacity,
    CoolingLiquidDeviceInAirDesign,
    CoolingNoAirUnits,
    CoolingNoCdu,
    CoolingNoDesignConditions,
    CoolingRackDensity,
    CoolingRearDoorOverload,
    CoolingRoomAirCapacity,
    CoolingSupplyAboveSystemLimit,
    CoolingSupplyOutsideClass,
    NetworkLinkTooLong,
    NetworkNoComputeFabric,
    NetworkOversubscribed,
    NetworkPcieOnlyGpus,
    NetworkPortsExhausted,
    NetworkRoceLossless,
    NetworkTwoTierLimit,
    NetworkUnconnectedNics,
    TrainingCommDominant,
    TrainingDoesNotFit,
    TrainingFinetuneJobTooLarge,
    TrainingFinetuneLate,
    TrainingFinetuneNotPlaced,
    TrainingFinetuneProfileMissing,
    TrainingFp8Unsupported,
    TrainingGpuNotPlaced,
    TrainingGpusIdle,
    TrainingHeadroomLow,
    TrainingInvalidPlan,
    TrainingMixedGpus,
    TrainingMultinodePcie,
    TrainingNoGpus,
    TrainingOversubscriptionFromFabric,
    TrainingRunCostIncomplete,
    TrainingTpAcrossNodes,
    TrainingTpOverPcie,
    ThermalContainmentWrongFace,
    ThermalGridTooLarge,
    ThermalInletAllowable,
    ThermalInletBelowRecommended,
    ThermalInletRecommended,
    ThermalNoAirPath,
    ThermalNotSettled,
    ThermalNotSolved,
    ThermalOpenAisleEnd,
    ThermalUnitFailure,
    ThermalUnitNoAirPath,
    ThermalUnitNoAirflow,
    ThermalUnitOverCapacity,
    CostInputOutsideRange,
    CostMarketFallback,
};

struct WarningCodeInfo {
    WarningCode code;
    const char *key;            // "power.phase_over_limit"
    WarningSeverity severity;   // what the engine raises it as
    const char *when;           // one line: when it is raised
};

const WarningCodeInfo &warningCodeInfo(WarningCode code);
inline const char *warningKey(WarningCode code) { return warningCodeInfo(code).key; }
// The engine a code belongs to, the part of its key before the first dot ("power", "training"):
// callers that group findings compare an enum, so a misspelt area cannot silently match nothing.
enum class WarningArea { Power, Floor, Cooling, Network, Training, Thermal, Cost };
WarningArea warningArea(WarningCode code);
// Every code in table order (power, floor, cooling, network, training, thermal, cost).
const WarningCodeInfo *warningCodesBegin();
const WarningCodeInfo *warningCodesEnd();

} // namespace dcs
