#include "fuzzchecks.h"
#include "json/jsontext.h"
#include "json/utf8text.h"
#include <nlohmann/json.hpp>

namespace dcs::fuzz {

std::string checkPrintableJson(const nlohmann::json &document)
{
    const std::string text = JsonText::dump(document);
    if (!Utf8Text::isValid(text))
        return "a printed document is not valid UTF-8: " + Utf8Text::escapeInvalid(text).substr(0, 200);
    if (nlohmann::json::parse(text, nullptr, false).is_discarded())
        return "a printed document does not read back as JSON: " + text.substr(0, 200);
    return {};
}

} // namespace dcs::fuzz
