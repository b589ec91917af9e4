#pragma once
#include "project/workload.h"

namespace dcs {

// One transformer layer's shape, as the kernels of one GPU see it (issue 38), and the
// activations its backward needs stored.
struct LayerShape {
    double hidden = 0;
    double heads = 1;
    double kvDim = 0;            // kv_heads x head dim
    double ffn = 0;              // dense MLP inner size
    bool gated = false;          // SwiGLU: gate and up
    bool dropout = false;        // hidden and attention dropout (Megatron's GPT 0.1; Llama, Nemotron-4 0)
    double attentionParams = 0;  // all attention weights of a layer (MLA when not 2h^2 + 2h kv)
    double attentionDim = 0;     // attention core width per token (0 = hidden): ModelPresets::attentionWidth
    // mixture of experts (a MoE layer replaces the dense MLP)
    int experts = 0, topK = 0, sharedExperts = 0;
    double expertFfn = 0;

    static LayerShape of(const ModelArchitecture &a);
};

// Bytes of activations one layer keeps for its backward, per s b h (bf16 tensors, 1-B dropout
// masks), after Korthikanti et al. 2022, 4.1, term by term so that each architecture gets its
// own (their GPT with dropout: 10 + 24 = 34).
struct LayerActivationSizes {
    // Outside the tensor-parallel region (split over t only with sequence parallelism): the two
    // norms' inputs, the inputs of the QKV and first MLP GEMMs, the two dropout masks.
    double replicated = 10;
    // Inside it (split over t): Q, K, V, the attention output, the MLP's inner tensors.
    double split = 24;
    // Attention scores without FlashAttention, per a s^2 b: softmax output 2, with dropout its
    // mask 1 and output 2 (Korthikanti's 5 a s^2 b).
    double scores = 5;

    // One dense or MoE layer of `shape`; `moeShare` of the layers MoE.
    static LayerActivationSizes of(const LayerShape &shape, double moeShare);
};

} // namespace dcs
