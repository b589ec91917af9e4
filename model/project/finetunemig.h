#pragma once
#include <string>
#include <vector>

namespace dcs {

// MIG (Multi-Instance GPU) profiles of the GPUs the catalog holds, from NVIDIA's MIG user guide,
// "Supported MIG Profiles" (docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-mig-profiles.html):
// A100, H100 and H200 have 8 memory slices and 7 compute slices (a 1g instance has 1/7 of the
// SMs and, on the smallest profile, 1/8 of the memory; up to 7 instances per GPU). The memory
// of a slice is its fraction of the catalog GPU's HBM.
//   A100 40GB: 1g.5gb (x7), 1g.10gb (x4), 2g.10gb (x3), 3g.20gb (x2), 4g.20gb (x1), 7g.40gb (x1)
//   A100 80GB and H100 80GB (SXM5 and PCIe): 1g.10gb (x7), 1g.20gb (x4), 2g.20gb (x3),
//     3g.40gb (x2), 4g.40gb (x1), 7g.80gb (x1)  ("for A100-SXM4-80GB the profile names change
//     according to the memory proportion")
//   H200 141GB: 1g.18gb (x7), 1g.35gb (x4), 2g.35gb (x3), 3g.71gb (x2), 4g.71gb (x1), 7g.141gb (x1)
// RTX 4090 and the other GeForce cards have no MIG; B200/GB200 profiles are not modelled here
// (their GPUs are packed whole).
// Placements follow the guide's placement diagram: a profile occupies consecutive memory slices
// from one of its allowed start slices, and the compute slices of a GPU's instances add up to
// at most 7. A GPU is either whole or MIG-partitioned, never both.
struct MigProfile {
    std::string name;        // "3g.40gb"
    int computeSlices = 1;   // of 7
    int memorySlices = 1;    // of 8
    int maxInstances = 1;    // per GPU (the guide's "Number of Instances Available")
    std::vector<int> starts; // allowed first memory slice
    double computeShare() const { return computeSlices / 7.0; }
    double memoryShare() const { return memorySlices / 8.0; }
};

class MigProfiles
{
public:
    static constexpr int kComputeSlices = 7;
    static constexpr int kMemorySlices = 8;
    // The profiles of a catalog GPU model (GpuSpec::model and hbmGb), smallest first; empty
    // when the GPU has no MIG.
    static std::vector<MigProfile> forGpu(const std::string &gpuModel, double hbmGb);
    // Every profile name of every table above (the file reader accepts only these).
    static const std::vector<std::string> &allNames();
};

} // namespace dcs
