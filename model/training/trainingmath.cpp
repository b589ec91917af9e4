#include "trainingmath.h"

namespace dcs {

double TrainingMath::ringAllReduceS(double bytes, int n, double bw)
{
    if (n <= 1 || bytes <= 0)
        return 0;
    return 2.0 * (n - 1) / n * bytes / bw;
}

double TrainingMath::ringReduceScatterS(double bytes, int n, double bw)
{
    if (n <= 1 || bytes <= 0)
        return 0;
    return double(n - 1) / n * bytes / bw;
}

double TrainingMath::hierarchicalAllReduceS(double bytes, int perNode, int nodes, double intra, double inter)
{
    const double intraS = 2 * ringReduceScatterS(bytes, perNode, intra);  // reduce-scatter + all-gather
    const double interS = ringAllReduceS(bytes / (perNode > 0 ? perNode : 1), nodes, inter);
    return intraS + interS;
}

double TrainingMath::activationBytesPerLayer(double s, double b, double h, double a, int t, Recompute r,
                                             bool flash)
{
    const double sbh = s * b * h;
    const double tt = t > 0 ? t : 1;
    switch (r) {
    // Sequence parallelism keeps the layer input sharded [s/t, b, h] between layers, so the one
    // tensor full recompute stores is split over t too (Korthikanti et al. 2022, 2sbhL/t with
    // distributed checkpoints; Megatron-LM --sequence-parallel).
    case Recompute::Full: return 2 * sbh / tt;
    case Recompute::Selective: return 34 * sbh / tt;
    case Recompute::None: return sbh / tt * (34 + (flash ? 0.0 : 5 * a * s / h));
    }
    return 34 * sbh / tt;
}

double TrainingMath::activationBytesPerLayerNoSp(double s, double b, double h, double a, int t, Recompute r,
                                                 bool flash)
{
    const double sbh = s * b * h;
    const double tt = t > 0 ? t : 1;
    switch (r) {
    case Recompute::Full: return 2 * sbh;
    case Recompute::Selective: return sbh * (10 + 24 / tt);
    case Recompute::None: return sbh * (10 + 24 / tt + (flash ? 0.0 : 5 * a * s / (h * tt)));
    }
    return sbh * (10 + 24 / tt);
}

TrainingMath::StateBytes TrainingMath::adamStateBytes(double params, int zeroStage, int dp)
{
    const double d = dp > 0 ? dp : 1;
    StateBytes s;
    s.weights = 2 * params / (zeroStage >= 3 ? d : 1);
    s.gradients = 2 * params / (zeroStage >= 2 ? d : 1);
    s.optimizer = 12 * params / (zeroStage >= 1 ? d : 1);
    return s;
}

} // namespace dcs
