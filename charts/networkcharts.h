#pragma once
#include "analysis/analysis.h"
#include "network/networkresult.h"
#include <QString>
#include <QStringList>

class QChart;

namespace dcs {

// Chart builders of the network engine (issue 5, section 4), for the Network page and the PDF
// report. Both show the compute fabric (the first compute network of the Analysis).
namespace NetworkCharts {

// Stacked bars: links per cable-length bin (NetworkResult::kLengthBinEdgesM), one bar set per
// cable type that is used, coloured by medium.
QChart *cableLengthHistogram(const Analysis &analysis);
// Grouped bars: downlink and uplink bandwidth (Tb/s) of each switch tier present.
QChart *tierBandwidth(const Analysis &analysis);

// Category labels of the length bins: their upper edges "1", "2", ..., "500", "500+" (metres).
QStringList lengthBinLabels();
// A cable type's legend label: its catalog name without the parenthesised reach.
QString cableLabel(const CableTally &tally);

// Down and up bandwidth per tier in Gb/s (sum over the tier's switches), index = SwitchTier.
struct TierBandwidth {
    double downGbps[3] = {0, 0, 0};
    double upGbps[3] = {0, 0, 0};
    int switches[3] = {0, 0, 0};
};
TierBandwidth tierBandwidthOf(const NetworkFabricResult &fabric);

} // namespace NetworkCharts
} // namespace dcs
