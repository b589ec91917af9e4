#include "trainingplanner.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <tuple>

// The auto planner's search over layouts and how its plans are ranked and explained; one plan's
// evaluation is in trainingplanner.cpp.
namespace dcs {

bool TrainingPlanner::better(const TrainingPlan &a, const TrainingPlan &b)
{
    if (a.valid != b.valid)
        return a.valid;
    if (a.memory.fits != b.memory.fits)
        return a.memory.fits;
    if (!a.memory.fits)
        return a.memory.totalB < b.memory.totalB;
    // Step time per token processed: plans that leave GPUs idle (the batch splits over fewer
    // replicas) process the same batch per step on fewer GPUs.
    const double ta = a.stepS / a.tokensPerStep(1);
    const double tb = b.stepS / b.tokensPerStep(1);
    if (std::abs(ta - tb) > 1e-12 * std::max(ta, tb))
        return ta < tb;
    const int ma = a.tp * a.pp * a.cp, mb = b.tp * b.pp * b.cp;
    if (ma != mb)
        return ma < mb;
    if (a.v != b.v)
        return a.v < b.v;
    return a.memory.totalB < b.memory.totalB;
}

int TrainingPlanner::complexity(const TrainingPlan &p)
{
    // Each mechanism teams add only when they must: ZeRO-3 re-gathers the weights every
    // micro-batch, CP exchanges keys and values every layer, full recompute redoes the forward;
    // then more pipeline chunks (interleaving) over fewer.
    return (p.zeroStage >= 3 ? 4000 : 0) + (p.cp > 1 ? 2000 : 0) + (p.recompute == "full" ? 1000 : 0) + p.v;
}

std::string TrainingPlanner::whyLoses(const TrainingPlan &p, const TrainingPlan &first)
{
    // Each component per token, as a share of the first plan's step time per token.
    const double tp = p.tokensPerStep(1), tf = first.tokensPerStep(1);
    const double base = first.stepS / tf;
    if (base <= 0 || tp <= 0)
        return {};
    struct Part {
        const char *name;
        double mine, theirs;
    };
    const Part parts[] = {
        {"compute", p.computeS, first.computeS},       {"bubble", p.bubbleS, first.bubbleS},
        {"TP comm", p.tpExposedS, first.tpExposedS},   {"CP comm", p.cpExposedS, first.cpExposedS},
        {"EP comm", p.epExposedS, first.epExposedS},   {"DP comm", p.dpExposedS, first.dpExposedS},
        {"PP comm", p.ppExposedS, first.ppExposedS},
    };
    const Part *worst = nullptr;
    double worstDelta = 0;
    for (const Part &x : parts) {
        const double d = (x.mine / tp - x.theirs / tf) / base;
        if (!worst || d > worstDelta)
            worst = &x, worstDelta = d;
    }
    const double total = (p.stepS / tp - base) / base;
    if (total < -1e-9) {
        // Faster by the model but within the margin: #1 was preferred as the simpler layout.
        const char *what = p.zeroStage >= 3 && first.zeroStage < 3 ? "ZeRO-3"
                           : p.cp > 1 && first.cp == 1             ? "context parallelism"
                           : p.recompute == "full" && first.recompute != "full" ? "full recompute"
                                                                                 : "more pipeline chunks";
        char buf[200];
        std::snprintf(buf, sizeof buf, "%.1f%% faster by the model, within its margin; #1 avoids %s", -100 * total, what);
        return buf;
    }
    if (p.gpusUsed < first.gpusUsed && total > 1e-9) {
        // The batch splits evenly over fewer replicas of this layout: idle GPUs, not the kernels.
        char buf[160];
        std::snprintf(buf, sizeof buf, "+%.1f%% time: uses %d of %d GPUs (the batch splits over DP %d)", 100 * total,
                      p.gpusUsed, first.gpusUsed, p.dp);
        return buf;
    }
    std::string why = worst->name;
    if (why == "compute")
        why = p.recompute != first.recompute ? "recomputation"
              // Other TP, CP or micro-batch: the same FLOPs in GEMMs of other shapes (LayerTiming).
              : p.tp != first.tp || p.cp != first.cp || p.microBatch != first.microBatch ? "compute (kernel shapes)"
                                                                                          : "compute (uneven stages)";
    char buf[160];
    if (total <= 1e-9) {
        std::snprintf(buf, sizeof buf, "as fast; more GPUs in model parallelism or more memory");
        return buf;
    }
    std::snprintf(buf, sizeof buf, "+%.1f%% time: %s +%.1f%%", 100 * total, why.c_str(), 100 * worstDelta);
    return buf;
}

namespace {
// Keeps the `count` best plans, best first.
void keep(std::vector<TrainingPlan> &list, const TrainingPlan &p, size_t count)
{
    if (list.size() == count && !TrainingPlanner::better(p, list.back()))
        return;
    auto at = std::upper_bound(list.begin(), list.end(), p, TrainingPlanner::better);
    list.insert(at, p);
    if (list.size() > count)
        list.pop_back();
}
} // namespace

std::vector<TrainingPlan> TrainingPlanner::top(const Context &c, int count, int *evaluated)
{
    std::vector<TrainingPlan> fitting;
    std::vector<TrainingPlan> near;  // fitting plans within the margin of the fastest so far
    double fastest = 0;              // seconds per token of the fastest fitting plan so far
    TrainingPlan leastMemory;
    int n = 0;
    const bool all = c.search == PlanSearch::All;
    std::vector<int> microBatches = all ? std::vector<int>{1, 2, 4} : std::vector<int>{c.microBatch};
    // Lightest first. With FlashAttention, selective recompute only re-runs the fused attention's
    // forward and saves nothing (the scores are never stored), so none takes its place; without
    // it, selective drops the a s^2 scores (Korthikanti et al. 2022) for some time.
    std::vector<Recompute> recomputes = !all ? std::vector<Recompute>{c.recompute}
                                        : c.flashAttention
                                            ? std::vector<Recompute>{Recompute::None, Recompute::Full}
                                            : std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full};
    // ZeRO 1 or 3: stage 2 moves the same bytes as 1 and cannot shard gradients that a pipeline
    // accumulates over micro-batches (DeepSpeed refuses ZeRO-2 with PP); stage 0 only adds memory.
    std::vector<int> zeros = all ? std::vector<int>{1, 3} : std::vector<int>{c.zeroStage};
    std::vector<int> eps = {1};
    if (c.experts > 0) {
        eps.clear();
        for (int e = 1; e <= c.experts; ++e)
            if (c.experts % e == 0)
                eps.push_back(e);
    }
    for (int tp = 1; tp <= std::max(1, c.nvlinkDomain); ++tp) {
        if (!tpAllowed(c, tp))
            continue;
        for (int cp = 1; cp <= kMaxCp && tp * cp <= c.gpus; cp *= 2) {
            if (std::fmod(c.seq, cp) != 0)
                break;
            // A layer's costs depend on TP, CP, EP, the micro-batch and the recomputation only:
            // computed once for every PP, ZeRO stage and v below.
            std::map<std::tuple<int, int, Recompute>, LayerCosts> costs;
            for (int pp = 1; pp <= c.layers && tp * cp * pp <= c.gpus; ++pp) {
                if (!ppAllowed(c, pp))
                    continue;
                for (int ep : eps)
                    for (int mb : microBatches) {
                        // Per v (more chunks hold more in flight) and recomputation: once ZeRO-1
                        // fits with it at a v, ZeRO-3 only adds traffic there; once a lighter
                        // recomputation fits at a v, more of it only costs time.
                        const int maxV = maxVirtualStages(c, pp);
                        std::vector<char> lowZeroFits(size_t(maxV + 1) * 3, 0);  // [v][recompute]
                        // The DP that splits the batch is the same for every v, recomputation and
                        // ZeRO stage below: found once, then checked as a fixed DP.
                        const int found = dataParallel(c, {mb, c.userDp, c.gpus / (tp * cp * pp), tp * cp, ep});
                        const int dp = found > 0 ? found : c.userDp;
                        for (int z : zeros) {
                            std::vector<char> lighterFits(size_t(maxV) + 1, 0);
                            for (Recompute r : recomputes) {
                                auto settled = [&](int v) {
                                    if (lighterFits[size_t(v)])
                                        return true;
                                    for (size_t k = 0; z >= 3 && k <= size_t(r); ++k)  // ZeRO-1 fitted with no more recomputation
                                        if (lowZeroFits[size_t(v) * 3 + k])
                                            return true;
                                    return false;
                                };
                                bool open = false;
                                for (int v = 1; v <= maxV && !open; ++v)
                                    open = !settled(v);
                                if (!open)
                                    continue;
                                const auto key = std::make_tuple(ep, mb, r);
                                auto cached = costs.find(key);
                                if (cached == costs.end())
                                    cached = costs.emplace(key, layerCosts(c, {tp, pp, dp, cp, ep, 1, mb, r, z})).first;
                                for (int v = 1; v <= maxV; ++v) {
                                    if (settled(v))
                                        continue;
                                    const Options o{tp, pp, dp, cp, ep, v, mb, r, z};
                                    const TrainingPlan p = evaluate(c, o, cached->second);
                                    ++n;
                                    if (!p.valid)
                                        continue;
                                    if (p.memory.fits) {
                                        lighterFits[size_t(v)] = 1;
                                        if (z < 3)
                                            lowZeroFits[size_t(v) * 3 + size_t(r)] = 1;
                                        keep(fitting, p, size_t(std::max(1, count)));
                                        const double perToken = p.stepS / p.tokensPerStep(1);
                                        if (fastest <= 0 || perToken < fastest) {
                                            fastest = perToken;
                                            std::erase_if(near, [&](const TrainingPlan &x) {
                                                return x.stepS / x.tokensPerStep(1) > fastest * (1 + c.planMargin);
                                            });
                                        }
                                        if (perToken <= fastest * (1 + c.planMargin))
                                            near.push_back(p);
                                    } else if (!leastMemory.valid || better(p, leastMemory)) {
                                        leastMemory = p;
                                    }
                                }
                            }
                        }
                    }
            }
        }
    }
    if (evaluated)
        *evaluated = n;
    if (fitting.empty())
        return leastMemory.valid ? std::vector<TrainingPlan>{leastMemory} : std::vector<TrainingPlan>{};
    // The first plan: the simplest within the margin (the fastest when none is simpler).
    const auto simplest = std::min_element(near.begin(), near.end(), [](const TrainingPlan &a, const TrainingPlan &b) {
        const int ca = complexity(a), cb = complexity(b);
        return ca != cb ? ca < cb : better(a, b);
    });
    if (simplest != near.end() && complexity(*simplest) < complexity(fitting.front())) {
        const TrainingPlan first = *simplest;
        std::erase_if(fitting, [&](const TrainingPlan &x) {
            return x.tp == first.tp && x.cp == first.cp && x.pp == first.pp && x.v == first.v && x.dp == first.dp
                   && x.ep == first.ep && x.microBatch == first.microBatch && x.recompute == first.recompute
                   && x.zeroStage == first.zeroStage;
        });
        fitting.insert(fitting.begin(), first);
        if (fitting.size() > size_t(std::max(1, count)))
            fitting.pop_back();
    }
    for (size_t i = 1; i < fitting.size(); ++i)
        fitting[i].whyLoses = whyLoses(fitting[i], fitting.front());
    return fitting;
}

TrainingPlan TrainingPlanner::best(const Context &c, int *evaluated)
{
    const std::vector<TrainingPlan> t = top(c, 1, evaluated);
    return t.empty() ? TrainingPlan{} : t.front();
}

} // namespace dcs
