#pragma once
#include "analysis/analysis.h"
#include <QString>
#include <string>
#include <vector>

class QChart;

namespace dcs {

// Per-PDU phase currents as grouped bars (L1, L2, L3, in A) with each PDU's derated line limit
// drawn as a step line over its group (issue 3 section 4). The same builder serves the Power
// page and the PDF report.
namespace PhaseChart {

enum class Scenario { Normal, FeedALost, FeedBLost };

struct Scope {
    std::string rackId;  // empty = the whole hall
    int maxPdus = 24;    // a 16k-GPU hall has thousands of PDUs: show the most loaded ones
};

// One PDU as the chart shows it: line currents in the scenario and the derated line limit.
struct PduBars {
    std::string pduId;
    int index = 0;                 // into PowerResult::pdus
    std::array<double, 3> currentA{};
    double limitA = 0;
    double utilisation = 0;        // worst line current / limit in the scenario
};

// The PDUs the chart shows, most loaded first, and how many were in scope.
struct Selection {
    std::vector<PduBars> pdus;
    int inScope = 0;
};
Selection select(const PowerResult &power, const Scope &scope, Scenario scenario);

QString scenarioName(Scenario scenario);
QChart *build(const Analysis &analysis, const Scope &scope, Scenario scenario);

} // namespace PhaseChart
} // namespace dcs
