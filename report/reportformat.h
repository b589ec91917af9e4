#pragma once
#include "displayformat.h"
#include <optional>

namespace dcs {

// The report's number formats, now DisplayFormat::report() (format/displayformat.h): kept as
// names for the report files and tests that still call them; new code calls DisplayFormat.
// The report tests read numbers back with these same rules, so "rounded as printed" means what
// these functions print.
namespace ReportFormat {

// Fixed English numbers, so the report reads the same on every machine: the one object every
// section formats with (`using ReportFormat::fmt;`).
inline const DisplayFormat fmt = DisplayFormat::report();

inline QString number(double value, int decimals = 0) { return DisplayFormat::report().number(value, decimals); }
inline QString kilowatts(double watts, int decimals = 1) { return DisplayFormat::report().kilowatts(watts, decimals); }
inline QString percent(double fraction, int decimals = 1) { return DisplayFormat::report().percent(fraction, decimals); }
inline QString money(double amount, const QString &currency, int decimals = 0)
{
    return DisplayFormat::report().money(amount, currency, decimals);
}
inline QString megawattHours(double mwh) { return DisplayFormat::report().megawattHours(mwh); }
// A break-even in years (CostResult): "never", "at once" (liquid cheaper from the start) or "year 3.4".
inline QString breakEven(const std::optional<double> &years)
{
    return !years ? QStringLiteral("never") : *years <= 0 ? QStringLiteral("at once") : QStringLiteral("year %1").arg(number(*years, 1));
}

} // namespace ReportFormat
} // namespace dcs
