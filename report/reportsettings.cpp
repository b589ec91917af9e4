#include "reportsettings.h"
#include <QSettings>

namespace dcs::ReportSettings {

ReportOptions load()
{
    QSettings s;
    ReportOptions o;
    o.company = s.value(QStringLiteral("report/company")).toString();
    o.author = s.value(QStringLiteral("report/author")).toString();
    o.revision = s.value(QStringLiteral("report/revision"), o.revision).toString();
    o.paper = s.value(QStringLiteral("report/paper")).toString() == QLatin1String("letter") ? ReportOptions::Paper::Letter
                                                                                            : ReportOptions::Paper::A4;
    return o;
}

void save(const ReportOptions &o)
{
    QSettings s;
    s.setValue(QStringLiteral("report/company"), o.company);
    s.setValue(QStringLiteral("report/author"), o.author);
    s.setValue(QStringLiteral("report/revision"), o.revision);
    s.setValue(QStringLiteral("report/paper"), o.paper == ReportOptions::Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4"));
}

} // namespace dcs::ReportSettings
