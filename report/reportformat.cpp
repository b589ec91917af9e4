#include "reportformat.h"
#include <QLocale>
#include <cmath>

namespace dcs::ReportFormat {

QString number(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    // A fixed English locale: a report printed in Berlin and checked by a script in Austin must
    // read the same.
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    return english.toString(value, 'f', decimals);
}

QString kilowatts(double watts, int decimals)
{
    return number(watts / 1000.0, decimals) + QStringLiteral(" kW");
}

QString percent(double fraction, int decimals)
{
    return number(fraction * 100.0, decimals) + QStringLiteral(" %");
}

QString money(double amount, const QString &currency, int decimals)
{
    return currency + QLatin1Char(' ') + number(amount, decimals);
}

QString megawattHours(double mwh)
{
    return number(mwh, 1) + QStringLiteral(" MWh");
}

} // namespace dcs::ReportFormat
