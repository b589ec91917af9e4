#include "trainingscaling.h"
#include "trainingengine.h"
#include "trainingplanner.h"
#include <algorithm>

namespace dcs {

std::vector<int> TrainingScaling::gpuCounts(int nodeSize, int layoutGpus)
{
    std::vector<int> out;
    if (layoutGpus < 1)
        return out;
    const int first = std::clamp(nodeSize, 1, layoutGpus);
    const long long last = std::min<long long>(8LL * layoutGpus, 1 << 22);
    for (long long n = first; n <= last; n *= 2)
        out.push_back(int(n));
    if (std::find(out.begin(), out.end(), layoutGpus) == out.end())
        out.insert(std::upper_bound(out.begin(), out.end(), layoutGpus), layoutGpus);
    return out;
}

double TrainingScaling::days(const TrainingPlan &p, double tokens, int sequenceLength, double goodput)
{
    // Same order of operations as TrainingEngine::evaluate, so the layout's point is bit-equal.
    const double tokensPerStep = double(p.microBatches) * p.dp * p.microBatch * sequenceLength;
    const double steps = tokens / tokensPerStep;
    const double busyS = steps * p.stepS;
    const double wallClockS = busyS / goodput;
    return wallClockS / 86400;
}

std::vector<TrainingScalingPoint> TrainingScaling::curve(const Workload &workload, const GpuSpec &gpu, int layoutGpus,
                                                         double goodput, const FabricBandwidth *fabric,
                                                         const TrainingPlan *layoutPlan)
{
    std::vector<TrainingScalingPoint> out;
    Workload w = workload;
    if (layoutPlan && layoutPlan->valid && w.autoParallelism && w.planSearch == PlanSearch::All) {
        w.planSearch = PlanSearch::Layout;
        w.microBatch = layoutPlan->microBatch;
        w.zeroStage = layoutPlan->zeroStage;
        w.recompute = layoutPlan->recompute == "full" ? Recompute::Full
                      : layoutPlan->recompute == "none" ? Recompute::None
                                                        : Recompute::Selective;
    }
    for (int n : gpuCounts(std::max(1, gpu.count), layoutGpus)) {
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpu, n, nullptr, fabric);
        TrainingPlan p;
        if (layoutPlan && layoutPlan->valid && n == layoutGpus)
            p = *layoutPlan;
        else if (w.autoParallelism)
            p = TrainingPlanner::best(c);
        else if (w.tp * w.pp <= n)
            p = TrainingPlanner::evaluate(c, w.tp, w.pp, n == layoutGpus ? w.dp : 0);
        if (!p.valid || p.stepS <= 0)
            continue;
        TrainingScalingPoint pt;
        pt.gpus = n;
        pt.gpusUsed = p.gpusUsed;
        pt.tp = p.tp;
        pt.pp = p.pp;
        pt.dp = p.dp;
        pt.days = days(p, w.tokens, w.sequenceLength, goodput);
        pt.exposedCommShare = p.exposedS() / p.stepS;
        pt.fits = p.memory.fits;
        out.push_back(pt);
    }
    return out;
}

} // namespace dcs
