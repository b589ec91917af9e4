#include "finetunepacker.h"
#include "efficiencydefaults.h"
#include "finetunemath.h"
#include <algorithm>
#include <numeric>

namespace dcs {

FinetunePacker::FinetunePacker(const Workload &w, std::vector<Server> servers) : mWorkload(w), mServers(std::move(servers))
{
    for (const Server &s : mServers) {
        mProfiles.push_back(w.finetune.useMig ? MigProfiles::forGpu(s.gpu.model, s.gpu.hbmGb) : std::vector<MigProfile>{});
        mState.emplace_back(std::max(0, s.gpu.count));
    }
}

double FinetunePacker::computeEfficiency(const Server &s) const
{
    return mWorkload.finetune.computeEfficiency > 0 ? mWorkload.finetune.computeEfficiency
                                                    : EfficiencyDefaults::forGpuModel(s.gpu.model).computeEfficiency;
}

std::optional<int> FinetunePacker::sliceStart(const GpuState &g, const MigProfile &p) const
{
    if (g.job >= 0 || g.computeUsed + p.computeSlices > MigProfiles::kComputeSlices)
        return std::nullopt;
    const auto same = std::count_if(g.slices.begin(), g.slices.end(), [&](const FinetuneSlice &s) { return s.profile == p.name; });
    if (same >= p.maxInstances)
        return std::nullopt;
    for (int start : p.starts) {
        bool free = start + p.memorySlices <= MigProfiles::kMemorySlices;
        for (int m = start; free && m < start + p.memorySlices; ++m)
            free = !g.memory[m];
        if (free)
            return start;
    }
    return std::nullopt;
}

bool FinetunePacker::serverHasMig(int server) const
{
    const auto &gpus = mState[size_t(server)];
    return std::any_of(gpus.begin(), gpus.end(), [](const GpuState &g) { return !g.slices.empty(); });
}

void FinetunePacker::time(const FinetuneJob &job, Place &place) const
{
    const Server &s = mServers[size_t(place.server)];
    const double rate = place.share * s.gpu.bf16DenseTflops * 1e12 * computeEfficiency(s);
    place.computeS = rate > 0 ? job.tokens * FinetuneMath::flopsPerToken(job, mWorkload) / rate : 0;
    place.exposedCommS = 0;
    const int k = int(place.gpus.size());
    if (place.profile.empty() && k > 1) {
        // Sharded states move over NVLink (or PCIe on PCIe-only servers) every step (REFERENCE 5).
        // The seed's MIG penalty: a server with partitioned GPUs loses that share of NVLink bandwidth.
        const bool nvlink = s.gpu.nvlinkGBpsPerDir > 0;
        double bw = nvlink ? s.gpu.nvlinkGBpsPerDir * mWorkload.nvlinkBusEfficiency * 1e9 : mWorkload.pcieGBps * 1e9;
        if (nvlink && serverHasMig(place.server))
            bw *= 1 - mWorkload.finetune.migNvlinkPenalty;
        const double steps = job.tokens / (double(k) * job.microBatch * job.sequenceLength);
        const EfficiencyDefaults d = EfficiencyDefaults::forGpuModel(s.gpu.model);
        const double overlap = mWorkload.commOverlap >= 0 ? mWorkload.commOverlap : d.commOverlap;
        place.exposedCommS = (1 - overlap) * steps * FinetuneMath::shardedStepBytes(job, mWorkload, k) / bw;
    }
}

std::optional<FinetunePacker::Place> FinetunePacker::find(const FinetuneJob &job) const
{
    const double headroom = 1 - mWorkload.memoryHeadroom;
    const FinetuneMemory one = FinetuneMath::memory(job, mWorkload, 1);
    const bool wholeAllowed = job.placement == "auto" || job.placement == "whole";
    std::vector<Place> candidates;
    for (size_t si = 0; si < mServers.size(); ++si) {
        const Server &s = mServers[si];
        const auto &gpus = mState[si];
        if (job.placement != "whole") {
            for (const MigProfile &p : mProfiles[si]) {
                if ((job.placement == "auto" && p.computeSlices == MigProfiles::kComputeSlices)
                    || (job.placement != "auto" && p.name != job.placement))
                    continue;
                const double usable = p.memoryShare() * s.gpu.hbmGb * 1e9 * headroom;
                if (one.totalB > usable)
                    continue;
                // Partitioned GPUs first (keep whole GPUs whole), then idle ones.
                std::optional<Place> found;
                for (int pass = 0; pass < 2 && !found; ++pass)
                    for (size_t g = 0; g < gpus.size() && !found; ++g) {
                        if ((pass == 0) != !gpus[g].slices.empty())
                            continue;
                        if (const std::optional<int> start = sliceStart(gpus[g], p))
                            found = Place{int(si), p.name, *start, {int(g)}, p.computeShare(), one, usable};
                    }
                if (found)
                    candidates.push_back(*found);
            }
        }
        if (!wholeAllowed)
            continue;
        std::vector<int> idle;
        for (size_t g = 0; g < gpus.size(); ++g)
            if (gpus[g].job < 0 && gpus[g].slices.empty())
                idle.push_back(int(g));
        const int n = s.gpu.count;
        for (int k = 1; k <= n; k = k * 2 > n && k < n ? n : k * 2) {
            const FinetuneMemory m = FinetuneMath::memory(job, mWorkload, k);
            const double usable = s.gpu.hbmGb * 1e9 * headroom;
            if (m.totalB <= usable && int(idle.size()) >= k)
                candidates.push_back(Place{int(si), {}, 0, std::vector<int>(idle.begin(), idle.begin() + k), double(k), m, usable});
        }
    }
    if (candidates.empty())
        return std::nullopt;
    for (Place &c : candidates)
        time(job, c);
    // The smallest place (by peak FLOP/s: a 3g slice of an H100 before a whole H100, an RTX 4090
    // before either) that meets the deadline; ties keep layout order.
    auto peak = [this](const Place &p) { return p.share * mServers[size_t(p.server)].gpu.bf16DenseTflops; };
    std::stable_sort(candidates.begin(), candidates.end(), [&](const Place &a, const Place &b) { return peak(a) < peak(b); });
    for (const Place &c : candidates)
        if (job.deadlineH <= 0 || c.hours() <= job.deadlineH)
            return c;
    return *std::min_element(candidates.begin(), candidates.end(),
                             [](const Place &a, const Place &b) { return a.hours() < b.hours(); });
}

void FinetunePacker::commit(const Place &place, int job)
{
    auto &gpus = mState[size_t(place.server)];
    if (place.profile.empty()) {
        for (int g : place.gpus)
            gpus[size_t(g)].job = job;
        return;
    }
    for (const MigProfile &p : mProfiles[size_t(place.server)])
        if (p.name == place.profile) {
            GpuState &g = gpus[size_t(place.gpus.front())];
            g.slices.push_back({p.name, place.start, job});
            g.computeUsed += p.computeSlices;
            for (int m = place.start; m < place.start + p.memorySlices; ++m)
                g.memory[m] = true;
        }
}

std::string FinetunePacker::describe(const Place &p) const
{
    const std::string &server = mServers[size_t(p.server)].id;
    if (!p.profile.empty())
        return p.profile + " on " + server + " GPU " + std::to_string(p.gpus.front() + 1);
    const size_t k = p.gpus.size();
    return (k == 1 ? std::string("1 whole GPU") : std::to_string(k) + " whole GPUs") + " of " + server;
}

std::optional<FinetunePacker::Place> FinetunePacker::onEmptyServer(const FinetuneJob &job, const Workload &w, const Server &server)
{
    FinetuneJob any = job;
    any.deadlineH = 0;  // the question is whether it fits at all
    return FinetunePacker(w, {server}).find(any);
}

FinetuneResult FinetunePacker::pack()
{
    const Workload &w = mWorkload;
    const std::vector<Server> &servers = mServers;
    FinetunePacker &packer = *this;
    FinetuneResult r;
    const std::vector<FinetuneJob> &jobs = w.finetune.jobs;
    r.evaluated = !jobs.empty();
    r.migNvlinkPenalty = w.finetune.migNvlinkPenalty;
    // First-fit decreasing on the unsharded memory; ties in list order.
    std::vector<int> order(jobs.size());
    std::iota(order.begin(), order.end(), 0);
    std::vector<double> need(jobs.size());
    for (size_t i = 0; i < jobs.size(); ++i)
        need[i] = FinetuneMath::memory(jobs[i], w, 1).totalB;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return need[size_t(a)] > need[size_t(b)]; });
    std::vector<std::optional<Place>> places(jobs.size());
    for (int i : order)
        if ((places[size_t(i)] = packer.find(jobs[size_t(i)])))
            packer.commit(*places[size_t(i)], i);

    for (size_t i = 0; i < jobs.size(); ++i) {
        const FinetuneJob &job = jobs[i];
        FinetuneJobResult j;
        j.name = job.name;
        j.model = job.model;
        j.mode = finetuneModeName(job.mode);
        j.parameters = FinetuneMath::parameters(job, w);
        j.trainableParameters = FinetuneMath::trainableParameters(job, w);
        j.tokens = job.tokens;
        j.deadlineH = job.deadlineH;
        j.flops = job.tokens * FinetuneMath::flopsPerToken(job, w);
        j.memory = FinetuneMath::memory(job, w, 1);
        if (std::optional<Place> &p = places[i]) {
            packer.time(job, *p);  // on the final state
            const Server &s = servers[size_t(p->server)];
            j.placed = true;
            j.serverId = s.id;
            j.gpuModel = s.gpu.model;
            j.profile = p->profile;
            j.gpuIndices = p->gpus;
            j.computeShare = p->share;
            j.memory = p->memory;
            j.usableB = p->usableB;
            j.computeS = p->computeS;
            j.exposedCommS = p->exposedCommS;
            j.finishH = p->hours();
            j.late = job.deadlineH > 0 && j.finishH > job.deadlineH;
            ++r.placedJobs;
            r.lateJobs += j.late;
            r.makespanH = std::max(r.makespanH, j.finishH);
        }
        r.jobs.push_back(std::move(j));
    }
    double used = 0;
    int total = 0;
    for (size_t si = 0; si < servers.size(); ++si) {
        FinetuneServer fs;
        fs.id = servers[si].id;
        fs.catalogId = servers[si].catalogId;
        fs.gpuModel = servers[si].gpu.model;
        fs.migCapable = !MigProfiles::forGpu(servers[si].gpu.model, servers[si].gpu.hbmGb).empty();
        double su = 0, sm = 0;
        for (const GpuState &g : packer.mState[si]) {
            FinetuneGpu out;
            out.job = g.job;
            out.slices = g.slices;
            out.computeUsed = g.job >= 0 ? 1.0 : double(g.computeUsed) / MigProfiles::kComputeSlices;
            out.memoryUsed = g.job >= 0 ? 1.0 : double(std::count(std::begin(g.memory), std::end(g.memory), true)) / MigProfiles::kMemorySlices;
            su += out.computeUsed;
            sm += out.memoryUsed;
            fs.gpus.push_back(std::move(out));
        }
        const size_t n = fs.gpus.size();
        fs.utilisation = n ? su / n : 0;
        fs.memoryAllocated = n ? sm / n : 0;
        used += su;
        total += int(n);
        r.servers.push_back(std::move(fs));
    }
    r.utilisation = total ? used / total : 0;
    return r;
}

} // namespace dcs
