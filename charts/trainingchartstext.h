#pragma once
#include <QCoreApplication>
#include <QString>

namespace dcs::TrainingCharts {

// The texts of the three training charts (time, memory, scaling), translated in one context.
inline QString tr(const char *text) { return QCoreApplication::translate("TrainingCharts", text); }

} // namespace dcs::TrainingCharts
