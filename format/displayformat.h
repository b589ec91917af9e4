#pragma once
#include <QLocale>
#include <QString>
#include <vector>

namespace dcs {

// Figures as the user reads them: engines give SI units (W, A, °C, fractions, money as a plain
// amount) and this turns them into text, one rule per quantity, for the widgets and the report.
// A DisplayFormat carries its locale: the widgets use the user's, the report a fixed English one
// so that a report printed in Berlin and checked by a script in Austin reads the same. Units are
// SI symbols and stay untranslated. A value that is not finite prints as "—".
class DisplayFormat
{
public:
    DisplayFormat();                              // the user's locale (QLocale()): the widgets
    explicit DisplayFormat(const QLocale &locale);
    static DisplayFormat report();                // English (United States): "1,234.5"
    static DisplayFormat plain();                 // C locale, no group separators: "1234.5"

    const QLocale &locale() const { return mLocale; }

    QString number(double value, int decimals = 0) const;           // "1,234,567.8"
    QString kilowatts(double watts, int decimals = 1) const;        // 1035800 -> "1,035.8 kW"
    QString kilowattNumber(double watts, int decimals = 1) const;   // 1035800 -> "1,035.8" (a kW column)
    QString percent(double fraction, int decimals = 1) const;       // 0.823 -> "82.3 %"
    QString percentNumber(double fraction, int decimals = 1) const; // 0.823 -> "82.3" (a % column)
    QString money(double amount, const QString &currency, int decimals = 0) const;  // "USD 878,144"
    QString amountIn(double amount, const QString &currency, int decimals = 0) const;  // "878,144 USD"
    QString dollars(double usd, int decimals = 0) const;            // catalog prices: "$12,345"
    // Large amounts shortened, currency last: "1.23 M USD", "45 k USD", "980.00 USD".
    QString compactMoney(double amount, const QString &currency) const;
    QString megawattHours(double mwh, int decimals = 1) const;      // "9,073.6 MWh"
    QString celsius(double c, int decimals = 1) const;              // "21.5 °C"
    QString celsiusSeries(const std::vector<double> &c) const;      // "24.0 / 24.3 / 26.1 °C"
    QString amps(double a, int decimals = 1) const;                 // "31.2 A"

private:
    QLocale mLocale;
};

} // namespace dcs
