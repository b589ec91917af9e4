#include "headlinefigures.h"
#include "analysis.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include "dynamics/powerdynamicsresult.h"
#include "inventory/inventoryresult.h"
#include "network/networkresult.h"
#include "power/powerresult.h"
#include "thermal/thermalresult.h"
#include "training/trainingresult.h"
#include <cmath>
#include <limits>

namespace dcs::HeadlineFigures {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The compute fabric whose oversubscription a design is judged by: the compute network with
// the most GPUs (a design may carry a second, smaller compute island).
const NetworkFabricResult *computeFabric(const NetworkResult &network)
{
    const NetworkFabricResult *best = nullptr;
    for (const NetworkFabricResult &n : network.networks)
        if (n.role == NetworkRole::Compute && n.links > 0 && (!best || n.gpus > best->gpus))
            best = &n;
    return best;
}

double positiveOrNaN(double v)
{
    return std::isfinite(v) && v > 0 ? v : kNaN;
}

int countOf(const std::vector<Warning> &warnings, Warning::Severity s)
{
    int n = 0;
    for (const Warning &w : warnings)
        n += w.severity == s ? 1 : 0;
    return n;
}

} // namespace

const std::vector<Figure> &all()
{
    using B = Better;
    // "<design>" in a source: the design's own cooling architecture (cooling.design_architecture).
    static const std::vector<Figure> figures = {
        {"gpus", "GPUs", "", B::Neither, 0, "inventory.gpus"},
        {"it_power_kw", "IT power (design load)", "kW", B::Neither, 1, "power.it_design_w"},
        {"facility_peak_kw", "Facility peak power", "kW", B::Lower, 1, "cooling.<design>.peak_facility_power_w"},
        {"pue_annual", "Annual PUE", "", B::Lower, 3, "cooling.<design>.pue_annual"},
        {"pue_peak", "Peak PUE", "", B::Lower, 3, "cooling.<design>.pue_peak"},
        {"annual_energy_mwh", "Annual facility energy", "MWh", B::Lower, 1, "cooling.<design>.facility_mwh"},
        {"annual_energy_cost", "Annual energy cost", "currency", B::Lower, 0, "cooling.<design>.energy_cost_per_year"},
        {"co2_t_per_year", "CO2 per year", "t", B::Lower, 1, "cooling.<design>.co2_t_per_year"},
        {"capex_air", "Capex, air cooled", "currency", B::Lower, 0, "cost.air.capex_total"},
        {"capex_liquid", "Capex, liquid cooled", "currency", B::Lower, 0, "cost.liquid.capex_total (without an air alternative: cost.<cost.reference or cost.candidate>.capex_total, the design's)"},
        {"tco_air", "TCO, air cooled", "currency", B::Lower, 0, "cost.air.tco"},
        {"tco_liquid", "TCO, liquid cooled", "currency", B::Lower, 0, "cost.liquid.tco (without an air alternative: the design's option)"},
        {"tco", "TCO of the design's cooling", "currency", B::Lower, 0, "cost.<design>.tco"},
        {"tco_difference", "TCO liquid - air", "currency", B::Neither, 0, "cost.tco_difference_liquid_minus_air"},
        {"p_liquid_cheaper_pct", "P(liquid cheaper)", "%", B::Neither, 1,
         "cost.monte_carlo.probability_liquid_cheaper"},
        {"cost_per_gpu_hour", "Cost per GPU-hour", "currency", B::Lower, 3, "cost.<design>.cost_per_gpu_hour"},
        {"worst_breaker_pct", "Worst breaker utilisation", "%", B::Lower, 1, "power.worst_breaker_utilisation"},
        {"oversubscription", "Fabric oversubscription", ":1", B::Lower, 2,
         "network.networks[compute].oversubscription.end_to_end"},
        {"days_to_train", "Days to train", "days", B::Lower, 2, "training.time.days"},
        {"mfu_pct", "MFU", "%", B::Higher, 1, "training.time.mfu"},
        {"worst_inlet_c", "Worst rack inlet", "C", B::Lower, 1, "thermal.worst_inlet_c"},
        {"errors", "Errors", "", B::Lower, 0, "warnings[severity=error]"},
        {"warnings", "Warnings", "", B::Lower, 0, "warnings[severity=warning]"},
        {"infos", "Notes (info)", "", B::Neither, 0, "warnings[severity=info]"},
        // Issue 35: the training swing as the grid sees it with the chosen mitigation (None when
        // none is chosen), and what that mitigation costs; none when the dynamics are not computed
        // or the chosen option cannot be built (never priced or ranked).
        {"utility_swing_kw", "Utility power swing", "kW", B::Lower, 1, "power_dynamics.mitigations[chosen].utility_swing_w"},
        {"swing_limits_met", "Meets the utility's limits (1 yes, 0 no)", "", B::Higher, 0,
         "power_dynamics.mitigations[chosen].meets_limits"},
        {"smoothing_capex", "Power smoothing capex", "currency", B::Lower, 0, "power_dynamics.mitigations[chosen].capex"},
        {"smoothing_cost_per_year", "Power smoothing cost per year", "currency", B::Lower, 0,
         "power_dynamics.mitigations[chosen].cost_per_year"},
    };
    return figures;
}

