#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio sweep-merge PART... -o ALL.csv [--plot out.png [--pareto X,Y]]` (docs/sweep.md):
// joins the parts of a sharded sweep (CSV, or JSON Lines when the parts end in .jsonl) into
// the file the unsharded sweep writes, byte for byte, rows in variant order. Exit codes:
// 0 merged, 1 a part cannot be read or does not fit (another header, a variant twice),
// 2 usage, 3 merged but variants are missing (a part not given; listed on stderr), 4 cannot write.
namespace SweepMergeCommand {

int run(const QStringList &arguments);

} // namespace SweepMergeCommand
} // namespace dcs
