#include "sweepmerge.h"
#include "json/csvtext.h"
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <nlohmann/json.hpp>

namespace dcs {

namespace {

struct Line {
    std::uint64_t variant;
    std::string text;  // with its line break
    std::string origin;
};

// The last record of a file may lack its line break; the merged file has one after every row.
std::string withLineBreak(std::string text)
{
    if (text.empty() || text.back() != '\n')
        text += '\n';
    return text;
}

std::vector<std::string> linesOf(const std::string &text)
{
    std::vector<std::string> lines;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end;
        if (end > start)
            lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

// Sorts, refuses a variant held twice, lists the holes.
SweepMerge::Result finish(std::string head, std::vector<Line> &lines, SweepMerge::Result r)
{
    std::stable_sort(lines.begin(), lines.end(), [](const Line &a, const Line &b) { return a.variant < b.variant; });
    r.text = std::move(head);
    std::uint64_t expected = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
        if (i > 0 && lines[i].variant == lines[i - 1].variant) {
            r.errors.push_back("variant " + std::to_string(lines[i].variant) + " is in both " + lines[i - 1].origin + " and "
                               + lines[i].origin + " (a part given twice?).");
            continue;
        }
        if (lines[i].variant > expected)
            r.gaps.push_back(lines[i].variant - 1 == expected
                                 ? std::to_string(expected)
                                 : std::to_string(expected) + "-" + std::to_string(lines[i].variant - 1));
        expected = lines[i].variant + 1;
        r.text += lines[i].text;
    }
    return r;
}

bool variantOf(const std::string &field, std::uint64_t &out)
{
    const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), out);
    return !field.empty() && ec == std::errc() && end == field.data() + field.size();
}

} // namespace

SweepMerge::Result SweepMerge::mergeCsv(const std::vector<Part> &parts)
{
    Result r;
    std::string head;
    std::string headFrom;
    std::vector<Line> lines;
    for (const Part &p : parts) {
        // Parsed whole, not split on line breaks: a quoted field (an error message, a site
        // name) may hold one (issue 31).
        CsvText::Parsed csv = CsvText::parse(p.text);
        if (!csv.error.empty()) {
            r.errors.push_back(p.name + ": " + csv.error);
            continue;
        }
        if (csv.records.empty() || csv.records.front().fields.front() != "variant") {
            r.errors.push_back(p.name + ": not a sweep CSV (the first line is not the header 'variant,...').");
            continue;
        }
        const std::string partHead = withLineBreak(csv.records.front().text);
        if (head.empty()) {
            head = partHead;
            headFrom = p.name;
        } else if (partHead != head) {
            r.errors.push_back(p.name + ": its header differs from " + headFrom
                               + "'s (another sweep, or another version of dcstudio).");
            continue;
        }
        for (size_t i = 1; i < csv.records.size(); ++i) {
            const CsvText::Record &row = csv.records[i];
            std::uint64_t v = 0;
            if (!variantOf(row.fields.front(), v)) {
                r.errors.push_back(p.name + ": line " + std::to_string(row.line) + " does not start with a variant number.");
                continue;
            }
            lines.push_back({v, withLineBreak(row.text), p.name});
        }
    }
    return finish(head, lines, std::move(r));
}

SweepMerge::Result SweepMerge::mergeJsonLines(const std::vector<Part> &parts)
{
    Result r;
    std::vector<Line> lines;
    for (const Part &p : parts) {
        const std::vector<std::string> rows = linesOf(p.text);
        for (size_t i = 0; i < rows.size(); ++i) {
            const nlohmann::json o = nlohmann::json::parse(rows[i], nullptr, false);
            const auto v = o.is_object() ? o.find("variant") : o.end();
            if (!o.is_object() || v == o.end() || !v->is_number_unsigned()) {
                r.errors.push_back(p.name + ": line " + std::to_string(i + 1) + " is not a sweep result (no \"variant\").");
                continue;
            }
            lines.push_back({v->get<std::uint64_t>(), rows[i] + "\n", p.name});
        }
    }
    return finish({}, lines, std::move(r));
}

} // namespace dcs
