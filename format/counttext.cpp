#include "counttext.h"
#include <array>
#include <cmath>

namespace dcs::CountText {

namespace {
struct CountUnit {
    QChar letter;
    double scale;
    const char *word;
};
// Largest first: compact() takes the first unit the count fills.
constexpr std::array<CountUnit, 4> kCountUnits{{{u'T', 1e12, "trillion"}, {u'B', 1e9, "billion"},
                                                {u'M', 1e6, "million"}, {u'K', 1e3, "thousand"}}};

// Splits "15.5 T" into "15.5" and the unit's scale (1 without a suffix); nothing when the last
// letter is not a unit.
std::optional<std::pair<QString, double>> splitSuffix(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    const QChar last = t.back().toUpper();
    if (last.isDigit() || last == QLatin1Char('.') || last == QLatin1Char(','))
        return std::pair{t, 1.0};
    for (const CountUnit &u : kCountUnits)
        if (last == u.letter)
            return std::pair{t.left(t.size() - 1).trimmed(), u.scale};
    return std::nullopt;
}

QString trimmedNumber(double value, const QLocale &locale)
{
    // Three decimals at most, trailing zeros dropped: 15 -> "15", 1.25 -> "1.25".
    QString s = locale.toString(value, 'f', 3);
    const QString point = locale.decimalPoint();
    if (s.contains(point)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(point.size());
    }
    return s;
}
} // namespace

std::optional<double> parse(const QString &text, const QLocale &locale)
{
    const auto split = splitSuffix(text);
    if (!split || split->first.isEmpty())
        return std::nullopt;
    bool ok = false;
    double number = locale.toDouble(split->first, &ok);
    if (!ok)
        number = QLocale::c().toDouble(split->first, &ok);  // "1.5" in any locale, as typed in files
    if (!ok || !std::isfinite(number) || number < 0)
        return std::nullopt;
    return number * split->second;
}

QString compact(double count, const QLocale &locale)
{
    for (const CountUnit &u : kCountUnits)
        if (count >= u.scale)
            return trimmedNumber(count / u.scale, locale) + u.letter;
    return trimmedNumber(count, locale);
}

QString inWords(double count, const QLocale &locale)
{
    for (const CountUnit &u : kCountUnits)
        if (count >= u.scale)
            return trimmedNumber(count / u.scale, locale) + QLatin1Char(' ') + QLatin1String(u.word);
    return trimmedNumber(count, locale);
}

bool canBecomeCount(const QString &text, const QLocale &locale)
{
    const QString t = text.trimmed();
    if (t.isEmpty() || parse(t, locale))
        return true;
    // A number still being typed: digits, separators, a point, no suffix yet.
    for (QChar c : t)
        if (!c.isDigit() && c != locale.decimalPoint().front() && c != locale.groupSeparator().front() && c != QLatin1Char('.') &&
            c != QLatin1Char(',') && c != QLatin1Char(' '))
            return false;
    return true;
}

} // namespace dcs::CountText
