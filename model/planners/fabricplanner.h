#pragma once
#include <vector>

namespace dcs {

// The arithmetic of a folded-Clos fabric (REFERENCE.md 2 and 5), without any placement:
// from the downlinks each leaf must serve, how many uplinks, spines and cores, and which
// abstract switch connects to which. The generator maps the indices onto devices.
//
// - A leaf of radix k at target oversubscription o takes at most d = floor(k o / (1 + o))
//   downlinks and ceil(down / o) uplinks (1:1 on 64 ports: 32 down, 32 up).
// - Two tiers while the leaves fit under radix-k spines (at most k leaves: k^2/2 endpoints
//   at 1:1). Spines = ceil(sum of leaf uplinks / k); uplinks are dealt round-robin so every
//   spine carries at most k and each leaf reaches every spine when it has enough uplinks.
// - Beyond that, three tiers: leaves in pods of whole groups (scalable units) up to d leaves;
//   each pod has ceil(pod uplinks / d) spines with d ports down and ceil(down / o) up; cores
//   = ceil(sum of spine uplinks / k), dealt round-robin (a k-ary fat tree, Al-Fares 2008, when
//   everything is full: k^3/4 endpoints with 5k^2/4 switches).
class FabricPlanner
{
public:
    struct Input {
        int radix = 64;                 // k: fabric ports per switch
        double oversubscription = 1.0;  // target o, >= 1
        std::vector<int> leafDown;      // downlinks each leaf serves
        int leavesPerGroup = 1;         // leaves of one scalable unit (pods hold whole groups)
        bool forceThreeTier = false;
    };
    struct Plan {
        int tiers = 0;
        int spines = 0;
        int cores = 0;
        std::vector<int> leafUp;                       // uplinks per leaf
        std::vector<int> leafPod;                      // pod of each leaf
        std::vector<std::pair<int, int>> leafSpine;    // (leaf, spine) per uplink
        std::vector<std::pair<int, int>> spineCore;    // (spine, core) per uplink
        std::vector<int> spinePod;                     // pod of each spine
        bool ok = true;
        const char *error = nullptr;
    };

    static int leafDownPorts(int radix, double oversubscription);
    static int uplinksFor(int down, int radix, double oversubscription);
    static Plan plan(const Input &in);
};

} // namespace dcs
