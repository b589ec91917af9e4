#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio check PROJECT... [--fail-on warning|error|never] [--set ...] [--json]`: lists the
// designs' warnings and errors for scripts and CI. Exit codes: 0 clean (or nothing at the
// --fail-on level), 1 warnings, 2 errors, 3 bad arguments, 4 unreadable or invalid project;
// with several projects the highest over all of them (so one unreadable file makes it 4).
namespace CheckCommand {

int run(const QStringList &arguments);

} // namespace CheckCommand
} // namespace dcs
