// The iteration-time model term by term (issue 38): each kernel and collective of one layer, the
// LM head, the optimizer and the pipeline, on small cases worked by hand. A GPU of 100 TFLOP/s,
// GEMMs at half of it (50 TFLOP/s), fused attention at 40 % (40 TFLOP/s), HBM 1 TB/s, unless a
// case switches the bytes off (HBM 0) to isolate the FLOPs.
#include "training/layertiming.h"
#include "training/trainingengine.h"
#include "training/trainingplanner.h"
#include "catalog/catalog.h"
#include <QTest>
#include <cmath>

using namespace dcs;

namespace {

bool near(double a, double b, double rel = 1e-9) { return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b)); }

KernelTiming gpu(double hbm = 1e12) { return KernelTiming{100e12, 0.5, 0.4, hbm}; }

// GPT-style layer: h 1024, 8 heads of 128, full K/V, MLP 4096, not gated, dropout (Megatron's GPT).
LayerShape gptLayer()
{
    LayerShape s;
    s.hidden = 1024;
    s.heads = 8;
    s.kvDim = 1024;
    s.ffn = 4096;
    s.dropout = true;
    return s;
}

LayerPassInputs oneSequence(int tp = 1)
{
    LayerPassInputs in;
    in.tokens = 2048;
    in.seq = 2048;
    in.microBatch = 1;
    in.tp = tp;
    in.recompute = Recompute::None;
    in.tpBusBytesPerS = 100e9;
    return in;
}

} // namespace

