#include "trainingplanner.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace dcs {

// How a plan's replicas split the global batch (Megatron-LM's rule: global batch = DP x
// micro-batch x micro-batches, each replica the same whole number of micro-batches).

int TrainingPlanner::dataParallel(const Context &c, const BatchSplit &b)
{
    // In whole numbers: the context floors the global batch to whole sequences.
    const auto g = static_cast<long long>(c.globalSequences);
    const long long mb = std::max(1, b.microBatch);
    if (g < mb || g % mb != 0)
        return 0;
    const long long perReplicas = g / mb;  // micro-batches of the step, over all replicas
    auto splits = [&](long long d) {
        return perReplicas % d == 0 && perReplicas / d <= std::numeric_limits<int>::max()
               && (b.modelParallel * d) % std::max(1, b.ep) == 0;
    };
    if (b.userDp > 0)
        return b.userDp <= b.maxDp && splits(b.userDp) ? b.userDp : 0;
    // Every DP that splits the batch divides it: search those, largest first.
    const std::vector<int> &all = c.batchDivisors;
    for (auto d = std::upper_bound(all.begin(), all.end(), b.maxDp); d != all.begin();) {
        --d;
        if (perReplicas / *d > std::numeric_limits<int>::max())
            return 0;  // a smaller DP only needs more micro-batches
        if (splits(*d))
            return *d;
    }
    return 0;
}

std::string TrainingPlanner::whyNoDataParallel(const Context &c, const BatchSplit &b)
{
    const double g = c.globalSequences;
    char reason[200];
    if (b.microBatch > g)
        std::snprintf(reason, sizeof reason, "the micro-batch (%d) exceeds the global batch (%.0f sequences)", b.microBatch, g);
    else if (std::fmod(g, b.microBatch) != 0)
        std::snprintf(reason, sizeof reason, "the micro-batch (%d) does not divide the global batch (%.0f sequences)", b.microBatch, g);
    else if (b.userDp > 0 && std::fmod(g, double(b.userDp) * b.microBatch) != 0)
        std::snprintf(reason, sizeof reason, "DP %d x micro-batch %d does not divide the global batch (%.0f sequences)", b.userDp,
                      b.microBatch, g);
    else if (b.userDp > 0 && b.ep > 1)
        std::snprintf(reason, sizeof reason, "EP %d does not divide TP x CP x DP (%d x %d)", b.ep, b.modelParallel, b.userDp);
    // The search meets this one for many layouts: a fixed text, no formatting in its loop.
    else if (b.ep > 1)
        return "no DP splits the global batch with EP dividing TP x CP x DP (each GPU holds whole experts of the "
               "expert-parallel group)";
    else
        std::snprintf(reason, sizeof reason, "the global batch (%.0f sequences) needs more than 2^31 micro-batches a replica", g);
    return reason;
}

std::vector<int> TrainingPlanner::batchDivisors(double sequences, int gpus)
{
    std::vector<int> out;
    const auto g = static_cast<long long>(sequences);
    if (double(g) > double(gpus) * gpus) {  // every d up to the GPUs: fewer trials than to sqrt(g)
        for (int d = 1; d <= gpus; ++d)
            if (g % d == 0)
                out.push_back(d);
        return out;
    }
    for (long long d = 1; d * d <= g; ++d)  // the pairs d, g / d: sqrt(g) <= gpus trials
        if (g % d == 0) {
            if (d <= gpus)
                out.push_back(int(d));
            if (d * d != g && g / d <= gpus)
                out.push_back(int(g / d));
        }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace dcs
