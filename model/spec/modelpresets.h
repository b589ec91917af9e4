#pragma once
#include "project/workload.h"
#include <string>
#include <string_view>
#include <vector>

namespace dcs {

// Published model architectures (issue 6) and the parameter arithmetic on them.
class ModelPresets
{
public:
    struct Preset {
        std::string id;            // "llama-3-70b"
        std::string name;          // "Llama 3 70B"
        double nominalParams = 0;  // the figure in the model's name, for display
        ModelArchitecture arch;
        std::string source;
    };

    static const std::vector<Preset> &all();
    static const Preset *find(std::string_view id);
    // The architecture a workload trains: its preset's, or the custom one.
    static ModelArchitecture architecture(const Workload &w);

    // Weight-matrix parameters from the shape: attention q,o (h x h), k,v (h x kv_dim), MLP
    // (3 or 2 x h x ffn), embeddings (vocab x h, twice when untied). Norms and biases are
    // under 0.1% and left out. Llama-2-7B: 32 x 202.4M + 2 x 131M = 6.74B.
    // Mixture of experts: all experts count (memory); activeParameterCount counts those a
    // token uses (top-k routed + shared), the N of the 6 N D FLOPs.
    static double parameterCount(const ModelArchitecture &a);
    static double activeParameterCount(const ModelArchitecture &a);
    static double embeddingParameters(const ModelArchitecture &a);
    // Mean over the layers (dense and MoE layers differ): attention + MLP or all experts.
    static double parametersPerLayer(const ModelArchitecture &a);
    static double attentionParameters(const ModelArchitecture &a);
    // The attention core's width per token (ModelArchitecture::attentionDim, or hidden).
    static double attentionWidth(const ModelArchitecture &a);
    // One MLP of inner size ffn: 3 h ffn (SwiGLU) or 2 h ffn.
    static double mlpParameters(const ModelArchitecture &a, int ffn);
    // One routed expert (an MLP of expert_ffn); 0 for a dense model.
    static double expertParameters(const ModelArchitecture &a);
    static int moeLayers(const ModelArchitecture &a);

    // LoRA adds r (d_in + d_out) parameters per adapted matrix (Hu et al. 2021; REFERENCE 4.1).
    // targets: any of q, k, v, o, gate, up, down. Unknown names add nothing (the reader refuses them).
    static double loraParameters(const ModelArchitecture &a, int rank, const std::vector<std::string> &targets);
    static bool isLoraTarget(const std::string &name);
};

} // namespace dcs
