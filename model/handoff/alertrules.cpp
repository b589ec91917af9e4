#include "alertrules.h"
#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "dynamics/powerdynamicsresult.h"
#include "inventory/inventoryresult.h"
#include "power/powerresult.h"
#include "thermal/thermalresult.h"
#include "project/project.h"
#include <cstdio>
#include <nlohmann/json.hpp>
#include <set>

namespace dcs {

using nlohmann::json;

namespace {

std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

std::string percent(double fraction) { return number(fraction * 100.0) + " %"; }

// Whole watts: a limit of 1,411,073 W printed "1.411e+06" would be 73 W off.
std::string watts(double w)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", w);
    return buf;
}

std::string megawatts(double w) { return number(w / 1e6) + " MW"; }

// A recording rule: a constant series carrying the design's figure, labelled with its ids.
json constant(const std::string &record, double value, json labels)
{
    return {{"record", record}, {"expr", "vector(" + number(value) + ")"}, {"labels", std::move(labels)}};
}

json alert(const std::string &name, const std::string &expr, const std::string &forDuration, const std::string &severity,
           const std::string &summary, const std::string &description)
{
    return {{"alert", name},
            {"expr", expr},
            {"for", forDuration},
            {"labels", {{"severity", severity}, {"source", "dcstudio"}}},
            {"annotations", {{"summary", summary}, {"description", description}}}};
}

json powerGroup(const Project &p, const Analysis &a, const AlertOptions &o)
{
    json rules = json::array();
    // What each PDU is: rack and feed (an info series, value 1, for joins).
    for (const PduPower &pdu : a.power->pdus)
        rules.push_back(constant("dcstudio:pdu_info", 1.0,
                                 {{"pdu", pdu.id}, {"rack", pdu.rackId}, {"feed", pdu.feed == Feed::A ? "A" : "B"}}));
    // Derated limits: line input rating x continuous fraction, bank breaker x the same.
    for (size_t i = 0; i < a.power->pdus.size(); ++i) {
        const PduPower &pdu = a.power->pdus[i];
        for (int ph = 0; ph < pdu.phases && ph < 3; ++ph) {
            const PowerLine &line = pdu.lines[size_t(ph)];
            json labels = {{"pdu", pdu.id}, {"rack", pdu.rackId}, {"phase", pdu.phaseLabel(ph)}};
            rules.push_back(constant("dcstudio:pdu_line_limit_amperes", line.limitA, labels));
            rules.push_back(constant("dcstudio:pdu_line_design_amperes", line.currentA, labels));
        }
        for (size_t b = 0; b < pdu.banks.size(); ++b)
            rules.push_back(constant("dcstudio:pdu_bank_limit_amperes", pdu.banks[b].limitA,
                                     {{"pdu", pdu.id}, {"rack", pdu.rackId}, {"bank", std::to_string(b + 1)},
                                      {"phase", pdu.phaseLabel(pdu.banks[b].phase)}}));
    }
    const std::string line = o.lineCurrentMetric, bank = o.bankCurrentMetric, warn = number(o.warnFraction);
    rules.push_back(alert(
        "PduLineCurrentHigh",
        line + " > on(pdu, phase) group_left(rack) (" + warn + " * dcstudio:pdu_line_limit_amperes)", "5m", "warning",
        "PDU {{ $labels.pdu }} {{ $labels.phase }} (rack {{ $labels.rack }}) above " + percent(o.warnFraction) +
            " of its derated limit",
        "{{ $value | printf \"%.1f\" }} A. The design's limit is the line rating x the continuous fraction; its "
        "design load is dcstudio:pdu_line_design_amperes. A phase over its limit trips and throttles the GPUs behind "
        "it (the seed's day-3 throughput drop): rebalance cords before the breaker does it."));
    rules.push_back(alert("PduLineOverLimit",
                          line + " > on(pdu, phase) group_left(rack) dcstudio:pdu_line_limit_amperes", "1m", "critical",
                          "PDU {{ $labels.pdu }} {{ $labels.phase }} (rack {{ $labels.rack }}) over its derated limit",
                          "{{ $value | printf \"%.1f\" }} A, above the line's continuous rating."));
    rules.push_back(alert(
        "PduBankCurrentHigh", bank + " > on(pdu, bank) group_left(rack, phase) (" + warn + " * dcstudio:pdu_bank_limit_amperes)",
        "5m", "warning",
        "PDU {{ $labels.pdu }} bank {{ $labels.bank }} (rack {{ $labels.rack }}) above " + percent(o.warnFraction) +
            " of its breaker's derated limit",
        "{{ $value | printf \"%.1f\" }} A. A 16 or 20 A bank breaker can trip long before the PDU's lines."));
    // Feeds: each rack's A and B PDUs share its load; a large difference means a cord or a PSU
    // is off one feed and the other carries it all after a feed loss.
    rules.push_back({{"record", "dcstudio:rack_feed_current_amperes"},
                     {"expr", "sum by (rack, feed) (" + line + " * on(pdu) group_left(rack, feed) dcstudio:pdu_info)"}});
    const std::string fa = "dcstudio:rack_feed_current_amperes{feed=\"A\"}", fb = "dcstudio:rack_feed_current_amperes{feed=\"B\"}";
    rules.push_back(alert("RackFeedImbalance",
                          "abs(" + fa + " - ignoring(feed) " + fb + ") / ignoring(feed) (" + fa + " + ignoring(feed) " + fb +
                              ") > " + number(o.feedImbalanceFraction),
                          "15m", "warning", "Rack {{ $labels.rack }}: feeds A and B carry unequal current",
                          "|A - B| / (A + B) = {{ $value | humanizePercentage }}. In the design both feeds share the rack's "
                          "load; check for a PSU or a cord off one feed before that feed is lost."));
    rules.push_back(alert(
        "PduPhaseImbalance",
        "(max by (pdu) (" + line + ") - min by (pdu) (" + line + ")) / avg by (pdu) (" + line + ") > " +
            number(p.power.imbalanceThresholdPct / 100.0) + " and avg by (pdu) (" + line + ") > 2",
        "30m", "info", "PDU {{ $labels.pdu }}: phases unequally loaded",
        "Spread / mean of the line currents {{ $value | humanizePercentage }} (the design's threshold is " +
            number(p.power.imbalanceThresholdPct) + " %); Auto-balance in DC Studio proposes the cords to move."));
    return {{"name", "dcstudio-power"}, {"rules", rules}};
}

json gpuGroup(const AlertOptions &o)
{
    json rules = json::array();
    rules.push_back(alert("GpuTemperatureHigh", "DCGM_FI_DEV_GPU_TEMP >= " + number(o.gpuTemperatureC), "5m", "warning",
                          "GPU {{ $labels.gpu }} on {{ $labels.Hostname }} at {{ $value }} C",
                          "Keep GPUs under " + number(o.gpuTemperatureC) +
                              " C (seed): check the rack's inlet, its cooling unit or the CDU loop."));
    rules.push_back(alert("GpuUtilisationLow", "avg by (Hostname) (DCGM_FI_DEV_GPU_UTIL) < " + number(o.gpuUtilisationPct),
                          "30m", "info", "{{ $labels.Hostname }}: GPUs at {{ $value | printf \"%.0f\" }} % utilisation",
                          "A training node should stay above " + number(o.gpuUtilisationPct) +
                              " % (seed). A sudden drop on many nodes at once points at power or thermal throttling, "
                              "the network or the input pipeline."));
    rules.push_back(alert(
        "GpuMemoryUseLow",
        "DCGM_FI_DEV_FB_USED / (DCGM_FI_DEV_FB_USED + DCGM_FI_DEV_FB_FREE) < " + number(o.gpuMemoryFraction), "30m", "info",
        "GPU {{ $labels.gpu }} on {{ $labels.Hostname }} uses {{ $value | humanizePercentage }} of its memory",
        "Jobs should use more than " + percent(o.gpuMemoryFraction) +
            " of GPU memory (seed); a larger micro-batch or packing jobs (MIG) uses the hardware better."));
    return {{"name", "dcstudio-gpu"}, {"rules", rules}};
}

// The training step's swing and a job stop's change at the utility connection (issue 35,
// docs/power.md "Power dynamics"): the design's limits as constant series, the site's measured
// power reduced to its swing over any rolling 5 s (ERCOT's definition) and its change within a
// minute, and alerts when either passes the design's limit.
json dynamicsGroup(const PowerDynamicsResult &d, const AlertOptions &o)
{
    json rules = json::array();
    const PowerDynamicsResult::Mitigation *chosen = d.chosen();
    const bool mitigated = chosen && chosen->available && chosen->choice != PowerSmoothing::None;
    const double designSwingW = mitigated ? chosen->utilitySwingW : d.utilitySwingW;
    rules.push_back({{"record", "dcstudio:utility_swing_limit_watts"}, {"expr", "vector(" + watts(d.swingLimitW) + ")"}});
    rules.push_back({{"record", "dcstudio:utility_ramp_limit_watts_per_minute"}, {"expr", "vector(" + watts(d.tripLimitW) + ")"}});
    rules.push_back({{"record", "dcstudio:utility_swing_design_watts"},
                     {"expr", "vector(" + watts(designSwingW) + ")"},
                     {"labels", {{"mitigation", mitigated ? chosen->id : std::string("none")}}}});
    // Any rolling 5 s: the 5-s spread evaluated every second over the last minute (a subquery),
    // so an evaluation every minute still sees every window.
    const std::string m = o.utilityPowerMetric;
    rules.push_back({{"record", "dcstudio:utility_power_swing_watts"},
                     {"expr", "max_over_time((max_over_time(" + m + "[5s]) - min_over_time(" + m + "[5s]))[1m:1s])"}});
    rules.push_back({{"record", "dcstudio:utility_power_change_1m_watts"},
                     {"expr", "max_over_time(" + m + "[1m]) - min_over_time(" + m + "[1m])"}});
    rules.push_back(alert(
        "UtilityPowerSwingOverLimit", "dcstudio:utility_power_swing_watts > scalar(dcstudio:utility_swing_limit_watts)", "2m", "critical",
        "The hall's power swings {{ $value | humanize }}W within 5 s at the utility, above the design's limit",
        "The limit is " + megawatts(d.swingLimitW) + " (the swing limit in MW, or its share of design IT when a share under 100 % is set and gives less); the design "
            "predicts " + megawatts(designSwingW) + (mitigated ? " with the chosen mitigation (" + chosen->id + ")" : std::string(" without mitigation")) +
            ". Synchronous training moves every GPU at once: check the power smoothing (the GPUs' floor, the storage) before the "
            "utility does."));
    rules.push_back(alert(
        "UtilityPowerRampOverLimit", "dcstudio:utility_power_change_1m_watts > scalar(dcstudio:utility_ramp_limit_watts_per_minute)",
        "0s", "critical", "The hall's power changed {{ $value | humanize }}W within a minute at the utility, beyond the ramp limit",
        "The limit is " + megawatts(d.tripLimitW) + " within a minute (the utility's ramp limit x 60 s). A job that stops or "
            "starts at once does this; the design's job stop is " + megawatts(mitigated ? chosen->tripWithinMinuteW : d.tripWithinMinuteW) +
            " within a minute. Report it to the utility if the agreement asks, and ramp jobs down and up."));
    rules.push_back(alert(
        "UtilityPowerSwingAbovePrediction",
        "dcstudio:utility_power_swing_watts > " + number(o.swingAbovePrediction) + " * scalar(dcstudio:utility_swing_design_watts)",
        "30m", "info", "The hall swings {{ $value | humanize }}W, more than the design predicted",
        "Over " + number(o.swingAbovePrediction) + " x the design's " + megawatts(designSwingW) +
            ": a mitigation off, or a workload whose step swings deeper than the design's plan."));
    return {{"name", "dcstudio-power-dynamics"}, {"rules", rules}};
}

// CDUs of the design: floor units and in-rack units.
std::vector<std::string> cduIds(const Project &p, const Catalog &catalog)
{
    std::vector<std::string> ids;
    auto isCdu = [&](const std::string &catalogId) {
        const CatalogEntry *e = catalog.find(catalogId);
        return e && e->isCooling(CoolingType::Cdu);
    };
    for (const FloorEquipment &eq : p.equipment)
        if (isCdu(eq.catalogId))
            ids.push_back(eq.id);
    for (const Rack &r : p.racks)
        for (const DevicePlacement &d : r.devices)
            if (isCdu(d.catalogId))
                ids.push_back(d.id);
    return ids;
}

json coolingGroup(const Project &p, const Catalog &catalog, const Analysis &a, const AlertOptions &o)
{
    json rules = json::array();
    for (const std::string &id : cduIds(p, catalog))
        rules.push_back(constant("dcstudio:cdu_supply_setpoint_celsius", p.cooling.liquid.supplyC, {{"cdu", id}}));
    if (!rules.empty())
        rules.push_back(alert("CduSupplyTemperatureHigh",
                              o.cduSupplyMetric + " > on(cdu) (dcstudio:cdu_supply_setpoint_celsius + " +
                                  number(o.cduMarginK) + ")",
                              "10m", "warning", "CDU {{ $labels.cdu }} supplies {{ $value }} C",
                              "More than " + number(o.cduMarginK) +
                                  " K above the design's facility-water supply: a dry cooler, a pump or the trim "
                                  "chiller is not keeping up, and the cold plates' GPUs will throttle."));
    const ThermalResult &t = a.thermal;
    bool anyInlet = false;
    for (const RackThermal &r : t.racks)
        if (r.solved) {
            rules.push_back(constant("dcstudio:rack_inlet_predicted_celsius", r.inletWarmestC, {{"rack", r.rackId}}));
            anyInlet = true;
        }
    if (anyInlet) {
        rules.push_back(alert("RackInletAboveRecommended", o.inletMetric + " > " + number(t.recommendedMaxC), "10m", "warning",
                              "Rack {{ $labels.rack }} inlet {{ $value }} C",
                              "Above the ASHRAE " + t.ashraeClass + " recommended " + number(t.recommendedMinC) + "-" +
                                  number(t.recommendedMaxC) + " C."));
        rules.push_back(alert("RackInletAboveAllowable", o.inletMetric + " > " + number(t.allowableMaxC), "5m", "critical",
                              "Rack {{ $labels.rack }} inlet {{ $value }} C, above allowable",
                              "Above the ASHRAE " + t.ashraeClass + " allowable " + number(t.allowableMaxC) +
                                  " C: the servers throttle or shut down."));
        rules.push_back(alert("RackInletAbovePrediction",
                              o.inletMetric + " - on(rack) dcstudio:rack_inlet_predicted_celsius > 3", "30m", "info",
                              "Rack {{ $labels.rack }} runs {{ $value | printf \"%.1f\" }} K warmer than the design's thermal map",
                              "Recirculation (missing blanking panels, open containment) or a cooling unit off: the "
                              "design's failure scan names the unit whose loss heats this rack."));
    }
    return {{"name", "dcstudio-cooling"}, {"rules", rules}};
}

} // namespace

