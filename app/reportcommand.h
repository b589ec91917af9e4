#pragma once
#include <QStringList>

namespace dcs {

// `dcstudio report PROJECT... -o OUT.pdf|FOLDER [--paper a4|letter] [--set ...] [--company ..] [--author ..]
// [--revision ..]`: the PDF design report without a display, one per PROJECT (several go to
// FOLDER/<base name>.pdf). Exit codes (the highest over the projects): 0 written, 1 bad
// arguments, 2 unreadable or invalid project, 3 the PDF could not be written.
namespace ReportCommand {

int run(const QStringList &arguments);

} // namespace ReportCommand
} // namespace dcs
