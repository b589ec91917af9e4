#include "netboxcsv.h"
#include "json/csvtext.h"
#include <cstdio>
#include <stdexcept>

namespace dcs {

void NetboxCsv::add(std::vector<std::string> row)
{
    if (row.size() != mHeader.size())
        throw std::logic_error("NetboxCsv: a row of " + std::to_string(row.size()) + " values for "
                               + std::to_string(mHeader.size()) + " fields");
    mRows.push_back(std::move(row));
}

std::string NetboxCsv::number(double value, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    std::string s = buf;
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0')
            s.pop_back();
        if (s.back() == '.')
            s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

std::string NetboxCsv::text() const
{
    std::string out = CsvText::record(mHeader);
    for (const auto &row : mRows)
        out += CsvText::record(row);
    return out;
}

} // namespace dcs
