#pragma once
#include <QStringList>
#include <string>

namespace dcs {

// `dcstudio inputs [--json]`: every input a project file holds that `--set key=value` can
// change, with its label, unit, range, default and source, from the inputs registry
// (spec/inputdescriptions.h) and the model's defaults (io/inputvalues.h). The Markdown text is
// docs/inputs.md word for word (test_inputs compares them), so the documentation of `--set`
// cannot drift from the code. Exit codes: 0 listed, 1 bad arguments.
namespace InputsCommand {

int run(const QStringList &arguments);
std::string markdown();
std::string json();

} // namespace InputsCommand
} // namespace dcs