class TestLayerTiming : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gemmAddsFlopsAndBytes()
    {
        // [1024 x 512] x [512 x 2048]: 2 x 1024 x 512 x 2048 = 2,147,483,648 FLOPs / 50e12 = 42.950 us;
        // bytes 2 (1024 x 512 + 512 x 2048 + 1024 x 2048) = 7,340,032 / 1e12 = 7.340 us; 50.290 us.
        QVERIFY(near(gpu().gemmS(1024, 512, 2048), 2147483648.0 / 50e12 + 7340032.0 / 1e12));
        QVERIFY(near(gpu().gemmS(1024, 512, 2048), 50.29e-6, 1e-4));
        // A batch of 8 is 8 times one.
        QVERIFY(near(gpu().gemmS(1024, 512, 2048, 8), 8 * gpu().gemmS(1024, 512, 2048)));
    }

    void denseLayerFlops()
    {
        // Bytes off. Forward GEMMs on T = 2048 tokens: QKV 1024 x 3072, projection 1024 x 1024,
        // up 1024 x 4096, down 4096 x 1024: 2 x 2048 x 12,582,912 = 51,539,607,552 FLOPs
        // / 50e12 = 1.03079 ms. Backward: input and weight gradients, twice that.
        // Flash attention, causal: 2 x T x seq x h = 2 x 2048 x 2048 x 1024 = 8,589,934,592 FLOPs
        // / 40e12 = 214.748 us forward, x 2.5 backward = 536.871 us.
        const LayerPass p = LayerTiming::pass(gptLayer(), false, oneSequence(), gpu(0));
        const double gemm = 51539607552.0 / 50e12, attention = 8589934592.0 / 40e12;
        QVERIFY(near(p.forwardS, gemm + attention));
        QVERIFY(near(p.backwardS, 2 * gemm + 2.5 * attention));
        QCOMPARE(p.recomputeS, 0.0);
        QCOMPARE(p.tpCommS, 0.0);
        // Recomputation: selective re-runs the attention core, full the whole forward.
        LayerPassInputs in = oneSequence();
        in.recompute = Recompute::Selective;
        QVERIFY(near(LayerTiming::pass(gptLayer(), false, in, gpu(0)).recomputeS, attention));
        in.recompute = Recompute::Full;
        QVERIFY(near(LayerTiming::pass(gptLayer(), false, in, gpu(0)).recomputeS, gemm + attention));
        // An attention width of 2048 (DeepSeek-style latent attention is wider than the hidden
        // size) doubles the attention core: 2 x 2048 x 2048 x 2048 / 40e12 = 429.50 us forward.
        LayerShape wide = gptLayer();
        wide.attentionDim = 2048;
        QVERIFY(near(LayerTiming::pass(wide, false, oneSequence(), gpu(0)).forwardS, gemm + 2 * attention));
        // A frozen base (LoRA) skips the weight gradients: backward = one GEMM pass + attention.
        in = oneSequence();
        in.weightGradients = false;
        QVERIFY(near(LayerTiming::pass(gptLayer(), false, in, gpu(0)).backwardS, gemm + 2.5 * attention));
    }

    void elementWiseBytes()
    {
        // With HBM 1 TB/s the element-wise kernels add, per layer: hidden elements T h = 2,097,152,
        // MLP inner T F = 8,388,608. Forward 22 B x 2,097,152 + 4 B x 8,388,608 (GeLU) = 79,691,776 B
        // = 79.692 us; backward 22 x 2,097,152 + 6 x 8,388,608 = 96,468,992 B = 96.469 us. On top of
        // the GEMMs with their bytes (gemmS, checked above) and the attention FLOPs.
        const KernelTiming k = gpu();
        const LayerPass p = LayerTiming::pass(gptLayer(), false, oneSequence(), k);
        const double T = 2048;
        const double gemmsForward = k.gemmS(T, 1024, 3072) + k.gemmS(T, 1024, 1024) + k.gemmS(T, 1024, 4096)
                                    + k.gemmS(T, 4096, 1024);
        const double gemmsBackward = k.gemmS(T, 3072, 1024) + k.gemmS(1024, T, 3072) + k.gemmS(T, 1024, 1024)
                                     + k.gemmS(1024, T, 1024) + k.gemmS(T, 4096, 1024) + k.gemmS(1024, T, 4096)
                                     + k.gemmS(T, 1024, 4096) + k.gemmS(4096, T, 1024);
        const double attention = 8589934592.0 / 40e12;
        QVERIFY(near(p.forwardS, gemmsForward + attention + 79691776.0 / 1e12));
        QVERIFY(near(p.backwardS, gemmsBackward + 2.5 * attention + 96468992.0 / 1e12));
        // SwiGLU: gate and up (two 1024 x 4096 GEMMs), 6 B forward and 10 B backward per inner element.
        LayerShape gated = gptLayer();
        gated.gated = true;
        const LayerPass g = LayerTiming::pass(gated, false, oneSequence(), k);
        const double extraForward = k.gemmS(T, 1024, 8192) - k.gemmS(T, 1024, 4096) + 2 * 8388608.0 / 1e12;
        QVERIFY(near(g.forwardS - p.forwardS, extraForward));
        // Without dropout (Llama, Nemotron-4) the two masks go: 1 B each per hidden element
        // written forward and read backward, 2 x 2,097,152 B = 4.194 us less each way.
        LayerShape noDropout = gptLayer();
        noDropout.dropout = false;
        const LayerPass n = LayerTiming::pass(noDropout, false, oneSequence(), k);
        QVERIFY(near(p.forwardS - n.forwardS, 4194304.0 / 1e12));
        QVERIFY(near(p.backwardS - n.backwardS, 4194304.0 / 1e12));
    }

    void unfusedAttention()
    {
        // Without FlashAttention (Megatron 2022): batched QK^T and PV over 8 heads, head dim 128:
        // each 2 x 2048 x 128 x 2048 x 8 = 8,589,934,592 FLOPs / 50e12 = 171.80 us (bytes off);
        // backward twice both. Bytes on: softmax and dropout move 9 B (forward) and 11 B
        // (backward) per score, 8 x 2048 x 2048 = 33,554,432 scores: 301.99 and 369.10 us.
        LayerPassInputs in = oneSequence();
        in.flashAttention = false;
        const LayerPass flashOff = LayerTiming::pass(gptLayer(), false, in, gpu(0));
        const LayerPass flashOn = LayerTiming::pass(gptLayer(), false, oneSequence(), gpu(0));
        const double bmm = 8589934592.0 / 50e12, fused = 8589934592.0 / 40e12;
        QVERIFY(near(flashOff.forwardS - flashOn.forwardS, 2 * bmm - fused));
        QVERIFY(near(flashOff.backwardS - flashOn.backwardS, 4 * bmm - 2.5 * fused));
        const KernelTiming k = gpu();
        const LayerPass withBytes = LayerTiming::pass(gptLayer(), false, in, k);
        const double scores = 33554432;
        const double qk = k.gemmS(2048, 128, 2048, 8), pv = k.gemmS(2048, 2048, 128, 8);
        const LayerPass flashWithBytes = LayerTiming::pass(gptLayer(), false, oneSequence(), k);
        QVERIFY(near(withBytes.forwardS - flashWithBytes.forwardS, qk + pv + 9 * scores / 1e12 - fused));
        // Selective recompute (Korthikanti et al. 2022): QK^T, softmax and dropout again.
        in.recompute = Recompute::Selective;
        QVERIFY(near(LayerTiming::pass(gptLayer(), false, in, k).recomputeS, qk + 9 * scores / 1e12));
    }

    void tensorParallelCollectives()
    {
        // TP 4 over 100 GB/s; activation T h x 2 B = 4,194,304 B. All-gather or reduce-scatter
        // 3/4 x 4,194,304 / 100e9 = 31.457 us; all-reduce twice that, 62.915 us.
        const double ag = 0.75 * 4194304 / 100e9;
        QVERIFY(near(LayerTiming::allGatherS(4194304, 4, 100e9), ag));
        QVERIFY(near(LayerTiming::allReduceS(4194304, 4, 100e9), 2 * ag));
        // Sequence parallel: 4 forward + 6 backward (2 re-gathers for the weight gradients) = 10 x.
        LayerPassInputs in = oneSequence(4);
        const LayerPass sp = LayerTiming::pass(gptLayer(), false, in, gpu(0));
        QVERIFY(near(sp.tpCommS, 10 * ag));
        QVERIFY(near(sp.tpExposedS, sp.tpCommS));  // no overlap: all on the critical path
        // Without it: 2 all-reduces forward + 2 backward = 8 x.
        in.sequenceParallel = false;
        QVERIFY(near(LayerTiming::pass(gptLayer(), false, in, gpu(0)).tpCommS, 8 * ag));
        // Full recompute repeats the forward's 4: 14 x.
        in.sequenceParallel = true;
        in.recompute = Recompute::Full;
        QVERIFY(near(LayerTiming::pass(gptLayer(), false, in, gpu(0)).tpCommS, 14 * ag));
        // Overlapped with the GEMMs (Transformer Engine): one chunk of four shows, the GEMMs
        // (milliseconds) cover the rest.
        in.recompute = Recompute::None;
        in.tpOverlap = true;
        const LayerPass over = LayerTiming::pass(gptLayer(), false, in, gpu(0));
        QVERIFY(near(over.tpExposedS, 10 * ag / 4));
        // Element-wise kernels are sharded by sequence parallelism: hidden-sized bytes / 4.
        in.tpOverlap = false;
        const KernelTiming k = gpu();
        const double shardedForward = LayerTiming::pass(gptLayer(), false, in, k).forwardS;
        in.sequenceParallel = false;
        const double fullForward = LayerTiming::pass(gptLayer(), false, in, k).forwardS;
        QVERIFY(near(fullForward - shardedForward, 22 * 2097152.0 * 0.75 / 1e12));
    }

    void mixtureOfExperts()
    {
        // 8 experts of 1024, top-2, EP 4: each GPU holds 2 experts and receives T x 2 = 4,096 token
        // copies, 2,048 per expert. Bytes off, the routed GEMMs are 2 experts x (up + down)
        // x 2 x 2048 x 1024 x 1024 = 17,179,869,184 FLOPs, exactly a dense MLP of 2 x 1024.
        LayerShape moe = gptLayer();
        moe.experts = 8;
        moe.topK = 2;
        moe.expertFfn = 1024;
        LayerShape dense = gptLayer();
        dense.ffn = 2048;
        LayerPassInputs in = oneSequence();
        in.ep = 4;
        QVERIFY(near(LayerTiming::pass(moe, true, in, gpu(0)).forwardS, LayerTiming::pass(dense, false, in, gpu(0)).forwardS));
        // Bytes on: the batched expert GEMMs, and the permutation before and after them,
        // 8 B x 4,096 copies x 1,024 = 33,554,432 B = 33.554 us each way.
        const KernelTiming k = gpu();
        const LayerPass m = LayerTiming::pass(moe, true, in, k);
        const LayerPass d = LayerTiming::pass(dense, false, in, k);
        const double experts = k.gemmS(2048, 1024, 1024, 2) + k.gemmS(2048, 1024, 1024, 2);
        const double denseMlp = k.gemmS(2048, 1024, 2048) + k.gemmS(2048, 2048, 1024);
        QVERIFY(near(m.forwardS - d.forwardS, experts - denseMlp + 33554432.0 / 1e12));
    }

    void headAndOptimizer()
    {
        // LM head, T 2048, h 1024, vocabulary 32,000 over TP 4 = 8,000 a GPU: three GEMMs of
        // 2 x 2048 x 1024 x 8000 = 33,554,432,000 FLOPs / 50e12 = 671.09 us each (bytes off).
        QVERIFY(near(LayerTiming::lmHeadS(2048, 1024, 32000, 4, true, gpu(0)), 3 * 33554432000.0 / 50e12));
        QVERIFY(near(LayerTiming::lmHeadS(2048, 1024, 32000, 4, false, gpu(0)), 2 * 33554432000.0 / 50e12));
        // Bytes on: + the cross-entropy's 16 B x 2048 x 8000 = 262,144,000 B = 262.144 us.
        const KernelTiming k = gpu();
        const double gemms = k.gemmS(2048, 1024, 8000) + k.gemmS(2048, 8000, 1024) + k.gemmS(1024, 2048, 8000);
        QVERIFY(near(LayerTiming::lmHeadS(2048, 1024, 32000, 4, true, k), gemms + 262144000.0 / 1e12));
        // Optimizer: 1e9 local parameters sharded over 8: 2 (12 + 4) = 32 B x 1.25e8 + 4 B x 1e9
        // = 8e9 B = 8 ms. With bf16 moments (8 B of state): 2 (8 + 4) = 24 B x 1.25e8 + 4e9 = 7 ms.
        QVERIFY(near(LayerTiming::optimizerS(1e9, 1.25e8, 12, k), 8e-3));
        QVERIFY(near(LayerTiming::optimizerS(1e9, 1.25e8, 8, k), 7e-3));
    }

    void pipelineStep()
    {
        // The planner adds the terms: the step is compute + bubble + every exposed exchange, the
        // compute is m x (stage layers + LM head) + optimizer, and the bubble is (p-1)/v times a
        // middle stage's time per micro-batch, i.e. (p-1)/(v m) x (compute without the head and
        // the optimizer + TP, PP, CP and EP exposed). Llama 3 70B, seq 4096, 64 H100, TP 4 PP 4.
        Workload w;
        w.model = "llama-3-70b";
        w.sequenceLength = 4096;
        w.globalBatch = 64;
        const GpuSpec h100 = *Catalog::builtIn().find("dgx-h100")->gpu;
        const TrainingPlanner::Context c = TrainingEngine::context(w, h100, 64);
        for (int v : {1, 4}) {
            const TrainingPlanner::Options o{4, 4, 0, 1, 1, v, 1, Recompute::Selective, 1};
            const TrainingPlan p = TrainingPlanner::evaluate(c, o);
            QVERIFY(p.valid);
            QCOMPARE(p.dp, 4);
            QCOMPARE(p.microBatches, 16);
            QVERIFY(near(p.stepS, p.computeS + p.bubbleS + p.exposedS()));
            const double middle = (p.computeS - p.lmHeadS - p.optimizerS + p.tpExposedS + p.ppExposedS + p.cpExposedS
                                   + p.epExposedS) / 16;
            QVERIFY(near(p.bubbleS, 3.0 / v * middle));
            QVERIFY(p.lmHeadS > 0 && p.optimizerS > 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestLayerTiming)
#include "test_layer_timing.moc"
