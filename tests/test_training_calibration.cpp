// Validation of the training engine against published measurements (issues 15 and 38). Every case
// runs with the DEFAULT efficiency assumptions ("auto") at the published layout; no case sets an
// efficiency. The iteration times at fixed plans must each land within 10 % and on average within
// 5 % (issue 38); the older throughput checks within 15 %. The rows and residuals are the table
// "Validation" in docs/training.md. Two compute efficiencies were calibrated on these sets (Ampere
// on the fourteen A100 times, Hopper on the eight DGX Cloud times: efficiencydefaults.cpp); the
// Blackwell rows and every throughput check are held out.
#include "catalog/catalog.h"
#include "sampleproject.h"
#include "training/trainingengine.h"
#include "project/site.h"
#include "project/project.h"
#include "spec/modelpresets.h"
#include <QTest>
#include <cmath>

using namespace dcs;

namespace {

constexpr double kTolerance = 0.15;       // issue 15: each published throughput within 15 %
constexpr double kTimeTolerance = 0.10;   // issue 38: each iteration time at a fixed plan within 10 %
constexpr double kMeanTolerance = 0.05;   // issue 38: their mean error at most 5 %
constexpr double kMoeTolerance = 0.25;    // issue 38: mixture-of-experts runs within 25 %

using test::hallOf;

// GPT of Narayanan et al. 2021: 4h MLP (not gated), vocabulary 51,200, tied embeddings, and
// hidden and attention dropout of 0.1 (Megatron-LM's default, and NVIDIA's GPT-3 175B recipe,
// dgxc-benchmarking nemo_megatron/gpt3_175b_hydra.yaml): the runs kept the masks.
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
    a.dropout = true;
    return a;
}

// Llama-style: gated MLP, grouped K/V heads, untied embeddings.
ModelArchitecture llama(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab)
{
    ModelArchitecture a = gpt(layers, hidden, heads);
    a.kvHeads = kvHeads;
    a.ffn = ffn;
    a.vocab = vocab;
    a.gatedMlp = true;
    a.tiedEmbeddings = false;
    a.dropout = false;  // Llama 3 (and NeMo's recipes of it) train without dropout
    return a;
}

// Nemotron-4: squared-ReLU MLP of 4h (not gated), 8 K/V heads, 256,000 tokens, untied.
ModelArchitecture nemotron(int layers, int hidden, int heads)
{
    ModelArchitecture a = gpt(layers, hidden, heads);
    a.kvHeads = 8;
    a.vocab = 256000;
    a.tiedEmbeddings = false;
    a.dropout = false;  // NVIDIA's recipe (dgxc-benchmarking nemotron4-340b): hidden and attention dropout 0
    return a;
}

// One published fixed-plan measurement: the model, the GPUs and the plan as published.
struct FixedPlan {
    const char *system;
    int gpus;
    ModelArchitecture model;
    int seq, batch, microBatch, tp, pp, cp, v;  // v 1 = plain 1F1B
    Recompute recompute;
    bool sequenceParallel, flashAttention;
    double measuredS;
    bool fp8 = false;  // Transformer Engine FP8 (the recipes' "FP8" rows)
};

TrainingResult runFixed(const FixedPlan &f)
{
    Workload w;
    w.model = "custom";
    w.custom = f.model;
    w.sequenceLength = f.seq;
    w.globalBatch = f.batch;
    w.microBatch = f.microBatch;
    w.autoParallelism = false;
    w.tp = f.tp;
    w.pp = f.pp;
    w.cp = f.cp;
    w.dp = f.gpus / (f.tp * f.pp * f.cp);
    w.virtualStages = f.v;
    w.schedule = f.v > 1 ? PipelineSchedule::Interleaved : PipelineSchedule::OneFOneB;
    w.recompute = f.recompute;
    w.sequenceParallel = f.sequenceParallel;
    w.flashAttention = f.flashAttention;
    w.precision = f.fp8 ? TrainingPrecision::Fp8 : TrainingPrecision::Bf16;
    const CatalogEntry *e = Catalog::builtIn().find(f.system);
    const TrainingEngine::GpuPool pool{f.system, *e->gpu, f.gpus, {}};
    std::vector<Warning> ws;
    return TrainingEngine::evaluate(w, pool, f.gpus, 0, Site{}, ws);
}

