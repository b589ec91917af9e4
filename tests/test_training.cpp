// Training engine (issue 6): hand-worked cases of section 4 with the arithmetic next to each
// expected figure (REFERENCE.md 1.2, 1.3, 4, 4.1, 5), the auto planner against an exhaustive
// search, the engine on the sample halls, the "workload" file section and its errors.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include "network/fabricbandwidth.h"
#include "inventory/inventoryresult.h"
#include "network/networkresult.h"
#include "spec/modelpresets.h"
#include "training/trainingengine.h"
#include "training/trainingmath.h"
#include "training/trainingplanner.h"
#include "json/jsonfieldreader.h"
#include "io/projectoverride.h"
#include "io/projectformat.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "io/workloadio.h"
#include "sampleproject.h"
#include <QDir>
#include <QFile>
#include <QTest>
#include <cmath>
#include <tuple>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

using test::loadSample;
using test::sourcePath;

json minimalDoc()
{
    QFile f(sourcePath(QStringLiteral("tests/data/minimal-v2.json")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("tests/data/minimal-v2.json is missing");
    return json::parse(f.readAll().toStdString());
}

using test::hallOf;

const GpuSpec &gpuOf(const char *catalogId) { return *Catalog::builtIn().find(catalogId)->gpu; }

bool hasWarning(const std::vector<Warning> &ws, const std::string &code)
{
    for (const Warning &w : ws)
        if (w.key() == code)
            return true;
    return false;
}

bool near(double actual, double expected, double relTol)
{
    return std::abs(actual - expected) <= relTol * std::abs(expected);
}

} // namespace

class TestTraining : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---------------------------------------------------------------- formulas (REFERENCE 4, 5)
    void megatronExample()
    {
        // Narayanan et al. 2021: 175B params, 300B tokens, 1,024 A100 at 140 TFLOPS achieved,
        // full recompute: 8 x 175e9 x 300e9 = 4.2e23 FLOPs; / (1024 x 140e12) = 2.930e6 s = 33.9 days.
        const double s = TrainingMath::computeTimeS(TrainingMath::trainingFlops(175e9, 300e9, 8), 1024, 140e12);
        QVERIFY2(near(s / 86400, 33.9, 0.005), qPrintable(QString::number(s / 86400)));
    }

    void gpt3OnOneV100()
    {
        // GPT-3 paper Table D.1: 3,640 PF-days = 3640 x 1e15 x 86400 = 3.145e23 FLOPs.
        // One V100 at 125 TFLOPS (100% of peak): 3.145e23 / 125e12 = 2.516e9 s = 79.7 years, never "9".
        const double flops = 3640e15 * 86400;
        const double years = TrainingMath::computeTimeS(flops, 1, 125e12) / (365.25 * 86400);
        QVERIFY2(near(years, 79.7, 0.005), qPrintable(QString::number(years)));
    }

    void adamStateBytes_data()
    {
        QTest::addColumn<int>("zero");
        QTest::addColumn<int>("dp");
        QTest::addColumn<double>("weights");
        QTest::addColumn<double>("grads");
        QTest::addColumn<double>("optimizer");
        // bytes per parameter on one GPU (ZeRO paper; REFERENCE 4): 2 + 2 + 12 = 16
        QTest::newRow("zero0") << 0 << 8 << 2.0 << 2.0 << 12.0;        // 16
        QTest::newRow("zero1 dp8") << 1 << 8 << 2.0 << 2.0 << 1.5;     // 2 + 2 + 12/8 = 5.5
        QTest::newRow("zero2 dp8") << 2 << 8 << 2.0 << 0.25 << 1.5;    // 2 + 14/8 = 3.75
        QTest::newRow("zero3 dp8") << 3 << 8 << 0.25 << 0.25 << 1.5;   // 16/8 = 2
        QTest::newRow("zero3 dp64") << 3 << 64 << 2.0 / 64 << 2.0 / 64 << 12.0 / 64;  // 0.25
    }
    void adamStateBytes()
    {
        QFETCH(int, zero);
        QFETCH(int, dp);
        QFETCH(double, weights);
        QFETCH(double, grads);
        QFETCH(double, optimizer);
        const auto s = TrainingMath::adamStateBytes(1e9, zero, dp);
        QVERIFY(near(s.weights, weights * 1e9, 1e-12));
        QVERIFY(near(s.gradients, grads * 1e9, 1e-12));
        QVERIFY(near(s.optimizer, optimizer * 1e9, 1e-12));
        if (zero == 0)
            QVERIFY(near(s.total(), 16e9, 1e-12));  // 16 bytes per parameter
    }

    void activationMemory_data()
    {
        QTest::addColumn<int>("recompute");
        QTest::addColumn<bool>("flash");
        QTest::addColumn<double>("expectedBytes");
        // 7B (Llama-2): L 32, h 4096, a 32, s 2048, b 1, t 1 (Korthikanti et al.; REFERENCE 4).
        // s b h = 2048 x 4096 = 8,388,608.
        // none: sbh (34 + 5 a s / h) = 8,388,608 x (34 + 5 x 32 x 2048 / 4096 = 80) = 956,301,312 per layer;
        //       x 32 layers = 30,601,641,984 B = 30.6 GB
        QTest::newRow("none") << int(Recompute::None) << false << 30601641984.0;
        // FlashAttention drops the 5as/h term: 34 sbh x 32 = 9,126,805,504 B
        QTest::newRow("none+flash") << int(Recompute::None) << true << 9126805504.0;
        // selective: 34 sbh = 285,212,672 per layer; x 32 = 9,126,805,504 B = 9.1 GB
        QTest::newRow("selective") << int(Recompute::Selective) << false << 9126805504.0;
        // full: 2 sbh = 16,777,216 per layer; x 32 = 536,870,912 B = 0.54 GB
        QTest::newRow("full") << int(Recompute::Full) << false << 536870912.0;
    }
    void activationMemory()
    {
        QFETCH(int, recompute);
        QFETCH(bool, flash);
        QFETCH(double, expectedBytes);
        const LayerActivationSizes gpt;  // Korthikanti's GPT with dropout: 10 + 24 s b h
        const double perLayer =
            TrainingMath::activationBytesPerLayer(gpt, 2048, 1, 4096, 32, 1, Recompute(recompute), flash, true);
        QCOMPARE(perLayer * 32, expectedBytes);
        // Tensor + sequence parallel divides it by t, also the layer input kept by full recompute
        // (sequence parallelism holds it as [s/t, b, h] between layers).
        const double t8 = TrainingMath::activationBytesPerLayer(gpt, 2048, 1, 4096, 32, 8, Recompute(recompute), flash, true);
        QCOMPARE(t8, perLayer / 8);
    }

    void architectureActivations()
    {
        // Korthikanti et al. 2022's terms per s b h (bf16 2 B, masks 1 B), each architecture its own.
        auto sizes = [](const std::string &preset) {
            Workload w;
            w.model = preset;
            const ModelArchitecture a = ModelPresets::architecture(w);
            return LayerActivationSizes::of(LayerShape::of(a), double(ModelPresets::moeLayers(a)) / a.layers);
        };
        // GPT-3 175B with dropout: norms 4 + QKV and MLP inputs 4 + masks 2 = 10 outside the TP
        // region; Q, K, V, output 8 + GeLU input and output 2 x 2 x 4 = 16 inside: 34.
        const LayerActivationSizes gpt = sizes("gpt-3-175b");
        QCOMPARE(gpt.replicated, 10.0);
        QCOMPARE(gpt.split, 24.0);
        QCOMPARE(gpt.scores, 5.0);
        // Llama 3 70B, no dropout: 8 outside; Q and output 4, K and V 4 x 1024 / 8192 = 0.5,
        // SwiGLU 6 x 28672 / 8192 = 21: 25.5 inside, 33.5 in all. Scores: softmax output only, 2.
        const LayerActivationSizes l70 = sizes("llama-3-70b");
        QCOMPARE(l70.replicated, 8.0);
        QCOMPARE(l70.split, 25.5);
        QCOMPARE(l70.scores, 2.0);
        // Mixtral 8x7B, every layer MoE, top-2 of SwiGLU experts of 14,336 (h 4096, K/V 1024):
        // attention 4 + 1 = 5; each of the 2 copies keeps its input 2 and 6 x 3.5 = 21: 46. 51 inside.
        const LayerActivationSizes mixtral = sizes("mixtral-8x7b");
        QCOMPARE(mixtral.replicated, 8.0);
        QCOMPARE(mixtral.split, 51.0);
        // Nemotron-4 340B as NVIDIA trains it (h 18432, 96 heads, 8 K/V heads of 192, MLP 4h not
        // gated, dropout 0): 8 + 4 + 4 x 1536 / 18432 + 16 = 28.333 s b h against GPT's 34.
        ModelArchitecture nemotron{96, 18432, 96, 8, 73728, 256000, false, false};
        const LayerActivationSizes n = LayerActivationSizes::of(LayerShape::of(nemotron), 0);
        QVERIFY(near(n.replicated + n.split, 8 + 4 + 4.0 / 12 + 16, 1e-12));
        // Turning dropout on adds the two masks (2) and the scores' mask and output (3).
        nemotron.dropout = true;
        const LayerActivationSizes nd = LayerActivationSizes::of(LayerShape::of(nemotron), 0);
        QCOMPARE(nd.replicated, n.replicated + 2);
        QCOMPARE(nd.scores, 5.0);
    }

    void stagesBalanceTheHeadAndMtp()
    {
        // A dense model of 12 or 11 layers (h 4096, 32 heads, SwiGLU 11,008, vocabulary 32,000)
        // on 32 H100, TP 8 x PP 4 x DP 1, 1F1B, 8 micro-batches.
        Workload w;
        w.model = "custom";
        w.custom = ModelArchitecture{12, 4096, 32, 32, 11008, 32000, true, false};
        w.globalBatch = 8;
        w.schedule = PipelineSchedule::OneFOneB;
        w.planSearch = PlanSearch::Layout;
        const GpuSpec &h100 = gpuOf("dgx-h100");
        auto plan = [&](int layers, int mtp) {
            w.custom.layers = layers;
            w.custom.mtpLayers = mtp;
            return TrainingPlanner::evaluate(TrainingEngine::context(w, h100, 32), 8, 4, 1);
        };
        // 12 layers: 3 a stage, none left over; the last stage runs its 3 layers and the LM head,
        // so the head's whole time is on the critical path: per micro-batch `head`, and a layer
        // `layer` = (compute - head - optimizer) / (8 x 3).
        const TrainingPlan even = plan(12, 0);
        QVERIFY(even.valid && even.microBatches == 8);
        const double head = even.lmHeadS / 8;
        const double layer = (even.computeS - even.lmHeadS - even.optimizerS) / (8 * 3);
        // The head's 2 x 4096 x 32,000 / 8 FLOPs a token and pass against a layer's 2 x 336M / 8.
        QVERIFY(head > 0 && head < layer);
        // 11 layers: 3 a stage, one left over, which the last stage gives up (its head takes less
        // than a layer): 2 layers + head against 3 layers, so the head costs nothing.
        const TrainingPlan odd = plan(11, 0);
        QCOMPARE(odd.lmHeadS, 0.0);
        QVERIFY(near(odd.computeS - odd.optimizerS, 8 * 3 * layer, 1e-9));
        // The first stage keeps all its 3 layers: 4 micro-batches of 3 layers in flight (12 layers'
        // worth) against the second stage's 3 x 3: the first is the most loaded, as with 12.
        QCOMPARE(odd.memory.activationsB, even.memory.activationsB);
        // One MTP module on 11 layers: the last stage runs 2 layers + head + (layer + head):
        // 3 layers + 2 heads, so 2 heads a micro-batch show: 8 x 2 x head.
        const TrainingPlan mtp = plan(11, 1);
        QVERIFY(near(mtp.lmHeadS, 8 * 2 * head, 1e-9));
        // ... and it holds one more layer's activations (1 micro-batch in flight on the last stage)
        // and a second copy of the logits: still below the first stage's 12 layers' worth.
        QCOMPARE(mtp.memory.activationsB, even.memory.activationsB);
    }

    void optimizerStateBytes()
    {
        // Llama 3 405B at Meta's layout (llama3_405bOnH100): the most loaded stage holds 8 layers,
        // 3,187,671,040 parameters a GPU, optimizer state 12 B / DP 128 = 298,844,160 B. With bf16
        // moments, 8 B / 128 = 199,229,440 B.
        Workload w;
        w.model = "llama-3-405b";
        w.globalBatch = 2048;
        w.sequenceLength = 4096;
        w.schedule = PipelineSchedule::OneFOneB;
        w.planSearch = PlanSearch::Layout;
        const GpuSpec &h100 = gpuOf("dgx-h100");
        const TrainingPlan fp32 = TrainingPlanner::evaluate(TrainingEngine::context(w, h100, 16384), 8, 16, 0);
        w.optimizerStateBytes = 8;
        const TrainingPlan bf16 = TrainingPlanner::evaluate(TrainingEngine::context(w, h100, 16384), 8, 16, 0);
        QCOMPARE(fp32.memory.optimizerB, 298844160.0);
        QCOMPARE(bf16.memory.optimizerB, 199229440.0);
        QCOMPARE(bf16.memory.weightsB, fp32.memory.weightsB);
        // The step moves 2 (state + 4) B per sharded parameter: 24 against 32 B for that part.
        QVERIFY(bf16.optimizerS < fp32.optimizerS);
    }

    void parameterCounts_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("params");
        // published counts (papers / model cards)
        QTest::newRow("gpt-3-175b") << "gpt-3-175b" << 175e9;
        QTest::newRow("llama-2-7b") << "llama-2-7b" << 6.74e9;
        QTest::newRow("llama-2-13b") << "llama-2-13b" << 13.0e9;
        QTest::newRow("llama-2-70b") << "llama-2-70b" << 69.0e9;
        QTest::newRow("llama-3-8b") << "llama-3-8b" << 8.03e9;
        QTest::newRow("llama-3-70b") << "llama-3-70b" << 70.6e9;
        QTest::newRow("llama-3-405b") << "llama-3-405b" << 405.8e9;
    }
    void parameterCounts()
    {
        QFETCH(QString, preset);
        QFETCH(double, params);
        const ModelPresets::Preset *p = ModelPresets::find(preset.toStdString());
        QVERIFY(p);
        // Llama-2-7B by hand: per layer 4 x 4096^2 (attention) + 3 x 4096 x 11008 (SwiGLU)
        // = 67.1M + 135.3M = 202.4M; x 32 = 6.476B; + 2 x 32000 x 4096 = 0.262B -> 6.738B.
        const double n = ModelPresets::parameterCount(p->arch);
        QVERIFY2(near(n, params, 0.005), qPrintable(QString::number(n / 1e9) + "B"));
    }

    void loraParameters()
    {
        // Hu et al. 2021 / REFERENCE 4.1: r (d_in + d_out) per adapted matrix, Llama-2-7B r = 64.
        // q, k, v, o: 64 x (4096 + 4096) = 524,288 each -> 2,097,152;
        // gate, up, down: 64 x (4096 + 11008) = 966,656 each -> 2,899,968;
        // per layer 4,997,120; x 32 layers = 159,907,840 = 159.9M.
        const ModelArchitecture a = ModelPresets::find("llama-2-7b")->arch;
        QCOMPARE(ModelPresets::loraParameters(a, 64, {"q", "k", "v", "o", "gate", "up", "down"}), 159907840.0);
        // q and v only: 2 x 524,288 x 32 = 33,554,432 = 33.6M.
        QCOMPARE(ModelPresets::loraParameters(a, 64, {"q", "v"}), 33554432.0);
    }

    void loraAndQloraMemory()
    {
        // One H100 80 GB, Llama-2-7B, r 64 on all linear layers (159,907,840 adapter parameters).
        Workload w;
        w.model = "llama-2-7b";
        w.mode = TrainingMode::Qlora;
        TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 1);
        TrainingPlan p = TrainingPlanner::evaluate(c, 1, 1, 1);
        const double adapters = 159907840.0;
        // QLoRA base: 6.738e9 x 4.127 / 8 bits = 3.476e9 B, about 3.5 GB (Dettmers et al. 2023)
        const double base = p.memory.weightsB - 2 * adapters;
        QVERIFY2(near(base, 3.476e9, 0.002), qPrintable(QString::number(base)));
        // Adapters with grads and Adam: 159.9M x 16 = 2.558e9 B (REFERENCE 4.1: 2-2.6 GB)
        QVERIFY(near(2 * adapters + p.memory.gradientsB + p.memory.optimizerB, 2.558e9, 0.001));
        // LoRA keeps the base in bf16: 2 x 6.738e9 = 13.48e9 B
        w.mode = TrainingMode::Lora;
        c = TrainingEngine::context(w, gpuOf("dgx-h100"), 1);
        p = TrainingPlanner::evaluate(c, 1, 1, 1);
        QVERIFY(near(p.memory.weightsB - 2 * adapters, 13.476e9, 0.002));
        // Full fine-tuning would need 16 x 6.738e9 = 107.8 GB of model state: more than 80 GB.
        w.mode = TrainingMode::FullFinetune;
        c = TrainingEngine::context(w, gpuOf("dgx-h100"), 1);
        p = TrainingPlanner::evaluate(c, 1, 1, 1);
        QVERIFY(near(p.memory.weightsB + p.memory.gradientsB + p.memory.optimizerB, 107.8e9, 0.002));
        QVERIFY(!p.memory.fits);
    }

    void ringAllReduce()
    {
        // REFERENCE 5: 2 (n-1)/n S/B. 1 GB over 8 GPUs at 100 GB/s: 2 x 7/8 x 1e9 / 1e11 = 17.5 ms
        QVERIFY(near(TrainingMath::ringAllReduceS(1e9, 8, 100e9), 0.0175, 1e-12));
        QCOMPARE(TrainingMath::ringAllReduceS(1e9, 1, 100e9), 0.0);
        // Hierarchical, 1 GB over 4 nodes x 8 GPUs, NVLink bus 360 GB/s, NIC 47 GB/s:
        // intra 2 x 7/8 x 1e9 / 360e9 = 4.861 ms; inter 2 x 3/4 x (1e9/8) / 47e9 = 3.989 ms; 8.850 ms.
        const double h = TrainingMath::hierarchicalAllReduceS(1e9, 8, 4, 360e9, 47e9);
        QVERIFY2(near(h, 0.008850, 0.001), qPrintable(QString::number(h)));
        // A flat ring over the 32 NICs: 2 x 31/32 x 1e9 / 47e9 = 41.2 ms, 4.7x slower (REFERENCE 5).
        QVERIFY(near(TrainingMath::ringAllReduceS(1e9, 32, 47e9), 0.04122, 0.001));
    }

    void bubbleFraction_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("m");
        QTest::addColumn<double>("expected");
        QTest::newRow("no pipeline") << 1 << 8 << 0.0;
        QTest::newRow("p4 m32") << 4 << 32 << 3.0 / 35;  // (4-1)/(32+4-1) = 8.6%
        QTest::newRow("p8 m8") << 8 << 8 << 7.0 / 15;    // (8-1)/(8+8-1) = 46.7%
        QTest::newRow("p16 m1") << 16 << 1 << 15.0 / 16;
    }
    void bubbleFraction()
    {
        QFETCH(int, p);
        QFETCH(int, m);
        QFETCH(double, expected);
        QCOMPARE(TrainingMath::bubbleFraction(p, m), expected);
    }

    // ---------------------------------------------------------------- schedules, SP, CP, MoE (issue 15)
    void pipelineSchedules()
    {
        // Narayanan et al. 2021: bubble / compute = (p-1)/m for 1F1B, (p-1)/(v m) interleaved.
        QCOMPARE(TrainingMath::bubbleOverCompute(16, 16, 1), 15.0 / 16);  // 0.9375: half the step idle
        QCOMPARE(TrainingMath::bubbleOverCompute(16, 16, 4), 15.0 / 64);  // 0.234
        QCOMPARE(TrainingMath::bubbleOverCompute(1, 16, 4), 0.0);
        // The idle share of a 1F1B step is (p-1)/(m+p-1): 15/31 with p = m = 16.
        QCOMPARE(TrainingMath::bubbleOverCompute(16, 16, 1) / (1 + TrainingMath::bubbleOverCompute(16, 16, 1)),
                 TrainingMath::bubbleFraction(16, 16));
        // In-flight activations of the first stage, in layers' worth of one micro-batch:
        // 1F1B 8 layers x min(16, 16) = 128 (all L); fewer micro-batches than stages: 8 x 4 = 32;
        // interleaved v 4 on the same 8 layers: 128 x (1 + 15 / (16 x 4)) = 158.
        QCOMPARE(TrainingMath::inFlightLayers(8, 16, 16, 1), 128.0);
        QCOMPARE(TrainingMath::inFlightLayers(8, 16, 4, 1), 32.0);
        QCOMPARE(TrainingMath::inFlightLayers(8, 16, 16, 4), 158.0);
    }

    void interleavedPlan()
    {
        // Llama 3 405B, seq 4096, 16,384 H100, TP 8 x PP 16 x DP 128, m = 16, selective recompute.
        // v = 4: chunks of ceil(126 / 64) = 2 layers, 8 layers a stage as with 1F1B.
        Workload w;
        w.model = "llama-3-405b";
        w.globalBatch = 2048;
        w.sequenceLength = 4096;
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 16384);
        TrainingPlanner::Options o{8, 16, 0, 1, 1, 1, 1, Recompute::Selective, 1};
        const TrainingPlan plain = TrainingPlanner::evaluate(c, o);
        o.v = 4;
        const TrainingPlan inter = TrainingPlanner::evaluate(c, o);
        QVERIFY(plain.valid && inter.valid);
        QCOMPARE(inter.schedule, std::string("interleaved"));
        // bubble: (p-1)/v = 15 or 15/4 times a middle stage's time per micro-batch (its layers' compute,
        // exposed TP and stage-to-stage sends), the same compute (8 layers a stage)
        QCOMPARE(plain.computeS, inter.computeS);
        auto middle = [](const TrainingPlan &p) {
            return (p.computeS - p.lmHeadS - p.optimizerS + p.tpExposedS + p.ppExposedS) / p.microBatches;
        };
        QVERIFY(near(plain.bubbleS, 15 * middle(plain), 1e-12));
        QVERIFY(near(inter.bubbleS, 15.0 / 4 * middle(inter), 1e-12));
        QCOMPARE(plain.bubbleFraction, 15.0 / 16);
        QCOMPARE(inter.bubbleFraction, 15.0 / 64);
        // stage-to-stage traffic: 2 x m x v x (s b h x 2 B / t); v times the 1F1B bytes
        QCOMPARE(inter.ppCommS, 4 * plain.ppCommS);
        // activations, 266,338,304 B a layer (31.75 s b h / t, llama3_405bOnH100), on the most
        // loaded stage, the second (8 layers; the first gave up one): 1F1B keeps 15 micro-batches in
        // flight there, 120 layers' worth = 31,960,596,480; interleaved 2 x 14 + 3 x 16 = 76 chunks
        // of 2 layers and the one running, 8 x (16 + 13/4) = 154 layers' worth.
        QCOMPARE(plain.memory.activationsB, 31960596480.0);
        QCOMPARE(inter.memory.activationsB, 266338304.0 * 154);
        QVERIFY(inter.stepS < plain.stepS);
    }

    void sequenceParallelMemory()
    {
        // Korthikanti et al. 2022, selective recompute, s 2048, b 1, h 4096, t 8 (s b h = 8,388,608):
        // with SP 34 s b h / t = 35,651,584 B; without SP s b h (10 + 24/t) = 13 s b h = 109,051,904 B.
        const LayerActivationSizes gpt;
        QCOMPARE(TrainingMath::activationBytesPerLayer(gpt, 2048, 1, 4096, 32, 8, Recompute::Selective, true, true), 35651584.0);
        QCOMPARE(TrainingMath::activationBytesPerLayer(gpt, 2048, 1, 4096, 32, 8, Recompute::Selective, true, false), 109051904.0);
        // Full recompute without SP keeps the whole layer input: 2 s b h = 16,777,216.
        QCOMPARE(TrainingMath::activationBytesPerLayer(gpt, 2048, 1, 4096, 32, 8, Recompute::Full, true, false), 16777216.0);
        // In a plan, Llama 3 70B (8 s b h outside the TP region, 25.5 inside: architectureActivations):
        // without SP 8 + 25.5/8 = 11.1875 s b h, with it 33.5/8 = 4.1875, 2.67x. TP traffic:
        // 4 all-reduces (8 units of (t-1)/t x bytes / bandwidth) without SP, 10 all-gathers or
        // reduce-scatters (10 units) with it, the backward gathering the layer inputs again.
        Workload w;
        w.model = "llama-3-70b";
        w.sequenceLength = 4096;
        TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 64);
        const TrainingPlanner::Options o{8, 1, 0, 1, 1, 1, 1, Recompute::Selective, 1};
        const TrainingPlan sp = TrainingPlanner::evaluate(c, o);
        c.sequenceParallel = false;
        const TrainingPlan noSp = TrainingPlanner::evaluate(c, o);
        QVERIFY(near((noSp.memory.activationsB - 4096.0 * 128256 * 4 / 8) / (sp.memory.activationsB - 4096.0 * 128256 * 4 / 8),
                     (8 + 25.5 / 8) / (33.5 / 8), 1e-12));
        QVERIFY(near(sp.tpCommS, 1.25 * noSp.tpCommS, 1e-12));
    }

    void contextParallel()
    {
        // Llama 3 405B, seq 8192, TP 8, PP 16, 1F1B: CP 2 keeps s/2 = 4096 tokens a GPU, so the
        // activations are those of seq 4096: 31,960,596,480 B (vs 63,921,192,960 without CP).
        Workload w;
        w.model = "llama-3-405b";
        w.globalBatch = 2048;
        w.sequenceLength = 8192;
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 16384);
        const TrainingPlan cp1 = TrainingPlanner::evaluate(c, {8, 16, 0, 1, 1, 1, 1, Recompute::Selective, 1});
        const TrainingPlan cp2 = TrainingPlanner::evaluate(c, {8, 16, 0, 2, 1, 1, 1, Recompute::Selective, 1});
        QCOMPARE(cp1.memory.activationsB, 63921192960.0);
        QCOMPARE(cp2.dp, 64);                 // 16,384 / (8 x 2 x 16)
        QCOMPARE(cp2.microBatches, 32);       // 2048 / 64
        // 1F1B keeps 15 micro-batches on the second stage either way: 8 layers x 15 x 266,338,304
        QCOMPARE(cp2.memory.activationsB, 31960596480.0);
        // Ring attention: K and V of 4096 tokens x (1024 / 8 heads-split) x 2 B = 2,097,152 B a
        // block, 3 x (cp-1) blocks a layer and micro-batch = 6,291,456 B.
        QCOMPARE(TrainingMath::ringAttentionBytes(8192, 1, 1024.0 / 8, 2, false), 6291456.0);
        // TP 8 x CP 2 spans two DGX nodes: over the NICs. 8 layers x 32 micro-batches.
        QVERIFY(near(cp2.cpCommS, 8 * 32 * 6291456.0 / c.interBytesPerS, 1e-12));
        QCOMPARE(cp1.cpCommS, 0.0);
    }

    void moePresets()
    {
        // Mixtral 8x7B: attention 2 x 4096^2 + 2 x 4096 x 1024 = 41,943,040; one expert 3 x 4096 x
        // 14336 = 176,160,768. Total 32 x (41,943,040 + 8 x 176,160,768) + 2 x 32000 x 4096
        // = 46,439,333,888 + 262,144,000 = 46,701,477,888 (46.7B, REFERENCE 7);
        // active 32 x (41,943,040 + 2 x 176,160,768) + 262,144,000 = 12,878,610,432 (12.9B).
        const ModelArchitecture m = ModelPresets::find("mixtral-8x7b")->arch;
        QCOMPARE(ModelPresets::parameterCount(m), 46701477888.0);
        QCOMPARE(ModelPresets::activeParameterCount(m), 12878610432.0);
        // DeepSeek-V3: MLA attention 187,105,280 a layer; dense MLP 3 x 7168 x 18432 = 396,361,728
        // (3 layers); expert 3 x 7168 x 2048 = 44,040,192, 256 routed + 1 shared (58 layers);
        // embeddings 2 x 129280 x 7168 = 1,853,358,080. Total 61 x 187,105,280 + 3 x 396,361,728
        // + 58 x 257 x 44,040,192 + 1,853,358,080 = 670,918,967,296 (671B);
        // active: 58 x 9 experts instead: 37,444,845,568 (37B).
        const ModelArchitecture d = ModelPresets::find("deepseek-v3")->arch;
        QCOMPARE(ModelPresets::parameterCount(d), 670918967296.0);
        QCOMPARE(ModelPresets::activeParameterCount(d), 37444845568.0);
        // Mixtral 8x22B about 141B / 39B.
        const ModelArchitecture x = ModelPresets::find("mixtral-8x22b")->arch;
        QVERIFY(near(ModelPresets::parameterCount(x), 141e9, 0.01));
        QVERIFY(near(ModelPresets::activeParameterCount(x), 39e9, 0.01));
    }

    void moeFlopsMemoryAndAllToAll()
    {
        // FLOPs from the active parameters: 6 x 12,878,610,432 + 12 x 32 x 4096 x 4096 per token.
        Workload w;
        w.model = "mixtral-8x7b";
        w.sequenceLength = 4096;
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 64);
        QCOMPARE(c.modelFlopsPerToken, 6 * 12878610432.0 + 12.0 * 32 * 4096 * 4096);
        // Memory from the total: the routed experts 32 x 8 x 176,160,768 = 45,097,156,608 split
        // over EP. TP 1 x PP 1 x DP 64, ZeRO-1: EP 8 holds 1/8 of the experts' weights in bf16:
        // 2 x (45,097,156,608 / 8 + 32 x 41,943,040 + 262,144,000) = 14,490,271,744 B.
        const TrainingPlan ep8 = TrainingPlanner::evaluate(c, {1, 1, 0, 1, 8, 1, 1, Recompute::Selective, 1});
        QVERIFY2(ep8.valid, ep8.invalidReason.c_str());
        QCOMPARE(ep8.memory.weightsB, 2 * (45097156608.0 / 8 + 32 * 41943040.0 + 262144000.0));
        // All-to-all (dispatch + combine, forward and backward): 4096 tokens x top-2 x 4096 x 2 B
        // x 7/8 leave the GPU = 58,720,256 B, x 4 = 234,881,024 B a MoE layer and micro-batch.
        QCOMPARE(TrainingMath::expertAllToAllBytes(4096, 2, 4096, 8, false), 234881024.0);
        // EP 8 inside one DGX (TP 1, CP 1): all over NVLink; 32 layers x m 16 (1024 / 64).
        QVERIFY(near(ep8.epCommS, 32 * 16 * 234881024.0 / c.nvlinkBusBytesPerS, 1e-12));
        // EP 3 does not divide the 8 experts: refused with the reason.
        const TrainingPlan ep3 = TrainingPlanner::evaluate(c, {1, 1, 0, 1, 3, 1, 1, Recompute::Selective, 1});
        QVERIFY(!ep3.valid);
        QVERIFY(ep3.invalidReason.find("EP does not divide the experts") != std::string::npos);
    }

    void moeAllToAllAcrossOversubscribedFabric()
    {
        // EP 16 with TP 1 spans two DGX nodes: 7 of 15 peers on NVLink, 8 across the NICs at the
        // all-to-all bandwidth, which pays the whole oversubscription (other rails, the spine).
        Workload w;
        w.model = "mixtral-8x7b";
        TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 64);
        c.experts = 16;  // a 16-expert variant, so EP 16 divides
        const TrainingPlan a = TrainingPlanner::evaluate(c, {1, 1, 0, 1, 16, 1, 1, Recompute::Selective, 1});
        c.allToAllInterBytesPerS /= 2;  // a 2:1 spine
        const TrainingPlan b = TrainingPlanner::evaluate(c, {1, 1, 0, 1, 16, 1, 1, Recompute::Selective, 1});
        const double bytes = TrainingMath::expertAllToAllBytes(4096, 2, 4096, 16, false);
        const double perLayer = bytes * 7 / 15 / c.nvlinkBusBytesPerS + bytes * 8 / 15 / c.allToAllInterBytesPerS;
        QVERIFY(near(b.epCommS, 32 * 16 * perLayer, 1e-12));
        QVERIFY(b.epCommS > a.epCommS);
    }

    void moeDispatchImbalanceAndOverlap()
    {
        // Issue 38 item 2, on a 16-expert Mixtral variant at EP 16 (two DGX nodes of 8), TP 1,
        // DP 64, 32 MoE layers, 1024 sequences: m = 16 micro-batches of 4096 tokens.
        Workload w;
        w.model = "mixtral-8x7b";
        TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 64);
        c.experts = 16;
        c.shape.experts = 16;
        const TrainingPlanner::Options o{1, 1, 0, 1, 16, 1, 1, Recompute::Selective, 1};
        const TrainingPlan plain = TrainingPlanner::evaluate(c, o);
        QVERIFY(plain.valid);
        const double m = plain.microBatches;  // 1024 sequences / DP 64 = 16
        QCOMPARE(m, 16.0);
        // Remote nodes a token's top-2 copies reach over 2 nodes: (2-1)(1 - (1/2)^2) = 0.75;
        // top-8 over 8 nodes: 7 (1 - (7/8)^8) = 4.5947.
        QCOMPARE(TrainingMath::remoteNodesPerToken(2, 2), 0.75);
        QVERIFY(near(TrainingMath::remoteNodesPerToken(8, 8), 4.5947, 1e-4));
        QCOMPARE(TrainingMath::remoteNodesPerToken(8, 1), 0.0);
        // Group-limited routing (DeepSeek-V3: top-8 from 4 of 8 groups), remote nodes per token:
        // - 8 nodes, a group each: 7 x (4/8) x (1 - (1 - 8/32)^8) = 3.5 x 0.899887 = 3.149605
        //   (4.5947 unrestricted; DeepSeek's "at most 4 nodes", 3.6 of them with its own);
        // - 16 nodes, half a group each: 15 x (4/8) x (1 - (1 - 8/64)^8) = 7.5 x 0.656391 = 4.922933;
        // - 4 nodes, two groups each: j of its 2 groups drawn among 4 of 8, P(j) = 15/70, 40/70,
        //   15/70 for j = 0, 1, 2; missed = 15/70 + 40/70 x 0.75^8 + 15/70 x 0.5^8 = 0.272330,
        //   3 x 0.727670 = 2.183010 (2.6997 unrestricted);
        // - a limit of all groups, or groups that do not tile the nodes: unrestricted.
        QVERIFY(near(TrainingMath::remoteNodesPerToken(8, 8, 8, 4), 3.149605, 1e-6));
        QVERIFY(near(TrainingMath::remoteNodesPerToken(8, 16, 8, 4), 4.922933, 1e-6));
        QVERIFY(near(TrainingMath::remoteNodesPerToken(8, 4, 8, 4), 2.183010, 1e-6));
        QCOMPARE(TrainingMath::remoteNodesPerToken(8, 8, 8, 8), TrainingMath::remoteNodesPerToken(8, 8));
        QCOMPARE(TrainingMath::remoteNodesPerToken(8, 6, 8, 4), TrainingMath::remoteNodesPerToken(8, 6));
        // Many groups: 1,024 of them, 512 allowed, on 2 nodes. C(1024, 512) overflows a double,
        // so the count works in logarithms; j of the node's 512 groups drawn is about 256, so
        // nearly (1 - 0.5^8) = 0.99609 of a node, and never more than that.
        const double many = TrainingMath::remoteNodesPerToken(8, 2, 1024, 512);
        QVERIFY2(std::isfinite(many) && many <= 0.99609 + 1e-6 && many > 0.995, qPrintable(QString::number(many)));
        // Deduplicated dispatch: every copy crosses NVLink once, 4096 x 2 x 4096 x 2 B x 4
        // all-to-alls = 268,435,456 B; the network carries 0.75 / 2 of that (one send per remote
        // node and token instead of one per remote copy).
        c.moeDedup = true;
        const TrainingPlan dedup = TrainingPlanner::evaluate(c, o);
        const double copies = 4096.0 * 2 * 4096 * 2 * 4;
        const double perLayer = copies / c.nvlinkBusBytesPerS + copies * 0.375 / c.allToAllInterBytesPerS;
        QVERIFY(near(dedup.epCommS, 32 * m * perLayer, 1e-12));
        QVERIFY(dedup.epCommS < plain.epCommS);
        // FP8 dispatch carries 1 B values, the combine 2 B: 1.5 / 2 of the bytes.
        c.fp8 = true;
        QVERIFY(near(TrainingPlanner::evaluate(c, o).epCommS, 0.75 * dedup.epCommS, 1e-12));
        c.fp8 = false;
        // Group-limited routing, 2 groups (one a node), a token's experts from 1: the remote
        // node is reached only when its group is chosen, (2-1)(1/2)(1 - (1 - 2/(1 x 2))^2) = 0.5
        // of a node instead of 0.75, so the network carries 0.5 / 2 of the copies.
        c.routingGroups = 2;
        c.routingGroupLimit = 1;
        const TrainingPlan limited = TrainingPlanner::evaluate(c, o);
        QVERIFY(near(limited.epCommS, 32 * m * (copies / c.nvlinkBusBytesPerS + copies * 0.25 / c.allToAllInterBytesPerS), 1e-12));
        c.routingGroups = c.routingGroupLimit = 0;
        c.moeDedup = false;
        // Imbalance 1.2: the busiest rank waits 1.2 x the all-to-all and runs 1.2 x the routed tokens.
        c.moeImbalance = 1.2;
        const TrainingPlan busy = TrainingPlanner::evaluate(c, o);
        QVERIFY(near(busy.epCommS, 1.2 * plain.epCommS, 1e-12));
        QVERIFY(busy.computeS > plain.computeS);
        c.moeImbalance = 1;
        // The all-to-alls are on the critical path by default; a share of them hides behind
        // the MoE layers' compute when overlapped.
        QCOMPARE(plain.epExposedS, plain.epCommS);
        c.moeA2aOverlap = 0.5;
        const TrainingPlan half = TrainingPlanner::evaluate(c, o);
        QVERIFY(near(half.epExposedS, 0.5 * plain.epCommS, 1e-12));
        // Experts are whole on each GPU (expert TP 1): at TP 2 the expert weights are still
        // divided by EP alone, and EP must divide TP x CP x DP: EP 16 at TP 2 x DP 8 is valid.
        c.moeA2aOverlap = 0;
        const TrainingPlan tp2 = TrainingPlanner::evaluate(c, {2, 1, 8, 1, 16, 1, 1, Recompute::Selective, 1});
        QVERIFY2(tp2.valid, tp2.invalidReason.c_str());
        const TrainingPlan tp1 = TrainingPlanner::evaluate(c, {1, 1, 16, 1, 16, 1, 1, Recompute::Selective, 1});
        // bf16 weights (ZeRO-1 keeps them whole): dense part / TP, routed experts
        // 32 x 8 x 176,160,768 / EP 16 (the preset's 8 experts' weights) whatever TP.
        const double experts = 32.0 * 8 * 176160768 / 16;
        const double dense = 32 * c.denseParamsPerLayer + c.embeddingTotal;
        QVERIFY(near(tp1.memory.weightsB, 2 * (dense + experts), 1e-12));
        QVERIFY(near(tp2.memory.weightsB, 2 * (dense / 2 + experts), 1e-12));
        const TrainingPlan bad = TrainingPlanner::evaluate(c, {2, 1, 4, 1, 16, 1, 1, Recompute::Selective, 1});
        QVERIFY(!bad.valid);
        QVERIFY(bad.invalidReason.find("TP x CP x DP") != std::string::npos);
    }

    void zero3ExchangesEveryMicroBatch()
    {
        // Llama 3 70B on 64 H100, TP 4 x DP 16, 128 sequences: m = 8 micro-batches. ZeRO-1 reduces
        // the gradients and gathers the parameters once a step; ZeRO-3 gathers the weights for each
        // micro-batch's forward and backward and reduce-scatters its gradients: 1.5 x that volume,
        // 8 times. Each exchange hides behind its micro-batch's forward and backward but one chunk
        // (a layer of 80).
        Workload w;
        w.model = "llama-3-70b";
        w.sequenceLength = 8192;
        w.globalBatch = 128;
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 64);
        const TrainingPlan z1 = TrainingPlanner::evaluate(c, {4, 1, 16, 1, 1, 1, 1, Recompute::Selective, 1});
        const TrainingPlan z3 = TrainingPlanner::evaluate(c, {4, 1, 16, 1, 1, 1, 1, Recompute::Selective, 3});
        QVERIFY(z1.valid && z3.valid);
        QCOMPARE(z3.microBatches, 8);
        QVERIFY(near(z3.dpCommS, 1.5 * 8 * z1.dpCommS, 1e-12));
        const double one = 1.5 * z1.dpCommS;
        QVERIFY(near(z3.dpExposedS, 8 * (one / 80 + std::max(0.0, one * 79 / 80 - z3.dpOverlapWindowS)), 1e-12));
        QVERIFY(near(z1.dpExposedS, z1.dpCommS / 80 + std::max(0.0, z1.dpCommS * 79 / 80 - z1.dpOverlapWindowS), 1e-12));
        QVERIFY(z3.dpExposedS > z1.dpExposedS);
    }

    void plannerPrefersTheSimplestWithinItsMargin()
    {
        // GPT-3 175B, 2K sequences, 256 sequences, 128 H100 (NVIDIA's DGX Cloud case). With margin 0
        // the first plan is the fastest; with the default 2 % it is the simplest (no ZeRO-3, no CP,
        // selective, fewer chunks) of the plans within 2 % of the fastest, and the fastest, now
        // further down, says it is faster within the margin.
        Workload w;
        w.model = "gpt-3-175b";
        w.sequenceLength = 2048;
        w.globalBatch = 256;
        w.planMargin = 0;
        const std::vector<TrainingPlan> exact = TrainingPlanner::top(TrainingEngine::context(w, gpuOf("dgx-h100"), 128), 10);
        w.planMargin = 0.02;
        const std::vector<TrainingPlan> preferred = TrainingPlanner::top(TrainingEngine::context(w, gpuOf("dgx-h100"), 128), 10);
        QVERIFY(!exact.empty() && !preferred.empty());
        const TrainingPlan &fastest = exact.front(), &first = preferred.front();
        auto perToken = [](const TrainingPlan &p) { return p.stepS / p.tokensPerStep(1); };
        QVERIFY(perToken(first) <= 1.02 * perToken(fastest));
        QVERIFY(TrainingPlanner::complexity(first) < TrainingPlanner::complexity(fastest));
        qInfo("fastest TP %d CP %d PP %d v %d; preferred TP %d CP %d PP %d v %d (+%.2f %%)", fastest.tp, fastest.cp,
              fastest.pp, fastest.v, first.tp, first.cp, first.pp, first.v, 100 * (perToken(first) / perToken(fastest) - 1));
        bool explained = false;
        for (const TrainingPlan &p : preferred)
            if (p.v == fastest.v && p.pp == fastest.pp && p.cp == fastest.cp && p.tp == fastest.tp && p.dp == fastest.dp)
                explained = p.whyLoses.find("faster by the model, within its margin") != std::string::npos;
        QVERIFY(explained);
        // Complexity order: ZeRO-3 over CP over full recompute over chunks.
        TrainingPlan a, b;
        a.zeroStage = 3;
        b.cp = 2;
        b.recompute = "full";
        b.v = 16;
        QVERIFY(TrainingPlanner::complexity(a) > TrainingPlanner::complexity(b));
    }

    void plannerTensorParallelTilesTheNode()
    {
        // Llama 2 13B has 40 heads, so TP 5 divides them; on 8-GPU DGX nodes it would leave three
        // GPUs of each node to TP groups straddling two nodes. The ten best plans on 1,024 H100
        // use TP 1, 2, 4 or 8 only (they offered TP 5 before), and the best is still found.
        Workload w;
        w.model = "llama-2-13b";
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 1024);
        QCOMPARE(c.nodeSize, 8);
        QVERIFY(TrainingPlanner::tpAllowed(c, 4) && TrainingPlanner::tpAllowed(c, 8));
        QVERIFY(!TrainingPlanner::tpAllowed(c, 5));
        const std::vector<TrainingPlan> plans = TrainingPlanner::top(c, 10);
        QVERIFY(plans.size() >= 5);
        for (const TrainingPlan &p : plans)
            QVERIFY2(8 % p.tp == 0, qPrintable(QString("TP %1").arg(p.tp)));
        // Heads that 8 does not divide (GPT-3 175B: 96 heads) still get every divisor of both.
        w.model = "gpt-3-175b";
        const TrainingPlanner::Context g = TrainingEngine::context(w, gpuOf("dgx-h100"), 1024);
        QVERIFY(TrainingPlanner::tpAllowed(g, 8) && !TrainingPlanner::tpAllowed(g, 6) && !TrainingPlanner::tpAllowed(g, 3));
    }

    // Every replica takes the same whole number of micro-batches of the global batch (Megatron-LM
    // asserts global batch % (micro-batch x DP) == 0). 576 sequences (SmolLM3's 2,359,296 tokens
    // at 4K) on 384 H100: TP 1 allows DP 384, which does not divide 576; the largest divisor under
    // it is 288 (576 / 2), so 96 GPUs idle. TP 2 allows DP 192 = 576 / 3: all 384 GPUs, 3 micro-batches
    // of 1 (SmolLM3's published layout, TP 2 DP 192, micro-batch 3). The planner used to run DP 384
    // with one micro-batch: 384 sequences a step, not the 576 asked for.
    void plannerSplitsTheWholeGlobalBatch()
    {
        Workload w;
        w.model = "llama-3-8b";
        w.sequenceLength = 4096;
        w.globalBatch = 2359296;
        w.globalBatchInTokens = true;
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 384);
        QCOMPARE(c.globalSequences, 576.0);
        using Split = TrainingPlanner::BatchSplit;  // micro-batch, user DP, max DP, TP x CP, EP
        QCOMPARE(TrainingPlanner::dataParallel(c, Split{1, 0, 384, 1, 1}), 288);
        QCOMPARE(TrainingPlanner::dataParallel(c, Split{1, 0, 192, 2, 1}), 192);
        QCOMPARE(TrainingPlanner::dataParallel(c, Split{4, 0, 100, 1, 1}), 72);   // 576 / 4 = 144 = 2 x 72
        QCOMPARE(TrainingPlanner::dataParallel(c, Split{5, 0, 384, 1, 1}), 0);    // 576 / 5 is not whole
        QCOMPARE(TrainingPlanner::dataParallel(c, Split{1, 100, 384, 1, 1}), 0);  // the user's DP 100 does not divide 576
        QCOMPARE(TrainingPlanner::dataParallel(c, Split{3, 64, 384, 1, 1}), 64);  // 576 / 3 = 192 = 3 x 64
        // EP 64 must divide TP x CP x DP: 288 = 32 x 9 does not, 192 does (TP 1).
        QCOMPARE(TrainingPlanner::dataParallel(c, Split{1, 0, 384, 1, 64}), 192);
        // Interleaving needs m >= PP: not bought with idle GPUs. TP 1 PP 8 v 2: DP 48 (384 / 8),
        // and 576 / 48 = 12 micro-batches >= 8: valid. TP 2 PP 4 v 2 with micro-batch 4: DP 48
        // (384 / 8), 576 / (48 x 4) = 3 < 4: invalid, though DP 36 (144 / 36 = 4) would allow it.
        QVERIFY(TrainingPlanner::evaluate(c, {1, 8, 0, 1, 1, 2, 1, Recompute::None, 1}).valid);
        const TrainingPlan few = TrainingPlanner::evaluate(c, {2, 4, 0, 1, 1, 2, 4, Recompute::None, 1});
        QVERIFY(!few.valid);
        QCOMPARE(few.dp, 48);
        QCOMPARE(QString::fromStdString(few.invalidReason), QStringLiteral("the interleaved schedule needs at least PP micro-batches"));
        QCOMPARE(TrainingPlanner::dataParallel(c, Split{1, 96, 384, 1, 64}), 0);  // 576 / 96 = 6, but 64 does not divide 96
        QCOMPARE(QString::fromStdString(TrainingPlanner::whyNoDataParallel(c, Split{1, 96, 384, 1, 64})),
                 QStringLiteral("EP 64 does not divide TP x CP x DP (1 x 96)"));
        QCOMPARE(QString::fromStdString(TrainingPlanner::whyNoDataParallel(c, Split{1024, 0, 384, 1, 1})),
                 QStringLiteral("the micro-batch (1024) exceeds the global batch (576 sequences)"));
        const TrainingPlan tp1 = TrainingPlanner::evaluate(c, {1, 1, 0, 1, 1, 1, 1, Recompute::None, 1});
        QVERIFY(tp1.valid);
        QCOMPARE(tp1.dp, 288);
        QCOMPARE(tp1.microBatches, 2);
        QCOMPARE(tp1.gpusUsed, 288);
        // Ranked against the best, it says why: the idle GPUs, not its kernels.
        const TrainingPlan best = TrainingPlanner::best(c);
        QVERIFY2(QString::fromStdString(TrainingPlanner::whyLoses(tp1, best)).contains(QStringLiteral("uses 288 of 384 GPUs (the batch splits over DP 288)")),
                 TrainingPlanner::whyLoses(tp1, best).c_str());
        const TrainingPlan manual = TrainingPlanner::evaluate(c, {1, 1, 100, 1, 1, 1, 1, Recompute::None, 1});
        QVERIFY(!manual.valid);
        QCOMPARE(QString::fromStdString(manual.invalidReason),
                 QStringLiteral("DP 100 x micro-batch 1 does not divide the global batch (576 sequences)"));
        const std::vector<TrainingPlan> plans = TrainingPlanner::top(c, 10);
        QVERIFY(plans.size() == 10);
        for (const TrainingPlan &p : plans)
            QCOMPARE(p.dp * p.microBatch * p.microBatches, 576);
        QCOMPARE(plans.front().gpusUsed, 384);
        QCOMPARE(plans.front().tp * plans.front().cp, 2);
        // The DPs that can split 576 on 384 GPUs: its divisors up to 384. A batch of 1.2e9 on 24
        // GPUs (over 24^2, so every d up to 24 is tried): 1.2e9 = 2^10 x 3 x 5^8, so the d <= 24
        // made of 2s, at most one 3 and 5s.
        QVERIFY(TrainingPlanner::batchDivisors(576, 384) == (std::vector<int>{1, 2, 3, 4, 6, 8, 9, 12, 16, 18, 24, 32, 36, 48,
                                                                               64, 72, 96, 144, 192, 288}));
        QVERIFY(TrainingPlanner::batchDivisors(1.2e9, 24) == (std::vector<int>{1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 16, 20, 24}));
    }

    // ---------------------------------------------------------------- planner
    // The search skips more recomputation once a lighter one fits, but per pipeline chunk count:
    // interleaving holds more micro-batches in flight. Llama 3 70B at 8K on 64 H100 (batch 128),
    // TP 4 PP 8, micro-batch 1: with nothing recomputed 71.0 GB at v 1 fits the 72 usable, 90.7
    // GB at v 2 does not; so full recomputation must still be tried at v 2 (it fits there). The
    // search used to stop at the first fit, at any v, and never timed that plan.
    void plannerTriesMoreWhereTheLighterDoesNotFit()
    {
        Workload w;
        w.model = "llama-3-70b";
        w.sequenceLength = 8192;
        w.globalBatch = 128;
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf("dgx-h100"), 64);
        auto plan = [&](int v, Recompute r) {
            return TrainingPlanner::evaluate(c, {4, 8, 0, 1, 1, v, 1, r, 1});
        };
        QVERIFY(plan(1, Recompute::None).memory.fits);
        QVERIFY(!plan(2, Recompute::None).memory.fits);
        QVERIFY(plan(2, Recompute::Full).memory.fits);
        bool found = false;
        for (const TrainingPlan &p : TrainingPlanner::top(c, 1000000))  // every fitting plan
            found = found || (p.tp == 4 && p.cp == 1 && p.pp == 8 && p.v == 2 && p.microBatch == 1 && p.recompute == "full"
                              && p.zeroStage == 1);
        QVERIFY(found);
        // The same for ZeRO-3 against ZeRO-1, on 256 GPUs (DP 8): ZeRO-1 with nothing recomputed
        // fits at v 1 (60.2 GB) but not at v 2 (79.8 GB), where ZeRO-3 does (71.4 GB).
        const TrainingPlanner::Context c256 = TrainingEngine::context(w, gpuOf("dgx-h100"), 256);
        QVERIFY(TrainingPlanner::evaluate(c256, {4, 8, 0, 1, 1, 1, 1, Recompute::None, 1}).memory.fits);
        QVERIFY(!TrainingPlanner::evaluate(c256, {4, 8, 0, 1, 1, 2, 1, Recompute::None, 1}).memory.fits);
        QVERIFY(TrainingPlanner::evaluate(c256, {4, 8, 0, 1, 1, 2, 1, Recompute::None, 3}).memory.fits);
        bool zero3 = false;
        for (const TrainingPlan &p : TrainingPlanner::top(c256, 1000000))
            zero3 = zero3 || (p.tp == 4 && p.cp == 1 && p.pp == 8 && p.v == 2 && p.microBatch == 1 && p.recompute == "none"
                              && p.zeroStage == 3);
        QVERIFY(zero3);
    }

    void plannerMatchesExhaustiveSearch_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("server");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("zero");
        QTest::newRow("7b on 8 H100") << "llama-2-7b" << "dgx-h100" << 8 << 1;
        QTest::newRow("13b on 16 A100 zero0") << "llama-2-13b" << "dgx-a100" << 16 << 0;
        QTest::newRow("70b on 64 H100") << "llama-3-70b" << "dgx-h100" << 64 << 1;
        QTest::newRow("70b on 32 A100 zero0") << "llama-2-70b" << "dgx-a100" << 32 << 0;
        QTest::newRow("gpt-3 on 128 H200") << "gpt-3-175b" << "dgx-h200" << 128 << 2;
        QTest::newRow("8b on 16 PCIe H100") << "llama-3-8b" << "pcie-h100-8gpu" << 16 << 3;
        QTest::newRow("405b on 64 H100 (no fit)") << "llama-3-405b" << "dgx-h100" << 64 << 0;
    }
    void plannerMatchesExhaustiveSearch()
    {
        QFETCH(QString, model);
        QFETCH(QString, server);
        QFETCH(int, gpus);
        QFETCH(int, zero);
        Workload w;
        w.model = model.toStdString();
        w.zeroStage = zero;
        w.planSearch = PlanSearch::Layout;  // the user's micro-batch, recompute and ZeRO stage
        w.planMargin = 0;  // the search itself: the fastest plan, no preference for simpler layouts
        const TrainingPlanner::Context c = TrainingEngine::context(w, gpuOf(server.toLatin1().constData()), gpus);
        int evaluated = 0;
        const TrainingPlan best = TrainingPlanner::best(c, &evaluated);
        QVERIFY(evaluated > 0);
        // Exhaustive: every TP 1..gpus, CP 1..32 dividing the sequence, PP 1..gpus and v 1..16,
        // valid by the rules alone (TP divides the heads and the node's NVLink group, no
        // pipeline stage empty; the evaluation refuses the rest).
        TrainingPlan ref;
        bool anyFits = false;
        for (int tp = 1; tp <= gpus; ++tp)
            for (int cp = 1; cp <= 32 && tp * cp <= gpus; ++cp)
                for (int pp = 1; tp * cp * pp <= gpus; ++pp) {
                    // PP: ceil(L/p) layers per stage and no stage empty (uneven stages allowed)
                    const int perStage = (c.layers + pp - 1) / pp;
                    const int group = std::min(std::max(1, c.nvlinkDomain), c.nodeSize);
                    if (c.heads % tp || tp > group || group % tp || pp > c.layers
                        || (c.layers + perStage - 1) / perStage != pp || int(c.seq) % cp)
                        continue;
                    for (int v = 1; v <= 16; ++v) {
                        const TrainingPlanner::Options o{tp, pp, 0, cp, 1, v, c.microBatch, c.recompute, c.zeroStage};
                        const TrainingPlan p = TrainingPlanner::evaluate(c, o);
                        if (!p.valid || (cp & (cp - 1)))  // the search tries CP in powers of two
                            continue;
                        anyFits = anyFits || p.memory.fits;
                        if (!ref.valid || TrainingPlanner::better(p, ref))
                            ref = p;
                    }
                }
        QVERIFY(best.valid);
        QCOMPARE(best.memory.fits, anyFits);  // never a non-fitting plan when one fits
        QCOMPARE(best.tp, ref.tp);
        QCOMPARE(best.cp, ref.cp);
        QCOMPARE(best.pp, ref.pp);
        QCOMPARE(best.v, ref.v);
        QCOMPARE(best.dp, ref.dp);
        QCOMPARE(best.stepS, ref.stepS);
    }

    void llama3_405bOnH100()
    {
        // Llama 3 405B as Meta ran it: 16,384 H100, TP 8 x PP 16 x DP 128, 126 layers on 16
        // stages of ceil(126/16) = 8, the two left over taken off the first and the last stage
        // (7 + 14 x 8 + 7, as Meta did: Dubey et al. 2024, 3.3.2), ZeRO-1, selective recompute,
        // global batch 2048 sequences, micro-batch 1 -> m = 2048 / 128 = 16 micro-batches.
        Workload w;
        w.model = "llama-3-405b";
        w.globalBatch = 2048;
        w.sequenceLength = 4096;
        w.schedule = PipelineSchedule::OneFOneB;  // the interleaved schedule: llama3Interleaved
        w.planSearch = PlanSearch::Layout;
        const GpuSpec &h100 = gpuOf("dgx-h100");
        TrainingPlan p = TrainingPlanner::evaluate(TrainingEngine::context(w, h100, 16384), 8, 16, 0);
        QVERIFY2(p.valid, p.invalidReason.c_str());
        QCOMPARE(p.dp, 128);
        QCOMPARE(p.microBatches, 16);
        // Per layer: q,o 2 x 16384^2 = 536,870,912; k,v 2 x 16384 x 1024 = 33,554,432;
        // MLP 3 x 16384 x 53248 = 2,617,245,696 -> 3,187,671,040. Embedding 128256 x 16384 = 2,101,346,304.
        // The most loaded stage is the second: 8 layers, 3,187,671,040 parameters per GPU (the
        // first: (7 x 3,187,671,040 + 2,101,346,304) / 8 = 3,051,880,448). Weights 2 B and
        // gradients 2 B each 6,375,342,080; optimizer 12 B / DP 128 = 298,844,160.
        QCOMPARE(p.memory.weightsB, 6375342080.0);
        QCOMPARE(p.memory.gradientsB, 6375342080.0);
        QCOMPARE(p.memory.optimizerB, 298844160.0);
        // Seq 4096, no dropout, K/V of 1024, SwiGLU of 53,248 (architectureActivations): 8 + 4.25
        // + 19.5 = 31.75 s b h / t = 31.75 x 4096 x 16384 / 8 = 266,338,304 per layer; the second
        // stage keeps 15 micro-batches of its 8 layers in flight (1F1B) = 120 layers' worth =
        // 31,960,596,480 (the first 7 x 16 = 112).
        QCOMPARE(p.memory.activationsB, 31960596480.0);
        // + 2 GB buffers = 47,010,124,800 B = 47.0 GB (the first stage 44.3), under 72 GB usable.
        QCOMPARE(p.memory.totalB, 47010124800.0);
        QVERIFY(p.memory.fits);
        // Uneven stages cost time: every stage waits for 8 layers, 8 x 16 = 128 layer slots for
        // 126 layers (the LM head fits in the last stage's free slot: no LM head time).
        // PP 14 is even (9 x 14 = 126). It allows DP 146, but 146 replicas cannot split the 2,048
        // sequences evenly: DP 128 (the largest divisor of 2,048 under 146, 14,336 GPUs) and m
        // 16, the whole global batch. The layers' GPU-seconds per sequence differ by exactly 128 / 126.
        QCOMPARE(p.lmHeadS, 0.0);
        TrainingPlan even = TrainingPlanner::evaluate(TrainingEngine::context(w, h100, 16384), 8, 14, 0);
        QVERIFY(even.valid);
        QCOMPARE(even.dp, 128);
        QCOMPARE(even.gpusUsed, 14336);
        QCOMPARE(even.microBatches * even.dp, 2048);
        auto layers = [](const TrainingPlan &x) { return x.computeS - x.lmHeadS - x.optimizerS; };
        QVERIFY(near((layers(p) * 16384 / 2048) / (layers(even) * 14336 / 2048), 128.0 / 126.0, 1e-12));
        // The auto planner finds a fitting plan at seq 4096.
        const TrainingPlan best = TrainingPlanner::best(TrainingEngine::context(w, h100, 16384));
        QVERIFY(best.valid && best.memory.fits);

        // Seq 8192 (Meta's pre-training length): 532,676,608 per layer x 120 = 63,921,192,960 B of
        // activations; + 13,049,528,320 of weights, gradients and optimizer + 2e9 = 79.0 GB in all:
        // under the 80 GB of HBM but not the 72 usable with 1F1B and selective recompute
        // (interleaving and CP: llama3Interleaved and contextParallelMemory).
        w.sequenceLength = 8192;
        p = TrainingPlanner::evaluate(TrainingEngine::context(w, h100, 16384), 8, 16, 0);
        QCOMPARE(p.memory.activationsB, 63921192960.0);
        QCOMPARE(p.memory.totalB, 78970721280.0);
        QVERIFY(!p.memory.fits);
        // Full recompute keeps 2 s b h / t = 33,554,432 per layer x 120 = 4,026,531,840:
        // 13,049,528,320 + 4,026,531,840 + 2e9 = 19,076,060,160 B: fits.
        w.recompute = Recompute::Full;
        p = TrainingPlanner::evaluate(TrainingEngine::context(w, h100, 16384), 8, 16, 0);
        QCOMPARE(p.memory.totalB, 19076060160.0);
        QVERIFY(p.memory.fits);
    }

    // ---------------------------------------------------------------- engine on halls
    void calibratedMfu_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("seq");
        QTest::addColumn<double>("batchSeqs");
        QTest::addColumn<int>("recompute");
        const int sel = int(Recompute::Selective);
        QTest::newRow("70B on 1,024 H100") << "dgx-h100" << 128 << "llama-3-70b" << 8192 << 2048.0 << sel;
        QTest::newRow("GPT-3 on 1,024 H100") << "dgx-h100" << 128 << "gpt-3-175b" << 2048 << 1536.0 << sel;
        QTest::newRow("GPT-3 on 1,024 A100") << "dgx-a100" << 128 << "gpt-3-175b" << 2048 << 1536.0 << sel;
        QTest::newRow("8B on 256 H100") << "dgx-h100" << 32 << "llama-3-8b" << 8192 << 512.0 << sel;
        QTest::newRow("70B on 512 B200") << "dgx-b200" << 64 << "llama-3-70b" << 8192 << 1024.0 << sel;
    }
    void calibratedMfu()
    {
        // The family defaults must land typical large dense runs within published MFU: 35 %
        // (REFERENCE 4) to 72 %, FlashAttention-2's end-to-end GPT training on A100 (Dao 2023,
        // 225 TFLOP/s per GPU); docs/training.md lists the figures.
        QFETCH(QString, server);
        QFETCH(int, nodes);
        QFETCH(QString, model);
        QFETCH(int, seq);
        QFETCH(double, batchSeqs);
        QFETCH(int, recompute);
        Project p = hallOf(server.toStdString(), nodes);
        p.workload.recompute = Recompute(recompute);
        p.workload.model = model.toStdString();
        p.workload.sequenceLength = seq;
        p.workload.globalBatch = batchSeqs;
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e6});
        qInfo("%s: TP %d PP %d DP %d m %d, MFU %.1f%%, effective %.1f%%, comm %.1f%%, %.1f GB/GPU, %.1f days",
              qPrintable(QString::fromLatin1(QTest::currentDataTag())), r.plan.tp, r.plan.pp, r.plan.dp,
              r.plan.microBatches, 100 * r.mfu, 100 * r.effectiveMfu, 100 * r.exposedCommShare,
              r.plan.memory.totalB / 1e9, r.days);
        QVERIFY(r.plan.valid && r.plan.memory.fits);
        QVERIFY2(r.mfu >= 0.35 && r.mfu <= 0.72, qPrintable(QString::number(r.mfu)));
        QVERIFY(!hasWarning(ws, "training.does_not_fit"));
    }

    void sampleHallAndEnergy()
    {
        // superpod-h100-air: 128 DGX H100 = 1,024 GPUs.
        Project p = loadSample("projects/superpod-h100-air.json");
        p.workload.tokens = 1e12;
        const Analysis a = Analyzer::run(p, Catalog::builtIn());
        const TrainingResult &r = a.training;
        QVERIFY(r.evaluated);
        QCOMPARE(r.gpusOfModel, 1024);
        QCOMPARE(r.gpuFamily, std::string("hopper"));
        QCOMPARE(r.plan.gpusUsed, 1024);
        // The run's clock is steps x step / goodput; its parts add up to it.
        QVERIFY(near(r.computeS + r.exposedCommS + r.bubbleS + r.goodputLossS, r.wallClockS, 1e-9));
        QVERIFY(near(r.gpuHours, r.wallClockS / 3600 * 1024, 1e-12));
        // Energy: the air design's IT nameplate (devices 1,383.3 kW + optics) x load 1.0 x hours
        // x the design's annual PUE; cost at the site price; CO2 at its intensity.
        QCOMPARE(r.pue, a.cooling->air.pue);
        QVERIFY(near(r.itPowerW, a.inventory->nameplateItPowerW + a.network->opticsPowerW, 1e-12));
        QVERIFY(a.network->opticsPowerW > 0);
        const double mwh = r.itPowerW * (r.wallClockS / 3600) * a.cooling->air.pue / 1e6;
        QVERIFY(near(r.energyMwh, mwh, 1e-12));
        QVERIFY(near(r.energyCost, mwh * 1000 * p.site.electricityPricePerKwh, 1e-12));
        QVERIFY(near(r.co2Tonnes, mwh * p.site.gridCo2KgPerKwh, 1e-12));
        const json j = Analyzer::toJson(p, a);
        QVERIFY(j.contains("training"));
        QCOMPARE(j["training"]["plan"]["gpus_used"].get<int>(), 1024);
        QVERIFY(j["training"]["time"]["days"].get<double>() > 0);
        QVERIFY(j["training"]["memory"]["fits"].get<bool>());
    }

    void runPricedFromTheDesign()
    {
        // Issue 30 item 4. The sample is a format-2 file that wrote the old defaults (PUE 1.3,
        // GPU-hour price 0); read now they are "auto": the design's annual PUE and its cost of a
        // GPU-hour without electricity.
        Project p = loadSample("projects/superpod-h100-air.json");
        QCOMPARE(p.workload.pue, -1.0);
        QCOMPARE(p.workload.gpuHourPriceUsd, -1.0);
        const Analysis a = Analyzer::run(p, Catalog::builtIn());
        const TrainingResult &r = a.training;
        QCOMPARE(r.pueSource, std::string("design"));
        QCOMPARE(r.pue, a.cooling->air.pue);
        QVERIFY(r.pue > 1.0 && r.pue != 1.3);
        QCOMPARE(r.gpuHourPriceSource, std::string("design_cost"));
        QCOMPARE(r.gpuHourPrice, a.cost->reference.capacityCostPerGpuHour);
        QVERIFY(r.gpuHourPrice > 0);
        QVERIFY(near(r.gpuHourCost, r.gpuHours * r.gpuHourPrice, 1e-12));
        QVERIFY(near(r.runCost, r.energyCost + r.gpuHourCost, 1e-12));
        const json energy = Analyzer::toJson(p, a)["training"]["energy"];
        QCOMPARE(energy["pue_source"].get<std::string>(), std::string("design"));
        QCOMPARE(energy["gpu_hour_price_source"].get<std::string>(), std::string("design_cost"));

        // The workload's own figures win: PUE 1.2; 2.50 USD at 0.92 site currency per USD = 2.30.
        p.workload.pue = 1.2;
        p.workload.gpuHourPriceUsd = 2.5;
        p.cooling.cost.siteCurrencyPerUsd = 0.92;
        const Analysis own = Analyzer::run(p, Catalog::builtIn());
        QCOMPARE(own.training->pueSource, std::string("workload"));
        QCOMPARE(own.training->pue, 1.2);
        QCOMPARE(own.training->gpuHourPriceSource, std::string("workload"));
        QVERIFY(near(own.training->gpuHourPrice, 2.3, 1e-12));
        QVERIFY(near(own.training->gpuHourCost, own.training->gpuHours * 2.3, 1e-12));
    }

    void runCostByHand()
    {
        // A known basis: PUE 1.25, 1.80 per GPU-hour, IT 1,000,000 W at load factor 0.8 on the
        // sample's 1,024 H100. Energy = 800,000 W x T h x 1.25 = T MWh (T the run's hours);
        // at 0.10 per kWh: 100 T. GPU-hours 1,024 T x 1.80 = 1,843.2 T. Run cost 1,943.2 T.
        Project p = loadSample("projects/superpod-h100-air.json");
        p.workload.trainingLoadFactor = 0.8;
        p.site.electricityPricePerKwh = 0.10;
        const auto pools = TrainingEngine::gpuPools(p, Catalog::builtIn());
        QCOMPARE(pools.size(), size_t(1));
        const RunCostBasis basis{1.25, 1.80, 1.0};
        std::vector<Warning> warnings;
        const TrainingResult r = TrainingEngine::evaluate(p.workload, pools.front(), 1024, 1e6, p.site, warnings, nullptr, &basis);
        const double hours = r.wallClockS / 3600;
        QCOMPARE(r.plan.gpusUsed, 1024);
        QVERIFY(near(r.energyMwh, hours, 1e-12));
        QVERIFY(near(r.energyCost, 100 * hours, 1e-12));
        QVERIFY(near(r.gpuHourCost, 1843.2 * hours, 1e-12));
        QVERIFY(near(r.runCost, 1943.2 * hours, 1e-12));
        QVERIFY(!hasWarning(warnings, "training.run_cost_incomplete"));
        // Without a basis (the generator's quick look) "auto" cannot be priced, and says so.
        std::vector<Warning> none;
        const TrainingResult unpriced = TrainingEngine::evaluate(p.workload, pools.front(), 1024, 1e6, p.site, none);
        QCOMPARE(unpriced.pueSource, std::string("none"));
        QCOMPARE(unpriced.gpuHourPriceSource, std::string("none"));
        QVERIFY(hasWarning(none, "training.run_cost_incomplete"));
    }

    void format2DefaultsBecomeAuto()
    {
        // A version-2 file wrote PUE 1.3 and price 0 as the defaults: they migrate to "auto";
        // a value the user chose (PUE 1.2) stays, and is written back as a number.
        for (const auto &[pue, price, expectPue, expectPrice] :
             std::vector<std::tuple<double, double, double, double>>{{1.3, 0.0, -1.0, -1.0}, {1.2, 3.0, 1.2, 3.0}}) {
            json doc = minimalDoc();
            doc["format_version"] = 2;
            doc["workload"] = {{"pue", pue}, {"gpu_hour_price_usd", price}};
            const ReadResult r = ProjectReader::readJson(doc, "v2.json", Catalog::builtIn());
            QVERIFY2(r.project, formatErrors(r.errors).c_str());
            QVERIFY(r.migrated);
            QCOMPARE(r.project->workload.pue, expectPue);
            QCOMPARE(r.project->workload.gpuHourPriceUsd, expectPrice);
            const json written = ProjectWriter::toJson(*r.project);
            QCOMPARE(written["format_version"].get<int>(), kProjectFormatVersion);
            QVERIFY(written["workload"]["pue"] == (expectPue < 0 ? json("auto") : json(expectPue)));
        }
    }

    void fineTuneLabQlora70b()
    {
        // finetune-lab: 4 PCIe H100 boxes (32 GPUs, no NVLink) and 4 RTX 4090 boxes.
        Project p = loadSample("projects/finetune-lab.json");
        p.workload.model = "llama-3-70b";
        p.workload.mode = TrainingMode::Qlora;
        p.workload.tokens = 1e8;
        p.workload.planSearch = PlanSearch::Layout;  // keep selective recompute
        std::vector<Warning> ws;
        TrainingResult r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QCOMPARE(r.gpuCatalogId, std::string("pcie-h100-8gpu"));
        QVERIFY(hasWarning(ws, "training.mixed_gpus"));
        QCOMPARE(r.plan.tp, 1);  // no NVLink: the planner keeps TP at 1
        // 70.6B x 4.127/8 = 36.4 GB of base; selective recompute keeps 34 s b h per layer x 80
        // layers = 34 x 4096 x 8192 x 80 = 91 GB of activations: without context parallelism it
        // does not fit; the planner splits the sequence over CP GPUs instead (91 GB / cp).
        QVERIFY(r.plan.memory.fits);
        QVERIFY(r.plan.cp > 1);
        // (The interleaved schedule holds 1 + (p-1)/(p v) times that on its first stage.)
        const double interleaved = r.plan.pp > 1 ? 1 + (r.plan.pp - 1.0) / (r.plan.pp * r.plan.v) : 1.0;
        QVERIFY(r.plan.memory.activationsB <= 34.0 * 4096 * 8192 * 80 / r.plan.cp * interleaved + 1);
        // The same run held to CP 1 (manual TP 1 x PP 1): does not fit; full recompute would.
        ws.clear();
        p.workload.autoParallelism = false;
        r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QCOMPARE(r.plan.cp, 1);
        QVERIFY(!r.plan.memory.fits);
        QVERIFY(hasWarning(ws, "training.does_not_fit"));
        bool suggestsRecompute = false;
        for (const std::string &s : r.suggestions)
            suggestsRecompute = suggestsRecompute || s.find("full activation recomputation") == 0;
        QVERIFY(suggestsRecompute);
        ws.clear();
        p.workload.recompute = Recompute::Full;
        r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QVERIFY(r.plan.memory.fits);
        QVERIFY(!hasWarning(ws, "training.does_not_fit"));
        QVERIFY(hasWarning(ws, "training.multinode_pcie"));  // DP over 4 PCIe-only nodes
    }

    void warnings_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("override");
        QTest::addColumn<QString>("code");
        QTest::newRow("fp8 on A100") << "dgx-a100" << 16 << "precision=fp8" << "training.fp8_unsupported";
        QTest::newRow("TP over PCIe") << "pcie-h100-8gpu" << 1 << "tp=2" << "training.tp_over_pcie";
        QTest::newRow("TP across nodes") << "dgx-h100" << 4 << "tp=16" << "training.tp_across_nodes";
        QTest::newRow("invalid TP") << "dgx-h100" << 4 << "tp=3" << "training.invalid_plan";
        QTest::newRow("slow fabric") << "dgx-h100" << 16 << "internode_gbytes_per_s_per_gpu=0.2" << "training.comm_dominant";
        QTest::newRow("too big") << "dgx-h100" << 1 << "tp=1" << "training.does_not_fit";
        QTest::newRow("small batch") << "dgx-h100" << 64 << "tp=1;global_batch=16" << "training.gpus_idle";
        QTest::newRow("DP splits no batch") << "dgx-h100" << 4 << "tp=1;dp=24" << "training.invalid_plan";
        QTest::newRow("micro-batch splits no batch") << "dgx-h100" << 4 << "tp=1;micro_batch=3" << "training.invalid_plan";
        QTest::newRow("batch splits over fewer") << "dgx-h100" << 4 << "tp=1;global_batch=48" << "training.gpus_idle";
    }
    void warnings()
    {
        QFETCH(QString, server);
        QFETCH(int, nodes);
        QFETCH(QString, override);
        QFETCH(QString, code);
        Project p = hallOf(server.toStdString(), nodes);
        p.workload.model = "llama-3-8b";
        json doc = ProjectWriter::toJson(p);
        doc["workload"]["parallelism"] = "auto";
        if (override.startsWith(QLatin1String("tp=")))
            doc["workload"]["parallelism"] = "manual";
        if (code == QLatin1String("training.does_not_fit"))
            doc["workload"]["model"] = "llama-3-70b";
        for (const QString &o : override.split(QLatin1Char(';')))
            QVERIFY(applyOverride(doc, "workload." + o.toStdString()).empty());
        JsonFieldReader reader;
        Workload w;
        readWorkload(doc, w, reader);
        QVERIFY(reader.ok());
        p.workload = w;
        std::vector<Warning> ws;
        TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QVERIFY2(hasWarning(ws, code.toStdString()), qPrintable(code));
    }

    // The idle-GPU note says why, with the numbers: 48 sequences on 32 GPUs at TP 1 split over at
    // most 24 replicas (48 = 2 x 24; 32 does not divide 48); a DP fixed by the user; a GPU count
    // that is no multiple of the layout's TP x CP x PP (PP 5 on 32 GPUs: 6 replicas, 30 GPUs).
    void idleGpusSayWhy()
    {
        Project p = hallOf("dgx-h100", 4);
        p.workload.model = "llama-3-8b";
        p.workload.autoParallelism = false;
        p.workload.tp = 1;
        p.workload.globalBatch = 48;
        auto note = [&] {
            std::vector<Warning> ws;
            TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
            for (const Warning &w : ws)
                if (w.code == WarningCode::TrainingGpusIdle)
                    return QString::fromStdString(w.message);
            return QString();
        };
        QCOMPARE(note(), QStringLiteral("The plan uses 24 of 32 GPUs: the global batch (48 sequences) splits into whole "
                                        "micro-batches of 1 over at most 24 replicas, where the GPUs allow 32."));
        p.workload.globalBatch = 48 * 4096 + 100;  // in tokens: 48 whole sequences
        p.workload.globalBatchInTokens = true;
        p.workload.sequenceLength = 4096;
        QCOMPARE(note(), QStringLiteral("The plan uses 24 of 32 GPUs: the global batch (48 sequences: 196708 tokens rounded "
                                        "down to whole sequences of 4096) splits into whole micro-batches of 1 over at most "
                                        "24 replicas, where the GPUs allow 32."));
        p.workload.globalBatchInTokens = false;
        p.workload.globalBatch = 1024;
        p.workload.dp = 16;
        QCOMPARE(note(), QStringLiteral("The plan uses 16 of 32 GPUs: DP is fixed at 16 in the workload."));
        p.workload.dp = 0;
        p.workload.pp = 4;  // 32 layers; TP 1 x PP 4 = 4 divides 32: no note
        QVERIFY(note().isEmpty());
        p.workload.globalBatch = 1020;  // 1020 = 4 x 255: DP 8 does not divide it; DP 6 (1020 = 6 x 170) does
        QCOMPARE(note(), QStringLiteral("The plan uses 24 of 32 GPUs: the global batch (1020 sequences) splits into whole "
                                        "micro-batches of 1 over at most 6 replicas, where the GPUs allow 8."));
        p.workload.pp = 5;  // 32 GPUs / 5 = 6 replicas (30 GPUs), and 6 divides 1020
        QCOMPARE(note(), QStringLiteral("The plan uses 30 of 32 GPUs: TP x CP x PP = 5 does not divide them."));
    }

    // A DP set for the auto planner that splits no batch: the reason names it (it used to read
    // "no layout found"); a batch that needs more than 2^31 micro-batches a replica is refused,
    // not run with a wrapped-round count.
    void batchReasonsReachTheUser()
    {
        Project p = hallOf("dgx-h100", 1);
        p.workload.model = "llama-3-8b";
        p.workload.globalBatch = 12;
        p.workload.dp = 5;
        std::vector<Warning> ws;
        TrainingResult r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QVERIFY(!r.plan.valid);
        QCOMPARE(QString::fromStdString(r.plan.invalidReason),
                 QStringLiteral("DP 5 x micro-batch 1 does not divide the global batch (12 sequences)"));
        p.workload.dp = 0;
        p.workload.globalBatch = 1e11;  // on 8 GPUs at least 1.25e10 micro-batches a replica
        p.workload.autoParallelism = false;
        p.workload.tp = 1;
        ws.clear();
        r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QVERIFY(!r.plan.valid);
        QCOMPARE(QString::fromStdString(r.plan.invalidReason),
                 QStringLiteral("the global batch (100000000000 sequences) needs more than 2^31 micro-batches a replica"));
    }

    void headroomBelowSetting()
    {
        // A plan that fits in HBM but leaves less free than the headroom setting.
        Project p = hallOf("dgx-h100", 1);
        p.workload.model = "llama-3-8b";
        p.workload.autoParallelism = false;
        p.workload.tp = 8;
        p.workload.memoryHeadroom = 0;
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        const double freeShare = 1 - r.plan.memory.totalB / r.plan.memory.hbmB;
        QVERIFY(freeShare > 0.02 && !hasWarning(ws, "training.headroom_low"));
        p.workload.memoryHeadroom = freeShare + 0.01;
        ws.clear();
        TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QVERIFY(hasWarning(ws, "training.headroom_low"));
        QVERIFY(!hasWarning(ws, "training.does_not_fit"));
    }

    void noGpus()
    {
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate({Project{}, Catalog::builtIn(), ws}, {0});
        QVERIFY(!r.evaluated);
        QVERIFY(hasWarning(ws, "training.no_gpus"));
        QCOMPARE(TrainingEngine::toJson(r)["evaluated"].get<bool>(), false);
    }

    // The efficiency defaults describe a tuned stack; published production runs went at 0.63 to
    // 0.91 of it (docs/training.md), so the days at those speeds are days / 0.91 and days / 0.63.
    // A compute efficiency or MFU the user sets describes their own stack: no range.
    void productionSpeedRange()
    {
        Project p = hallOf("dgx-h100", 4);
        p.workload.model = "llama-3-8b";
        std::vector<Warning> ws;
        TrainingResult r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QVERIFY(r.days > 0);
        QVERIFY(near(r.productionDaysFast, r.days / 0.91, 1e-12));
        QVERIFY(near(r.productionDaysSlow, r.days / 0.63, 1e-12));
        p.workload.computeEfficiency = 0.45;
        r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QVERIFY(r.days > 0);
        QCOMPARE(r.productionDaysFast, 0.0);
        QCOMPARE(r.productionDaysSlow, 0.0);
        p.workload.computeEfficiency = -1;
        p.workload.fixedMfu = 0.4;
        r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        QCOMPARE(r.productionDaysFast, 0.0);
    }

    void fixedMfu()
    {
        // REFERENCE 4: time = C / (n peak MFU) / goodput, C the model FLOPs 6 N D + attention
        // 12 L s h D. Llama-3-8B (8.03e9, 32 layers, h 4096), seq 4096, 1e12 tokens, 64 H100 at
        // 989 TFLOPS, MFU 0.40, goodput 0.9: per token 6 x 8.03e9 + 12 x 32 x 4096 x 4096
        // = 4.818e10 + 6.442e9 = 5.462e10; x 1e12 / (64 x 989e12 x 0.40) / 0.9 = 2.397e6 s = 27.7 days
        Project p = hallOf("dgx-h100", 8);
        p.workload.model = "llama-3-8b";
        p.workload.fixedMfu = 0.40;
        p.workload.goodput = 0.9;
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate({p, Catalog::builtIn(), ws}, {1e5});
        const double expected = (6 * r.parameters + 12.0 * 32 * 4096 * 4096) * 1e12 / (64 * 989e12 * 0.40) / 0.9;
        QVERIFY(near(r.wallClockS, expected, 1e-9));
        QVERIFY(near(r.days, 27.7, 0.01));
        QVERIFY(near(r.mfu, 0.40, 1e-9));
    }

    // ---------------------------------------------------------------- cross-node bandwidth (issue 12, defect 3)
    void fabricSetsCrossNodeBandwidth()
    {
        // 64 DGX H100 (512 GPUs) in two scalable units of 32 nodes, rail-optimised: NIC r of
        // every node of a unit on that unit's rail-r leaf, so each GPU's 63 same-rank peers are
        // 31 on its leaf and 32 behind the spine: cross-leaf share f = 32/63.
        // Line rate per GPU: 8 NICs x 400 Gb/s / 8 GPUs / 8 bit = 50 GB/s x 0.94 (NIC efficiency,
        // REFERENCE 1.3) = 47 GB/s.
        // 1:1: slowdown 1 + f (1 - 1) = 1            -> 47 GB/s (the figure without a fabric).
        // 2:1: slowdown 1 + 32/63 x (2 - 1) = 95/63  -> 47 x 63/95 = 31.168 GB/s.
        Workload w;
        w.model = "llama-3-70b";
        w.tokens = 1e12;
        w.autoParallelism = false;
        w.tp = 8;   // TP inside the node: each GPU's DP peers are the same rank of the other nodes
        w.pp = 1;
        const TrainingEngine::GpuPool pool{"dgx-h100", gpuOf("dgx-h100"), 512, {}};
        FabricBandwidth fabric;
        fabric.present = true;
        fabric.networkId = "NET";
        fabric.technology = "NDR";
        fabric.nicsPerNode = 8;
        fabric.nicGbps = 400;
        fabric.linkGbpsPerGpu = 400;
        fabric.crossLeafShare = 32.0 / 63.0;
        std::vector<Warning> ws;
        const TrainingResult none = TrainingEngine::evaluate(w, pool, 512, 0, Site{}, ws);
        fabric.oversubscription = 1.0;
        const TrainingResult one = TrainingEngine::evaluate(w, pool, 512, 0, Site{}, ws, &fabric);
        fabric.oversubscription = 2.0;
        const TrainingResult two = TrainingEngine::evaluate(w, pool, 512, 0, Site{}, ws, &fabric);
        QVERIFY(none.plan.valid && one.plan.valid && two.plan.valid);
        QCOMPARE(none.interNodeSource, std::string("catalog"));
        QCOMPARE(one.interNodeSource, std::string("fabric"));
        QVERIFY(near(none.interNodeBytesPerS, 47e9, 1e-12));
        QVERIFY(near(one.interNodeBytesPerS, 47e9, 1e-12));
        QCOMPARE(one.days, none.days);  // a non-blocking fabric changes nothing
        QVERIFY(near(two.interNodeBytesPerS, 47e9 * 63 / 95, 1e-12));
        QCOMPARE(two.interNodeOversubscription, 2.0);
        QCOMPARE(two.interNodeDescription,
                 std::string("from fabric NET: 8 x 400 Gb/s NDR, 2.00:1, 51% of peers across leaves"));
        // TP 8 fills the node: DP runs over the NICs only (one GPU per node in the hierarchical
        // all-reduce), t = 2 (n-1)/n S / B, so the DP time grows by exactly 95/63.
        QCOMPARE(two.plan.dp, 64);
        QVERIFY(near(two.plan.dpCommS, one.plan.dpCommS * 95 / 63, 1e-9));
        // Exposed DP = one chunk (a layer: 80 without pipelining) + what the rest cannot hide
        // behind one micro-batch's forward and backward; the days grow by the steps x the growth
        // of the exposed DP time / goodput.
        QCOMPARE(two.plan.dpChunks, 80);
        auto exposed = [](const TrainingPlan &p) {
            return p.dpCommS / 80 + std::max(0.0, p.dpCommS * 79 / 80 - p.dpOverlapWindowS);
        };
        QVERIFY(near(two.plan.dpExposedS, exposed(two.plan), 1e-12));
        const double extraDays = one.steps * (exposed(two.plan) - exposed(one.plan)) / one.goodput / 86400;
        QVERIFY(extraDays > 0);
        QVERIFY2(near(two.days - one.days, extraDays, 1e-9), qPrintable(QString::number(two.days - one.days)));
        QVERIFY(two.exposedCommShare > one.exposedCommShare);
        // The scaling curve keeps the fabric: the layout's own point equals the engine's days.
        bool found = false;
        for (const TrainingScalingPoint &pt : two.scaling)
            if (pt.gpus == 512) {
                found = true;
                QVERIFY(near(pt.days, two.days, 1e-12));
            }
        QVERIFY(found);
    }

    void crossNodeOverrideWins()
    {
        // internode_gbytes_per_s_per_gpu stays an override: 20 GB/s whatever the fabric says.
        Workload w;
        w.internodeGBpsPerGpu = 20;
        const TrainingEngine::GpuPool pool{"dgx-h100", gpuOf("dgx-h100"), 512, {}};
        FabricBandwidth fabric{true, "NET", "NDR", 8, 400, 400, 2.0, 0.5};
        std::vector<Warning> ws;
        const TrainingResult r = TrainingEngine::evaluate(w, pool, 512, 0, Site{}, ws, &fabric);
        QCOMPARE(r.interNodeSource, std::string("workload"));
        QVERIFY(near(r.interNodeBytesPerS, 20e9, 1e-12));
        QVERIFY(!hasWarning(ws, "training.oversubscription_from_fabric"));
        // The workload's own ratio input is not used once a fabric measures one: say so.
        w.internodeGBpsPerGpu = 0;
        w.fabricOversubscription = 3;
        ws.clear();
        const TrainingResult f = TrainingEngine::evaluate(w, pool, 512, 0, Site{}, ws, &fabric);
        QCOMPARE(f.interNodeSource, std::string("fabric"));
        // 47 GB/s / (1 + 0.5 x (2 - 1)) = 31.33 GB/s, not divided by 3
        QVERIFY(near(f.interNodeBytesPerS, 47e9 / 1.5, 1e-12));
        QVERIFY(hasWarning(ws, "training.oversubscription_from_fabric"));
        // No fabric: the workload's ratio divides the catalog NICs as before: 47 / 3.
        ws.clear();
        const TrainingResult n = TrainingEngine::evaluate(w, pool, 512, 0, Site{}, ws);
        QCOMPARE(n.interNodeSource, std::string("catalog"));
        QVERIFY(near(n.interNodeBytesPerS, 47e9 / 3, 1e-12));
        const json j = TrainingEngine::toJson(f);
        QCOMPARE(j["inter_node"]["source"].get<std::string>(), std::string("fabric"));
        QCOMPARE(j["inter_node"]["oversubscription"].get<double>(), 2.0);
        QVERIFY(near(j["inter_node"]["bytes_per_s_per_gpu"].get<double>(), 47e9 / 1.5, 1e-12));
    }

    // ---------------------------------------------------------------- file section
    void roundTrip()
    {
        Project p = loadSample("projects/superpod-h100-air.json");
        Workload &w = p.workload;
        w.model = "custom";
        w.custom = {40, 6144, 48, 8, 16384, 100000, true, false};
        w.mode = TrainingMode::Lora;
        w.loraRank = 16;
        w.loraTargets = {"q", "v"};
        w.tokens = 2.5e11;
        w.globalBatch = 4e6;
        w.globalBatchInTokens = true;
        w.precision = TrainingPrecision::Fp8;
        w.zeroStage = 3;
        w.recompute = Recompute::Full;
        w.autoParallelism = false;
        w.tp = 4;
        w.pp = 2;
        w.computeEfficiency = 0.42;
        w.commOverlap = 0;
        w.fixedMfu = 0.38;
        w.pue = 1.15;
        w.cp = 2;
        w.schedule = PipelineSchedule::OneFOneB;
        w.virtualStages = 3;
        w.sequenceParallel = false;
        w.planSearch = PlanSearch::Layout;
        w.custom.experts = 16;
        w.custom.topK = 2;
        w.custom.sharedExperts = 1;
        w.custom.expertFfn = 2048;
        w.custom.denseLayers = 1;
        w.custom.attentionParams = 1.5e8;
        w.custom.routingGroups = 4;
        w.custom.routingGroupLimit = 2;
        w.ep = 4;
        const ReadResult back = ProjectReader::readText(ProjectWriter::toText(p), "rt.json", Catalog::builtIn());
        QVERIFY2(back.project, formatErrors(back.errors).c_str());
        QVERIFY(back.project->workload == w);
        QVERIFY(*back.project == p);
        // absent section -> defaults
        json doc = minimalDoc();
        doc.erase("workload");
        const ReadResult d = ProjectReader::readJson(doc, "d.json", Catalog::builtIn());
        QVERIFY(d.project && d.project->workload == Workload{});
    }

    void setOverridesReachTheEngine()
    {
        // `--set workload.<key>=value` is the generic override on the document, then the reader.
        json doc = ProjectWriter::toJson(loadSample("projects/superpod-h100-air.json"));
        for (const char *a : {"workload.model=llama-3-8b", "workload.tokens=2e12", "workload.zero_stage=3",
                              "workload.compute_efficiency=0.45", "workload.goodput=auto", "workload.parallelism=manual",
                              "workload.tp=4", "workload.pp=2"})
            QVERIFY2(applyOverride(doc, a).empty(), a);
        const ReadResult r = ProjectReader::readJson(doc, "set.json", Catalog::builtIn());
        QVERIFY2(r.project, formatErrors(r.errors).c_str());
        const Analysis a = Analyzer::run(*r.project, Catalog::builtIn());
        QVERIFY(near(a.training->parameters, 8.03e9, 0.005));
        QCOMPARE(a.training->tokens, 2e12);
        QCOMPARE(a.training->computeEfficiency, 0.45);
        QCOMPARE(a.training->goodput, 0.84);  // hopper default (0.9 x 0.93)
        QCOMPARE(a.training->plan.tp, 4);
        QCOMPARE(a.training->plan.pp, 2);
        QCOMPARE(a.training->plan.dp, 128);  // 1024 / (4 x 2)
        // a bad value is refused with its path
        QVERIFY(applyOverride(doc, "workload.zero_stage=4").empty());
        const ReadResult bad = ProjectReader::readJson(doc, "set.json", Catalog::builtIn());
        QVERIFY(!bad.project);
        QCOMPARE(bad.errors.front().path, std::string("/workload/zero_stage"));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");  // JSON
        QTest::addColumn<QString>("path");
        QTest::newRow("section type") << "" << "5" << "/workload";
        QTest::newRow("unknown model") << "model" << "\"gpt-5\"" << "/workload/model";
        QTest::newRow("mode") << "mode" << "\"distill\"" << "/workload/mode";
        QTest::newRow("zero stage") << "zero_stage" << "4" << "/workload/zero_stage";
        QTest::newRow("zero stage float") << "zero_stage" << "1.5" << "/workload/zero_stage";
        QTest::newRow("recompute") << "recompute" << "\"partial\"" << "/workload/recompute";
        QTest::newRow("precision") << "precision" << "\"fp4\"" << "/workload/precision";
        QTest::newRow("optimizer") << "optimizer" << "\"sgd\"" << "/workload/optimizer";
        QTest::newRow("lora target") << "lora_targets" << "[\"q\", \"qkv\"]" << "/workload/lora_targets/1";
        QTest::newRow("lora targets type") << "lora_targets" << "\"q\"" << "/workload/lora_targets";
        QTest::newRow("lora rank") << "lora_rank" << "0" << "/workload/lora_rank";
        QTest::newRow("tokens") << "tokens" << "-1" << "/workload/tokens";
        QTest::newRow("sequence length") << "sequence_length" << "0" << "/workload/sequence_length";
        QTest::newRow("batch unit") << "global_batch_unit" << "\"bytes\"" << "/workload/global_batch_unit";
        QTest::newRow("micro batch") << "micro_batch" << "0" << "/workload/micro_batch";
        QTest::newRow("parallelism") << "parallelism" << "\"magic\"" << "/workload/parallelism";
        QTest::newRow("tp") << "tp" << "0" << "/workload/tp";
        QTest::newRow("dp") << "dp" << "-2" << "/workload/dp";
        QTest::newRow("efficiency") << "compute_efficiency" << "1.5" << "/workload/compute_efficiency";
        QTest::newRow("efficiency word") << "compute_efficiency" << "\"fast\"" << "/workload/compute_efficiency";
        QTest::newRow("goodput") << "goodput" << "0" << "/workload/goodput";
        QTest::newRow("fixed mfu") << "fixed_mfu" << "2" << "/workload/fixed_mfu";
        QTest::newRow("headroom") << "memory_headroom" << "0.95" << "/workload/memory_headroom";
        QTest::newRow("oversubscription") << "fabric_oversubscription" << "0.5" << "/workload/fabric_oversubscription";
        QTest::newRow("pue") << "pue" << "0.9" << "/workload/pue";
        QTest::newRow("pue word") << "pue" << "\"design\"" << "/workload/pue";
        QTest::newRow("gpu-hour price") << "gpu_hour_price_usd" << "-1" << "/workload/gpu_hour_price_usd";
        QTest::newRow("load factor") << "training_load_factor" << "\"full\"" << "/workload/training_load_factor";
        QTest::newRow("custom missing") << "custom_model" << "{\"hidden\": 4096, \"heads\": 32, \"ffn\": 11008, \"vocab\": 32000}"
                                        << "/workload/custom_model/layers";
        QTest::newRow("custom heads") << "custom_model" << "{\"layers\": 2, \"hidden\": 4096, \"heads\": 30, \"ffn\": 1, \"vocab\": 1}"
                                      << "/workload/custom_model/heads";
        QTest::newRow("cp divides sequence") << "cp" << "3" << "/workload/cp";
        QTest::newRow("ep on a dense model") << "ep" << "2" << "/workload/ep";
        QTest::newRow("schedule") << "pipeline_schedule" << "\"gpipe\"" << "/workload/pipeline_schedule";
        QTest::newRow("virtual stages") << "virtual_stages" << "-1" << "/workload/virtual_stages";
        QTest::newRow("plan search") << "plan_search" << "\"everything\"" << "/workload/plan_search";
        QTest::newRow("sequence parallel") << "sequence_parallel" << "\"yes\"" << "/workload/sequence_parallel";
        QTest::newRow("custom top k") << "custom_model" << "{\"layers\": 2, \"hidden\": 64, \"heads\": 2, \"ffn\": 1, \"vocab\": 1, \"experts\": 4, \"top_k\": 5}"
                                      << "/workload/custom_model/top_k";
        QTest::newRow("routing groups") << "custom_model" << "{\"layers\": 2, \"hidden\": 64, \"heads\": 2, \"ffn\": 1, \"vocab\": 1, \"experts\": 6, \"top_k\": 2, \"routing_groups\": 4, \"routing_group_limit\": 2}"
                                        << "/workload/custom_model/routing_groups";
        QTest::newRow("routing limit") << "custom_model" << "{\"layers\": 2, \"hidden\": 64, \"heads\": 2, \"ffn\": 1, \"vocab\": 1, \"experts\": 8, \"top_k\": 2, \"routing_groups\": 4, \"routing_group_limit\": 5}"
                                       << "/workload/custom_model/routing_group_limit";
        QTest::newRow("routing too narrow") << "custom_model" << "{\"layers\": 2, \"hidden\": 64, \"heads\": 2, \"ffn\": 1, \"vocab\": 1, \"experts\": 8, \"top_k\": 4, \"routing_groups\": 4, \"routing_group_limit\": 1}"
                                            << "/workload/custom_model/routing_group_limit";
        QTest::newRow("custom kv heads") << "custom_model" << "{\"layers\": 2, \"hidden\": 4096, \"heads\": 32, \"kv_heads\": 5, \"ffn\": 1, \"vocab\": 1}"
                                         << "/workload/custom_model/kv_heads";
    }
    void epMustDivideExperts()
    {
        // Mixtral has 8 experts: ep 3 is refused naming the field, ep 4 is read.
        json doc = minimalDoc();
        doc["workload"] = {{"model", "mixtral-8x7b"}, {"ep", 3}};
        ReadResult r = ProjectReader::readJson(doc, "ep.json", Catalog::builtIn());
        QVERIFY(!r.project);
        QVERIFY2(formatErrors(r.errors).find("/workload/ep") != std::string::npos, formatErrors(r.errors).c_str());
        QVERIFY(formatErrors(r.errors).find("does not divide the 8 experts") != std::string::npos);
        doc["workload"]["ep"] = 4;
        r = ProjectReader::readJson(doc, "ep.json", Catalog::builtIn());
        QVERIFY2(r.project, formatErrors(r.errors).c_str());
        QCOMPARE(r.project->workload.ep, 4);
    }

    void badInput()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, path);
        json doc = minimalDoc();
        const json v = json::parse(value.toStdString());
        if (key.isEmpty()) {
            doc["workload"] = v;
        } else {
            doc["workload"] = json::object();
            if (key == QLatin1String("custom_model"))
                doc["workload"]["model"] = "custom";
            doc["workload"][key.toStdString()] = v;
        }
        const ReadResult r = ProjectReader::readJson(doc, "bad.json", Catalog::builtIn());
        QVERIFY(!r.project);
        bool found = false;
        for (const LoadError &e : r.errors)
            found = found || e.path == path.toStdString();
        QVERIFY2(found, formatErrors(r.errors).c_str());
    }
};

QTEST_GUILESS_MAIN(TestTraining)
#include "test_training.moc"
