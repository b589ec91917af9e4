#include "yamldocument.h"

namespace dcs {

int YamlDocument::lineOf(const std::string &pointer) const
{
    if (places.empty())
        return 0;
    size_t at = 0;
    size_t start = 0;
    while (start < pointer.size()) {  // pointer[start] is the '/' before the next key
        const size_t end = pointer.find('/', start + 1);
        std::string key = pointer.substr(start + 1, end == std::string::npos ? std::string::npos : end - start - 1);
        // RFC 6901: "~1" is '/' and "~0" is '~', unescaped in that order.
        for (size_t i = 0; (i = key.find("~1", i)) != std::string::npos; ++i)
            key.replace(i, 2, "/");
        for (size_t i = 0; (i = key.find("~0", i)) != std::string::npos; ++i)
            key.replace(i, 2, "~");
        const auto child = places[at].children.find(key);
        if (child == places[at].children.end())
            break;
        at = child->second;
        start = end == std::string::npos ? pointer.size() : end;
    }
    return places[at].line;
}

} // namespace dcs
