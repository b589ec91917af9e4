#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace dcs {

// One evaluated variant of a sweep: its number, the value of each axis, and either the
// headline figures (HeadlineFigures::all() order) or the reason it could not be evaluated.
struct SweepRow {
    std::uint64_t variant = 0;
    std::vector<std::string> values;
    bool ok = false;
    std::vector<double> figures;  // empty when !ok
    std::string error;            // one line, empty when ok
};

} // namespace dcs
