#pragma once
#include "reportoptions.h"

namespace dcs {

// The last export settings (company, author, revision, paper), kept in QSettings so the GUI
// dialog opens with them and `dcstudio report` uses them by default.
namespace ReportSettings {

ReportOptions load();
void save(const ReportOptions &options);

} // namespace ReportSettings
} // namespace dcs
