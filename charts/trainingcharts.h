#pragma once

class QChart;

namespace dcs {

struct Analysis;

// Chart builders of the training engine (issue 6). Each returns a new QChart (the caller owns
// it) for ChartPanel on the Training page and for the PDF report; series and bar-set names are
// the legend texts, which the tests use to find the values. Titles stay short (a chart may be a
// third of a laptop window wide); the chart's "description" property states it whole.
namespace TrainingCharts {

// Stacked bar of the run's wall-clock days: compute, exposed communication, pipeline bubble,
// goodput loss (they add up to TrainingResult::days).
QChart *timeBreakdown(const Analysis &analysis);
// Stacked bar of the most loaded GPU's memory (weights, gradients, optimizer states,
// activations, buffers) in GB, against the HBM line and the usable line (HBM less headroom).
QChart *memoryPerGpu(const Analysis &analysis);
// Days against GPU count (log-log) for the same workload, this layout's point marked, the
// exposed-communication share on a second axis and a marker where it passes the warning share.
QChart *scalingCurve(const Analysis &analysis);

} // namespace TrainingCharts
} // namespace dcs
