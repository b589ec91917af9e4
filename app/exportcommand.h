#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio export alerts|bom PROJECT -o OUT [--set ...]` and its alias `dcstudio bom PROJECT -o
// OUT.csv`: the hand-off files for operations (issue 19; docs/handoff.md). alerts: Prometheus
// alerting rules (YAML) from the design's PDU limits, feeds, CDUs and thermal map, plus the
// seed's GPU thresholds on DCGM exporter metrics; bom: the bill of materials as CSV.
// Exit codes: 0 written, 1 bad arguments, 2 unreadable or invalid project, 3 the output could
// not be written (nothing is changed on disk then).
namespace ExportCommand {

int run(const QStringList &arguments);

} // namespace ExportCommand
} // namespace dcs
