#include "finetunemig.h"
#include <algorithm>

namespace dcs {

namespace {

// The six profiles of an 8-memory-slice GPU, named for its memory (MIG user guide tables).
std::vector<MigProfile> table(const char *g1, const char *g1Big, const char *g2, const char *g3, const char *g4, const char *g7)
{
    return {
        {g1, 1, 1, 7, {0, 1, 2, 3, 4, 5, 6}},
        {g1Big, 1, 2, 4, {0, 2, 4, 6}},
        {g2, 2, 2, 3, {0, 2, 4}},
        {g3, 3, 4, 2, {0, 4}},
        {g4, 4, 4, 1, {0}},
        {g7, 7, 8, 1, {0}},
    };
}

bool has(const std::string &s, const char *part) { return s.find(part) != std::string::npos; }

} // namespace

std::vector<MigProfile> MigProfiles::forGpu(const std::string &model, double hbmGb)
{
    if (has(model, "H200"))
        return table("1g.18gb", "1g.35gb", "2g.35gb", "3g.71gb", "4g.71gb", "7g.141gb");
    if (has(model, "H100") && hbmGb > 79 && hbmGb < 81)
        return table("1g.10gb", "1g.20gb", "2g.20gb", "3g.40gb", "4g.40gb", "7g.80gb");
    if (has(model, "A100") && hbmGb > 79 && hbmGb < 81)
        return table("1g.10gb", "1g.20gb", "2g.20gb", "3g.40gb", "4g.40gb", "7g.80gb");
    if (has(model, "A100") && hbmGb > 39 && hbmGb < 41)
        return table("1g.5gb", "1g.10gb", "2g.10gb", "3g.20gb", "4g.20gb", "7g.40gb");
    return {};
}

const std::vector<std::string> &MigProfiles::allNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto &[model, hbm] : {std::pair{"A100", 40.0}, {"A100", 80.0}, {"H100", 80.0}, {"H200", 141.0}})
            for (const MigProfile &p : forGpu(model, hbm))
                if (std::find(out.begin(), out.end(), p.name) == out.end())
                    out.push_back(p.name);
        return out;
    }();
    return names;
}

} // namespace dcs
