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

double TrainingMath::activationBytesPerLayer(const LayerActivationSizes &sizes, double s, double b, double h,
                                             double a, int t, Recompute r, bool flash, bool sequenceParallel)
{
    const double sbh = s * b * h;
    const double tt = t > 0 ? t : 1;
    if (r == Recompute::Full)
        return 2 * sbh / (sequenceParallel ? tt : 1.0);
    const double scores = r == Recompute::None && !flash ? sizes.scores * a * s / h : 0.0;
    const double split = (sizes.split + scores) / tt;
    return sbh * (sequenceParallel ? sizes.replicated / tt + split : sizes.replicated + split);
}

TrainingMath::StateBytes TrainingMath::adamStateBytes(double params, int zeroStage, int dp, double optimizerBytes)
{
    const double d = dp > 0 ? dp : 1;
    StateBytes s;
    s.weights = 2 * params / (zeroStage >= 3 ? d : 1);
    s.gradients = 2 * params / (zeroStage >= 2 ? d : 1);
    s.optimizer = optimizerBytes * params / (zeroStage >= 1 ? d : 1);
    return s;
}

} // namespace dcs
