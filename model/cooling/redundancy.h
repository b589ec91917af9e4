#pragma once
#include "project/coolingsettings.h"
#include <algorithm>
#include <vector>

namespace dcs {

// What a group of cooling units gives with the chosen redundancy (docs/cooling.md, capacity
// checks): N all of it; N+1 all but the largest unit; 2N half. One rule for kW and for coolant
// flow, so the capacity checks and the hydraulics count the same units the same way.
class Redundancy
{
public:
    static double usable(double total, double largest, CoolingRedundancy r)
    {
        switch (r) {
        case CoolingRedundancy::N: return total;
        case CoolingRedundancy::NPlus1: return total - largest;
        case CoolingRedundancy::TwoN: return total / 2.0;
        }
        return total;
    }
    static double usable(const std::vector<double> &units, CoolingRedundancy r)
    {
        double total = 0, largest = 0;
        for (double u : units) {
            total += u;
            largest = std::max(largest, u);
        }
        return usable(total, largest, r);
    }
    static const char *name(CoolingRedundancy r)
    {
        return r == CoolingRedundancy::N ? "N" : r == CoolingRedundancy::NPlus1 ? "N+1" : "2N";
    }
};

} // namespace dcs
