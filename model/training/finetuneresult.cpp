#include "finetuneresult.h"
#include <string>

namespace dcs {

std::string FinetuneJobResult::placementText() const
{
    if (!placed)
        return "not placed";
    if (!profile.empty())
        return serverId + " GPU " + std::to_string(gpuIndices.front() + 1) + ", " + profile;
    if (gpuIndices.size() == 1)
        return serverId + " GPU " + std::to_string(gpuIndices.front() + 1);
    return serverId + " GPUs " + std::to_string(gpuIndices.front() + 1) + "-" + std::to_string(gpuIndices.back() + 1);
}

std::string FinetuneServer::gpuText(const std::vector<std::string> &jobNames) const
{
    auto name = [&](int j) { return j >= 0 && j < int(jobNames.size()) ? jobNames[size_t(j)] : std::string(); };
    std::string out;
    const int n = int(gpus.size());
    for (int g = 0; g < n;) {
        const FinetuneGpu &gpu = gpus[size_t(g)];
        int end = g;
        if (!gpu.mig())
            while (end + 1 < n && !gpus[size_t(end + 1)].mig() && gpus[size_t(end + 1)].job == gpu.job)
                ++end;
        std::string part = "GPU " + std::to_string(g + 1) + (end > g ? "-" + std::to_string(end + 1) : std::string());
        if (gpu.mig()) {
            part += " [";
            for (size_t i = 0; i < gpu.slices.size(); ++i)
                part += (i ? " | " : "") + gpu.slices[i].profile + " " + name(gpu.slices[i].job);
            part += "]";
        } else {
            part += " " + (gpu.job >= 0 ? name(gpu.job) : std::string("idle"));
        }
        out += (out.empty() ? "" : " \u00b7 ") + part;
        g = end + 1;
    }
    return out;
}

} // namespace dcs
