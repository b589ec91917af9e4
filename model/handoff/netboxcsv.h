#pragma once
#include <string>
#include <vector>

namespace dcs {

// One NetBox CSV import file: a header of import-form field names and rows of values, written
// as RFC 4180 CSV by CsvText (fields with a comma, quote or line break quoted, quotes doubled,
// CRLF), which is what NetBox's bulk import reads (Python's csv module, excel dialect).
class NetboxCsv
{
public:
    explicit NetboxCsv(std::vector<std::string> header) : mHeader(std::move(header)) {}

    // A row with one value per header field, in header order.
    void add(std::vector<std::string> row);

    const std::vector<std::string> &header() const { return mHeader; }
    size_t rows() const { return mRows.size(); }
    std::string text() const;

    // A number as NetBox's form fields take it: no exponent, at most `decimals` decimals, no trailing zeros.
    static std::string number(double value, int decimals = 2);

private:
    std::vector<std::string> mHeader;
    std::vector<std::vector<std::string>> mRows;
};

} // namespace dcs
