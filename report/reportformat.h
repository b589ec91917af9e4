#pragma once
#include <QString>

namespace dcs {

// Number formats of the report. The report tests read numbers back with these same rules, so
// "rounded as printed" means what these functions print.
namespace ReportFormat {

QString number(double value, int decimals = 0);     // thousands separators: 1,234,567.8
QString kilowatts(double watts, int decimals = 1);  // "1,035.8 kW"
QString percent(double fraction, int decimals = 1); // 0.823 -> "82.3 %"
QString money(double amount, const QString &currency, int decimals = 0);  // "USD 878,144"
QString megawattHours(double mwh);                  // "9,073.6 MWh"

} // namespace ReportFormat
} // namespace dcs
