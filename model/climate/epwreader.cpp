#include "epwreader.h"
#include <charconv>
#include <cmath>

namespace dcs {

namespace {

std::vector<std::string_view> fields(std::string_view line)
{
    std::vector<std::string_view> out;
    size_t start = 0;
    for (;;) {
        const size_t comma = line.find(',', start);
        std::string_view f = line.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        while (!f.empty() && (f.front() == ' ' || f.front() == '\t'))
            f.remove_prefix(1);
        while (!f.empty() && (f.back() == ' ' || f.back() == '\t' || f.back() == '\r'))
            f.remove_suffix(1);
        out.push_back(f);
        if (comma == std::string_view::npos)
            return out;
        start = comma + 1;
    }
}

bool number(std::string_view s, double &out)
{
    if (s.empty())
        return false;
    if (s.front() == '+')
        s.remove_prefix(1);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size() && std::isfinite(out);
}

// The value, or NaN when blank, unreadable or at/above the field's missing code (the data
// dictionary: "a value greater than or equal to the missing code is missing").
double orMissing(std::string_view s, double missingCode)
{
    double v = 0;
    return number(s, v) && v < missingCode ? v : kEpwMissing;
}

// Design conditions: "...,Heating,<coldest month>,<DB 99.6 %>,<DB 99 %>,...,Cooling,<hottest month>,
// <DB range>,<DB 0.4 %>,<MCWB 0.4 %>,<DB 1 %>,<MCWB 1 %>,<DB 2 %>,<MCWB 2 %>,<WB 0.4 %>,<MCDB 0.4 %>,..."
// (the ASHRAE Handbook's table order, as EnergyPlus's weather converter writes it).
DesignConditions designConditions(const std::vector<std::string_view> &f)
{
    DesignConditions d;
    if (f.size() < 3)
        return d;
    d.source = std::string(f[2]);
    auto at = [&](size_t i) { return i < f.size() ? orMissing(f[i], 1e9) : kEpwMissing; };
    for (size_t i = 0; i < f.size(); ++i) {
        if (f[i] == "Heating") {
            d.heating996DryBulbC = at(i + 2);
        } else if (f[i] == "Cooling") {
            d.cooling04DryBulbC = at(i + 3);
            d.cooling04MeanWetBulbC = at(i + 4);
            d.evaporation04WetBulbC = at(i + 9);
            d.evaporation04MeanDryBulbC = at(i + 10);
        }
    }
    return d;
}

} // namespace

EpwReader::Result EpwReader::read(std::string_view text, const std::string &fileName)
{
    Result res;
    auto fail = [&](size_t line, const std::string &what) {
        if (res.errors.size() < 50)
            res.errors.push_back(fileName + (line > 0 ? " line " + std::to_string(line) : std::string()) + ": " + what);
    };
    if (text.size() > kMaxBytes) {
        fail(0, "larger than " + std::to_string(kMaxBytes >> 20) + " MB: not an EPW weather file (a year is about 1.6 MB).");
        return res;
    }
    EpwFile file;
    size_t pos = 0, lineNo = 0;
    bool sawLocation = false, sawDataPeriods = false;
    int lastMonth = 0, lastDay = 0, lastHour = 0;
    while (pos < text.size()) {
        const size_t nl = text.find('\n', pos);
        const std::string_view line = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
        pos = nl == std::string_view::npos ? text.size() : nl + 1;
        ++lineNo;
        const std::vector<std::string_view> f = fields(line);
        if (f.empty() || (f.size() == 1 && f[0].empty()))
            continue;
        if (!sawDataPeriods) {
            if (f[0] == "LOCATION") {
                sawLocation = true;
                EpwLocation &l = file.location;
                if (f.size() < 10 || !number(f[6], l.latitudeDeg) || !number(f[7], l.longitudeDeg) || !number(f[8], l.timeZoneH)
                    || !number(f[9], l.elevationM) || std::abs(l.latitudeDeg) > 90 || std::abs(l.longitudeDeg) > 180
                    || l.elevationM < kMinElevationM || l.elevationM > kMaxElevationM) {
                    fail(lineNo, "the LOCATION line needs city, region, country, source, WMO, latitude (-90 to 90), "
                                 "longitude (-180 to 180), time zone and elevation (-500 to 9,000 m).");
                    continue;
                }
                l.city = std::string(f[1]);
                l.region = std::string(f[2]);
                l.country = std::string(f[3]);
                l.source = std::string(f[4]);
                l.wmo = std::string(f[5]);
            } else if (f[0] == "DESIGN CONDITIONS") {
                file.design = designConditions(f);
            } else if (f[0] == "DATA PERIODS") {
                sawDataPeriods = true;
            }
            continue;
        }
        // An hour: year, month, day, hour, minute, flags, dry bulb, dew point, RH, pressure, ...
        if (f.size() < 10) {
            fail(lineNo, "an hour needs at least 10 fields (year, month, day, hour, minute, flags, dry bulb, dew point, "
                         "humidity, pressure); this row has " + std::to_string(f.size()) + ".");
            continue;
        }
        double month = 0, day = 0, hour = 0;
        if (!number(f[1], month) || !number(f[2], day) || !number(f[3], hour) || month < 1 || month > 12 || day < 1
            || day > 31 || hour < 1 || hour > 24) {
            fail(lineNo, "month, day and hour must be 1-12, 1-31 and 1-24.");
            continue;
        }
        EpwHour h;
        h.month = int(month);
        h.day = int(day);
        h.hour = int(hour);
        const bool after = h.month > lastMonth || (h.month == lastMonth && (h.day > lastDay || (h.day == lastDay && h.hour > lastHour)));
        if (!after)
            fail(lineNo, "the hour " + std::to_string(h.month) + "/" + std::to_string(h.day) + " " + std::to_string(h.hour)
                             + " does not follow the one before it.");
        lastMonth = h.month;
        lastDay = h.day;
        lastHour = h.hour;
        h.dryBulbC = orMissing(f[6], 99.9);
        if (std::isnan(h.dryBulbC) || h.dryBulbC < kMinDryBulbC || h.dryBulbC > kMaxDryBulbC) {
            fail(lineNo, "field 7 (dry bulb) '" + std::string(f[6]) + "' is missing or not a temperature from -90 to "
                             "70 °C; the plant cannot be sized on a guess.");
            continue;
        }
        h.dewPointC = orMissing(f[7], 99.9);
        h.relativeHumidityPct = orMissing(f[8], 999);
        h.pressurePa = orMissing(f[9], 999999);
        file.hours.push_back(h);
    }
    if (!sawLocation)
        fail(0, "no LOCATION line: not an EPW weather file.");
    if (!sawDataPeriods)
        fail(0, "no DATA PERIODS line before the hours: not an EPW weather file.");
    else if (res.errors.empty() && file.hours.size() != 8760 && file.hours.size() != 8784)
        fail(0, "a year has 8,760 hours (8,784 in a leap year); this file has " + std::to_string(file.hours.size()) + ".");
    if (res.errors.empty())
        res.file = std::move(file);
    return res;
}

} // namespace dcs
