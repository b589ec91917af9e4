#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio evaluate PROJECT... [--set ...] [--json]`: every engine's results as JSON (keys in
// README). One PROJECT without --json prints the evaluation document as it always has; with
// several, each under a "==> file <==" header; --json prints JSON Lines, one object per PROJECT.
// Exit codes: 0 ok, 1 bad arguments (or a --set that does not fit a project), 2 unreadable or
// invalid project; with several projects the highest over all of them.
namespace EvaluateCommand {

int run(const QStringList &arguments);

} // namespace EvaluateCommand
} // namespace dcs
