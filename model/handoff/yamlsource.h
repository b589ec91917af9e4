#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace dcs {

// What YamlReader needs to know about a YAML text that yaml-cpp's events and exceptions do not
// say, read from the text itself: where a quoted value ends, which line to name. Positions are
// byte offsets, as yaml-cpp's marks are on UTF-8 text.
namespace YamlSource {

// The line (from 1) of text[pos].
int lineNumberAt(std::string_view text, size_t pos);
// The line that holds text[pos], without its indentation, for a message: at most some 80 bytes
// of it (a hostile file's line can be a megabyte long).
std::string lineAt(std::string_view text, size_t pos);
// Just past the closing quote of the quoted scalar that starts at text[pos], or npos when it
// does not close on its line.
size_t quoteEnd(std::string_view text, size_t pos);
// Where the content line above the line of text[pos] starts, when it is a bare word with no
// "key:" of its own (not a list item, comment or block scalar header); else npos.
size_t keylessLineAbove(std::string_view text, size_t pos);
// The first line (from 1) that is not UTF-8, that has a tab in its indentation, or that starts
// with '%' (a directive); 0 when none.
int firstLineNotUtf8(std::string_view text);
int firstTabIndentedLine(std::string_view text);
int firstDirectiveLine(std::string_view text);

} // namespace YamlSource
} // namespace dcs
