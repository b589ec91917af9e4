#include "powerdynamicsfindings.h"
#include "engine/enginetext.h"
#include "project/project.h"
#include <cmath>

namespace dcs {

namespace {

using Mitigation = PowerDynamicsResult::Mitigation;

std::string megawatts(double w) { return w >= 1e6 ? fixed(w / 1e6, 2) + " MW" : kilowatts(w, 0); }

// The option that meets every limit for the least over the TCO years (capex + years x cost a year).
const Mitigation *cheapestMeeting(const PowerDynamicsResult &r, int years)
{
    const Mitigation *best = nullptr;
    auto total = [years](const Mitigation &m) { return m.capex + years * m.costPerYear; };
    for (const Mitigation &m : r.mitigations)
        if (m.available && m.meetsLimits && m.choice != PowerSmoothing::None && (!best || total(m) < total(*best)))
            best = &m;
    return best;
}

std::string advice(const PowerDynamicsResult &r, int years)
{
    const Mitigation *best = cheapestMeeting(r, years);
    if (!best)
        return "No mitigation of the table meets every limit as set; compare them on the Power page and agree the limits "
               "with the utility.";
    std::string cost = best->capex > 0 ? formatText("%.0f capex and ", best->capex) : std::string();
    cost += formatText("%.0f a year", best->costPerYear);
    return "The cheapest option that meets every limit is " + best->label + " (" + cost +
           "): choose it under Power settings > Dynamics > Mitigation.";
}

} // namespace

void PowerDynamicsFindings::raise(const EngineContext &context, const PowerDynamicsResult &r)
{
    const Project &project = context.project;
    const PowerDynamicsSettings &set = project.power.dynamics;
    const int years = project.cooling.cost.tcoYears;
    const Mitigation *chosen = r.chosen();
    if (chosen && !chosen->available)
        context.warnings.push_back(Warning(
            WarningCode::PowerMitigationUnavailable,
            "The chosen power-swing mitigation, " + chosen->label + ", cannot be built: " + chosen->unavailable +
                ". The swing figures and the cost are the hall's without mitigation.",
            {}, "Choose another mitigation under Power settings > Dynamics > Mitigation."));
    const bool mitigated = chosen && chosen->available && chosen->choice != PowerSmoothing::None;
    const Mitigation &seen = mitigated ? *chosen : r.mitigations.front();
    const std::string with = mitigated ? " with " + chosen->label : "";
    std::vector<std::string> upsIds;
    for (const PowerDynamicsResult::Level &u : r.ups)
        if (upsIds.size() < kMaxWarningObjects)
            upsIds.push_back(u.id);
    const std::string through =
        upsIds.empty() ? "feeds A and B" : upsIds.front() + (upsIds.size() > 1 ? " and the other UPSs" : "");
    const std::string period = fixed(r.stepS, 2) + " s (" + fixed(r.fundamentalHz, 2) + " Hz)";
    const std::string fix = advice(r, years);
    if (seen.utilitySwingW > r.swingLimitW * (1 + 1e-9))
        context.warnings.push_back(Warning(
            WarningCode::PowerSwingOverLimit,
            "Training swings the utility load by " + megawatts(seen.utilitySwingW) + " (" +
                fixed(100 * seen.utilitySwingW / std::max(r.designItW, 1.0), 1) + " % of design IT) every step of " + period + with +
                "; the limit is " + megawatts(r.swingLimitW) + ". Feed A swings " + megawatts(r.feeds[0].swingW) + ", feed B " +
                megawatts(r.feeds[1].swingW) + " without mitigation.",
            upsIds, fix));
    if (seen.avoidBandRmsW > r.bandLimitRmsW * (1 + 1e-9))
        context.warnings.push_back(Warning(
            WarningCode::PowerSwingInBand,
            "Training puts " + kilowatts(seen.avoidBandRmsW, 0) + " RMS into the " + fixed(set.bandLowHz, 2) + "-" +
                fixed(set.bandHighHz, 1) + " Hz band to avoid" + with + " (limit " + kilowatts(r.bandLimitRmsW, 0) + ", " +
                fixed(100 * set.bandRmsFraction, 1) + " % of design IT): a step of " + period + ", its strongest harmonic at " +
                fixed(r.dominantHz, 2) + " Hz. It reaches the utility through " + through + ".",
            upsIds, fix));
    if (seen.tripWithinMinuteW > r.tripLimitW * (1 + 1e-9))
        context.warnings.push_back(Warning(
            WarningCode::PowerRampOverLimit,
            "A job stop drops the utility load by " + megawatts(seen.tripWithinMinuteW) + " within a minute (" +
                megawatts(r.jobTripW) + " at once)" + with + "; the utility's ramp limit allows " + megawatts(r.tripLimitW) +
                " a minute (" + fixed(set.maxRampMwPerS * 60, 1) + " MW/min).",
            upsIds, fix));
}

} // namespace dcs
