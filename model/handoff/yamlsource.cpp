#include "yamlsource.h"
#include "json/utf8text.h"
#include <algorithm>

namespace dcs::YamlSource {

namespace {

size_t startOfLine(std::string_view text, size_t pos)
{
    const size_t lineBreak = pos == 0 ? std::string_view::npos : text.rfind('\n', pos - 1);
    return lineBreak == std::string_view::npos ? 0 : lineBreak + 1;
}

std::string_view trimmedLine(std::string_view text, size_t start)
{
    std::string_view line = text.substr(start, text.find('\n', start) - start);
    while (!line.empty() && line.front() == ' ')
        line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
        line.remove_suffix(1);
    return line;
}

} // namespace

int lineNumberAt(std::string_view text, size_t pos)
{
    pos = std::min(pos, text.size());
    return 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(pos), '\n'));
}

std::string lineAt(std::string_view text, size_t pos)
{
    std::string line(trimmedLine(text, startOfLine(text, std::min(pos, text.size()))));
    if (line.size() > 80) {
        size_t cut = 77;
        while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80)
            --cut;  // not inside a UTF-8 sequence
        line = line.substr(0, cut) + "...";
    }
    return line;
}

size_t quoteEnd(std::string_view text, size_t pos)
{
    const char quote = text[pos];
    for (size_t i = pos + 1; i < text.size() && text[i] != '\n'; ++i) {
        if (text[i] == quote) {
            if (quote == '\'' && i + 1 < text.size() && text[i + 1] == '\'') {
                ++i;  // '' is a quote inside single quotes
                continue;
            }
            return i + 1;
        }
        // An escape; a backslash at the end of the line continues the value on the next one.
        if (quote == '"' && text[i] == '\\' && i + 1 < text.size() && text[i + 1] != '\n')
            ++i;
    }
    return std::string_view::npos;
}

size_t keylessLineAbove(std::string_view text, size_t pos)
{
    size_t start = startOfLine(text, std::min(pos, text.size()));
    while (start > 0) {
        start = startOfLine(text, start - 1);
        const std::string_view line = trimmedLine(text, start);
        if (line.empty() || line.front() == '#')
            continue;
        const bool keyed = line.find(": ") != std::string_view::npos || line.ends_with(':');
        return keyed || line.front() == '-' || line.front() == '|' || line.front() == '>' ? std::string_view::npos : start;
    }
    return std::string_view::npos;
}

int firstLineNotUtf8(std::string_view text)
{
    if (Utf8Text::isValid(text))
        return 0;
    int line = 1;
    for (size_t start = 0; start <= text.size(); ++line) {
        const size_t end = std::min(text.find('\n', start), text.size());
        if (!Utf8Text::isValid(text.substr(start, end - start)))
            return line;
        start = end + 1;
    }
    return 0;
}

int firstTabIndentedLine(std::string_view text)
{
    int line = 1;
    for (size_t start = 0; start < text.size(); ++line) {
        const size_t end = std::min(text.find('\n', start), text.size());
        const size_t content = std::min(text.find_first_not_of(" \t", start), end);
        const bool tabbed = text.substr(start, content - start).find('\t') != std::string_view::npos;
        // A line that is blank or only a comment may be indented with anything.
        if (tabbed && content < end && text[content] != '#' && text[content] != '\r')
            return line;
        start = end + 1;
    }
    return 0;
}

int firstDirectiveLine(std::string_view text)
{
    if (text.starts_with('%'))
        return 1;
    const size_t directive = text.find("\n%");
    return directive == std::string_view::npos ? 0 : lineNumberAt(text, directive + 1);
}

} // namespace dcs::YamlSource
