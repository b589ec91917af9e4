#pragma once
#include <QCoreApplication>
#include <QString>
#include <string>

namespace dcs::PowerSwingCharts {

// The texts of the power swing charts (step, spectrum, job stop), translated in one context.
inline QString tr(const char *text) { return QCoreApplication::translate("PowerSwingCharts", text); }

// "Storage at the rack" -> "with storage at the rack", "GPU power smoothing (floor, ramp limits)"
// -> "with GPU power smoothing": the chosen mitigation in a title or a sentence (legends say
// "mitigated" and stay short).
inline QString withMitigation(const std::string &label)
{
    QString text = QString::fromStdString(label);
    if (const qsizetype bracket = text.indexOf(QLatin1String(" (")); bracket > 0)
        text.truncate(bracket);
    if (text.size() > 1 && text[1].isLower())  // "GPU power smoothing" keeps its capitals
        text[0] = text[0].toLower();
    return tr("with %1").arg(text);
}

} // namespace dcs::PowerSwingCharts
