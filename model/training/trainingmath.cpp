#include "trainingmath.h"

#include <algorithm>
#include <cmath>

namespace dcs {

double TrainingMath::remoteNodesPerToken(int topK, int nodes, int groups, int groupLimit)
{
    if (nodes <= 1 || topK <= 0)
        return 0;
    const bool limited = groups > 1 && groupLimit > 0 && groupLimit < groups;
    if (!limited || (nodes % groups != 0 && groups % nodes != 0))
        return (nodes - 1) * (1 - std::pow(1 - 1.0 / nodes, topK));
    const double g = groups, m = groupLimit, n = nodes;
    if (nodes % groups == 0)
        return (n - 1) * (m / g) * (1 - std::pow(1 - g / (m * n), topK));
    // Hypergeometric: of the G groups, G/N are on this node; M are drawn. P(j) = C(G/N, j)
    // C(G - G/N, M - j) / C(G, M), in logarithms (C(1024, 512) overflows a double).
    const int here = groups / nodes;
    auto logChoose = [](int a, int b) { return std::lgamma(a + 1.0) - std::lgamma(b + 1.0) - std::lgamma(a - b + 1.0); };
    const double all = logChoose(groups, groupLimit);
    double missed = 0;
    for (int j = std::max(0, groupLimit - (groups - here)); j <= std::min(here, groupLimit); ++j)
        missed += std::exp(logChoose(here, j) + logChoose(groups - here, groupLimit - j) - all) * std::pow(1 - j / m, topK);
    return (n - 1) * (1 - missed);
}

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
