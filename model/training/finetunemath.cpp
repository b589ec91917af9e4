#include "finetunemath.h"
#include "spec/modelpresets.h"
#include "trainingmath.h"
#include <algorithm>

namespace dcs {

namespace {
const std::vector<std::string> kAllTargets = {"q", "k", "v", "o", "gate", "up", "down"};
constexpr double kNf4BytesPerParam = TrainingMath::kNf4BitsPerParam / 8;

double baseBytesPerParam(FinetuneMode m)
{
    return m == FinetuneMode::Qlora ? kNf4BytesPerParam : 2.0;
}
} // namespace

ModelArchitecture FinetuneMath::architecture(const FinetuneJob &job, const Workload &w)
{
    Workload v = w;
    v.model = job.model;
    return ModelPresets::architecture(v);
}

double FinetuneMath::parameters(const FinetuneJob &job, const Workload &w)
{
    return ModelPresets::parameterCount(architecture(job, w));
}

double FinetuneMath::trainableParameters(const FinetuneJob &job, const Workload &w)
{
    if (job.mode == FinetuneMode::Full)
        return parameters(job, w);
    return ModelPresets::loraParameters(architecture(job, w), job.loraRank, kAllTargets);
}

FinetuneMemory FinetuneMath::memory(const FinetuneJob &job, const Workload &w, int shards)
{
    const ModelArchitecture a = architecture(job, w);
    const double n = ModelPresets::parameterCount(a);
    const double k = std::max(1, shards);
    FinetuneMemory m;
    if (job.mode == FinetuneMode::Full) {
        const TrainingMath::StateBytes s = TrainingMath::adamStateBytes(n, 3, shards);
        m.weightsB = s.weights;
        m.gradientsB = s.gradients;
        m.optimizerB = s.optimizer;
    } else {
        m.weightsB = baseBytesPerParam(job.mode) * n / k;
        m.adaptersB = 16.0 * ModelPresets::loraParameters(a, job.loraRank, kAllTargets) / k;
    }
    const Recompute r = job.gradientCheckpointing ? Recompute::Full : Recompute::Selective;
    const LayerActivationSizes sizes =
        LayerActivationSizes::of(LayerShape::of(a), double(ModelPresets::moeLayers(a)) / std::max(1, a.layers));
    m.activationsB = a.layers * TrainingMath::activationBytesPerLayer(sizes, job.sequenceLength, job.microBatch, a.hidden,
                                                                      a.heads, 1, r, true, true);
    m.buffersB = w.frameworkOverheadGb * 1e9;
    m.totalB = m.weightsB + m.adaptersB + m.gradientsB + m.optimizerB + m.activationsB + m.buffersB;
    return m;
}

double FinetuneMath::flopsPerToken(const FinetuneJob &job, const Workload &w)
{
    const ModelArchitecture a = architecture(job, w);
    const double active = ModelPresets::activeParameterCount(a);
    const double attention = 12.0 * a.layers * double(job.sequenceLength) * a.hidden;
    double f = (job.mode == FinetuneMode::Full ? 6.0 : 4.0) * active + attention;
    if (job.gradientCheckpointing)
        f += 2.0 * active + attention / 3;
    return f;
}

double FinetuneMath::shardedStepBytes(const FinetuneJob &job, const Workload &w, int k)
{
    if (k <= 1)
        return 0;
    const double n = parameters(job, w);
    const double weights = baseBytesPerParam(job.mode) * n;
    const double grads = 2.0 * trainableParameters(job, w);
    return double(k - 1) / k * (2 * weights + grads);
}

} // namespace dcs