int indexOf(const std::string &key)
{
    const std::vector<Figure> &f = all();
    for (size_t i = 0; i < f.size(); ++i)
        if (key == f[i].key)
            return int(i);
    return -1;
}

std::vector<double> of(const Analysis &a)
{
    const ArchitectureResult &cooling = a.cooling->design();
    const ArchitectureCost &cost = a.cost->design();
    // Air and liquid figures exist only where the verdict compared them: an air alternative
    // that cannot be built is never priced or ranked (issue 32 item 5); the liquid figures are
    // then the design's own heat rejection.
    const bool airVsLiquid = a.cost->airVsLiquid();
    const NetworkFabricResult *fabric = computeFabric(a.network);
    const bool trained = a.training->evaluated && std::isfinite(a.training->days) && a.training->days > 0;
    const bool hasCost = a.cost->years > 0;
    std::vector<double> v = {
        double(a.inventory->gpus),
        a.power->itDesignW / 1000.0,
        cooling.peakFacilityPowerW / 1000.0,
        positiveOrNaN(cooling.pue),
        positiveOrNaN(cooling.peakPue),
        cooling.annualFacilityKwh / 1000.0,
        cooling.annualEnergyCost,
        cooling.annualCo2Kg / 1000.0,
        hasCost && airVsLiquid ? a.cost->reference.capexTotal : kNaN,
        hasCost ? (airVsLiquid ? a.cost->candidate : cost).capexTotal : kNaN,
        hasCost && airVsLiquid ? a.cost->reference.tco : kNaN,
        hasCost ? (airVsLiquid ? a.cost->candidate : cost).tco : kNaN,
        hasCost ? cost.tco : kNaN,
        hasCost && airVsLiquid ? a.cost->tcoDifference : kNaN,
        a.cost->monteCarlo.samples > 0 && airVsLiquid ? a.cost->monteCarlo.probabilityCandidateCheaper * 100.0 : kNaN,
        positiveOrNaN(cost.costPerGpuHour),
        a.power->worstBreakerUtilisation * 100.0,
        fabric ? fabric->endToEndOversubscription : kNaN,
        trained ? a.training->days : kNaN,
        trained ? a.training->mfu * 100.0 : kNaN,
        a.thermal->solved ? a.thermal->worstInletC : kNaN,
        double(countOf(a.warnings, Warning::Severity::Error)),
        double(countOf(a.warnings, Warning::Severity::Warning)),
        double(countOf(a.warnings, Warning::Severity::Info)),
    };
    const PowerDynamicsResult::Mitigation *m = a.powerDynamics->computed ? a.powerDynamics->chosen() : nullptr;
    const bool built = m && m->available;
    v.push_back(built ? m->utilitySwingW / 1000.0 : kNaN);
    v.push_back(built ? (m->meetsLimits ? 1.0 : 0.0) : kNaN);
    v.push_back(built ? m->capex : kNaN);
    v.push_back(built ? m->costPerYear : kNaN);
    return v;
}

const char *betterName(Better b)
{
    switch (b) {
    case Better::Lower: return "lower";
    case Better::Higher: return "higher";
    case Better::Neither: return "neither";
    }
    return "neither";
}

} // namespace dcs::HeadlineFigures
