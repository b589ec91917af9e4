#include "layershape.h"
#include "spec/modelpresets.h"

namespace dcs {

LayerShape LayerShape::of(const ModelArchitecture &a)
{
    LayerShape s;
    s.hidden = a.hidden;
    s.heads = std::max(1, a.heads);
    s.kvDim = double(a.kvHeads) * a.hidden / s.heads;
    s.ffn = a.ffn;
    s.gated = a.gatedMlp;
    s.dropout = a.dropout;
    s.attentionParams = ModelPresets::attentionParameters(a);
    s.attentionDim = ModelPresets::attentionWidth(a);
    s.experts = a.moe() ? a.experts : 0;
    s.topK = a.topK;
    s.sharedExperts = a.sharedExperts;
    s.expertFfn = a.expertFfn > 0 ? a.expertFfn : a.ffn;
    return s;
}

LayerActivationSizes LayerActivationSizes::of(const LayerShape &s, double moeShare)
{
    const double h = s.hidden > 0 ? s.hidden : 1;
    const double width = (s.attentionDim > 0 ? s.attentionDim : h) / h;  // attention width / h
    const double mask = s.dropout ? 1.0 : 0.0;
    // MLP inner tensors per s b h for an inner size f: GeLU keeps its input and output (2 + 2),
    // SwiGLU the gate and up outputs and their product (2 + 2 + 2).
    auto inner = [&](double f) { return (s.gated ? 6.0 : 4.0) * f / h; };
    LayerActivationSizes a;
    a.replicated = 4 /*norm inputs*/ + 2 /*QKV input*/ + 2 /*MLP input*/ + 2 * mask;
    // Q and the attention output 2 x width each; K and V 2 x their width, kv / h of the query's
    // (grouped-query attention; the latent attention's decompressed K and V have the query's).
    const double attention = 4 * width + 4 * (s.kvDim / h) * width;
    const double denseMlp = inner(s.ffn);
    // A MoE layer: each of the top-k copies keeps its expert input and inner tensors; the shared
    // experts read the norm output the router reads.
    const double moeMlp = s.topK * (2 + inner(s.expertFfn)) + s.sharedExperts * inner(s.expertFfn);
    a.split = attention + (1 - moeShare) * denseMlp + moeShare * moeMlp;
    a.scores = 2 + 3 * mask;
    return a;
}

} // namespace dcs
