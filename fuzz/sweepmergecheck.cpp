// sweep-merge under any PART bytes (issue 31, fuzz/fuzzchecks.h): cut at NUL bytes into up to
// four parts, merged as CSV and as JSON Lines. Refusals name the part and line; a CSV merge that
// succeeds must be RFC 4180 CSV again with the header and every row of the parts (a quoted line
// break once split a row in two).
#include "fuzzchecks.h"
#include "json/csvtext.h"
#include "sweep/sweepmerge.h"
#include <algorithm>
#include <set>
#include <nlohmann/json.hpp>

namespace {

// What sweep-merge must accept, judged apart from it: every part RFC 4180 CSV with the same
// header record "variant,...", and every row's first field a variant number no other row has.
bool areGoodParts(const std::vector<dcs::SweepMerge::Part> &parts)
{
    std::set<std::string> variants;
    std::string header;
    for (const dcs::SweepMerge::Part &p : parts) {
        const dcs::CsvText::Parsed csv = dcs::CsvText::parse(p.text);
        if (!csv.error.empty() || csv.records.empty() || csv.records[0].fields[0] != "variant")
            return false;
        std::string head = csv.records[0].text;
        if (head.empty() || head.back() != '\n')
            head += '\n';
        if (!header.empty() && head != header)
            return false;
        header = head;
        for (size_t i = 1; i < csv.records.size(); ++i) {
            const std::string &v = csv.records[i].fields[0];
            if (v.empty() || v.size() > 18 || v.find_first_not_of("0123456789") != std::string::npos)
                return false;
            if (!variants.insert(v.substr(std::min(v.find_first_not_of('0'), v.size() - 1))).second)
                return false;
        }
    }
    return true;
}

} // namespace

namespace dcs::fuzz {

std::string checkSweepMerge(std::string_view bytes)
{
    const std::string input(bytes);
    std::vector<dcs::SweepMerge::Part> parts;
    size_t start = 0;
    while (parts.size() < 4) {
        const size_t end = std::min(input.find('\0', start), input.size());
        parts.push_back({"part" + std::to_string(parts.size() + 1) + ".csv", input.substr(start, end - start)});
        if (end == input.size())
            break;
        start = end + 1;
    }
    const dcs::SweepMerge::Result csv = dcs::SweepMerge::mergeCsv(parts);
    if (!csv.errors.empty() && areGoodParts(parts))
        return "parts that are sweep CSV were refused: " + csv.errors.front();
    for (const std::string &e : csv.errors)
        if (std::string why = checkPrintableJson({{"error", e}}); !why.empty())
            return "CSV merge: " + why;
    if (csv.errors.empty()) {
        size_t rows = 0;
        for (const dcs::SweepMerge::Part &p : parts) {
            const dcs::CsvText::Parsed part = dcs::CsvText::parse(p.text);
            rows += part.records.size() - 1;  // accepted: each part has its header
        }
        const dcs::CsvText::Parsed merged = dcs::CsvText::parse(csv.text);
        if (!merged.error.empty() || merged.records.size() != rows + 1)
            return "the merged CSV does not hold the parts' " + std::to_string(rows) + " rows: " + merged.error;
    }
    const dcs::SweepMerge::Result lines = dcs::SweepMerge::mergeJsonLines(parts);
    for (const std::string &e : lines.errors)
        if (std::string why = checkPrintableJson({{"error", e}}); !why.empty())
            return "JSON Lines merge: " + why;
    return {};
}

} // namespace dcs::fuzz
