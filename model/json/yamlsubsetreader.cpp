#include "yamlsubsetreader.h"
#include <cerrno>
#include <cstdlib>
#include <regex>
#include <vector>

namespace dcs {

using nlohmann::json;

int YamlDocument::lineOf(const std::string &pointer) const
{
    std::string p = pointer;
    while (true) {
        if (const auto it = lines.find(p); it != lines.end())
            return it->second;
        if (p.empty())
            return 0;
        p.erase(p.rfind('/'));
    }
}

namespace {

// One physical line: `text` is what follows the indentation, comment and trailing blanks removed
// (empty for blank and comment-only lines); `raw` is kept for block scalars, whose '#' is text.
struct Line {
    int number = 0;
    int indent = 0;
    std::string text;
    std::string raw;
    bool tabbed = false;  // a tab in the indentation
};

struct Failure {
    int line;
    std::string message;
};

std::string trimRight(std::string s)
{
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.pop_back();
    return s;
}

std::string trimLeft(const std::string &s)
{
    size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
        ++i;
    return s.substr(i);
}

// A '#' starts a comment at the start of the text or after a blank, outside quotes. Quotes only
// open at the start of a token, so the apostrophe of "it's" is text.
std::string stripComment(const std::string &s)
{
    char quote = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const bool tokenStart = i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t';
        if (quote == '"') {
            if (c == '\\')
                ++i;
            else if (c == '"')
                quote = 0;
        } else if (quote == '\'') {
            if (c == '\'' && i + 1 < s.size() && s[i + 1] == '\'')
                ++i;
            else if (c == '\'')
                quote = 0;
        } else if ((c == '"' || c == '\'') && tokenStart) {
            quote = c;
        } else if (c == '#' && tokenStart) {
            return trimRight(s.substr(0, i));
        }
    }
    return trimRight(s);
}

std::vector<Line> splitLines(const std::string &text)
{
    std::vector<Line> lines;
    size_t start = 0;
    int number = 1;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        Line l;
        l.number = number++;
        l.raw = trimRight(text.substr(start, end - start));
        size_t i = 0;
        while (i < l.raw.size() && (l.raw[i] == ' ' || l.raw[i] == '\t')) {
            l.tabbed = l.tabbed || l.raw[i] == '\t';
            ++i;
        }
        l.indent = int(i);
        l.text = stripComment(l.raw.substr(i));
        lines.push_back(std::move(l));
        if (end == text.size())
            break;
        start = end + 1;
    }
    return lines;
}

// "---" (a new document) or "..." (the end of one) at the left margin.
bool isDocumentMarker(const Line &l)
{
    return l.indent == 0 && (l.text == "---" || l.text == "..." || l.text.starts_with("--- "));
}

bool isSequenceItem(const std::string &text)
{
    return text == "-" || text.starts_with("- ");
}

