#pragma once
#include "engine/enginecontext.h"
#include "engine/warningcode.h"
#include "powerdynamicsresult.h"
#include <nlohmann/json_fwd.hpp>

namespace dcs {

struct CoolingResult;
struct NetworkResult;
struct PowerResult;
struct TrainingResult;

// The power dynamics of synchronous training (issue 35; docs/power.md "Power dynamics"): one
// training step's GPU power (high during compute, low during the pipeline bubble and exposed
// communication; TrainingResult's plan) carried through the power model to every PDU phase,
// feed and UPS, and to the utility connection through the chain's losses and a lagging
// cooling plant; its swing, ramp, harmonics and band content against the utility's limits in
// power_settings.dynamics, a job trip, a checkpoint dip, and the mitigations' sizes and cost.
class PowerDynamicsEngine
{
public:
    struct Needs {
        const TrainingResult &training;   // the plan's step breakdown and the run's GPU model
        const PowerResult &power;         // design IT, and the PDUs' design-load utilisation
        const CoolingResult &cooling;     // cooling power per W of IT, annual PUE, other loads
        // The optics' power added to each device's load, as the power engine adds it (none without).
        const NetworkResult *network = nullptr;
    };
    // Raises power.swing_over_limit, power.ramp_over_limit, power.swing_in_band and
    // power.phase_over_limit_at_peak.
    static PowerDynamicsResult evaluate(const EngineContext &context, const Needs &needs);
    // The codes evaluate raises (the Analyzer drops them when it reruns training alone).
    static bool raises(WarningCode code);
    // The evaluate JSON's "power_dynamics" object (keys in docs/power.md).
    static nlohmann::json toJson(const PowerDynamicsResult &result);
};

} // namespace dcs