json AlertRules::build(const Project &p, const Catalog &catalog, const Analysis &a, const AlertOptions &o)
{
    json groups = json::array();
    if (!a.power->pdus.empty())
        groups.push_back(powerGroup(p, a, o));
    if (a.inventory->gpus > 0)
        groups.push_back(gpuGroup(o));
    if (a.powerDynamics->computed)
        groups.push_back(dynamicsGroup(a.powerDynamics, o));
    json cooling = coolingGroup(p, catalog, a, o);
    if (!cooling["rules"].empty())
        groups.push_back(std::move(cooling));
    return {{"groups", groups}};
}

std::string AlertRules::header(const Project &p)
{
    // A comment line: a line break in the design's name must not end it.
    std::string name = p.name;
    for (char &c : name)
        if (static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    return "# Prometheus alerting rules for \"" + name + "\", written by DC Studio " DCS_VERSION
           " (docs/handoff.md).\n# Check with: promtool check rules FILE\n";
}

std::string AlertRules::notes(const Analysis &a)
{
    if (a.powerDynamics->computed)
        return {};
    std::string why = a.powerDynamics->missing;
    for (char &c : why)
        if (static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    return "# No training power swing and ramp rules (group dcstudio-power-dynamics): the power dynamics are not "
           "computed (" + why + ").\n";
}

} // namespace dcs
