#include "warningssection.h"
#include "reportcontext.h"
#include "reportwriter.h"
#include <QStringList>

namespace dcs {

void WarningsSection::write(ReportWriter &w, const ReportContext &c) const
{
    const std::vector<Warning> &warnings = c.analysis.warnings;
    w.heading(title());
    if (warnings.empty()) {
        w.paragraph(QStringLiteral("The design raises no warnings."));
        return;
    }
    w.paragraph(QStringLiteral("%1 findings, most severe first. Each names the objects concerned (ids as on the floor "
                               "plan and in the elevations) and a suggested fix.")
                    .arg(warnings.size()));
    ReportTable t;
    t.columns = {{QStringLiteral("Severity"), 0.8}, {QStringLiteral("Code"), 1.5}, {QStringLiteral("Finding"), 3.6},
                 {QStringLiteral("Objects"), 1.4}, {QStringLiteral("Suggested fix"), 2.4}};
    // A report for a customer lists every finding, but a finding on hundreds of objects names
    // the first few and the count.
    constexpr size_t kIdsShown = 6;
    for (const Warning &x : warnings) {
        QStringList ids;
        for (size_t i = 0; i < x.objectIds.size() && i < kIdsShown; ++i)
            ids << QString::fromStdString(x.objectIds[i]);
        if (x.objectIds.size() > kIdsShown)
            ids << QStringLiteral("and %1 more").arg(x.objectIds.size() - kIdsShown);
        const QColor tint = x.severity == Warning::Severity::Error     ? QColor(0xfa, 0xdb, 0xd8)
                            : x.severity == Warning::Severity::Warning ? QColor(0xfd, 0xf0, 0xd5)
                                                                       : QColor();
        // Zero-width spaces let long codes break after their dots and underscores.
        QString code = QString::fromStdString(x.key());
        code.replace(QLatin1Char('.'), QStringLiteral(".\u200B")).replace(QLatin1Char('_'), QStringLiteral("_\u200B"));
        t.add({QString::fromLatin1(severityName(x.severity)), code,
               QString::fromStdString(x.message), ids.join(QStringLiteral(", ")), QString::fromStdString(x.fix)},
              tint);
    }
    w.table(t);
}

} // namespace dcs
