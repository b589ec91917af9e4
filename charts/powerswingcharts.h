#pragma once
#include <QList>
#include <QPointF>
#include <vector>

class QChart;

namespace dcs {

struct Analysis;

// Chart builders of the power swing of synchronous training (issue 35, dynamics/) for the Power
// page's Dynamics tab. Each returns a new QChart the caller owns. Series names are the legend texts, which the tests use to find the series;
// titles stay short, the chart's "description" property says it whole (the panel's tooltip).
// When PowerDynamicsResult::computed is false a chart has no series and its description is the
// result's `missing` sentence: never zeros drawn as if they were figures.
namespace PowerSwingCharts {

// The steps drawn one after the other in the step chart.
constexpr int kStepsShown = 3;

// Three training steps at the utility (MW, left axis) and at the worst PDU phase (kW, right
// axis), each with the chosen mitigation's curve beside it when one is chosen ("... with
// storage at the rack"). The two quantities have their own axes and bands of the plot: the
// utility above, the phase below, so two curves of the same shape do not lie on each other.
QChart *stepChart(const Analysis &analysis);
// Amplitudes of the utility's harmonics k / step (stems, log frequency), the band to avoid
// shaded with its RMS and limit in its legend; the chosen mitigation's harmonics beside them.
QChart *spectrumChart(const Analysis &analysis);
// A job stop at the compute peak, at the utility: the trip (IT and chain losses at once), then
// cooling following the heat down to the settled level; the change within a minute marked
// against the utility's limit.
QChart *jobStopChart(const Analysis &analysis);

// One step sampled every dtS seconds, repeated `steps` times from t = 0, as points in seconds
// and `scale` x W. Long records are thinned to each bucket's lowest and highest sample (in
// time order), so the peaks and troughs stay exact while a series keeps a few thousand points.
QList<QPointF> repeatedSteps(const std::vector<double> &stepW, double dtS, int steps, double scale);

} // namespace PowerSwingCharts
} // namespace dcs
