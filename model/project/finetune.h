#pragma once
#include <string>
#include <vector>

namespace dcs {

// Fine-tuning modes of the lab (seed 3.3, REFERENCE 4 and 4.1).
enum class FinetuneMode { Full, Lora, Qlora };

// One fine-tuning job of the lab (issue 15 item 6): a model fine-tuned on `tokens` tokens, to be
// done `deadlineH` hours after the lab starts (0 = no deadline). The lab packs every job on one
// server: a MIG slice of one GPU, or whole GPUs of one server (states sharded over them, FSDP).
struct FinetuneJob {
    std::string name = "job";
    std::string model = "llama-3-8b";   // ModelPresets id
    FinetuneMode mode = FinetuneMode::Lora;
    double tokens = 1e8;
    double deadlineH = 0;                // 0 = none
    int loraRank = 64;                   // LoRA / QLoRA, adapters on all seven linear layers
    int sequenceLength = 4096;
    int microBatch = 1;
    bool gradientCheckpointing = true;   // keep only each layer's input (full recompute)
    // "auto" (the packer chooses), "whole" (whole GPUs only) or a MIG profile name ("3g.40gb").
    std::string placement = "auto";
    bool operator==(const FinetuneJob &) const = default;
};

// The lab's settings and jobs: the "finetune" object of the workload (docs/training.md).
struct FinetuneLab {
    std::vector<FinetuneJob> jobs;
    bool useMig = true;                  // false: whole GPUs only
    // Share of a job's peak (slice share x dense peak) its kernels reach; < 0 = the GPU family's
    // compute efficiency (EfficiencyDefaults), as for the main run.
    double computeEfficiency = -1;
    // The seed (3.3) reports that MIG partitioning costs about 20 % of NVLink bandwidth. MIG
    // instances have no peer-to-peer traffic at all (NVIDIA MIG user guide), so the figure is
    // applied to the whole-GPU jobs that share a server with MIG-partitioned GPUs: their
    // collectives run at (1 - penalty) of the bus bandwidth. An unverified figure: an input.
    double migNvlinkPenalty = 0.20;
    bool operator==(const FinetuneLab &) const = default;
};

const char *finetuneModeName(FinetuneMode m);

} // namespace dcs
