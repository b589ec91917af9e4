#pragma once
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

struct Analysis;
class Catalog;
struct Project;

// Prometheus alerting rules from a design (issue 19 item 3; docs/handoff.md). The design knows
// every PDU line's and bank breaker's derated limit, which PDU feeds which rack from which
// feed, the CDUs' supply setpoint and each rack's predicted inlet: it hands operations the
// alerts that would have caught the seed's day-3 phase overload. The limits are recording rules
// with the design's ids as labels (one series per PDU line, bank, CDU and rack), joined to the
// site's metrics in a few alert rules, the usual Prometheus idiom for per-object thresholds.
// Site metrics (names are options: map an SNMP exporter's vendor metric to them with a
// recording rule): PDU line and bank current in A labelled {pdu, phase} / {pdu, bank}, CDU
// supply temperature {cdu}, rack inlet temperature {rack}, and the hall's power at the utility
// connection in W (one series, scraped every second: a training step's swing lasts seconds).
// GPU rules use the NVIDIA DCGM exporter's names (DCGM_FI_DEV_GPU_TEMP, _GPU_UTIL, _FB_USED,
// _FB_FREE).
struct AlertOptions {
    std::string lineCurrentMetric = "pdu_phase_current_amperes";
    std::string bankCurrentMetric = "pdu_bank_current_amperes";
    std::string cduSupplyMetric = "cdu_supply_temperature_celsius";
    std::string inletMetric = "rack_inlet_temperature_celsius";
    std::string utilityPowerMetric = "utility_power_watts";
    double swingAbovePrediction = 1.5;  // measured swing / the design's before "swings more than designed"
    double warnFraction = 0.8;          // of the derated limit (issue 19: 80 %)
    double feedImbalanceFraction = 0.2; // |A - B| / (A + B) per rack
    double cduMarginK = 5.0;            // above the facility-water supply setpoint (a CDU's approach is 2-5 K)
    double gpuTemperatureC = 85.0;      // seed: temperature < 85 C
    double gpuUtilisationPct = 80.0;    // seed: GPU-Util > 80 %
    double gpuMemoryFraction = 0.70;    // seed: GPU-Mem > 70 %
};

class AlertRules
{
public:
    // The rules file as JSON (groups / rules), ready for YamlText::write.
    static nlohmann::json build(const Project &project, const Catalog &catalog, const Analysis &analysis,
                                const AlertOptions &options = {});
    // The file's comment header (what it is, how to check it).
    static std::string header(const Project &project);
    // Comment lines on rules left out and why (the training power rules when the power
    // dynamics are not computed); empty when nothing is left out.
    static std::string notes(const Analysis &analysis);
};

} // namespace dcs
