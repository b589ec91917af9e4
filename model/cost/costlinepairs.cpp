#include "costlinepairs.h"
#include <algorithm>
#include <array>
#include <string_view>

namespace dcs {

std::vector<CostLinePair> pairCostLines(const std::vector<CostLine> &reference, const std::vector<CostLine> &candidate)
{
    std::vector<CostLinePair> rows;
    for (const CostLine &l : reference)
        rows.push_back({&l, nullptr});
    for (const CostLine &l : candidate) {
        const auto same = std::find_if(rows.begin(), rows.end(), [&](const CostLinePair &r) {
            return r.reference && r.reference->group == l.group && r.reference->item == l.item;
        });
        if (same != rows.end())
            same->candidate = &l;
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
