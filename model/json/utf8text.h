#pragma once
#include <string>
#include <string_view>

namespace dcs {

// Text that reaches JSON, CSV, YAML, the terminal or a dialog must be valid UTF-8 (issue 31):
// a corrupt file's bytes quoted in an error message made nlohmann's dump throw type_error 316
// and `check --json` abort. Invalid bytes are shown escaped ("\xC0"), so the user still sees
// which bytes were wrong; valid text passes unchanged.
namespace Utf8Text {

// True when `text` is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, at most
// U+10FFFF).
bool isValid(std::string_view text);
// `text` with every byte that is not part of a well-formed sequence written as \xHH.
std::string escapeInvalid(std::string_view text);

} // namespace Utf8Text
} // namespace dcs
