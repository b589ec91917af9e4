// Calibration of the training engine against published measurements (issue 15). Every case runs
// with the DEFAULT efficiency assumptions (compute efficiency, overlap and goodput "auto") at the
// published layout, and must land within 15 % of the published figure:
//   |ours / published - 1| <= 0.15.
// The residuals are listed in docs/training.md ("Calibration against published runs"). No case
// sets an efficiency; what differs between the cases is only what the model computes: pipeline
// bubble, exposed communication, recomputation and uneven stages.
#include "catalog/catalog.h"
#include "sampleproject.h"
#include "training/trainingengine.h"
#include "project/project.h"
#include "spec/modelpresets.h"
#include <QTest>
#include <cmath>

using namespace dcs;

namespace {

constexpr double kTolerance = 0.15;  // issue 15: each published figure within 15 %

using test::hallOf;

// GPT of Narayanan et al. 2021: 4h MLP (not gated), vocabulary 51,200, tied embeddings.
ModelArchitecture gpt(int layers, int hidden, int heads)
{
    ModelArchitecture a;
    a.layers = layers;
    a.hidden = hidden;
    a.heads = heads;
    a.kvHeads = heads;
    a.ffn = 4 * hidden;
    a.vocab = 51200;
    a.gatedMlp = false;
    a.tiedEmbeddings = true;
    return a;
}

TrainingResult run(const Project &p)
{
    std::vector<Warning> ws;
    return TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e6});
}

void check(const char *what, double ours, double published)
{
    const double ratio = ours / published;
    qInfo("%s: published %.3g, ours %.3g, ratio %.3f", what, published, ours, ratio);
    QVERIFY2(std::abs(ratio - 1) <= kTolerance,
             qPrintable(QStringLiteral("%1: ours %2 vs published %3").arg(what).arg(ours).arg(published)));
}

} // namespace