// The published fixed-plan iteration times, in seconds.
// Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer Models"),
// Table 5: Selene DGX A100 80 GB, sequence 2048, TP 8, DP 1, full recompute without sequence
// parallelism and selective recompute with it, before FlashAttention (configurations as in
// Calculon's validation files, calculon-ai/calculon validation/seqsel/tab5).
// Narayanan et al. 2021, Table 2 (PTD-P rows): GPT-3 175B at TP 8 x PP 12 and MT-NLG 530B at
// TP 8 x PP 35, full recompute, micro-batch 1, the iteration time from the published TFLOP/s per
// GPU with their eq. 3 (schedule not given: 1F1B).
// NVIDIA DGX Cloud benchmarking recipes (NVIDIA/dgxc-benchmarking, v24.11.1), DGX H100, BF16,
// NeMo with Transformer Engine: the published "seconds per iteration" at the published plan.
// Same recipes on GB200 NVL72 (v25.05): Llama 3.1 405B, BF16, TP 4 PP 8 CP 2 VP 8.
const std::vector<std::pair<const char *, FixedPlan>> &fixedPlans()
{
    const auto none = Recompute::None, sel = Recompute::Selective, full = Recompute::Full;
    const ModelArchitecture g22 = gpt(48, 6144, 64), g175 = gpt(96, 12288, 96), g530 = gpt(105, 20480, 128),
                            g1t = gpt(128, 25600, 160);
    const ModelArchitecture l405 = llama(126, 16384, 128, 8, 53248, 128256), l70 = llama(80, 8192, 64, 8, 28672, 128256),
                            l8 = llama(32, 4096, 32, 8, 14336, 128256);
    static const std::vector<std::pair<const char *, FixedPlan>> rows = {
        {"Korthikanti 22B, 8 A100, full", {"dgx-a100", 8, g22, 2048, 4, 4, 8, 1, 1, 1, full, false, false, 1.42}},
        {"Korthikanti 22B, 8 A100, selective", {"dgx-a100", 8, g22, 2048, 4, 4, 8, 1, 1, 1, sel, true, false, 1.10}},
        {"Korthikanti 175B, 64 A100, full", {"dgx-a100", 64, g175, 2048, 64, 1, 8, 8, 1, 3, full, false, false, 18.13}},
        {"Korthikanti 175B, 64 A100, selective", {"dgx-a100", 64, g175, 2048, 64, 1, 8, 8, 1, 3, sel, true, false, 13.75}},
        {"Korthikanti 530B, 280 A100, full", {"dgx-a100", 280, g530, 2048, 280, 1, 8, 35, 1, 3, full, false, false, 49.05}},
        {"Korthikanti 530B, 280 A100, selective", {"dgx-a100", 280, g530, 2048, 280, 1, 8, 35, 1, 3, sel, true, false, 37.83}},
        {"Korthikanti 1T, 512 A100, full", {"dgx-a100", 512, g1t, 2048, 512, 1, 8, 64, 1, 1, full, false, false, 94.42}},
        {"Korthikanti 1T, 512 A100, selective", {"dgx-a100", 512, g1t, 2048, 512, 1, 8, 64, 1, 1, sel, true, false, 71.49}},
        {"Narayanan 175B, 384 A100", {"dgx-a100", 384, g175, 2048, 1536, 1, 8, 12, 1, 1, full, false, false, 76.8}},
        {"Narayanan 175B, 768 A100", {"dgx-a100", 768, g175, 2048, 1536, 1, 8, 12, 1, 1, full, false, false, 39.4}},
        {"Narayanan 175B, 1536 A100", {"dgx-a100", 1536, g175, 2048, 1536, 1, 8, 12, 1, 1, full, false, false, 20.8}},
        {"Narayanan 530B, 560 A100", {"dgx-a100", 560, g530, 2048, 2240, 1, 8, 35, 1, 1, full, false, false, 206.2}},
        {"Narayanan 530B, 1120 A100", {"dgx-a100", 1120, g530, 2048, 2240, 1, 8, 35, 1, 1, full, false, false, 105.6}},
        {"Narayanan 530B, 2240 A100", {"dgx-a100", 2240, g530, 2048, 2240, 1, 8, 35, 1, 1, full, false, false, 55.4}},
        {"DGX Cloud GPT-3 175B, 128 H100", {"dgx-h100", 128, g175, 2048, 256, 1, 4, 8, 1, 12, none, true, true, 8.91}},
        {"DGX Cloud GPT-3 175B, 2048 H100", {"dgx-h100", 2048, g175, 2048, 4096, 1, 4, 8, 1, 12, none, true, true, 9.02}},
        {"DGX Cloud Nemotron-4 340B, 128 H100", {"dgx-h100", 128, nemotron(96, 18432, 96), 4096, 32, 1, 8, 8, 1, 12, none, true, true, 4.61}},
        {"DGX Cloud Nemotron-4 340B, 2048 H100", {"dgx-h100", 2048, nemotron(96, 18432, 96), 4096, 512, 1, 8, 8, 1, 12, none, true, true, 4.84}},
        {"DGX Cloud Nemotron-4 15B, 16 H100", {"dgx-h100", 16, nemotron(32, 6144, 48), 4096, 64, 4, 4, 1, 1, 1, none, true, true, 2.83}},
        {"DGX Cloud Llama 3.1 405B, 576 H100", {"dgx-h100", 576, l405, 8192, 252, 1, 8, 9, 2, 7, none, true, true, 17.20}},
        {"DGX Cloud Llama 3.1 70B, 64 H100", {"dgx-h100", 64, l70, 8192, 128, 1, 4, 4, 2, 5, none, true, true, 14.72}},
        {"DGX Cloud Llama 3.1 8B, 8 H100", {"dgx-h100", 8, l8, 8192, 128, 1, 1, 1, 2, 1, none, true, true, 12.91}},
        // The same recipes in FP8 (these set Hopper's FP8 efficiency).
        {"DGX Cloud GPT-3 175B, 128 H100, FP8", {"dgx-h100", 128, g175, 2048, 256, 1, 4, 8, 1, 12, none, true, true, 5.92, true}},
        {"DGX Cloud GPT-3 175B, 2048 H100, FP8", {"dgx-h100", 2048, g175, 2048, 4096, 1, 4, 8, 1, 12, none, true, true, 6.24, true}},
        {"DGX Cloud Nemotron-4 340B, 128 H100, FP8", {"dgx-h100", 128, nemotron(96, 18432, 96), 4096, 32, 1, 8, 8, 1, 12, none, true, true, 3.16, true}},
        {"DGX Cloud Nemotron-4 340B, 2048 H100, FP8", {"dgx-h100", 2048, nemotron(96, 18432, 96), 4096, 512, 1, 8, 8, 1, 12, none, true, true, 3.49, true}},
        {"DGX Cloud Nemotron-4 15B, 16 H100, FP8", {"dgx-h100", 16, nemotron(32, 6144, 48), 4096, 64, 4, 4, 1, 1, 1, none, true, true, 2.08, true}},
        {"DGX Cloud Llama 3.1 405B, 576 H100, FP8", {"dgx-h100", 576, l405, 8192, 252, 1, 8, 9, 2, 7, none, true, true, 11.24, true}},
        {"DGX Cloud Llama 3.1 70B, 64 H100, FP8", {"dgx-h100", 64, l70, 8192, 128, 1, 4, 4, 2, 5, none, true, true, 11.01, true}},
        {"DGX Cloud Llama 3.1 8B, 8 H100, FP8", {"dgx-h100", 8, l8, 8192, 128, 1, 1, 1, 2, 1, none, true, true, 9.67, true}},
        {"DGX Cloud Llama 3.1 405B, 128 GB200 (held out)", {"gb200-nvl72", 128, l405, 8192, 64, 1, 4, 8, 2, 8, none, true, true, 9.347}},
        {"DGX Cloud Llama 3.1 405B, 512 GB200 (held out)", {"gb200-nvl72", 512, l405, 8192, 256, 1, 4, 8, 2, 8, none, true, true, 9.508}},
    };
    return rows;
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
    // Issue 38: each published iteration time at its fixed plan within 10 %.
    void iterationTimes_data()
    {
        QTest::addColumn<int>("row");
        for (size_t i = 0; i < fixedPlans().size(); ++i)
            QTest::newRow(fixedPlans()[i].first) << int(i);
    }
    void iterationTimes()
    {
        QFETCH(int, row);
        const FixedPlan &f = fixedPlans()[size_t(row)].second;
        const TrainingResult r = runFixed(f);
        QVERIFY(r.plan.valid);
        QCOMPARE(r.plan.gpusUsed, f.gpus);
        const TrainingPlan &p = r.plan;
        qInfo("  compute %.2f s (LM head %.2f, optimizer %.3f), bubble %.2f, TP %.2f, PP %.2f, DP %.2f, CP %.2f", p.computeS,
              p.lmHeadS, p.optimizerS, p.bubbleS, p.tpExposedS, p.ppExposedS, p.dpExposedS, p.cpExposedS);
        const double ratio = p.stepS / f.measuredS;
        qInfo("%s: published %.3f s, ours %.3f s, ratio %.3f", fixedPlans()[size_t(row)].first, f.measuredS, p.stepS, ratio);
        QVERIFY2(std::abs(ratio - 1) <= kTimeTolerance, qPrintable(QString::number(ratio)));
    }
    // Issue 38: their mean error at most 5 %.
    void iterationTimesMeanError()
    {
        double sum = 0;
        for (const auto &[name, f] : fixedPlans())
            sum += std::abs(runFixed(f).plan.stepS / f.measuredS - 1);
        const double mean = sum / double(fixedPlans().size());
        qInfo("mean error over %zu published iteration times: %.2f %%", fixedPlans().size(), 100 * mean);
        QVERIFY2(mean <= kMeanTolerance, qPrintable(QString::number(mean)));
    }

    // Issue 38 item 2: mixture-of-experts runs within 25 %, at their published plans, with the
    // dispatcher and overlap each used (those are the workload's inputs, not calibrated here).
    void moeRuns_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("fp8");
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("v");
        QTest::addColumn<int>("ep");
        QTest::addColumn<bool>("deduplicated");
        QTest::addColumn<double>("published");  // seconds per iteration
        // NVIDIA DGX Cloud recipes v25.05: DeepSeek-V3 671B, BF16, 1,024 H100, sequence 4096,
        // TP 2 PP 16 EP 64 (expert TP 1), micro-batch 1, batch 8192: 52.04 s per step.
        QTest::newRow("DeepSeek-V3, 1024 H100, BF16") << "dgx-h100" << 1024 << "deepseek-v3" << false << 8192 << 2 << 16
                                                    << 1 << 64 << false << 52.04;
        // Megatron-MoE model zoo, best practice for Qwen3-235B-A22B: 256 H100, BF16, sequence
        // 4096, batch 2048, TP 2 PP 8 VPP 4 EP 32, DeepEP dispatcher: 19.7 s per step.
        QTest::newRow("Qwen3-235B-A22B, 256 H100, DeepEP") << "dgx-h100" << 256 << "qwen3-235b" << false << 2048 << 2 << 8
                                                         << 4 << 32 << true << 19.7;
        // Megatron-Bridge performance summary, 26.04 container: DeepSeek-V3 on 256 GB200, MXFP8,
        // batch 4096, PP 4 VP 4 EP 64: 4,256 tokens/s per GPU = 4096 x 4096 / (4256 x 256) = 15.40 s.
        QTest::newRow("DeepSeek-V3, 256 GB200, FP8") << "gb200-nvl72" << 256 << "deepseek-v3" << true << 4096 << 1 << 4
                                                   << 4 << 64 << false << 4096.0 * 4096 / (4256.0 * 256);
    }
    void moeRuns()
    {
        QFETCH(QString, system);
        QFETCH(int, gpus);
        QFETCH(QString, model);
        QFETCH(bool, fp8);
        QFETCH(int, batch);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, v);
        QFETCH(int, ep);
        QFETCH(bool, deduplicated);
        QFETCH(double, published);
        Workload w;
        if (model == "qwen3-235b") {
            // Qwen3-235B-A22B (its config.json): 94 layers, h 4096, 64 query heads of 128 and 4 K/V
            // heads (attention weights 4096 x (8192 + 1024) + 8192 x 4096 = 71,303,168 a layer,
            // attention width 64 x 128 = 8192),
            // 128 experts of 1536, top-8, vocabulary 151,936, untied.
            ModelArchitecture a = llama(94, 4096, 64, 4, 12288, 151936);
            a.experts = 128;
            a.topK = 8;
            a.expertFfn = 1536;
            a.attentionParams = 71303168;
            a.attentionDim = 64 * 128;  // 64 query heads of 128, wider than the hidden 4096
            w.model = "custom";
            w.custom = a;
        } else {
            w.model = model.toStdString();
        }
        w.precision = fp8 ? TrainingPrecision::Fp8 : TrainingPrecision::Bf16;
        w.sequenceLength = 4096;
        w.globalBatch = batch;
        w.autoParallelism = false;
        w.tp = tp;
        w.pp = pp;
        w.ep = ep;
        w.dp = gpus / (tp * pp);
        w.virtualStages = v;
        w.schedule = v > 1 ? PipelineSchedule::Interleaved : PipelineSchedule::OneFOneB;
        w.moeDeduplicatedDispatch = deduplicated;
        const CatalogEntry *e = Catalog::builtIn().find(system.toStdString());
        const TrainingEngine::GpuPool pool{system.toStdString(), *e->gpu, gpus, {}};
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate(w, pool, gpus, 0, Site{}, ws);
        QVERIFY2(r.plan.valid, r.plan.invalidReason.c_str());
        QCOMPARE(r.plan.gpusUsed, gpus);
        qInfo("  compute %.2f s, bubble %.2f, TP %.2f, EP %.2f of %.2f, memory %.1f GB", r.plan.computeS, r.plan.bubbleS,
              r.plan.tpExposedS, r.plan.epExposedS, r.plan.epCommS, r.plan.memory.totalB / 1e9);
        const double ratio = r.plan.stepS / published;
        qInfo("%s: published %.2f s, ours %.2f s, ratio %.3f", QTest::currentDataTag(), published, r.plan.stepS, ratio);
        QVERIFY2(std::abs(ratio - 1) <= kMoeTolerance, qPrintable(QString::number(ratio)));
    }

    // DeepSeek-V3 technical report (DeepSeek-AI 2024, Table 1 and 3.1-3.3): pre-training took
    // 2,664K H800 GPU-hours for 14.8T tokens on 2,048 H800 (8 a node; NVLink 160 GB/s and IB
    // 50 GB/s per GPU as measured there), FP8, sequence 4096, batch 15,360 sequences, PP 16 with
    // DualPipe, EP 64 over 8 nodes, no TP, ZeRO-1; the dispatch is deduplicated per node, a token
    // reaches at most 4 nodes (node-limited routing, the preset's 4 of 8 expert groups: 1.064,
    // 1.115 without), and the all-to-alls are fully overlapped with computation (DualPipe). The H800 is an H100 with
    // NVLink 400 GB/s both ways (200 per direction); goodput the default.
    void deepSeekV3GpuHours()
    {
        GpuSpec h800 = *Catalog::builtIn().find("dgx-h100")->gpu;
        h800.model = "H800";
        h800.nvlinkGBpsPerDir = 200;
        Workload w;
        w.model = "deepseek-v3";
        w.precision = TrainingPrecision::Fp8;
        w.sequenceLength = 4096;
        w.globalBatch = 15360;
        w.tokens = 14.8e12;
        w.autoParallelism = false;
        w.tp = 1;
        w.pp = 16;
        w.ep = 64;
        w.schedule = PipelineSchedule::OneFOneB;
        w.moeDeduplicatedDispatch = true;
        w.moeA2aOverlap = 1;
        const TrainingEngine::GpuPool pool{"h800", h800, 2048, {}};
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate(w, pool, 2048, 0, Site{}, ws);
        QVERIFY2(r.plan.valid, r.plan.invalidReason.c_str());
        QCOMPARE(r.plan.dp, 128);
        qInfo("  step %.2f s: compute %.2f, bubble %.2f, EP %.2f exposed of %.2f; MFU %.1f %% of FP8 peak", r.plan.stepS,
              r.plan.computeS, r.plan.bubbleS, r.plan.epExposedS, r.plan.epCommS, 100 * r.mfu);
        const double ratio = r.gpuHours / 2.664e6;
        qInfo("DeepSeek-V3 pre-training: published 2.664 M GPU-hours, ours %.3f M, ratio %.3f", r.gpuHours / 1e6, ratio);
        QVERIFY2(std::abs(ratio - 1) <= kMoeTolerance, qPrintable(QString::number(ratio)));
    }

    // Issue 38: dense pre-training GPU-hours of published runs within 15 %, the planner free
    // (or at the published layout) and the default goodput. Llama 3.1 405B: 30.84 M H100
    // GPU-hours for 15.6T tokens on 16,384 H100, 8K sequences, 16M-token batches (Llama 3.1
    // model card; Dubey et al. 2024, Table 4 for the layout). Llama 2 (A100, 2023) falls outside:
    // 7B, 13B and 70B at 0.71-0.79 (docs/training.md), the engine's best plan being faster than
    // Meta's 2023 runs were.
    void denseGpuHours_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<int>("seq");
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("tp");  // 0 = auto plan
        QTest::addColumn<int>("pp");
        QTest::addColumn<double>("published");
        QTest::newRow("Llama 3.1 405B, auto plan") << "dgx-h100" << 16384 << "llama-3-405b" << 15.6e12 << 8192 << 2048 << 0 << 0
                                                  << 30.84e6;
        QTest::newRow("Llama 3.1 405B, Meta's TP 8 PP 16") << "dgx-h100" << 16384 << "llama-3-405b" << 15.6e12 << 8192 << 2048 << 8
                                                          << 16 << 30.84e6;
    }
    void denseGpuHours()
    {
        QFETCH(QString, server);
        QFETCH(int, gpus);
        QFETCH(QString, model);
        QFETCH(double, tokens);
        QFETCH(int, seq);
        QFETCH(int, batch);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(double, published);
        Workload w;
        w.model = model.toStdString();
        w.tokens = tokens;
        w.sequenceLength = seq;
        w.globalBatch = batch;
        if (tp > 0) {
            w.autoParallelism = false;
            w.tp = tp;
            w.pp = pp;
        }
        const CatalogEntry *e = Catalog::builtIn().find(server.toStdString());
        const TrainingEngine::GpuPool pool{server.toStdString(), *e->gpu, gpus, {}};
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate(w, pool, gpus, 0, Site{}, ws);
        QVERIFY(r.plan.valid);
        qInfo("  TP %d CP %d PP %d v %d DP %d, MFU %.1f %%, goodput %.2f", r.plan.tp, r.plan.cp, r.plan.pp, r.plan.v, r.plan.dp,
              100 * r.mfu, r.goodput);
        check(QTest::currentDataTag(), r.gpuHours, published);
    }

    // Narayanan et al. 2021 ("Efficient Large-Scale Language Model Training on GPU Clusters
    // Using Megatron-LM", SC21), Table 1, weak scaling on Selene (DGX A100 80 GB, 8 x HDR 200
    // Gb/s per node): GPT models, sequence 2048, full activation recomputation, achieved
    // teraFLOP/s per GPU counted with recomputation and attention (their eq. 3), which is what
    // the engine's achieved_tflops_per_gpu counts. The 1T row is 502 PFLOP/s / 3,072 GPUs
    // (abstract). The engine runs the published TP x PP with DP = GPUs / (TP x PP), the
    // published global batch, micro-batch 1 and plain 1F1B (the table gives no schedule). The
    // figures are end to end, data loading and logging included, which the engine does not time.
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
        w.schedule = PipelineSchedule::OneFOneB;
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
        w.schedule = PipelineSchedule::OneFOneB;  // the weak-scaling runs' schedule, as above
        w.goodput = 1;
        const TrainingResult r = run(p);
        QVERIFY(r.plan.valid);
        check("GPT-3 175B on 1,024 A100, days", r.days, 34.0);
    }

    // Held out (issue 38): MosaicML's llm-foundry training benchmarks on A100 80 GB with a
    // 1,600 Gb/s RoCE node interconnect (scripts/train/benchmarking/README.md), PyTorch FSDP
    // FULL_SHARD (ZeRO-3), FlashAttention, no TP or PP, activation checkpointing as each row ran
    // it (full, or none):
    // measured tokens per second per GPU while training. MPT: GeLU MLP of 4h, tied embeddings,
    // vocabulary 50,368; 7B 32 heads, 13B 40, 30B and 70B 64. Within 15 % (kTolerance). Outside
    // and documented (docs/training.md): MPT-30B at 8K (574, ours 843; their Triton attention
    // with ALiBi) and MPT-13B at 2K without checkpointing (2,262, ours 2,683, 1.19).
    void mosaicFsdpThroughput_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("seq");
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("microBatch");
        QTest::addColumn<double>("published");
        QTest::addColumn<int>("heads");
        QTest::addColumn<bool>("checkpointing");
        QTest::newRow("MPT-70B, 64 A100, 2K") << 80 << 8192 << 64 << 2048 << 2048 << 8 << 410.0 << 64 << true;
        QTest::newRow("MPT-70B, 32 A100, 2K") << 80 << 8192 << 32 << 2048 << 1024 << 2 << 373.0 << 64 << true;
        QTest::newRow("MPT-30B, 8 A100, 2K") << 48 << 7168 << 8 << 2048 << 504 << 3 << 916.0 << 64 << true;
        QTest::newRow("MPT-30B, 8 A100, 4K") << 48 << 7168 << 8 << 4096 << 168 << 1 << 814.0 << 64 << true;
        QTest::newRow("MPT-13B, 8 A100, 1K") << 40 << 5120 << 8 << 1024 << 960 << 40 << 2330.0 << 40 << true;
        QTest::newRow("MPT-13B, 8 A100, 4K") << 40 << 5120 << 8 << 4096 << 240 << 10 << 2060.0 << 40 << true;
        QTest::newRow("MPT-13B, 8 A100, 8K") << 40 << 5120 << 8 << 8192 << 120 << 5 << 1795.0 << 40 << true;
        QTest::newRow("MPT-7B, 8 A100, 1K") << 32 << 4096 << 8 << 1024 << 1024 << 64 << 4357.0 << 32 << true;
        QTest::newRow("MPT-7B, 8 A100, 2K, no checkpointing") << 32 << 4096 << 8 << 2048 << 96 << 6 << 4641.0 << 32 << false;
        QTest::newRow("MPT-7B, 8 A100, 4K") << 32 << 4096 << 8 << 4096 << 256 << 16 << 3684.0 << 32 << true;
        QTest::newRow("MPT-7B, 8 A100, 8K") << 32 << 4096 << 8 << 8192 << 128 << 8 << 3206.0 << 32 << true;
    }
    void mosaicFsdpThroughput()
    {
        QFETCH(int, layers);
        QFETCH(int, hidden);
        QFETCH(int, gpus);
        QFETCH(int, seq);
        QFETCH(int, batch);
        QFETCH(int, microBatch);
        QFETCH(double, published);
        QFETCH(int, heads);
        QFETCH(bool, checkpointing);
        ModelArchitecture mpt = gpt(layers, hidden, heads);
        mpt.vocab = 50368;
        mpt.dropout = false;
        Workload w;
        w.model = "custom";
        w.custom = mpt;
        w.sequenceLength = seq;
        w.globalBatch = batch;
        w.microBatch = microBatch;
        w.autoParallelism = false;
        w.planSearch = PlanSearch::Layout;
        w.tp = 1;
        w.pp = 1;
        w.zeroStage = 3;
        w.recompute = checkpointing ? Recompute::Full : Recompute::None;
        const CatalogEntry *e = Catalog::builtIn().find("dgx-a100");
        const TrainingEngine::GpuPool pool{"dgx-a100", *e->gpu, gpus, {}};
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate(w, pool, gpus, 0, Site{}, ws);
        QVERIFY2(r.plan.valid && r.plan.memory.fits, r.plan.invalidReason.c_str());
        QCOMPARE(r.plan.dp, gpus);
        // Measured while training: the step's tokens over its time, before goodput.
        check(QTest::currentDataTag(), double(batch) * seq / r.plan.stepS / gpus, published);
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

    // The headline hall of issue 15 (2,048 DGX H100, Llama 3 405B, 8K sequences, 2,048-sequence
    // batches, the planner free): the auto plan fits and is at least as fast per token as Meta's
    // published layout (TP 8, PP 16, DP 128), which the engine puts within 4 % of Meta's measured
    // 400 TFLOP/s above. Whether it should differ from Meta's is the planner's question (issue 38
    // item 3; docs/training.md, "Planner against published layouts").
    void llama3HeadlineAutoPlan()
    {
        Project p = hallOf("dgx-h100", 2048);
        Workload &w = p.workload;
        w.model = "llama-3-405b";
        w.sequenceLength = 8192;
        w.globalBatch = 2048;
        const TrainingResult r = run(p);
        QVERIFY(r.plan.valid && r.plan.memory.fits);
        qInfo("  TP %d CP %d PP %d v %d DP %d, %s, ZeRO-%d: bubble %.1f%%, exposed comm %.1f%%, %.1f GB, MFU %.1f%%",
              r.plan.tp, r.plan.cp, r.plan.pp, r.plan.v, r.plan.dp, r.plan.recompute.c_str(), r.plan.zeroStage,
              100 * r.plan.bubbleFraction, 100 * r.exposedCommShare, r.plan.memory.totalB / 1e9, 100 * r.mfu);
        w.autoParallelism = false;
        w.tp = 8;
        w.pp = 16;
        const TrainingResult meta = run(p);
        QVERIFY(meta.plan.valid);
        QVERIFY(r.plan.stepS / r.plan.tokensPerStep(1) <= meta.plan.stepS / meta.plan.tokensPerStep(1));
    }

    // Issue 38 item 3: the auto planner against layouts published for the same model, GPUs,
    // sequence and batch, with the software settings the publisher ran (docs/training.md,
    // "Planner against published layouts").
    TrainingResult autoPlan(const Workload &w, const char *system, int gpus)
    {
        const TrainingEngine::GpuPool pool{system, *Catalog::builtIn().find(system)->gpu, gpus, {}};
        std::vector<Warning> ws;
        return TrainingEngine::evaluate(w, pool, gpus, 0, Site{}, ws);
    }
    void plannerFindsNvidiasNemotronLayout()
    {
        // NVIDIA's Nemotron-4 340B recipe (dgxc-benchmarking nemotron4-340b-synth.yaml): 128 H100,
        // sequence 4096, batch 32, TP 8 PP 8 v 12, micro-batch 1, selective recompute; dropout 0
        // and Apex's distributed Adam with `dtype: bf16` (6 B of state a parameter).
        Workload w;
        w.model = "custom";
        w.custom = nemotron(96, 18432, 96);
        w.sequenceLength = 4096;
        w.globalBatch = 32;
        w.optimizerStateBytes = 6;
        const TrainingResult r = autoPlan(w, "dgx-h100", 128);
        qInfo("  TP %d CP %d PP %d v %d DP %d, micro-batch %d, %s, ZeRO-%d, %.1f GB", r.plan.tp, r.plan.cp, r.plan.pp,
              r.plan.v, r.plan.dp, r.plan.microBatch, r.plan.recompute.c_str(), r.plan.zeroStage,
              r.plan.memory.totalB / 1e9);
        QCOMPARE(r.plan.tp, 8);
        QCOMPARE(r.plan.cp, 1);
        QCOMPARE(r.plan.pp, 8);
        QCOMPARE(r.plan.v, 12);
        QCOMPARE(r.plan.microBatch, 1);
        // NVIDIA's "selective" with FlashAttention re-runs only the fused attention's forward and
        // keeps the same activations; the planner offers none in its place (the same memory, one
        // attention forward less), so its plan is the recipe's with nothing recomputed.
        QCOMPARE(r.plan.recompute, std::string("none"));
        // With Megatron-LM's fp32 state (12 B) the layout needs 75.7 GB, over the 72 usable: the
        // planner has to fall back on something else.
        w.optimizerStateBytes = 12;
        const TrainingResult fp32 = autoPlan(w, "dgx-h100", 128);
        QVERIFY(!(fp32.plan.pp == 8 && fp32.plan.v == 12 && fp32.plan.recompute == "none" && fp32.plan.zeroStage == 1));
    }
    void plannerPutsNvidiasGpt3LayoutWithinItsMargin()
    {
        // NVIDIA's GPT-3 175B recipe (dgxc-benchmarking gpt3_175b_hydra.yaml): 128 H100, sequence
        // 2048, batch 256, TP 4 PP 8 v 12, no recompute, dropout 0.1. The planner's first plan
        // differs (fewer pipeline chunks) but the published layout is within its 2 % margin.
        Workload w;
        w.model = "custom";
        w.custom = gpt(96, 12288, 96);
        w.sequenceLength = 2048;
        w.globalBatch = 256;
        const TrainingResult first = autoPlan(w, "dgx-h100", 128);
        w.autoParallelism = false;
        w.tp = 4;
        w.pp = 8;
        w.virtualStages = 12;
        w.recompute = Recompute::None;
        const TrainingResult nvidia = autoPlan(w, "dgx-h100", 128);
        QVERIFY(nvidia.plan.valid && nvidia.plan.memory.fits);
        const double ratio = (nvidia.plan.stepS / nvidia.plan.tokensPerStep(1)) / (first.plan.stepS / first.plan.tokensPerStep(1));
        qInfo("  ours TP %d PP %d v %d; NVIDIA's per token / ours %.4f", first.plan.tp, first.plan.pp, first.plan.v, ratio);
        QVERIFY2(ratio <= 1.02, qPrintable(QString::number(ratio)));
    }
    void plannerFindsSmolLm3Layout()
    {
        // Hugging Face's SmolLM3 3B (nanotron stage1_8T.yaml): 36 layers, hidden 2,048, 16 heads,
        // 4 K/V heads, SwiGLU 11,008, 128,256 tokens tied; 384 H100 (48 nodes), sequence 4,096,
        // 2,359,296 tokens a step = 576 sequences, micro-batch 3 with no accumulation: TP 2 DP 192.
        // 576 does not split over TP 1's 384 replicas (the planner used to run 384 sequences a
        // step); over TP 2's 192 it does, 3 each.
        Workload w;
        w.model = "custom";
        w.custom = llama(36, 2048, 16, 4, 11008, 128256);
        w.custom.tiedEmbeddings = true;
        w.sequenceLength = 4096;
        w.globalBatch = 2359296;
        w.globalBatchInTokens = true;
        const TrainingResult r = autoPlan(w, "dgx-h100", 384);
        qInfo("  TP %d CP %d PP %d DP %d, micro-batch %d x %d, %s, ZeRO-%d", r.plan.tp, r.plan.cp, r.plan.pp, r.plan.dp,
              r.plan.microBatch, r.plan.microBatches, r.plan.recompute.c_str(), r.plan.zeroStage);
        QCOMPARE(r.plan.tp, 2);
        QCOMPARE(r.plan.cp, 1);
        QCOMPARE(r.plan.pp, 1);
        QCOMPARE(r.plan.dp, 192);
        QCOMPARE(r.plan.microBatch * r.plan.microBatches, 3);
        QCOMPARE(r.plan.gpusUsed, 384);
    }
    void plannerTakesMetasPipelineDepth()
    {
        // Llama 3 405B on 8,192 H100, 8K sequences, 2,048-sequence batches: Meta ran TP 8 PP 16
        // (Dubey et al. 2024, Table 4). With the balanced stages the planner takes TP 8 and PP 16
        // too; it adds CP 2, since PP 16 alone needs 79 GB in the engine (72 usable).
        Workload w;
        w.model = "llama-3-405b";
        w.sequenceLength = 8192;
        w.globalBatch = 2048;
        const TrainingResult r = autoPlan(w, "dgx-h100", 8192);
        qInfo("  TP %d CP %d PP %d v %d DP %d", r.plan.tp, r.plan.cp, r.plan.pp, r.plan.v, r.plan.dp);
        QCOMPARE(r.plan.tp, 8);
        QCOMPARE(r.plan.pp, 16);
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
