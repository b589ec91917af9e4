#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace dcs {

// CSV as RFC 4180 defines it, written and read in one place (issue 31): the bill of materials,
// the NetBox import files and the sweep table write through field()/record(); sweep-merge and
// the sweep plot read through parse(). A field holding a comma, a quote or a line break is
// quoted and its quotes doubled; a quoted field may span lines, so a reader must never split
// the text on line breaks before it unquotes. Written text is valid UTF-8 (invalid bytes
// escaped as \xHH, Utf8Text), as every output of the studio is.
namespace CsvText {

// One field, quoted only when it must be (RFC 4180, 2.6 and 2.7).
std::string field(std::string_view text);
// One record: the fields joined by commas, then `lineEnd` ("\r\n" is RFC 4180's; the sweep
// table keeps "\n", which its files have always had).
std::string record(const std::vector<std::string> &fields, std::string_view lineEnd = "\r\n");

struct Record {
    std::vector<std::string> fields;  // unquoted
    std::string text;                 // the record's bytes as read, with its line break if it had one
    size_t line = 0;                  // the 1-based line it starts on, for messages
};

struct Parsed {
    std::vector<Record> records;  // a line that is entirely empty is no record
    std::string error;            // "line N: ..." when the text is not CSV; records up to it are kept
};

// Reads `text`: LF or CRLF line breaks, a UTF-8 byte order mark before the first field skipped.
// Refused: a quote left open at the end of the text, text between a closing quote and the next
// comma or line break, and a quote inside an unquoted field.
Parsed parse(std::string_view text);

} // namespace CsvText
} // namespace dcs
