#include "fabricplanner.h"
#include <algorithm>
#include <cmath>

namespace dcs {

int FabricPlanner::leafDownPorts(int radix, double o)
{
    // Downlinks : uplinks <= o with down + up = k  ->  down = floor(k o / (1 + o)).
    return std::max(1, int(std::floor(radix * o / (1.0 + o) + 1e-9)));
}

int FabricPlanner::uplinksFor(int down, int radix, double o)
{
    if (down <= 0)
        return 0;
    return std::min(radix - down, std::max(1, int(std::ceil(down / o - 1e-9))));
}

namespace {
// Deals `up[i]` uplinks of each lower switch round-robin over `count` upper switches, so that
// each upper switch gets floor or ceil of the total: lower i, uplink t -> upper (g mod count).
void deal(const std::vector<int> &lower, const std::vector<int> &up, int firstUpper, int count,
          std::vector<std::pair<int, int>> &out)
{
    long long g = 0;
    for (int i : lower)
        for (int t = 0; t < up[size_t(i)]; ++t, ++g)
            out.emplace_back(i, firstUpper + int(g % count));
}
} // namespace

FabricPlanner::Plan FabricPlanner::plan(const Input &in)
{
    Plan p;
    const int k = in.radix;
    const double o = std::max(1.0, in.oversubscription);
    const int leaves = int(in.leafDown.size());
    p.leafUp.resize(size_t(leaves));
    p.leafPod.assign(size_t(leaves), 0);
    if (leaves == 0 || k < 2) {
        p.tiers = leaves > 0 ? 1 : 0;
        return p;
    }
    if (leaves == 1 && !in.forceThreeTier) {
        p.tiers = 1;  // one switch: every endpoint one hop apart, no uplinks needed
        return p;
    }
    for (int i = 0; i < leaves; ++i)
        p.leafUp[size_t(i)] = uplinksFor(in.leafDown[size_t(i)], k, o);

    const bool twoTier = !in.forceThreeTier && leaves <= k;
    std::vector<std::vector<int>> pods;
    int spineCap = k;
    if (twoTier) {
        pods.emplace_back(leaves);
        for (int i = 0; i < leaves; ++i)
            pods[0][size_t(i)] = i;
    } else {
        spineCap = leafDownPorts(k, o);
        const int group = std::max(1, in.leavesPerGroup);
        const int perPod = std::max(group, spineCap / group * group);
        for (int i = 0; i < leaves; ++i) {
            if (i % perPod == 0)
                pods.emplace_back();
            pods.back().push_back(i);
            p.leafPod[size_t(i)] = int(pods.size()) - 1;
        }
        // A core switch reaches each pod through at least one port: at most k pods (k^3/4
        // endpoints at 1:1); past that a fourth tier would be needed.
        if (int(pods.size()) > k) {
            p.ok = false;
            p.error = "the fabric needs more pods than a core switch has ports (beyond k^3/4 endpoints)";
            return p;
        }
    }
    std::vector<int> spineDown;
    for (size_t pod = 0; pod < pods.size(); ++pod) {
        long long uplinks = 0;
        for (int i : pods[pod])
            uplinks += p.leafUp[size_t(i)];
        const int spines = int((uplinks + spineCap - 1) / spineCap);
        if (spines == 0)
            continue;
        const size_t before = p.leafSpine.size();
        deal(pods[pod], p.leafUp, p.spines, spines, p.leafSpine);
        spineDown.resize(size_t(p.spines + spines), 0);
        for (size_t l = before; l < p.leafSpine.size(); ++l)
            ++spineDown[size_t(p.leafSpine[l].second)];
        p.spinePod.insert(p.spinePod.end(), size_t(spines), int(pod));
        p.spines += spines;
    }
    p.tiers = 2;
    if (twoTier)
        return p;

    p.tiers = 3;
    std::vector<int> spineUp(size_t(p.spines));
    long long total = 0;
    std::vector<int> all(size_t(p.spines));
    for (int s = 0; s < p.spines; ++s) {
        spineUp[size_t(s)] = uplinksFor(spineDown[size_t(s)], k, o);
        total += spineUp[size_t(s)];
        all[size_t(s)] = s;
    }
    p.cores = int((total + k - 1) / k);
    if (p.cores > 0)
        deal(all, spineUp, 0, p.cores, p.spineCore);
    return p;
}

} // namespace dcs
