#include "displayformat.h"
#include <QStringList>
#include <cmath>

namespace dcs {

DisplayFormat::DisplayFormat() = default;

DisplayFormat::DisplayFormat(const QLocale &locale) : mLocale(locale) {}

DisplayFormat DisplayFormat::report()
{
    static const DisplayFormat english(QLocale(QLocale::English, QLocale::UnitedStates));
    return english;
}

DisplayFormat DisplayFormat::plain()
{
    static const DisplayFormat c(QLocale::c());
    return c;
}

QString DisplayFormat::number(double value, int decimals) const
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    return mLocale.toString(value, 'f', decimals);
}

QString DisplayFormat::kilowatts(double watts, int decimals) const
{
    return kilowattNumber(watts, decimals) + QStringLiteral(" kW");
}

QString DisplayFormat::kilowattNumber(double watts, int decimals) const
{
    return number(watts / 1000.0, decimals);
}

QString DisplayFormat::percent(double fraction, int decimals) const
{
    return percentNumber(fraction, decimals) + QStringLiteral(" %");
}

QString DisplayFormat::percentNumber(double fraction, int decimals) const
{
    return number(fraction * 100.0, decimals);
}

QString DisplayFormat::money(double amount, const QString &currency, int decimals) const
{
    return currency + QLatin1Char(' ') + number(amount, decimals);
}

QString DisplayFormat::amountIn(double amount, const QString &currency, int decimals) const
{
    return number(amount, decimals) + QLatin1Char(' ') + currency;
}

QString DisplayFormat::dollars(double usd, int decimals) const
{
    return QLatin1Char('$') + number(usd, decimals);
}

QString DisplayFormat::compactMoney(double amount, const QString &currency) const
{
    if (std::abs(amount) >= 1e6)
        return number(amount / 1e6, 2) + QStringLiteral(" M ") + currency;
    if (std::abs(amount) >= 1e4)
        return number(amount / 1e3, 0) + QStringLiteral(" k ") + currency;
    return amountIn(amount, currency, 2);
}

QString DisplayFormat::megawattHours(double mwh, int decimals) const
{
    return number(mwh, decimals) + QStringLiteral(" MWh");
}

QString DisplayFormat::celsius(double c, int decimals) const
{
    return number(c, decimals) + QStringLiteral(" °C");
}

QString DisplayFormat::celsiusSeries(const std::vector<double> &c) const
{
    QStringList parts;
    for (double v : c)
        parts << number(v, 1);
    return parts.join(QStringLiteral(" / ")) + QStringLiteral(" °C");
}

QString DisplayFormat::amps(double a, int decimals) const
{
    return number(a, decimals) + QStringLiteral(" A");
}

} // namespace dcs
