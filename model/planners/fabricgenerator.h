#pragma once
#include "project/project.h"
#include <string>

namespace dcs {

class Catalog;

// Builds the compute fabric from the GPU nodes placed (issue 5, "Generate fabric"; REFERENCE.md
// 2): leaves per rail and scalable unit (rail-optimised) or per run of NICs (leaf/spine), the
// spines and, beyond two-tier reach, a core tier for the target oversubscription (FabricPlanner);
// switches placed by SwitchPlacer; every link created on free ports. Manual links that are
// still valid are kept and their ports left alone. Pure: a new Project comes back, the input is
// not touched (the document pushes it as one undo step).
class FabricGenerator
{
public:
    struct Result {
        bool ok = false;
        std::string error;
        Project project;
        std::string networkId;
        int tiers = 0;
        int leaves = 0, spines = 0, cores = 0;
        int links = 0;             // links of the network after generation (kept + new)
        int keptManualLinks = 0;
        int droppedManualLinks = 0;
        int newSwitches = 0;
        int newRacks = 0;
    };

    // Generates network `networkId`; empty = the project's compute network, created with the
    // defaults of defaultComputeNetwork() when there is none.
    static Result generate(const Project &project, const Catalog &catalog, const std::string &networkId = {});
    // A rack-scale hall's scalable unit is 8 systems (NVIDIA DGX SuperPOD reference
    // architecture for DGX GB200: "each SU contains 8 DGX GB200 systems", 576 GPUs); a server
    // hall's is 32 nodes (DGX H100/B200 SuperPOD, REFERENCE.md 2).
    static constexpr int kRackScaleSuSystems = 8;
    static Network defaultComputeNetwork(bool rackScale = false);
};

} // namespace dcs
