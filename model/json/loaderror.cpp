#include "loaderror.h"

namespace dcs {

std::string LoadError::toString() const
{
    std::string out;
    if (!file.empty())
        out += file + ": ";
    if (!path.empty())
        out += path + ": ";
    return out + message;
}

std::string formatErrors(const LoadErrors &errors)
{
    std::string out;
    for (const LoadError &e : errors)
        out += e.toString() + "\n";
    return out;
}

} // namespace dcs
