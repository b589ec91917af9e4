#pragma once
#include "finetuneresult.h"
#include "project/workload.h"

namespace dcs {

// The per-job formulas of the fine-tuning lab, each named after its source, so the tests can
// check them against hand-worked figures (docs/training.md, "Fine-tuning lab").
struct FinetuneMath {
    // The architecture a job trains (its preset, or the workload's custom model for "custom").
    static ModelArchitecture architecture(const FinetuneJob &job, const Workload &w);
    static double parameters(const FinetuneJob &job, const Workload &w);
    // LoRA adapters on all seven linear layers: r (d_in + d_out) each (Hu et al. 2021, REFERENCE 4.1).
    static double trainableParameters(const FinetuneJob &job, const Workload &w);
    // Memory on one GPU or slice when the model states are sharded over `shards` whole GPUs
    // (FSDP / ZeRO-3; 1 on a MIG slice, which has no peer traffic):
    //   full:  16 B per parameter (2 weights + 2 gradients + 12 Adam; REFERENCE 4, ZeRO paper)
    //   LoRA:  2 B per frozen bf16 parameter + 16 B per adapter parameter
    //   QLoRA: 4.127 bits per NF4 parameter (Dettmers et al. 2023) + 16 B per adapter parameter
    // + activations of every layer (Korthikanti et al. 2022 with FlashAttention: 34 s b h per layer,
    //   2 s b h with gradient checkpointing) + the workload's framework overhead.
    static FinetuneMemory memory(const FinetuneJob &job, const Workload &w, int shards);
    // Hardware FLOPs per token (REFERENCE 4): 6 N for a full fine-tune (forward 2 N, backward 4 N);
    // 4 N with a frozen base (no weight gradients: forward 2 N + activation gradients 2 N); plus
    // attention scores 12 L s h (PaLM appendix B, as the main run); gradient checkpointing adds one
    // more forward, 2 N + 4 L s h. N = the parameters a token uses (MoE: active).
    static double flopsPerToken(const FinetuneJob &job, const Workload &w);
    // Bytes one GPU moves per optimizer step when the states are sharded over k GPUs (FSDP: the
    // weights all-gathered in the forward and again in the backward, the gradients reduce-scattered),
    // each (k-1)/k of the whole (REFERENCE 5): (k-1)/k (2 x weight bytes + gradient bytes).
    static double shardedStepBytes(const FinetuneJob &job, const Workload &w, int k);
};

} // namespace dcs
