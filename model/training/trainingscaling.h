#pragma once
#include "catalog/catalogentry.h"
#include "network/fabricbandwidth.h"
#include "project/workload.h"
#include "trainingresult.h"
#include <vector>

namespace dcs {

// The scaling curve of issue 6: the same workload planned on more or fewer GPUs of the same
// model, to show where adding GPUs stops paying (communication and bubble grow, replicas run
// out of batch). Each point is planned like the layout itself: the auto planner, or the user's
// TP/PP with as many data-parallel replicas as the GPUs and the batch allow.
class TrainingScaling
{
public:
    // GPU counts from one node up to 8x the layout, doubling, plus the layout's own count.
    static std::vector<int> gpuCounts(int nodeSize, int layoutGpus);
    // The fabric's cross-node bandwidth (when given) is kept at every point: the curve asks
    // what more or fewer GPUs would do on a fabric like this one.
    // `layoutPlan`: the engine's plan for the layout; its point is that plan (days bit-equal), and
    // the other points keep its micro-batch, recompute and ZeRO stage and search the layout only
    // (a full search at 15 GPU counts would cost 15 times the planner).
    static std::vector<TrainingScalingPoint> curve(const Workload &w, const GpuSpec &gpu, int layoutGpus,
                                                   double goodput, const FabricBandwidth *fabric = nullptr,
                                                   const TrainingPlan *layoutPlan = nullptr);
    // Wall-clock days of a plan, the engine's arithmetic (steps x step time / goodput).
    static double days(const TrainingPlan &plan, double tokens, int sequenceLength, double goodput);
};

} // namespace dcs
