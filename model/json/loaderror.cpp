#include "loaderror.h"
#include "utf8text.h"

namespace dcs {

std::string LoadError::toString() const
{
    std::string out;
    if (!file.empty())
        out += file + ": ";
    if (!path.empty())
        out += path + ": ";
    // Valid UTF-8 whatever a reader put in the message: it goes to terminals, dialogs and JSON.
    return Utf8Text::escapeInvalid(out + message);
}

std::string formatErrors(const LoadErrors &errors)
{
    std::string out;
    for (const LoadError &e : errors)
        out += e.toString() + "\n";
    return out;
}

} // namespace dcs
