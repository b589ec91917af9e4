#pragma once
#include <QLocale>
#include <QString>
#include <optional>

namespace dcs {

// Large counts as people type and read them (issue 30 item 5): "15T", "1.5 B", "200M", "8k" or
// a plain "15,000,000,000,000". K = 10^3, M = 10^6, B = 10^9 (billion), T = 10^12 (trillion),
// case-insensitive; the number part in the locale's own notation (group separators allowed).
namespace CountText {
// The count, or nothing when `text` is not a number with at most one such suffix (negative
// counts are not counts).
std::optional<double> parse(const QString &text, const QLocale &locale = QLocale());
// The count in the largest unit it fills, with up to three significant decimals: 1.5e13 ->
// "15T", 2e8 -> "200M", 1234567 -> "1.235M"; below a thousand the plain number.
QString compact(double count, const QLocale &locale = QLocale());
// The count in words, for the line under a field: "15 trillion", "200 million".
QString inWords(double count, const QLocale &locale = QLocale());
// True while `text` can still become a count by typing more (empty, "1.", "15 ").
bool canBecomeCount(const QString &text, const QLocale &locale = QLocale());
} // namespace CountText

} // namespace dcs