class TestTrainingCalibration : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Narayanan et al. 2021 ("Efficient Large-Scale Language Model Training on GPU Clusters
    // Using Megatron-LM", SC21), Table 1, weak scaling on Selene (DGX A100 80 GB, 8 x HDR 200
    // Gb/s per node): GPT models, sequence 2048, full activation recomputation, achieved
    // teraFLOP/s per GPU counted with recomputation and attention (their eq. 3), which is what
    // the engine's achieved_tflops_per_gpu counts. The 1T row is 502 PFLOP/s / 3,072 GPUs
    // (abstract). The engine runs the published TP x PP with DP = GPUs / (TP x PP), the
    // published global batch, micro-batch 1 and the fastest v of the interleaved schedule.
    void megatronWeakScaling_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("batch");
        QTest::addColumn<double>("published");  // achieved TFLOP/s per GPU
        QTest::newRow("1.7B on 32") << 24 << 2304 << 24 << 1 << 1 << 32 << 512 << 137.0;
        QTest::newRow("3.6B on 64") << 30 << 3072 << 32 << 2 << 1 << 64 << 512 << 138.0;
        QTest::newRow("7.5B on 128") << 36 << 4096 << 32 << 4 << 1 << 128 << 512 << 142.0;
        QTest::newRow("18.4B on 256") << 40 << 6144 << 48 << 8 << 1 << 256 << 1024 << 135.0;
        QTest::newRow("39.1B on 512") << 48 << 8192 << 64 << 8 << 2 << 512 << 1536 << 138.0;
        QTest::newRow("76.1B on 1024") << 60 << 10240 << 80 << 8 << 4 << 1024 << 1792 << 140.0;
        QTest::newRow("145.6B on 1536") << 80 << 12288 << 96 << 8 << 8 << 1536 << 2304 << 148.0;
        QTest::newRow("310.1B on 1920") << 96 << 16384 << 128 << 8 << 16 << 1920 << 2160 << 155.0;
        QTest::newRow("529.6B on 2520") << 105 << 20480 << 128 << 8 << 35 << 2520 << 2520 << 163.0;
        QTest::newRow("1T on 3072") << 128 << 25600 << 160 << 8 << 64 << 3072 << 3072 << 163.0;
    }
    void megatronWeakScaling()
    {
        QFETCH(int, layers);
        QFETCH(int, hidden);
        QFETCH(int, heads);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, gpus);
        QFETCH(int, batch);
        QFETCH(double, published);
        Project p = hallOf("dgx-a100", gpus / 8);
        Workload &w = p.workload;
        w.model = "custom";
        w.custom = gpt(layers, hidden, heads);
        w.sequenceLength = 2048;
        w.globalBatch = batch;
        w.recompute = Recompute::Full;
        w.flashAttention = false;  // 2021: Megatron's fused softmax, before FlashAttention (2022)
        w.autoParallelism = false;
        w.tp = tp;
        w.pp = pp;
        w.dp = gpus / (tp * pp);
        const TrainingResult r = run(p);
        QVERIFY(r.plan.valid);
        QCOMPARE(r.plan.gpusUsed, gpus);
        qInfo("  TP %d PP %d v %d DP %d m %d: bubble %.1f%%, exposed comm %.1f%% of the step", r.plan.tp, r.plan.pp,
              r.plan.v, r.plan.dp, r.plan.microBatches, 100 * r.plan.bubbleFraction, 100 * r.exposedCommShare);
        check(QTest::currentDataTag(), r.achievedTflopsPerGpu, published);
    }

    // Narayanan et al. 2021, 5.1: GPT-3 175B on 300B tokens on 1,024 A100 at 140 TFLOP/s per GPU
    // "would take about 34 days" (their 8TP/(nX), which has no failures: goodput 1). The engine
    // at TP 8 x PP 8 x DP 16, batch 1536, full recompute.
    void megatronGpt3Estimate()
    {
        Project p = hallOf("dgx-a100", 128);
        Workload &w = p.workload;
        w.model = "gpt-3-175b";
        w.tokens = 300e9;
        w.sequenceLength = 2048;
        w.globalBatch = 1536;
        w.recompute = Recompute::Full;
        w.flashAttention = false;  // 2021, before FlashAttention
        w.autoParallelism = false;
        w.tp = 8;
        w.pp = 8;
        w.goodput = 1;
        const TrainingResult r = run(p);
        QVERIFY(r.plan.valid);
        check("GPT-3 175B on 1,024 A100, days", r.days, 34.0);
    }

    // MegaScale (Jiang et al., NSDI 2024): 175B model on 12,288 Ampere GPUs, MFU 55.2 %, global
    // batch 6,144 sequences of 2,048. Auto plan with the default efficiencies.
    void megaScale()
    {
        Project p = hallOf("dgx-a100", 1536);
        Workload &w = p.workload;
        w.model = "gpt-3-175b";
        w.sequenceLength = 2048;
        w.globalBatch = 6144;
        const TrainingResult r = run(p);
        QVERIFY(r.plan.valid && r.plan.memory.fits);
        qInfo("  TP %d CP %d PP %d v %d DP %d, %s recompute: bubble %.1f%%, exposed comm %.1f%%", r.plan.tp,
              r.plan.cp, r.plan.pp, r.plan.v, r.plan.dp, r.plan.recompute.c_str(), 100 * r.plan.bubbleFraction,
              100 * r.exposedCommShare);
        check("MegaScale 175B on 12,288 GPUs, MFU", r.mfu, 0.552);
    }

    // Llama 3 405B (Dubey et al. 2024, "The Llama 3 Herd of Models", Table 4): H100, sequence
    // 8,192, 16M tokens per batch (2,048 sequences), TP 8, CP 1, PP 16: 430 TFLOP/s per GPU (43 %
    // BF16 MFU) on 8,192 GPUs (DP 64) and 400 (41 %) on 16,384 (DP 128). At the published
    // layout; Meta's schedule is interleaved (the engine takes its fastest v).
    void llama3PublishedLayout_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("published");  // TFLOP/s per GPU
        QTest::newRow("8,192 H100") << 8192 << 430.0;
        QTest::newRow("16,384 H100") << 16384 << 400.0;
    }
    void llama3PublishedLayout()
    {
        QFETCH(int, gpus);
        QFETCH(double, published);
        Project p = hallOf("dgx-h100", gpus / 8);
        Workload &w = p.workload;
        w.model = "llama-3-405b";
        w.sequenceLength = 8192;
        w.globalBatch = 2048;
        w.autoParallelism = false;
        w.tp = 8;
        w.pp = 16;
        const TrainingResult r = run(p);
        QVERIFY(r.plan.valid);
        QCOMPARE(r.plan.dp, gpus / 128);
        qInfo("  v %d m %d: bubble %.1f%%, exposed comm %.1f%%, %.1f GB per GPU", r.plan.v, r.plan.microBatches,
              100 * r.plan.bubbleFraction, 100 * r.exposedCommShare, r.plan.memory.totalB / 1e9);
        check(QTest::currentDataTag(), r.achievedTflopsPerGpu, published);
    }

    // The headline of issue 15: a 2,048-node DGX H100 hall, Llama 3 405B, 8K sequences, 2,048-
    // sequence batches, everything else default and the planner free: about 40 % MFU (published
    // 38-43 % on 8K-16K H100, Llama 3 paper Table 4), not the 24.6 % of plain 1F1B.
    void llama3HeadlineAutoPlan()
    {
        Project p = hallOf("dgx-h100", 2048);
        Workload &w = p.workload;
        w.model = "llama-3-405b";
        w.sequenceLength = 8192;
        w.globalBatch = 2048;
        const TrainingResult r = run(p);
        QVERIFY(r.plan.valid && r.plan.memory.fits);
        qInfo("  TP %d CP %d PP %d v %d DP %d, %s, ZeRO-%d: bubble %.1f%%, exposed comm %.1f%%, %.1f GB", r.plan.tp,
              r.plan.cp, r.plan.pp, r.plan.v, r.plan.dp, r.plan.recompute.c_str(), r.plan.zeroStage,
              100 * r.plan.bubbleFraction, 100 * r.exposedCommShare, r.plan.memory.totalB / 1e9);
        check("405B on 16,384 H100, auto plan, MFU vs 41 %", r.mfu, 0.41);
    }

    // The source article (seed) and GPT-3 paper Table D.1: GPT-3 175B on 300B tokens is 3,640
    // PF-days = 3.14e23 FLOPs (6 N D).
    void gpt3Compute()
    {
        Project p = hallOf("dgx-a100", 1);
        p.workload.model = "gpt-3-175b";
        p.workload.tokens = 300e9;
        const TrainingResult r = run(p);
        check("GPT-3 PF-days (6ND)", r.flops6nd / (1e15 * 86400), 3640.0);
    }
};

QTEST_GUILESS_MAIN(TestTrainingCalibration)
#include "test_training_calibration.moc"
