#pragma once
#include <string>
#include <vector>

namespace dcs {

// One problem found while reading a file: where (file and JSON pointer path) and what,
// in a plain sentence a user can act on.
struct LoadError {
    std::string file;
    std::string path;     // JSON pointer, e.g. "/racks/3/devices/1/u"; empty for the whole file
    std::string message;

    std::string toString() const;
    bool operator==(const LoadError &) const = default;
};

using LoadErrors = std::vector<LoadError>;

std::string formatErrors(const LoadErrors &errors);

} // namespace dcs
