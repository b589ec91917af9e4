#pragma once
#include <string>
#include <vector>

namespace dcs {

// Memory of one job on one GPU or MIG slice, bytes (REFERENCE 4, 4.1).
struct FinetuneMemory {
    double weightsB = 0;      // trainable or frozen base, after sharding
    double adaptersB = 0;     // LoRA/QLoRA adapters: weights + grads + Adam (16 B per parameter)
    double gradientsB = 0;    // full fine-tune
    double optimizerB = 0;    // full fine-tune
    double activationsB = 0;
    double buffersB = 0;      // the workload's framework overhead
    double totalB = 0;
};

// One MIG instance on a partitioned GPU.
struct FinetuneSlice {
    std::string profile;
    int start = 0;            // first memory slice
    int job = -1;             // index into FinetuneResult::jobs
};

// One GPU of a server: idle, whole (used by one job) or MIG-partitioned.
struct FinetuneGpu {
    int job = -1;             // whole GPU: the job; -1 otherwise
    std::vector<FinetuneSlice> slices;
    bool mig() const { return !slices.empty(); }
    double computeUsed = 0;   // share of the GPU's compute allocated (slices: their n/7)
    double memoryUsed = 0;    // share of its HBM allocated
};

struct FinetuneServer {
    std::string id;           // device id
    std::string catalogId;
    std::string gpuModel;
    bool migCapable = false;
    std::vector<FinetuneGpu> gpus;
    double utilisation = 0;   // compute allocated / compute of the server
    double memoryAllocated = 0;
    // "GPU 1-2 chem-7b-full · GPU 3 [3g.40gb code-assist | 1g.20gb support-bot] · GPU 4-8 idle"
    // (GPUs numbered from 1; runs of GPUs in the same state as one range). `jobNames` by job index.
    std::string gpuText(const std::vector<std::string> &jobNames) const;
};

struct FinetuneJobResult {
    std::string name;
    std::string model;
    std::string mode;         // "full", "lora", "qlora"
    double parameters = 0;
    double trainableParameters = 0;
    double tokens = 0;
    double deadlineH = 0;
    double flops = 0;         // hardware FLOPs of the whole job
    FinetuneMemory memory;    // on the place it got (or unsharded when not placed)
    double usableB = 0;       // of that place, after the headroom
    bool placed = false;
    std::string serverId;
    std::string gpuModel;
    std::string profile;      // MIG profile, "" = whole GPUs
    std::vector<int> gpuIndices;  // in the server
    double computeShare = 0;  // GPUs' worth of compute (a 3g slice: 3/7)
    double computeS = 0, exposedCommS = 0;
    double finishH = 0;       // the lab starts all jobs at once
    bool late = false;
    std::string reason;       // why not placed (or why late)
    std::vector<std::string> suggestions;  // the smallest change first
    std::string placementText() const;     // "S-1 GPU 3, 2g.20gb" / "S-1 GPUs 0-3"
};

// The fine-tuning lab (issue 15 item 6, seed 3.3): its jobs packed on the placed GPU servers.
struct FinetuneResult {
    bool evaluated = false;   // false: no jobs
    std::vector<FinetuneJobResult> jobs;
    std::vector<FinetuneServer> servers;
    int placedJobs = 0;
    int lateJobs = 0;
    double utilisation = 0;   // compute allocated over all servers
    double makespanH = 0;     // when the last placed job finishes
    double computeEfficiency = 0;
    std::string efficiencySource;
    double migNvlinkPenalty = 0;
};

} // namespace dcs
