#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio compare A.json B.json ... [--set key=value] [--json]` (docs/sweep.md): 2 to 6
// designs side by side, the headline figures with each design's difference to the first and
// the warnings each adds or removes. Exit codes: 0 compared, 1 a file fails to load (or a
// --set does not fit it), 2 usage (fewer than 2 or more than 6 files, an unknown option).
namespace CompareCommand {

int run(const QStringList &arguments);

} // namespace CompareCommand
} // namespace dcs
