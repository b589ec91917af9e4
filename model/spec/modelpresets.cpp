#include "modelpresets.h"
#include <algorithm>

namespace dcs {

const std::vector<ModelPresets::Preset> &ModelPresets::all()
{
    // {layers, hidden, heads, kv_heads, ffn, vocab, gated MLP, tied embeddings}
    static const std::vector<Preset> presets = {
        {"gpt-3-175b", "GPT-3 175B", 175e9, {96, 12288, 96, 96, 49152, 50257, false, true, 0, 0, 0, 0, 0, 0, 0, true},
         "Brown et al. 2020, Table 2.1 (n_layers 96, d_model 12288, 96 heads, d_ff = 4 d_model); dropout 0.1 as "
         "Megatron-LM's GPT runs of it (Narayanan et al. 2021)"},
        {"llama-2-7b", "Llama 2 7B", 7e9, {32, 4096, 32, 32, 11008, 32000, true, false, 0, 0, 0, 0, 0, 0},
         "Touvron et al. 2023 / HF config (6.74B)"},
        {"llama-2-13b", "Llama 2 13B", 13e9, {40, 5120, 40, 40, 13824, 32000, true, false, 0, 0, 0, 0, 0, 0},
         "Touvron et al. 2023 / HF config (13.0B)"},
        {"llama-2-70b", "Llama 2 70B", 70e9, {80, 8192, 64, 8, 28672, 32000, true, false, 0, 0, 0, 0, 0, 0},
         "Touvron et al. 2023 / HF config (GQA, 69.0B)"},
        {"llama-3-8b", "Llama 3 8B", 8e9, {32, 4096, 32, 8, 14336, 128256, true, false, 0, 0, 0, 0, 0, 0},
         "Llama 3 herd paper (Dubey et al. 2024), Table 3 (8.03B)"},
        {"llama-3-70b", "Llama 3 70B", 70e9, {80, 8192, 64, 8, 28672, 128256, true, false, 0, 0, 0, 0, 0, 0},
         "Llama 3 herd paper, Table 3 (70.6B)"},
        {"llama-3-405b", "Llama 3 405B", 405e9, {126, 16384, 128, 8, 53248, 128256, true, false, 0, 0, 0, 0, 0, 0},
         "Llama 3 herd paper, Table 3 (405.8B)"},
        // Mixture of experts (REFERENCE 7). {..., experts, top-k, shared, expert FFN, dense layers, attention}
        {"mixtral-8x7b", "Mixtral 8x7B", 46.7e9,
         {32, 4096, 32, 8, 14336, 32000, true, false, 8, 2, 0, 14336, 0, 0},
         "Jiang et al. 2024 (Mixtral of Experts), Table 1 / HF config: 46.7B total, 12.9B active"},
        {"mixtral-8x22b", "Mixtral 8x22B", 141e9,
         {56, 6144, 48, 8, 16384, 32768, true, false, 8, 2, 0, 16384, 0, 0},
         "Mistral AI model card / HF config: about 141B total, 39B active"},
        // Multi-head latent attention, per layer (HF config): q_a 7168 x 1536 + q_b 1536 x 128 x 192
        // + kv_a 7168 x 576 + kv_b 512 x 128 x 256 + o 128 x 128 x 7168 = 187,105,280.
        {"deepseek-v3", "DeepSeek-V3", 671e9,
         {61, 7168, 128, 128, 18432, 129280, true, false, 256, 8, 1, 2048, 3, 187105280.0, 20480, false, 1, 8, 4},
         "DeepSeek-AI 2024 (DeepSeek-V3 technical report) / HF config: 671B total, 37B active, FP8 training, "
         "one multi-token prediction module, node-limited routing (top-4 of 8 expert groups)"},
    };
    return presets;
}

const ModelPresets::Preset *ModelPresets::find(std::string_view id)
{
    for (const Preset &p : all())
        if (p.id == id)
            return &p;
    return nullptr;
}

ModelArchitecture ModelPresets::architecture(const Workload &w)
{
    if (const Preset *p = find(w.model))
        return p->arch;
    return w.custom;
}

double ModelPresets::attentionWidth(const ModelArchitecture &a)
{
    return a.attentionDim > 0 ? a.attentionDim : double(a.hidden);
}

double ModelPresets::attentionParameters(const ModelArchitecture &a)
{
    if (a.attentionParams > 0)
        return a.attentionParams;
    const double h = a.hidden;
    const double kvDim = double(a.kvHeads) * (h / std::max(1, a.heads));
    return 2 * h * h + 2 * h * kvDim;
}

double ModelPresets::mlpParameters(const ModelArchitecture &a, int ffn)
{
    return (a.gatedMlp ? 3.0 : 2.0) * double(a.hidden) * ffn;
}

double ModelPresets::expertParameters(const ModelArchitecture &a)
{
    return a.moe() ? mlpParameters(a, a.expertFfn > 0 ? a.expertFfn : a.ffn) : 0.0;
}

int ModelPresets::moeLayers(const ModelArchitecture &a)
{
    return a.moe() ? std::max(0, a.layers - std::clamp(a.denseLayers, 0, a.layers)) : 0;
}

double ModelPresets::parametersPerLayer(const ModelArchitecture &a)
{
    if (a.layers <= 0)
        return 0;
    const int moe = moeLayers(a);
    const double moeLayer = double(a.experts + a.sharedExperts) * expertParameters(a);
    const double mlps = double(a.layers - moe) * mlpParameters(a, a.ffn) + moe * moeLayer;
    return attentionParameters(a) + mlps / a.layers;
}

double ModelPresets::activeParameterCount(const ModelArchitecture &a)
{
    if (!a.moe())
        return parameterCount(a);
    const int moe = moeLayers(a);
    const double active = double(a.topK + a.sharedExperts) * expertParameters(a);
    return a.layers * attentionParameters(a) + double(a.layers - moe) * mlpParameters(a, a.ffn) + moe * active
           + embeddingParameters(a);
}

double ModelPresets::embeddingParameters(const ModelArchitecture &a)
{
    return double(a.vocab) * a.hidden * (a.tiedEmbeddings ? 1 : 2);
}

double ModelPresets::parameterCount(const ModelArchitecture &a)
{
    return a.layers * parametersPerLayer(a) + embeddingParameters(a);
}

bool ModelPresets::isLoraTarget(const std::string &n)
{
    return n == "q" || n == "k" || n == "v" || n == "o" || n == "gate" || n == "up" || n == "down";
}

double ModelPresets::loraParameters(const ModelArchitecture &a, int rank, const std::vector<std::string> &targets)
{
    const double h = a.hidden;
    const double kvDim = double(a.kvHeads) * (h / a.heads);
    double perLayer = 0;
    for (const std::string &t : targets) {
        double dIn = 0, dOut = 0;
        if (t == "q" || t == "o")
            dIn = h, dOut = h;
        else if (t == "k" || t == "v")
            dIn = h, dOut = kvDim;
        else if (t == "gate")
            dIn = a.gatedMlp ? h : 0, dOut = a.gatedMlp ? a.ffn : 0;  // no gate in a GPT MLP
        else if (t == "up")
            dIn = h, dOut = a.ffn;
        else if (t == "down")
            dIn = a.ffn, dOut = h;
        perLayer += double(rank) * (dIn + dOut);
    }
    return perLayer * a.layers;
}

} // namespace dcs
