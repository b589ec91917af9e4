#include "costpaybacktext.h"
#include "cost/costresult.h"
#include "reportformat.h"

namespace dcs {

QString costPaybackText(const CostResult &k)
{
    using ReportFormat::breakEven;
    const QString candidate = QString::fromStdString(k.candidate.phrase);
    if (!k.candidateCheaperUpFrontDearerToRun)
        return QStringLiteral("Break-even of %1: %2 (discounted: %3).")
            .arg(candidate, breakEven(k.breakEvenYears), breakEven(k.discountedBreakEvenYears));
    auto catchUp = [](const std::optional<double> &years, const QString &before) {
        return years ? before + QStringLiteral("year %1").arg(ReportFormat::number(*years, 1)) : QStringLiteral("never");
    };
    return QStringLiteral("%1 costs less up front and more to run: %2 repays its larger capex %3 (discounted: %4).")
        .arg(candidate.left(1).toUpper() + candidate.mid(1), QString::fromStdString(k.reference.phrase),
             catchUp(k.referenceCatchUpYears, QStringLiteral("in ")), catchUp(k.discountedReferenceCatchUpYears, QString()));
}

} // namespace dcs