void appendUtf8(std::string &out, unsigned long cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

class Parser
{
public:
    Parser(std::vector<Line> lines, YamlDocument &doc) : mLines(std::move(lines)), mDoc(doc) {}

    json document()
    {
        const Line *first = peek();
        if (first && first->text.starts_with('%'))
            throw Failure{first->number, "YAML directives (%) are not supported."};
        if (first && first->text == "---" && first->indent == 0) {
            ++mPos;
        } else if (first && first->text.starts_with("--- ")) {
            throw Failure{first->number, "write the document's content on the lines after \"---\"."};
        }
        const json root = node(0, "", 0);
        if (const Line *rest = peek()) {
            if (rest->text == "..." && rest->indent == 0) {
                ++mPos;
                if (const Line *after = peek())
                    throw Failure{after->number, "only one YAML document is read; found more after \"...\"."};
            } else if (rest->text == "---" || rest->text.starts_with("--- ")) {
                throw Failure{rest->number, "only one YAML document is read per file; found a second \"---\"."};
            } else {
                throw Failure{rest->number, "unexpected content: \"" + rest->text
                                                + "\" (is it indented like the lines above it?)"};
            }
        }
        return root;
    }

private:
    // The next line with content, or null at the end.
    Line *peek()
    {
        while (mPos < mLines.size() && mLines[mPos].text.empty())
            ++mPos;
        if (mPos == mLines.size())
            return nullptr;
        Line &l = mLines[mPos];
        if (l.tabbed)
            throw Failure{l.number, "a tab in the indentation; YAML indents with spaces only."};
        return &l;
    }

    static std::string child(const std::string &pointer, const std::string &key)
    {
        std::string escaped;
        for (char c : key)
            escaped += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
        return pointer + "/" + escaped;
    }

    json node(int minIndent, const std::string &pointer, int depth)
    {
        Line *l = peek();
        if (!l || l->indent < minIndent || isDocumentMarker(*l))
            return nullptr;
        if (depth > YamlSubsetReader::kMaxDepth)
            throw Failure{l->number, "nested deeper than " + std::to_string(YamlSubsetReader::kMaxDepth) + " levels."};
        mDoc.lines.emplace(pointer, l->number);
        if (isSequenceItem(l->text))
            return sequence(l->indent, pointer, depth);
        std::string key, rest;
        if (splitKey(*l, key, rest))
            return mapping(l->indent, pointer, depth);
        // A scalar on a line of its own (the root, or a value written below its key).
        const int indent = l->indent;
        const Line line = *l;
        ++mPos;
        json value = scalar(line.text, line, true);
        noContinuation(indent - 1, line);
        return value;
    }

    json mapping(int indent, const std::string &pointer, int depth)
    {
        json obj = json::object();
        while (Line *l = peek()) {
            if (l->indent < indent || isDocumentMarker(*l))
                break;
            if (l->indent > indent)
                throw Failure{l->number, "unexpected indentation (more than the keys above it)."};
            if (isSequenceItem(l->text))
                throw Failure{l->number, "a list item (\"- \") where a key was expected."};
            std::string key, rest;
            if (!splitKey(*l, key, rest))
                throw Failure{l->number, "expected \"key: value\", found \"" + l->text + "\"."};
            if (obj.contains(key))
                throw Failure{l->number, "the key \"" + key + "\" appears twice in the same mapping."};
            const std::string childPointer = child(pointer, key);
            const Line line = *l;
            mDoc.lines[childPointer] = line.number;
            ++mPos;
            obj[key] = value(rest, indent, line, childPointer, depth);
        }
        return obj;
    }

    json sequence(int indent, const std::string &pointer, int depth)
    {
        json arr = json::array();
        while (Line *l = peek()) {
            if (l->indent < indent || !isSequenceItem(l->text) || isDocumentMarker(*l))
                break;
            if (l->indent > indent)
                throw Failure{l->number, "unexpected indentation (more than the list items above it)."};
            const std::string itemPointer = child(pointer, std::to_string(arr.size()));
            mDoc.lines[itemPointer] = l->number;
            const std::string rest = trimLeft(l->text.substr(1));
            if (rest.empty()) {
                ++mPos;
                const Line *next = peek();
                arr.push_back(next && next->indent > indent ? node(indent + 1, itemPointer, depth + 1) : json(nullptr));
                continue;
            }
            // "- key: value" and "- - x": the rest of the line is a node indented to where it starts.
            const int restIndent = l->indent + int(l->text.size() - rest.size());
            std::string key, ignored;
            Line shifted = *l;
            shifted.indent = restIndent;
            shifted.text = rest;
            if (isSequenceItem(rest) || splitKey(shifted, key, ignored)) {
                *l = shifted;
                arr.push_back(node(restIndent, itemPointer, depth + 1));
                continue;
            }
            const Line line = *l;
            ++mPos;
            arr.push_back(value(rest, indent, line, itemPointer, depth));
        }
        return arr;
    }

    // The value after "key:" or "- " on `line`, whose block has indentation `indent`.
    json value(const std::string &text, int indent, const Line &line, const std::string &pointer, int depth)
    {
        if (text.empty()) {
            const Line *next = peek();
            if (next && next->indent > indent)
                return node(indent + 1, pointer, depth + 1);
            if (next && next->indent == indent && isSequenceItem(next->text))
                return sequence(indent, pointer, depth + 1);  // "key:\n- a": a list at the key's indentation
            return nullptr;
        }
        if (text[0] == '|' || text[0] == '>')
            return blockScalar(text, indent, line);
        json v = scalar(text, line, false);
        noContinuation(indent, line);
        return v;
    }

    // A plain value may not go on over the next, more indented, line: PyYAML would join the
    // lines, which is seldom what a hand-edited file meant.
    void noContinuation(int indent, const Line &line)
    {
        const Line *next = peek();
        if (next && next->indent > indent)
            throw Failure{next->number, "this line continues the value on line " + std::to_string(line.number)
                                            + " or is indented too far; quote a long value or use \"|\"."};
    }

    // Splits "key: rest" (the key plain or quoted). False when the line is not a mapping entry.
    bool splitKey(const Line &l, std::string &key, std::string &rest)
    {
        const std::string &t = l.text;
        if (t.empty())
            return false;
        if (t[0] == '"' || t[0] == '\'') {
            size_t end = 0;
            const std::string k = quoted(t, 0, l, end);
            size_t i = end;
            while (i < t.size() && t[i] == ' ')
                ++i;
            if (i >= t.size() || t[i] != ':' || (i + 1 < t.size() && t[i + 1] != ' '))
                return false;
            key = k;
            rest = trimLeft(t.substr(i + 1));
            return true;
        }
        if (t[0] == '[' || t[0] == '{' || t[0] == '|' || t[0] == '>')
            return false;
        for (size_t i = 0; i < t.size(); ++i) {
            if (t[i] == ':' && (i + 1 == t.size() || t[i + 1] == ' ')) {
                key = trimRight(t.substr(0, i));
                rest = trimLeft(t.substr(i + 1));
                if (key.empty())
                    throw Failure{l.number, "a key is missing before \":\"."};
                if (key[0] == '?' || key[0] == '&' || key[0] == '*' || key[0] == '!')
                    throw Failure{l.number, "complex keys, anchors, aliases and tags are not supported (key \"" + key + "\")."};
                return true;
            }
        }
        return false;
    }

    // The quoted scalar starting at t[start]; `end` is set past its closing quote.
    static std::string quoted(const std::string &t, size_t start, const Line &l, size_t &end)
    {
        const char q = t[start];
        std::string out;
        for (size_t i = start + 1; i < t.size(); ++i) {
            const char c = t[i];
            if (q == '\'') {
                if (c == '\'') {
                    if (i + 1 < t.size() && t[i + 1] == '\'') {
                        out += '\'';
                        ++i;
                        continue;
                    }
                    end = i + 1;
                    return out;
                }
                out += c;
                continue;
            }
            if (c == '"') {
                end = i + 1;
                return out;
            }
            if (c != '\\') {
                out += c;
                continue;
            }
            if (++i >= t.size())
                break;
            switch (t[i]) {
            case '\\': out += '\\'; break;
            case '"': out += '"'; break;
            case '/': out += '/'; break;
            case ' ': out += ' '; break;
            case 'n': out += '\n'; break;
            case 't': out += '\t'; break;
            case 'r': out += '\r'; break;
            case '0': out += '\0'; break;
            case 'a': out += '\a'; break;
            case 'b': out += '\b'; break;
            case 'e': out += '\x1b'; break;
            case 'f': out += '\f'; break;
            case 'v': out += '\v'; break;
            case 'x': case 'u': case 'U': {
                const size_t digits = t[i] == 'x' ? 2 : t[i] == 'u' ? 4 : 8;
                const std::string hex = t.substr(i + 1, digits);
                if (hex.size() != digits || hex.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos)
                    throw Failure{l.number, "a bad \\" + std::string(1, t[i]) + " escape in a double-quoted value."};
                unsigned long cp = std::strtoul(hex.c_str(), nullptr, 16);
                i += digits;
                // A UTF-16 surrogate pair written as two \u escapes (as JSON writers do).
                if (cp >= 0xD800 && cp < 0xDC00 && t.compare(i + 1, 2, "\\u") == 0) {
                    const std::string low = t.substr(i + 3, 4);
                    const unsigned long lo = std::strtoul(low.c_str(), nullptr, 16);
                    if (low.size() == 4 && lo >= 0xDC00 && lo < 0xE000) {
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                        i += 6;
                    }
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                throw Failure{l.number, "an unknown escape \\" + std::string(1, t[i]) + " in a double-quoted value."};
            }
        }
        throw Failure{l.number, std::string("the ") + (q == '"' ? "double" : "single")
                                    + "-quoted value is not closed on its line (values over several lines are not supported)."};
    }

    static json plain(const std::string &s)
    {
        static const std::regex integer("[-+]?[0-9]+");
        // As PyYAML: a float has a point ("1.5e3" is a string there, "1.5e+3" a number).
        static const std::regex real("[-+]?([0-9]+\\.[0-9]*|\\.[0-9]+)([eE][-+][0-9]+)?");
        if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL")
            return nullptr;
        // PyYAML (which NetBox loads these files with) also reads yes/no/on/off as booleans.
        for (const char *t : {"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"})
            if (s == t)
                return true;
        for (const char *f : {"false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"})
            if (s == f)
                return false;
        if (std::regex_match(s, integer)) {
            errno = 0;
            const long long v = std::strtoll(s.c_str(), nullptr, 10);
            if (errno != ERANGE)
                return v;
            return std::strtod(s.c_str(), nullptr);
        }
        if (std::regex_match(s, real))
            return std::strtod(s.c_str(), nullptr);
        return s;
    }

    json scalar(const std::string &text, const Line &l, bool ownLine)
    {
        const char c = text[0];
        if (c == '"' || c == '\'') {
            size_t end = 0;
            std::string s = quoted(text, 0, l, end);
            if (!trimLeft(text.substr(end)).empty())
                throw Failure{l.number, "unexpected text after the closing quote: \"" + text.substr(end) + "\"."};
            return s;
        }
        if (c == '[' || c == '{') {
            std::string inner = text.substr(1);
            inner = trimLeft(trimRight(inner));
            if ((c == '[' && inner == "]") || (c == '{' && inner == "}"))
                return c == '[' ? json::array() : json::object();
            throw Failure{l.number, "flow collections ([a, b] or {a: b}) are not supported; write them as block lists and mappings."};
        }
        if (c == '&' || c == '*' || c == '!')
            throw Failure{l.number, "anchors (&), aliases (*) and tags (!) are not supported."};
        if (c == '@' || c == '`' || c == '%')
            throw Failure{l.number, std::string("a plain value may not start with '") + c + "'; quote it."};
        if (c == '?')
            throw Failure{l.number, "complex keys (\"? \") are not supported."};
        if (!ownLine && text.find(": ") != std::string::npos)
            throw Failure{l.number, "a value containing \": \" must be quoted: \"" + text + "\"."};
        return plain(text);
    }

    // "|" (literal) and ">" (folded) with optional "-" or "+" chomping. Every following line more
    // indented than `indent`, or blank, belongs to it.
    json blockScalar(const std::string &header, int indent, const Line &l)
    {
        const char style = header[0];
        const std::string rest = header.substr(1);
        if (!rest.empty() && rest != "-" && rest != "+")
            throw Failure{l.number, "only \"|\", \"|-\", \"|+\", \">\", \">-\" and \">+\" block headers are supported."};
        const char chomp = rest.empty() ? ' ' : rest[0];
        std::vector<std::string> body;
        int blockIndent = -1;
        while (mPos < mLines.size()) {
            const Line &line = mLines[mPos];
            const bool blank = line.raw.find_first_not_of(' ') == std::string::npos;
            if (!blank) {
                if (line.indent <= indent)
                    break;
                if (blockIndent < 0)
                    blockIndent = line.indent;
                if (line.indent < blockIndent)
                    throw Failure{line.number, "this line is indented less than the first line of its block."};
                if (line.tabbed)
                    throw Failure{line.number, "a tab in the indentation; YAML indents with spaces only."};
            }
            body.push_back(blank ? std::string() : line.raw.substr(size_t(blockIndent)));
            ++mPos;
        }
        size_t trailing = 0;
        while (!body.empty() && body.back().empty()) {
            body.pop_back();
            ++trailing;
        }
        std::string out;
        for (size_t i = 0; i < body.size(); ++i) {
            if (i > 0) {
                const bool fold = style == '>' && !body[i].empty() && !body[i - 1].empty() && body[i][0] != ' '
                    && body[i - 1][0] != ' ';
                out += fold ? " " : (style == '>' && body[i - 1].empty() ? "" : "\n");
            }
            out += body[i];
        }
        if (!body.empty() && chomp != '-')
            out += "\n";
        if (chomp == '+')
            out += std::string(trailing, '\n');
        return out;
    }

    std::vector<Line> mLines;
    size_t mPos = 0;
    YamlDocument &mDoc;
};

} // namespace

LoadErrors YamlSubsetReader::read(const std::string &text, const std::string &fileName, YamlDocument &out)
{
    out = YamlDocument();
    auto fail = [&](int line, const std::string &message) {
        return LoadErrors{LoadError{line > 0 ? fileName + ":" + std::to_string(line) : fileName, "", message}};
    };
    if (text.size() > kMaxBytes)
        return fail(0, "the file is larger than " + std::to_string(kMaxBytes / (1024 * 1024)) + " MB; not a device type.");
    if (text.find('\0') != std::string::npos)
        return fail(0, "not a text file (it contains NUL bytes).");
    std::string body = text;
    if (body.starts_with("\xEF\xBB\xBF"))
        body.erase(0, 3);  // a UTF-8 byte order mark
    try {
        Parser parser(splitLines(body), out);
        out.value = parser.document();
    } catch (const Failure &f) {
        out = YamlDocument();
        return fail(f.line, "not valid YAML (in the subset read here): " + f.message);
    }
    return {};
}

} // namespace dcs
