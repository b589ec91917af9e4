#pragma once
#include "powerresult.h"
#include "engine/warning.h"
#include <vector>

namespace dcs {

struct PowerModel;

// Turns a PowerResult into warnings (codes "power.*", listed in docs/power.md). Findings that
// repeat over many objects (every DGX of a hall dropping on a feed loss) become one warning
// naming all the objects, so a 16k-GPU hall yields a readable list.
class PowerWarnings
{
public:
    static void collect(const PowerModel &model, const PowerResult &result, std::vector<Warning> &out);
};

} // namespace dcs
