#pragma once
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

namespace dcs {

// The numbers in engine messages ("41.2 kW", "TP 8 x PP 4", "28.5 C"), formatted one way for
// every engine. Each value is converted to double, as the engines' own helpers did, so "%.0f"
// may be given an int count; a text longer than the stack buffer is formatted again at its size.
template <typename... Values>
    requires(sizeof...(Values) > 0 && (std::is_arithmetic_v<Values> && ...))
std::string formatText(const char *format, Values... values)
{
    char buf[256];
    const int n = std::snprintf(buf, sizeof buf, format, static_cast<double>(values)...);
    if (n < 0)
        return {};
    if (static_cast<size_t>(n) < sizeof buf)
        return std::string(buf, static_cast<size_t>(n));
    std::string out(static_cast<size_t>(n), '\0');
    std::snprintf(out.data(), out.size() + 1, format, static_cast<double>(values)...);
    return out;
}

// A number with `decimals` digits after the point: fixed(2.345, 2) is "2.35" (printf rounding).
inline std::string fixed(double value, int decimals)
{
    char buf[64];
    const int n = std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return n < 0 ? std::string() : n < int(sizeof buf) ? std::string(buf, size_t(n)) : formatText("%g", value);
}

// A number with thousands separators, as the studio shows figures: grouped(2756.4, 0) is
// "2,756", grouped(-12345.67, 1) is "-12,345.7".
inline std::string grouped(double value, int decimals)
{
    std::string text = fixed(value, decimals);
    const size_t start = text.find_first_of("0123456789");
    const size_t point = text.find('.');
    size_t end = point == std::string::npos ? text.size() : point;
    if (start == std::string::npos || text.find_first_not_of("0123456789", start) < end)
        return text;  // "inf", "nan": as printed
    while (end > start + 3) {
        end -= 3;
        text.insert(end, 1, ',');
    }
    return text;
}

// Watts shown in kW: kilowatts(41200, 1) is "41.2 kW", kilowatts(2194000, 0) "2,194 kW".
inline std::string kilowatts(double watts, int decimals) { return grouped(watts / 1000.0, decimals) + " kW"; }

// A temperature in a thermal-map message: "28.5 C".
inline std::string celsiusText(double c) { return formatText("%.1f C", c); }

// Object ids in a message: up to five, then "and N more" ("R-A01, R-A02 and 3 more" lists seven).
inline std::string listIds(const std::vector<std::string> &ids)
{
    std::string s;
    for (size_t i = 0; i < ids.size() && i < 5; ++i)
        s += (i ? ", " : "") + ids[i];
    if (ids.size() > 5)
        s += " and " + std::to_string(ids.size() - 5) + " more";
    return s;
}

} // namespace dcs
