#pragma once
#include <QPointF>
#include <QString>
#include <vector>

class QChart;

namespace dcs {

struct PowerDynamicsResult;

// Charts of the power dynamics engine (issue 35, docs/power.md "Power dynamics"), for the PDF
// report (and any page that shows the training step's power). Each returns a new QChart the
// caller owns; a result that is not computed gives a chart whose title says so, never a flat
// line at zero. Series names are the legend texts.
namespace PowerDynamicsCharts {

// The power at the utility connection over `steps` training steps (the engine's one step
// repeated), in kW or MW, and the same with the chosen mitigation when one is chosen and built.
// The y axis spans the waveform, not zero: the swing is the point.
QChart *utilityTime(const PowerDynamicsResult &result, int steps = 3);
// The amplitude of each harmonic of the step (k / step time) at the utility as stems, on a
// logarithmic frequency axis, with the settings' band to avoid shaded.
QChart *spectrum(const PowerDynamicsResult &result);

// `steps` repetitions of a waveform sampled every `dtS`, reduced to at most about `buckets`
// x 2 points by keeping each bucket's lowest and highest sample in time order: the swing's
// extremes survive, as they would not with every n-th sample (a 20 ms ramp in a 4 s step).
std::vector<QPointF> envelope(const std::vector<double> &oneStep, double dtS, int steps, int buckets, double scale);

} // namespace PowerDynamicsCharts
} // namespace dcs
