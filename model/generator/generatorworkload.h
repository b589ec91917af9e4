#pragma once
#include "project/workload.h"

namespace dcs {

struct CatalogEntry;
struct Site;

// The default workload of a generated design: the first of a short list of training runs, from
// the largest, that fits the GPUs' memory (TrainingEngine reports no error): Llama 3 70B
// pre-training on 64 GPUs or more, then Llama 3 8B pre-training, with full recompute, LoRA, and
// Llama 2 7B QLoRA for single small GPUs.
namespace GeneratorWorkload {
Workload choose(const CatalogEntry &system, int gpus, double itNameplateW, const Site &site);
}

} // namespace dcs
