#pragma once
#include "catalog/catalogentry.h"
#include "project/finetunemig.h"
#include "finetuneresult.h"
#include "project/workload.h"
#include <optional>
#include <string>
#include <vector>

namespace dcs {

// Packs fine-tuning jobs on GPU servers (docs/training.md, "Fine-tuning lab"). A job gets one
// place: a MIG slice of one GPU, or k whole GPUs of one server (its states sharded over them).
// Heuristic, deterministic: jobs in decreasing order of their unsharded memory (first-fit
// decreasing; ties in list order); each takes, over the servers in layout order, the smallest
// place by peak compute (share x dense peak: 1g < 2g < 3g < 4g < 1 GPU < 2 GPUs of a model; an
// RTX 4090 before a 3g slice of an H100) that holds its memory and meets its
// deadline; when none meets the deadline, the fastest place that holds it. Slices go first on
// GPUs already partitioned, then on idle ones; a GPU is either whole or MIG-partitioned.
class FinetunePacker
{
public:
    struct Server {
        std::string id;
        std::string catalogId;
        GpuSpec gpu;
    };
    struct Place {
        int server = -1;
        std::string profile;   // "" = whole GPUs
        int start = 0;         // first memory slice of the MIG instance
        std::vector<int> gpus;
        double share = 0;      // GPUs' worth of compute
        FinetuneMemory memory;
        double usableB = 0;
        double computeS = 0, exposedCommS = 0;
        double hours() const { return (computeS + exposedCommS) / 3600; }
    };

    FinetunePacker(const Workload &w, std::vector<Server> servers);

    // Where the heuristic puts `job` now (nothing committed); nullopt when no place holds it.
    std::optional<Place> find(const FinetuneJob &job) const;
    void commit(const Place &place, int job);
    // Times a place on the current state (the MIG penalty depends on the server's other GPUs).
    void time(const FinetuneJob &job, Place &place) const;
    // Packs every job of the workload's lab on this (empty) packer, times them on the final
    // state and fills the result; the packer then holds the packed lab (for suggestions).
    FinetuneResult pack();
    static FinetuneResult packAll(const Workload &w, const std::vector<Server> &servers)
    {
        FinetunePacker p(w, servers);
        return p.pack();
    }
    // Would `job` fit on one empty server like servers[i]?
    static std::optional<Place> onEmptyServer(const FinetuneJob &job, const Workload &w, const Server &server);

    const std::vector<Server> &servers() const { return mServers; }
    double computeEfficiency(const Server &s) const;
    std::string describe(const Place &place) const;  // "2g.20gb on L01-N2" / "4 whole GPUs of L01-N1"

private:
    struct GpuState {
        int job = -1;
        std::vector<FinetuneSlice> slices;
        int computeUsed = 0;
        bool memory[MigProfiles::kMemorySlices] = {};
    };
    std::optional<int> sliceStart(const GpuState &g, const MigProfile &p) const;
    bool serverHasMig(int server) const;

    const Workload &mWorkload;
    std::vector<Server> mServers;
    std::vector<std::vector<MigProfile>> mProfiles;  // per server
    std::vector<std::vector<GpuState>> mState;       // per server, per GPU
};

} // namespace dcs
