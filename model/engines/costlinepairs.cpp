#include "costlinepairs.h"
#include <algorithm>
#include <array>
#include <string_view>

namespace dcs {

std::vector<CostLinePair> pairCostLines(const std::vector<CostLine> &air, const std::vector<CostLine> &liquid)
{
    std::vector<CostLinePair> rows;
    for (const CostLine &l : air)
        rows.push_back({&l, nullptr});
    for (const CostLine &l : liquid) {
        const auto same = std::find_if(rows.begin(), rows.end(), [&](const CostLinePair &r) {
            return r.air && r.air->group == l.group && r.air->item == l.item;
        });
        if (same != rows.end())
            same->liquid = &l;
        else
            rows.push_back({nullptr, &l});
    }
    static constexpr std::array<std::string_view, 9> kGroups = {"IT",     "Air plant",   "Liquid plant", "Electrical",
                                                                "Building", "Energy",    "Maintenance",  "Water",
                                                                "Demand charges"};
    auto rank = [](const std::string &g) { return std::find(kGroups.begin(), kGroups.end(), g) - kGroups.begin(); };
    std::stable_sort(rows.begin(), rows.end(),
                     [&](const CostLinePair &x, const CostLinePair &y) { return rank(x.any().group) < rank(y.any().group); });
    return rows;
}

} // namespace dcs
