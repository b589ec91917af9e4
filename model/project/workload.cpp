#include "workload.h"

namespace dcs {

const char *trainingModeName(TrainingMode m)
{
    switch (m) {
    case TrainingMode::Pretrain: return "pretrain";
    case TrainingMode::FullFinetune: return "full_finetune";
    case TrainingMode::Lora: return "lora";
    case TrainingMode::Qlora: return "qlora";
    }
    return "pretrain";
}

const char *trainingPrecisionName(TrainingPrecision p)
{
    return p == TrainingPrecision::Fp8 ? "fp8" : "bf16";
}

const char *recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None: return "none";
    case Recompute::Selective: return "selective";
    case Recompute::Full: return "full";
    }
    return "selective";
}

const char *pipelineScheduleName(PipelineSchedule s)
{
    return s == PipelineSchedule::OneFOneB ? "1f1b" : "interleaved";
}

const char *planSearchName(PlanSearch s)
{
    return s == PlanSearch::Layout ? "layout" : "all";
}

} // namespace dcs
