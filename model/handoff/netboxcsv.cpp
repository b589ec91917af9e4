#include "netboxcsv.h"
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

std::string NetboxCsv::field(const std::string &value)
{
    if (value.find_first_of(",\"\r\n") == std::string::npos)
        return value;
    std::string quoted = "\"";
    for (char c : value)
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
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
    std::string out;
    auto line = [&out](const std::vector<std::string> &values) {
        for (size_t i = 0; i < values.size(); ++i)
            out += (i ? "," : "") + field(values[i]);
        out += "\r\n";
    };
    line(mHeader);
    for (const auto &row : mRows)
        line(row);
    return out;
}

} // namespace dcs
